/**
 * An event file refused on Import names where it is wrong (issue 25 item 5: "Import refusals name
 * their place (round, table, game, hand, move) as `referee standings` does, in English and
 * Spanish, for every event refusal code that has a place"): each file below is imported through
 * the service, and its refusal said as the Events screen says it (renderer/src/eventWords.ts
 * `eventRefusalText`, placed) must open with every place the refusal carries, in both languages,
 * hands and moves counted from 1 as `referee check` says them, and the same opening as the
 * referee's text line. Every event code that can be refused at a place in a file is met here at
 * one; those of the settings and entrants, which have none, are listed apart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import type { ApiError } from '../../api/contract.ts';
import { openService } from '../../api/service.ts';
import type { Service } from '../../api/service.ts';
import { formatEventError } from '../../cli/event-report.ts';
import { voiceOf } from '../../cli/voice.ts';
import { checkEventText } from '../../domain/events/format.ts';
import { EVENT_CODES } from '../../domain/events/event-words.ts';
import type { EventCode } from '../../domain/events/event-words.ts';
import { eventRefusalText } from '../../renderer/src/eventWords.ts';
import en from '../../renderer/src/locales/en.json' with { type: 'json' };
import es from '../../renderer/src/locales/es.json' with { type: 'json' };
import { changedNight, clubNight, FILES_REFUSED_AT_A_PLACE, put } from '../support/event-files.ts';

/** The event codes no file gives at a place: its settings and its entrants, checked before any round. */
const PLACELESS: readonly EventCode[] = [
  ...['event/not-json', 'event/too-large', 'event/format', 'event/rules', 'event/option', 'event/rules-not-offered'],
  ...['event/entry-rules', 'event/pairing-entry', 'event/rounds-planned', 'event/table-size', 'event/players'],
  ...['event/ranking-twice', 'event/entrant-twice', 'event/name-twice'],
] as EventCode[];

const changed = changedNight;
/** The club night as text with `inTable2` written into table 2 of round 1, after its seats. */
const textInTable2 = (inTable2: string): string => JSON.stringify(clubNight()).replace('"seats":["p3","p4"]', `"seats":["p3","p4"],${inTable2}`);
const deep = JSON.parse('['.repeat(60) + ']'.repeat(60)) as unknown;

const FILES: readonly [string, unknown][] = [
  ['a key twice in a table', textInTable2('"seats":["p3","p4"]')],
  ['a reserved key in a table', textInTable2('"__proto__":1')],
  ['nesting too deep in a table', changed((e) => put(e, 'rounds[0].tables[1].games', [{ score: deep }]))],
  ['a paper score below 0', changed((e) => put(e, 'rounds[0].tables[1].games', [{ score: [6, -1] }]))],
  ...FILES_REFUSED_AT_A_PLACE,
  // A game's record refused by its own check: its hand and move too.
  ['a move out of turn in a game', changed((e) => put(e, 'rounds[0].tables[0].games[0].record.hands[0].moves[1].seat', 3))],
  ['a move with no bone in a game', changed((e) => put(e, 'rounds[0].tables[0].games[0].record.hands[1].moves[2]', { seat: 0 }))],
];

const i18n = createI18n({ legacy: false, locale: 'en', fallbackLocale: false, missingWarn: false, fallbackWarn: false, messages: { en, es } });
const has = (locale: 'en' | 'es') => (key: string) => i18n.global.te(key, locale);
const say = (locale: 'en' | 'es') => (key: string, params: Record<string, string | number>, plural?: number) =>
  plural === undefined ? i18n.global.t(key, params, { locale }) : i18n.global.t(key, params, { locale, plural });

/** The place as an organizer says it, written here apart from the app's words: "Round 1, table 2, game 1, hand 2, move 3: ". */
function placeWords(error: ApiError, locale: 'en' | 'es'): string {
  const words = locale === 'en' ? ['round', 'table', 'game', 'hand', 'move'] : ['ronda', 'mesa', 'partida', 'mano', 'jugada'];
  const at = [error.round, error.table, error.game, error.hand === undefined ? undefined : error.hand + 1, error.move === undefined ? undefined : error.move + 1];
  const text = at.flatMap((n, i) => (n === undefined ? [] : [`${words[i]!} ${n}`])).join(', ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}: `;
}

let dir = '';
let service: Service;
const refused = new Map<string, ApiError>();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dominoes-import-places-'));
  service = openService(join(dir, 'm.sqlite'), { appVersion: '1.2.3' });
  for (const [what, file] of FILES) {
    const text = typeof file === 'string' ? file : JSON.stringify(file);
    const answer = await service.call('importEvent', { text });
    if (answer.ok) throw new Error(`${what}: imported`);
    refused.set(what, answer.error);
  }
});
afterAll(() => {
  service?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('an event file refused on Import names its place', () => {
  it('each refusal met here carries a place', () => {
    expect([...refused].filter(([, e]) => e.round === undefined).map(([what]) => what)).toEqual([]);
  });

  it('every event code that has a place is met at one (the others are those of the settings and entrants)', () => {
    const met = new Set([...refused.values()].map((e) => e.code));
    expect(EVENT_CODES.filter((c) => !PLACELESS.includes(c) && c !== 'event/field' && !met.has(c))).toEqual([]);
    expect(met.has('event/field')).toBe(true);
    // And a record's own refusal inside a game, with its hand and move.
    expect([...refused.values()].filter((e) => !e.code.startsWith('event/') && e.hand !== undefined && e.move !== undefined).length).toBeGreaterThan(0);
  });

  it('in English and Spanish, opening with the round, table, game, hand and move it carries', () => {
    const gaps: string[] = [];
    for (const [what, error] of refused) {
      for (const locale of ['en', 'es'] as const) {
        const words = eventRefusalText(error, locale, has(locale), say(locale), true);
        const place = placeWords(error, locale);
        if (!words.startsWith(place)) gaps.push(`${what} (${locale}): "${words}" does not open with "${place}"`);
        if (words.length <= place.length) gaps.push(`${what} (${locale}): says nothing after its place`);
      }
    }
    expect(gaps).toEqual([]);
  });

  it('as the referee opens its line for the same file', () => {
    for (const [what, file] of FILES) {
      const checked = checkEventText(file);
      if (checked.ok) throw new Error(`${what}: passes`);
      const error = refused.get(what)!;
      for (const locale of ['en', 'es'] as const) {
        const line = formatEventError(checked.error, voiceOf(locale));
        expect(line, what).toContain(`: ${placeWords(error, locale)}`);
      }
    }
  });

  it('reads as a club says it', () => {
    const said = (what: string, locale: 'en' | 'es') => eventRefusalText(refused.get(what)!, locale, has(locale), say(locale), true);
    expect(said('seated twice', 'en')).toBe('Round 1, table 2: Ann & Cat is seated twice in this round.');
    expect(said('seated twice', 'es')).toMatch(/^Ronda 1, mesa 2: Ann & Cat /);
    expect(said('a move out of turn in a game', 'es')).toMatch(/^Ronda 1, mesa 1, partida 1, mano 1, jugada 2: /);
    expect(said('a table of a closed round with no result', 'en')).toBe(
      'Round 1, table 2: Table 2 of round 1 has no result (no game and no forfeit), but round 2 follows it: a round is closed with a result at every table.',
    );
  });
});
