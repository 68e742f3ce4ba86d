/**
 * What a table's device says (issue 24: "the device then says so, in its language"; "the same
 * checks and the same words as the desktop, EN/ES"): every refusal the room answers a device, met
 * through the room's real listener on a loopback address (127.0.0.2, a phone from 127.0.0.3), has
 * an English template saying what the message says and a Spanish one over the same facts; every
 * reason a device stops reaching its table has words of its own in both; the code typed on the
 * join page and the round's clock read as the page shows them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import type { ApiError, ApiResult, ClockView, MatchView, RoomStatus } from '../../api/contract.ts';
import { CODE_ALPHABET, codeFromBytes, showCode } from '../../domain/room/codes.ts';
import { refusalDetail, refusalDetailKey } from '../../renderer/src/refusal.ts';
import { clockLeft, showLeft } from '../../renderer/src/room/clock.ts';
import { codeProblem, showTyped } from '../../renderer/src/room/joinCode.ts';
import { DEVICE_ENDED } from '../../renderer/src/stores/tableDeviceCore.ts';
import en from '../../renderer/src/locales/en.json' with { type: 'json' };
import es from '../../renderer/src/locales/es.json' with { type: 'json' };
import { startServer } from '../../server/start.ts';
import type { RunningServer } from '../../server/start.ts';
import { RoomDevice, openEvening, organizer } from '../support/room.ts';
import { templateGaps, untranslated } from '../support/templates.ts';
import { ROOM_DEVICE_REFUSALS } from '../support/outside-refusals.ts';

let dir = '';
let server: RunningServer;
const met = new Map<string, ApiError>();

/** The refusals a device meets, each by its code (test/support/outside-refusals.ts). */
const DEVICE_REFUSALS = ROOM_DEVICE_REFUSALS;

const keep = (answer: { json: unknown } | ApiResult<unknown>) => {
  const r = ('json' in answer ? answer.json : answer) as ApiResult<unknown>;
  if (!r.ok) met.set(r.error.code, r.error);
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dominoes-device-words-'));
  server = await startServer({ port: 0, dbFile: join(dir, 'w.sqlite'), rendererDir: null, logBug: () => {}, room: { address: '127.0.0.2', port: 0 } });
  const { event, status } = await openEvening(server, 4);
  const room = server.room!;
  const plain = (code: string) => code.replace('-', '');
  // Joining: a wrong code, the room off, then slowed down from another phone after many wrong codes.
  keep(await new RoomDevice(room).join('ZZZZZZZZ'));
  await organizer(server, 'setRoom', { eventId: event.id, open: false });
  keep(await new RoomDevice(room).join(plain(status.codes[0]!.code)));
  await organizer(server, 'setRoom', { eventId: event.id, open: true });
  const guesser = new RoomDevice(room, '127.0.0.9');
  for (let i = 0; i < 12 && !met.has('room/slowed'); i++) keep(await guesser.join('ZZZZZZZZ'));
  // At the table: no credential, another table's game, moves out of place, a game not over, PINs.
  keep(await new RoomDevice(room).call('tableState'));
  const phone = new RoomDevice(room);
  await phone.join(plain(status.codes[0]!.code));
  const other = new RoomDevice(room, '127.0.0.4');
  await other.join(plain(status.codes[1]!.code));
  const { matchId } = await phone.ok<{ matchId: number }>('tableStartGame');
  const { matchId: otherMatch } = await other.ok<{ matchId: number }>('tableStartGame');
  keep(await phone.call('getMatch', { matchId: otherMatch }));
  await phone.ok<MatchView>('startHand', { matchId, hand: 0 });
  await phone.ok('recordMove', { matchId, hand: 0, at: 0, move: { seat: 0, bone: [6, 6] } });
  keep(await phone.call('recordMove', { matchId, hand: 0, at: 0, move: { seat: 0, bone: [5, 5] } }));
  keep(await phone.call('recordMove', { matchId, hand: 0, at: 4, move: { seat: 1, pass: true } }));
  keep(await phone.call('confirmResult', { game: 1, side: 0 }));
  // Cut off by the organizer.
  const cut = (await organizer<RoomStatus>(server, 'roomStatus', { eventId: event.id })).devices.find((d) => d.table === status.codes[1]!.table)!;
  await organizer(server, 'disconnectDevice', { eventId: event.id, device: cut.id });
  keep(await other.call('tableState'));
  // A second evening: a game on paper, a PIN chosen at its side's first confirmation, then needed.
  const { event: second, status: two } = await openEvening(server, 4);
  const paper = new RoomDevice(room, '127.0.0.6');
  await paper.join(plain(two.codes[0]!.code));
  await paper.ok('tablePaperScore', { score: [6, 2], confirmed: true });
  await paper.ok('confirmResult', { game: 1, side: 0, newPin: '4321' });
  keep(await paper.call('confirmResult', { game: 1, side: 0 }));
  // Wrong PINs: the sixth comes once that side's PIN is slowed down (five at once).
  for (let i = 0; i < 6; i++) keep(await paper.call('confirmResult', { game: 1, side: 0, pin: '0000' }));
  // Its round over (every table scored, the next one drawn): its codes have ended.
  await organizer(server, 'enterPaperScore', { eventId: second.id, round: 1, table: two.codes[1]!.table, score: [6, 2], confirmed: true });
  await organizer(server, 'drawRound', { eventId: second.id });
  keep(await new RoomDevice(room, '127.0.0.8').join(plain(two.codes[1]!.code)));
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a table's device says the room's refusals in English and Spanish", () => {
  const i18n = createI18n({ legacy: false, locale: 'es', fallbackLocale: 'en', messages: { en, es } });
  const { t, te } = i18n.global;
  const say = (e: ApiError, locale: 'en' | 'es') => refusalDetail(e, locale, (k, l) => te(k, l as 'en' | 'es'), (k, p) => t(k, p, { locale }));

  it('meets every one of them', () => {
    expect(DEVICE_REFUSALS.filter((c) => !met.has(c))).toEqual([]);
  });

  it('each carries its facts, with an English and a Spanish template that use only them', () => {
    expect(templateGaps(met, (e) => refusalDetailKey(e.code), { en, es })).toEqual([]);
  });

  it('the English template says what the message says', () => {
    for (const [code, e] of met) expect({ code, en: t(refusalDetailKey(code), e.params as Record<string, string | number>, { locale: 'en' }) }).toEqual({ code, en: e.message });
  });

  it('Spanish says each in Spanish, with its facts', () => {
    // A PIN's refusals carry the side's number, which neither language says: the PIN's dialog is
    // titled with the side's name (room/DeviceGames.vue).
    const pins = new Set(['room/pin-needed', 'room/wrong-pin']);
    expect(untranslated(new Map([...met].filter(([code]) => !pins.has(code))), (e) => say(e, 'es'))).toEqual([]);
    for (const code of pins) expect(say(met.get(code)!, 'es')).not.toBe(met.get(code)!.message);
  });

  it('says, in both languages, why the device reaches its table no more', () => {
    for (const code of DEVICE_ENDED) {
      const key = `device.ended.${code.replace('/', '_')}`;
      expect({ key, en: te(key, 'en'), es: te(key, 'es') }).toEqual({ key, en: true, es: true });
    }
  });
});

describe('the code as a phone types it (renderer/src/room/joinCode.ts)', () => {
  const code = fc.uint8Array({ minLength: 8, maxLength: 8 }).map((bytes) => codeFromBytes(bytes));

  it('shows any code typed in any case, with spaces or hyphens anywhere, as it is printed, and sends it', () => {
    const typed = fc.tuple(code, fc.array(fc.constantFrom(' ', '-', ''), { minLength: 9, maxLength: 9 }), fc.boolean()).map(([c, gaps, lower]) => {
      const text = [...c].map((ch, i) => `${gaps[i]}${ch}`).join('') + gaps[8];
      return { c, text: lower ? text.toLowerCase() : text };
    });
    fc.assert(
      fc.property(typed, ({ c, text }) => {
        expect(showTyped(text)).toBe(showCode(c));
        expect(codeProblem(text)).toBeNull();
      }),
    );
  });

  it('says what cannot be a code before anything is sent: too short, too long, a symbol codes never have', () => {
    expect(codeProblem('ABCD-EFG')).toBe('short');
    expect(codeProblem('ABCD-EFGHJ')).toBe('long');
    for (const ch of ['0', '1', 'I', 'O', 'i', 'o', '?']) expect({ ch, problem: codeProblem(`ABCD-EFG${ch}`) }).toEqual({ ch, problem: 'symbol' });
    expect([...CODE_ALPHABET].every((ch) => codeProblem(`ABCD-EFG${ch}`) === null)).toBe(true);
    expect(showTyped('abcd')).toBe('ABCD');
    expect(showTyped('abcde')).toBe('ABCD-E');
  });
});

describe("the round's clock on a device whose own clock is off (renderer/src/room/clock.ts)", () => {
  const at = (ms: number) => new Date(ms).toISOString();

  it('counts from the server\'s time, whatever the device\'s clock says', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 60_000, max: 3 * 3_600_000 }),
        fc.integer({ min: 0, max: 3_600_000 }),
        fc.integer({ min: -86_400_000, max: 86_400_000 }),
        fc.integer({ min: 0, max: 600_000 }),
        (leftMs, running, skew, since) => {
          const server = Date.UTC(2026, 11, 6, 20, 0, 0);
          const clock: ClockView = { round: 1, lengthMs: leftMs, leftMs, startedAt: at(server - running), calledAt: null, serverNow: at(server) };
          const device = server + skew;
          expect(clockLeft(clock, device, device + since)).toBe(Math.max(0, leftMs - running - since));
          expect(clockLeft({ ...clock, startedAt: null }, device, device + since)).toBe(leftMs);
        },
      ),
    );
  });

  it('shows minutes and seconds, rounded up, and hours past an hour', () => {
    expect(showLeft(45 * 60_000)).toBe('45:00');
    expect(showLeft(59_001)).toBe('1:00');
    expect(showLeft(1)).toBe('0:01');
    expect(showLeft(0)).toBe('0:00');
    expect(showLeft(3_600_000 + 5 * 60_000)).toBe('1:05:00');
  });
});
