/**
 * Where the room listens (issue 24), as the service asks it (api/room-service.ts RoomHost):
 * - browser mode's `--room ADDRESS:PORT` (`fixedRoomHost`): the listener opens at start, on that
 *   address, and the organizer's switch only says which events it answers;
 * - the desktop app (`chosenRoomHost`): nothing listens until the organizer turns a room on, on
 *   one of this machine's addresses they pick; it stops when the last room goes off, and when the
 *   app quits.
 */
import { networkInterfaces } from 'node:os';
import { isIP } from 'node:net';
import type { ApiError } from '../api/contract.ts';
import type { RoomAddress } from '../api/room-contract.ts';
import type { RoomHost } from '../api/room-service.ts';
import type { Result } from '../domain/result.ts';
import type { RoomListener } from './room.ts';

/** This machine's addresses, the club network's first (what a phone on the Wi-Fi can reach), loopback last. */
export function machineAddresses(): RoomAddress[] {
  const out: RoomAddress[] = [];
  for (const [name, list] of Object.entries(networkInterfaces())) {
    for (const a of list ?? []) {
      // A link-local IPv6 address needs its interface named in the URL, which phones do not take.
      if (a.family === 'IPv6' && a.address.toLowerCase().startsWith('fe80')) continue;
      out.push({ name, address: a.address, family: a.family === 'IPv6' ? 'IPv6' : 'IPv4', internal: a.internal });
    }
  }
  return out.sort((a, b) => Number(a.internal) - Number(b.internal) || (a.family === b.family ? 0 : a.family === 'IPv4' ? -1 : 1));
}

function refusal(code: string, message: string, params: ApiError['params'] = {}): { ok: false; error: ApiError } {
  return { ok: false, error: { code, message, params } };
}

/** Browser mode's `--room ADDRESS:PORT`: listening from the start; the switch turns events on and off. */
export function fixedRoomHost(listener: RoomListener): RoomHost {
  return {
    addressing: 'fixed',
    addresses: () => [{ name: 'room', address: listener.address, family: isIP(listener.address) === 6 ? 'IPv6' : 'IPv4', internal: false }],
    url: () => listener.url,
    listen: async () => ({ ok: true, value: listener.url }),
    stop: async () => {},
  };
}

/**
 * The desktop's room: `start` opens a listener where the organizer picked; one at a time (a new
 * address closes the old listener first). Only this machine's own addresses are taken (and
 * loopback ones, which the tests use): never a wildcard that would answer on every network.
 */
export function chosenRoomHost(start: (address: string, port: number) => Promise<RoomListener>, addresses: () => RoomAddress[] = machineAddresses): RoomHost {
  let listener: RoomListener | null = null;
  return {
    addressing: 'choose',
    addresses,
    url: () => listener?.url ?? null,
    listen: async (address, port): Promise<Result<string, ApiError>> => {
      if (address === undefined) {
        if (listener) return { ok: true, value: listener.url };
        return refusal('room/address', 'Pick the address of this computer on the club network.', {});
      }
      const own = addresses().some((a) => a.address === address) || /^127\./.test(address) || address === '::1';
      if (!own || address === '0.0.0.0' || address === '::') {
        return refusal('room/address', `${JSON.stringify(address)} is not an address of this computer: pick one of the list.`, { address });
      }
      if (listener && listener.address === address && (port === undefined || port === 0 || port === listener.port)) return { ok: true, value: listener.url };
      if (listener) {
        await listener.close();
        listener = null;
      }
      try {
        listener = await start(address, port ?? 0);
        return { ok: true, value: listener.url };
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code ?? 'unknown';
        const why = code === 'EADDRINUSE' ? `port ${port} is in use: pick another, or leave it empty` : code === 'EADDRNOTAVAIL' ? 'that address is not this computer\'s now' : `it could not listen there (${code})`;
        return refusal('room/cannot-listen', `The room cannot open on ${address}: ${why}.`, { address, port: port ?? 0, reason: code });
      }
    },
    stop: async () => {
      const was = listener;
      listener = null;
      await was?.close();
    },
  };
}
