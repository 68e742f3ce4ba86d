/**
 * The standings of an event at the documented maximum of 10,000 entrants (issue 25 item 18): each
 * row used to list every entrant sharing its place, so before round 1, when all of them share the
 * first place, the answer grew with the square of the entrants (1,000 entrants answered 31.6 MB,
 * 10,000 ran the server out of memory), and `referee standings` died the same way. A shared place
 * is now counted and its first few named: the api's answer, the words of the screen and of the
 * printed sheet, and the referee's text and JSON all grow in step with the entrants.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createI18n } from 'vue-i18n';
import { afterAll, describe, expect, it } from 'vitest';
import type { EventView, ExportedFile, StandingsView } from '../../api/contract.ts';
import { MAX_ENTRANTS } from '../../api/event-contract.ts';
import { SHARED_NAMED } from '../../domain/events/standings.ts';
import en from '../../renderer/src/locales/en.json' with { type: 'json' };
import es from '../../renderer/src/locales/es.json' with { type: 'json' };
import { placeNoteText, sheetDecidedText } from '../../renderer/src/eventWords.ts';
import { spawnReferee } from '../support/referee.ts';
import { useTempService, value } from '../support/service.ts';

const t = useTempService('standings-large');
const dir = mkdtempSync(join(tmpdir(), 'standings-large-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const i18n = createI18n({ legacy: false, locale: 'en', fallbackLocale: 'en', messages: { en, es } });
const say = (locale: 'en' | 'es') => (key: string, params: Record<string, string | number>, plural?: number) =>
  plural === undefined ? i18n.global.t(key, params, { locale }) : i18n.global.t(key, params, { locale, plural });

/** A pairs event of `n` entrants and no round yet: every entrant shares the first place. */
async function eventOf(n: number): Promise<EventView> {
  const entrants = Array.from({ length: n }, (_, i) => ({ id: `e${i}`, name: `Pair ${i}`, players: [`Ann ${i}`, `Ben ${i}`] as [string, string] }));
  return value<EventView>(
    await t.service.call('createEvent', { name: 'Open', date: '2026-11-26', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'swiss', entrants }),
  );
}

async function standingsOf(n: number): Promise<{ event: EventView; standings: StandingsView; bytes: number }> {
  const event = await eventOf(n);
  const answer = await t.service.call('getStandings', { eventId: event.id });
  return { event, standings: value<StandingsView>(answer), bytes: JSON.stringify(answer).length };
}

describe('standings at the documented maximum (issue 25 item 18)', () => {
  it('twice the entrants, about twice the answer (it was four times)', async () => {
    const small = await standingsOf(1_000);
    const large = await standingsOf(2_000);
    expect(large.bytes / small.bytes).toBeLessThan(2.1);
  });

  it(`${MAX_ENTRANTS} entrants sharing the first place: the answer, the screen's and the sheet's words, and the referee's text and JSON, each a few hundred bytes a row`, async () => {
    const { event, standings, bytes } = await standingsOf(MAX_ENTRANTS);
    expect(standings.rows).toHaveLength(MAX_ENTRANTS);
    // 10,000 rows of 18 figures and a note each: about 470 bytes a row.
    expect(bytes).toBeLessThan(MAX_ENTRANTS * 1_000);
    for (const note of standings.notes) {
      expect(note.shared?.count).toBe(MAX_ENTRANTS);
      expect(note.shared?.named).toHaveLength(SHARED_NAMED);
    }
    expect(placeNoteText(standings.notes[5], say('en'))).toBe(`shared by ${MAX_ENTRANTS}: Pair 0, Pair 1, Pair 2 and ${MAX_ENTRANTS - 3} others`);
    expect(placeNoteText(standings.notes[5], say('es'))).toBe(`compartido por ${MAX_ENTRANTS}: Pair 0, Pair 1, Pair 2 y ${MAX_ENTRANTS - 3} más`);
    const sheet = standings.rows.map((row, i) => sheetDecidedText(row.aheadOn, standings.notes[i], say('en')));
    expect(sheet.every((cell) => cell === sheet[0])).toBe(true);
    expect(sheet[0]).toBe(`shared by ${MAX_ENTRANTS}`);

    // The referee, as a user runs it, on the app's own export: it died on a signal before.
    const exported = value<ExportedFile>(await t.service.call('exportEvent', { eventId: event.id }));
    const path = join(dir, 'open.json');
    writeFileSync(path, exported.text);
    const text = await spawnReferee('standings', path);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain(`  1. Pair 0, Pair 1, Pair 2 and ${MAX_ENTRANTS - 3} others share the place, tied on every key\n`);
    expect(text.stdout.length).toBeLessThan(MAX_ENTRANTS * 200);
    const json = await spawnReferee('standings', path, '--json');
    expect(json.status).toBe(0);
    expect((JSON.parse(json.stdout) as { standings: unknown[] }).standings).toHaveLength(MAX_ENTRANTS);
    expect(json.stdout.length).toBeLessThan(MAX_ENTRANTS * 1_000);
  }, 120_000);
});
