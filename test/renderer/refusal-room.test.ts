/**
 * The refusals the organizer meets turning the room on and running it (issue 24: "Tables on the
 * network", the devices, the calls, the clock, a result settled), said on the event's page and
 * the round screen in the organizer's language. Each is met here through the real service (the
 * desktop's room host over a stand-in listener, so no address is taken), must carry the facts it
 * names, and be said in English and Spanish from templates over those facts alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import type { ApiError, ApiResult, EventView } from '../../api/contract.ts';
import { openService } from '../../api/service.ts';
import type { FileService } from '../../api/service.ts';
import { refusalDetail, refusalDetailKeys } from '../../renderer/src/refusal.ts';
import en from '../../renderer/src/locales/en.json' with { type: 'json' };
import es from '../../renderer/src/locales/es.json' with { type: 'json' };
import { chosenRoomHost } from '../../server/room-host.ts';
import { ROOM_ORGANIZER_REFUSALS } from '../support/outside-refusals.ts';
import { templateGaps, untranslated } from '../support/templates.ts';

let dir = '';
const services: FileService[] = [];
/** Each refusal met, by what made it. */
const met = new Map<string, ApiError>();

async function refused(service: FileService, what: string, method: string, input: unknown): Promise<void> {
  const r = (await service.call(method as never, input)) as ApiResult<unknown>;
  if (r.ok) throw new Error(`${what}: ${method} was accepted`);
  met.set(what, r.error);
}
async function ok<T>(service: FileService, method: string, input: unknown): Promise<T> {
  const r = (await service.call(method as never, input)) as ApiResult<T>;
  if (!r.ok) throw new Error(`${method}: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

const PAIRS = ['Ann & Abe', 'Bea & Bob', 'Cat & Cal', 'Dee & Dan'].map((name) => ({ name, players: name.split(' & ') }));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dominoes-room-words-'));
  // Browser mode started without --room: no room here at all.
  const bare = openService(join(dir, 'bare.sqlite'), { appVersion: '1' });
  services.push(bare);
  const lone = await ok<EventView>(bare, 'createEvent', { name: 'N', date: '2026-12-06', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'round-robin', entrants: PAIRS });
  await refused(bare, 'the room where none can listen', 'setRoom', { eventId: lone.id, open: true });
  await refused(bare, 'a clock before any round', 'setClock', { eventId: lone.id, action: 'set', minutes: 25 });

  // The desktop's room: a stand-in listener, one address of "this computer" and loopback.
  const start = (address: string, port: number) => {
    if (port === 5000) return Promise.reject(Object.assign(new Error('in use'), { code: 'EADDRINUSE' }));
    return Promise.resolve({ address, port: port || 41234, url: `http://${address}:${port || 41234}/`, close: () => Promise.resolve() });
  };
  const desk = openService(join(dir, 'desk.sqlite'), {
    appVersion: '1',
    roomHost: chosenRoomHost(start, () => [{ name: 'wlan0', address: '192.168.1.20', family: 'IPv4', internal: false }]),
  });
  services.push(desk);
  const event = await ok<EventView>(desk, 'createEvent', { name: 'Club night', date: '2026-12-06', rules: 'jamaican-partner', entry: 'pairs', round: { games: 2 }, pairing: 'round-robin', entrants: PAIRS });
  const other = await ok<EventView>(desk, 'createEvent', { name: 'Other night', date: '2026-12-07', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'round-robin', entrants: PAIRS });
  await refused(desk, 'no address picked', 'setRoom', { eventId: event.id, open: true });
  await refused(desk, 'an address not this computer\'s', 'setRoom', { eventId: event.id, open: true, address: '10.9.9.9' });
  await refused(desk, 'a port in use', 'setRoom', { eventId: event.id, open: true, address: '192.168.1.20', port: 5000 });
  await ok(desk, 'setRoom', { eventId: event.id, open: true, address: '192.168.1.20' });
  await refused(desk, 'another address while a room listens', 'setRoom', { eventId: other.id, open: true, address: '127.0.0.2' });
  await ok(desk, 'drawRound', { eventId: event.id });
  await refused(desk, 'a device not there', 'disconnectDevice', { eventId: event.id, device: 99 });
  await refused(desk, 'a call not open', 'clearCall', { eventId: event.id, round: 1, table: 1 });
  await refused(desk, 'a clock started before its length', 'setClock', { eventId: event.id, action: 'start' });
  await ok(desk, 'startGame', { eventId: event.id, round: 1, table: 1 });
  await refused(desk, 'a game settled before its end', 'settleResult', { eventId: event.id, round: 1, table: 1, game: 1 });
});

afterAll(() => {
  for (const s of services) s.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the room's refusals on the organizer's screens", () => {
  const i18n = createI18n({ legacy: false, locale: 'es', fallbackLocale: 'en', messages: { en, es } });
  const { t, te } = i18n.global;
  const say = (e: ApiError, locale: 'en' | 'es') => refusalDetail(e, locale, (k, l) => te(k, l as 'en' | 'es'), (k, p) => t(k, p, { locale }));
  /** The template a refusal is said with: the most particular one Spanish has. */
  const keyOf = (e: ApiError) => refusalDetailKeys(e).find((k) => te(k, 'es')) ?? refusalDetailKeys(e).at(-1)!;

  it('meets every one of them', () => {
    const codes = new Set([...met.values()].map((e) => e.code));
    expect(ROOM_ORGANIZER_REFUSALS.filter((c) => !codes.has(c))).toEqual([]);
  });

  it('each carries its facts, with an English and a Spanish template that use only them', () => {
    expect(templateGaps(met, keyOf, { en, es })).toEqual([]);
  });

  it('the English template says what the message says', () => {
    // Two name a fact the message words otherwise: the reason a port could not be taken (the
    // message turns the system's code into a sentence), and the address the room listens on.
    const worded = new Set(['a port in use', 'another address while a room listens']);
    for (const [what, e] of met) {
      if (worded.has(what)) continue;
      expect({ what, en: t(keyOf(e), e.params as Record<string, string | number>, { locale: 'en' }) }).toEqual({ what, en: e.message });
    }
  });

  it('Spanish says each in Spanish, with its facts', () => {
    expect(untranslated(met, (e) => say(e, 'es'))).toEqual([]);
    expect(say(met.get("an address not this computer's")!, 'es')).toBe('"10.9.9.9" no es una dirección de este ordenador: elija una de la lista.');
    expect(say(met.get('no address picked')!, 'es')).toBe('Elija la dirección de este ordenador en la red del club.');
    expect(say(met.get('a port in use')!, 'es')).toBe('La sala no puede abrirse en 192.168.1.20, puerto 5000 (EADDRINUSE): elija otra dirección, u otro puerto, o deje el puerto vacío.');
  });
});
