/**
 * The tournament layer checked from outside, end to end (issue 17, checked again on cases its own
 * tests had not seen): one event of Latin partnership (scored by points) with names in accents,
 * a game recorded bone by bone and one stopped by the clock, run through `referee standings
 * --json`, `referee next-round --json`, the api's import, standings, export and Verify, each
 * compared with what the others give and with the figures worked from the records; then the
 * refusals a director would meet, each naming its place and changing nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventView, ExportedFile, RoundAnswer, StandingsView, VerifyView } from '../../api/contract.ts';
import { respondEvent } from '../../cli/main.ts';
import { checkEventText } from '../../domain/events/format.ts';
import { checkRecord } from '../../domain/record.ts';
import type { MatchRecord } from '../../domain/record.ts';
import { playedRecord } from '../support/event-files.ts';
import type { Json } from '../support/event-files.ts';
import { useTempService, value } from '../support/service.ts';

const t = useTempService('events-outside');

/** What `referee COMMAND FILE --json` prints for the text, and its exit status. */
function referee(command: 'standings' | 'next-round', text: string): { status: number; out: Record<string, unknown>; stderr: string } {
  let stdout = '';
  let stderr = '';
  const status = respondEvent(command, text, 'event.json', true, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
  return { status, out: stdout === '' ? {} : (JSON.parse(stdout) as Record<string, unknown>), stderr };
}

// Two pairs whose players' names carry accents, ñ and œ; the records seat them as typed, or, in
// the clock game, in capitals and without accents, which the record format hears as the same names.
const ENTRANTS = [
  { id: 'jose', name: 'José & Ñusta', players: ['José Pérez', 'Ñusta Álvarez'] },
  { id: 'zoe', name: 'Zoë & François', players: ['Zoë Brontë', 'François Œil'] },
  { id: 'ines', name: 'Inés & Ángel', players: ['Inés Muñoz', 'Ángel Díaz'] },
];
const full: MatchRecord = playedRecord(11, ['José Pérez', 'Zoë Brontë', 'Ñusta Álvarez', 'François Œil'], { rules: 'latin-partnership' });
const clock: MatchRecord = playedRecord(12, ['JOSE PEREZ', 'zoe bronte', 'Ñusta Álvarez', 'François Œil'], { rules: 'latin-partnership', hands: 2 });

/** Three pairs of Latin partnership to 100, two games a table, Swiss: round 1 José v Zoë recorded, Inés the bye. */
function accented(): Json {
  return {
    format: 'dominoes-event/1',
    name: 'Noche de dominó en Mayagüez',
    date: '2026-11-27',
    venue: 'Café Ñandú',
    rules: 'latin-partnership',
    entry: 'pairs',
    round: { games: 2 },
    pairing: 'swiss',
    entrants: structuredClone(ENTRANTS),
    rounds: [{ tables: [{ table: 1, seats: ['jose', 'zoe'], games: [{ record: structuredClone(full) }, { record: structuredClone(clock), ended: 'time' }] }], byes: ['ines'], penalties: [] }],
  };
}

/** A record's final score, winner and hands won by side, from `referee check`'s own replay. */
function replayed(record: MatchRecord): { score: number[]; winner: number | null; hands: number[] } {
  const report = checkRecord(record);
  if (!report.ok) throw new Error(report.error.message);
  const hands = [0, 0];
  for (const h of report.value.hands) if (h.result.winner !== null) hands[h.result.winner]!++;
  return { score: [...report.value.match.score], winner: report.value.match.winner, hands };
}

describe('an event of Latin partnership with accented names, a recorded game and a game stopped by the clock', () => {
  it('the referee\'s standings are the figures summed from the records by hand, in the issue\'s shape', () => {
    const g1 = replayed(full);
    const g2 = replayed(clock);
    expect(g1.winner).not.toBeNull();
    // "R stops after a finished hand and has no winner yet; its hands count and the leader wins".
    expect(g2.winner).toBeNull();
    const leader = g2.score[0]! === g2.score[1]! ? null : g2.score[0]! > g2.score[1]! ? 0 : 1;
    const won = (s: number) => [g1.winner, leader].filter((w) => w === s).length;
    const lost = (s: number) => [g1.winner, leader].filter((w) => w !== null && w !== s).length;
    const result = (s: number) => (won(s) > won(1 - s) ? 'won' : won(s) === won(1 - s) ? 'drawn' : 'lost');
    const side = (s: number) => ({
      played: 1,
      won: result(s) === 'won' ? 1 : 0,
      drawn: result(s) === 'drawn' ? 1 : 0,
      lost: result(s) === 'lost' ? 1 : 0,
      byes: 0,
      matchPoints: { won: 2, drawn: 1, lost: 0 }[result(s)],
      gamesWon: won(s),
      gamesLost: lost(s),
      handsWon: g1.hands[s]! + g2.hands[s]!,
      handsLost: g1.hands[1 - s]! + g2.hands[1 - s]!,
      pointsFor: g1.score[s]! + g2.score[s]!,
      pointsAgainst: g1.score[1 - s]! + g2.score[1 - s]!,
      penalties: 0,
      efectividad: g1.score[s]! + g2.score[s]! - g1.score[1 - s]! - g2.score[1 - s]!,
    });
    // Inés's bye: a table won, 2 games of [100, 50] (T = 100), 2 match points.
    const bye = { played: 1, won: 1, drawn: 0, lost: 0, byes: 1, matchPoints: 2, gamesWon: 2, gamesLost: 0, handsWon: 0, handsLost: 0, pointsFor: 200, pointsAgainst: 100, penalties: 0, efectividad: 100 };
    const run = referee('standings', JSON.stringify(accented()));
    expect(run.status).toBe(0);
    expect(run.out['pending']).toEqual([]);
    const rows = run.out['standings'] as Record<string, unknown>[];
    const byId = Object.fromEntries(rows.map((r) => [r['entrant'], r]));
    expect(byId['jose']).toMatchObject({ name: 'José & Ñusta', ...side(0) });
    expect(byId['zoe']).toMatchObject({ name: 'Zoë & François', ...side(1) });
    expect(byId['ines']).toMatchObject({ name: 'Inés & Ángel', ...bye, buchholz: 0 });
    expect(byId['jose']!['buchholz']).toBe(byId['zoe']!['matchPoints']);
  });

  it('import, standings, export, import again and Verify all agree with the referee', async () => {
    const text = JSON.stringify(accented());
    const referee1 = referee('standings', text);
    const first = value<EventView>(await t.service.call('importEvent', { text }));
    const shown = value<StandingsView>(await t.service.call('getStandings', { eventId: first.id }));
    const strip = (rows: readonly Record<string, unknown>[]) => rows.map(({ withdrawn: _w, aheadOn: _a, ...r }) => r);
    expect(strip(shown.rows as unknown as Record<string, unknown>[])).toEqual(referee1.out['standings']);
    const file = value<ExportedFile>(await t.service.call('exportEvent', { eventId: first.id }));
    expect(file.fileName).toBe('2026-11-27 Noche de dominó en Mayagüez.json');
    expect(referee('standings', file.text).out).toEqual(referee1.out);
    const second = value<EventView>(await t.service.call('importEvent', { text: file.text }));
    expect(value<ExportedFile>(await t.service.call('exportEvent', { eventId: second.id })).text).toBe(file.text);
    expect(value<VerifyView>(await t.service.call('verifyEvent', { eventId: second.id }))).toEqual({ ok: true, differences: [], failures: [] });
    // The next round: the app's draw is the referee's.
    const next = referee('next-round', file.text);
    expect(next.status).toBe(0);
    const drawn = value<RoundAnswer>(await t.service.call('drawRound', { eventId: second.id })).event.rounds[1]!;
    const ids = (xs: readonly { entrant: string }[]) => xs.map((x) => x.entrant);
    expect({ round: 2, tables: drawn.tables.map((x) => ({ table: x.table, seats: ids(x.seats) })), byes: ids(drawn.byes) }).toEqual(next.out);
    // Swiss with three: the bye to the lowest-ranked pair without one, never Inés again.
    expect(next.out['byes']).not.toContain('ines');
  });
});

describe('refusals that name their place and change nothing', () => {
  async function imported(): Promise<EventView> {
    return value<EventView>(await t.service.call('importEvent', { text: JSON.stringify(accented()) }));
  }

  it('a penalty whose reason the event file would refuse (a line break, a direction mark) is refused, and the export stays readable', async () => {
    // Found from outside: addPenalty stored "late\nagain", and the exported file was refused by
    // the referee and by Import (event/field at rounds[0].penalties[0].reason).
    const event = await imported();
    const before = value<ExportedFile>(await t.service.call('exportEvent', { eventId: event.id })).text;
    for (const reason of ['late\nagain', 'late\u202eagain', 'tab\there']) {
      const answer = await t.service.call('addPenalty', { eventId: event.id, round: 1, entrant: 'jose', points: 5, reason });
      expect(answer).toMatchObject({ ok: false, error: { code: 'event/field', round: 1, field: 'rounds[0].penalties[0].reason' } });
    }
    expect(value<ExportedFile>(await t.service.call('exportEvent', { eventId: event.id })).text).toBe(before);
    // A reason the file takes is stored, trimmed, and the next one is named by its own place.
    value(await t.service.call('addPenalty', { eventId: event.id, round: 1, entrant: 'jose', points: 5, reason: '  llegó tarde ' }));
    const again = await t.service.call('addPenalty', { eventId: event.id, round: 1, entrant: 'zoe', points: 1, reason: 'x\u2066' });
    expect(again).toMatchObject({ ok: false, error: { field: 'rounds[0].penalties[1].reason' } });
    const after = value<ExportedFile>(await t.service.call('exportEvent', { eventId: event.id })).text;
    expect(checkEventText(after).ok).toBe(true);
    expect(after).toContain('"reason": "llegó tarde"');
  });

  it('a result on a closed round is refused (event/round-closed) and changes nothing', async () => {
    const event = await imported();
    value<RoundAnswer>(await t.service.call('drawRound', { eventId: event.id }));
    const before = value<ExportedFile>(await t.service.call('exportEvent', { eventId: event.id })).text;
    const attempts = [
      t.service.call('enterPaperScore', { eventId: event.id, round: 1, table: 1, game: 2, score: [100, 0] }),
      t.service.call('setForfeit', { eventId: event.id, round: 1, table: 1, forfeit: ['zoe'] }),
      t.service.call('addPenalty', { eventId: event.id, round: 1, entrant: 'jose', points: 5, reason: 'late' }),
      t.service.call('removeGame', { eventId: event.id, round: 1, table: 1, game: 2 }),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer).toMatchObject({ ok: false, error: { code: 'event/round-closed', round: 1 } });
    expect(value<ExportedFile>(await t.service.call('exportEvent', { eventId: event.id })).text).toBe(before);
  });

  it('a round made by hand: a rematch and a second bye are warned about, an entrant left out is refused', async () => {
    const event = await imported();
    // Round 2 by hand: José v Zoë again (a rematch), Inés a second bye.
    const round = { eventId: event.id, round: 2, tables: [{ table: 1, seats: ['jose', 'zoe'] }], byes: ['ines'] };
    const checked = value<{ warnings: { kind: string }[] }>(await t.service.call('checkRound', round));
    expect(checked.warnings.map((w) => w.kind).sort()).toEqual(['rematch', 'second-bye']);
    const leftOut = await t.service.call('checkRound', { ...round, byes: [] });
    expect(leftOut).toMatchObject({ ok: false, error: { code: 'event/left-out', round: 2 } });
  });
});

describe('what the event file holds, the commands can name (found from outside)', () => {
  it('a pair named with 150 characters, as the file allows (up to 200), keeps its name when its players are renamed', async () => {
    // renameEntrant took names of at most 80 characters, so the players of an imported pair with a
    // longer name could not be renamed without cutting its name.
    const file = accented();
    const long = `Los de ${'muy '.repeat(35)}lejos`;
    expect(long.length).toBeGreaterThan(80);
    (file['entrants'] as { name: string }[])[2]!.name = long;
    const event = value<EventView>(await t.service.call('importEvent', { text: JSON.stringify(file) }));
    const renamed = value<EventView>(await t.service.call('renameEntrant', { eventId: event.id, entrant: 'ines', name: long, players: ['Inés Muñoz', 'Ángela Díaz'] }));
    expect(renamed.entrants.find((e) => e.id === 'ines')).toMatchObject({ name: long, players: ['Inés Muñoz', 'Ángela Díaz'] });
    expect(checkEventText(value<ExportedFile>(await t.service.call('exportEvent', { eventId: event.id })).text).ok).toBe(true);
  });
});

describe('a late entry to a round robin (issue 17: "the schedule is fixed from round 1\'s entrants (… a late entry is refused)")', () => {
  // Found from outside: addEntrant took the late pair (its contract says "refused once a
  // round-robin schedule is fixed"), and from then on every draw was refused with
  // event/late-entry, the event stuck until the director withdrew a pair who never played.
  async function roundRobin(pairing = 'round-robin'): Promise<number> {
    const entrants = [1, 2, 3, 4].map((i) => ({ id: `p${i}`, name: `Pair ${i}`, players: [`Ann ${i}`, `Ben ${i}`] }));
    const event = value<EventView>(await t.service.call('createEvent', { name: 'RR', date: '2026-11-27', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing, entrants }));
    value(await t.service.call('withdrawEntrant', { eventId: event.id, entrant: 'p4' }));
    return event.id;
  }
  const exported = async (eventId: number) => value<ExportedFile>(await t.service.call('exportEvent', { eventId })).text;

  it('before round 1 it joins; once round 1 is drawn, adding, reading from a CSV or bringing back a pair withdrawn before it is refused, nothing changed', async () => {
    const eventId = await roundRobin();
    value(await t.service.call('addEntrant', { eventId, id: 'p5', name: 'Pair 5', players: ['Ann 5', 'Ben 5'] }));
    value(await t.service.call('drawRound', { eventId }));
    const before = await exported(eventId);
    const attempts = [
      await t.service.call('addEntrant', { eventId, id: 'p6', name: 'Pair 6', players: ['Ann 6', 'Ben 6'] }),
      await t.service.call('importEntrantsCsv', { eventId, text: 'name,player1,player2\nPair 7,Ann 7,Ben 7\n' }),
      await t.service.call('withdrawEntrant', { eventId, entrant: 'p4', withdrawn: false }),
    ];
    for (const answer of attempts) expect(answer).toMatchObject({ ok: false, error: { code: 'event/late-entry', round: 2 } });
    expect(await exported(eventId)).toBe(before);
    // Withdrawing a pair of round 1 and bringing it back stays allowed: it is in the schedule.
    value(await t.service.call('withdrawEntrant', { eventId, entrant: 'p1' }));
    value(await t.service.call('withdrawEntrant', { eventId, entrant: 'p1', withdrawn: false }));
  });

  it('a Swiss event takes late entries after round 1', async () => {
    const eventId = await roundRobin('swiss');
    value(await t.service.call('drawRound', { eventId }));
    value(await t.service.call('addEntrant', { eventId, id: 'p6', name: 'Pair 6', players: ['Ann 6', 'Ben 6'] }));
    value(await t.service.call('withdrawEntrant', { eventId, entrant: 'p4', withdrawn: false }));
  });
});

describe('a record that contradicts its table, and other bad files: the referee names round, table, game, hand, move and field', () => {
  /** A record as a test edits it (MatchRecord is read only). */
  interface EditedRecord {
    seats: string[];
    rules: string;
    hands: { moves: Json[] }[];
  }
  type Edit = (e: { rounds: { tables: { games: { record: EditedRecord; ended?: string }[] }[]; byes: string[]; penalties: unknown[] }[]; entrants: Json[]; round: Json }) => void;
  const record = (e: Parameters<Edit>[0]) => e.rounds[0]!.tables[0]!.games[0]!.record;
  const cases: [string, Edit, Record<string, unknown>][] = [
    ["Zoë's players at seats 0 and 2", (e) => (record(e).seats = ['Zoë Brontë', 'José Pérez', 'François Œil', 'Ñusta Álvarez']), { round: 1, table: 1, game: 1, code: 'event/game-seats', field: 'rounds[0].tables[0].games[0].record.seats[0]' }],
    ['partners at 0 and 1', (e) => (record(e).seats = ['José Pérez', 'Ñusta Álvarez', 'Zoë Brontë', 'François Œil']), { round: 1, table: 1, game: 1, code: 'event/game-seats', field: 'rounds[0].tables[0].games[0].record.seats[2]' }],
    ["another table's player", (e) => (record(e).seats = ['Inés Muñoz', 'Zoë Brontë', 'Ñusta Álvarez', 'François Œil']), { round: 1, table: 1, game: 1, code: 'event/game-seats', field: 'rounds[0].tables[0].games[0].record.seats[0]' }],
    ['another family', (e) => (record(e).rules = 'jamaican-partner'), { round: 1, table: 1, game: 1, code: 'event/game-rules', field: 'rounds[0].tables[0].games[0].record.rules' }],
    ['the event under another option', (e) => ((e as unknown as Json)['options'] = { blockTie: 'first-team' }), { round: 1, table: 1, game: 1, code: 'event/game-options', field: 'rounds[0].tables[0].games[0].record.options' }],
    ['a bone of the wrong type', (e) => (record(e).hands[1]!.moves[2]!['bone'] = 'x'), { round: 1, table: 1, game: 1, hand: 1, move: 2, code: 'record/field', field: 'rounds[0].tables[0].games[0].record.hands[1].moves[2].bone' }],
    ['a game with a winner marked stopped by the clock', (e) => (e.rounds[0]!.tables[0]!.games[0]!.ended = 'time'), { round: 1, table: 1, game: 1, code: 'event/ended-time', field: 'rounds[0].tables[0].games[0].ended' }],
    ['a third game at a table of two', (e) => e.rounds[0]!.tables[0]!.games.push({ score: [1, 2] } as never), { round: 1, table: 1, game: 3, code: 'event/game-after-complete', field: 'rounds[0].tables[0].games[2]' }],
    ['a duplicate entrant id', (e) => e.entrants.push({ id: 'jose', name: 'Otro', players: ['Otro Uno', 'Otro Dos'] }), { code: 'event/entrant-twice', field: 'entrants[3].id' }],
    ['a bye for nobody', (e) => (e.rounds[0]!.byes = ['nobody']), { round: 1, code: 'event/unknown-entrant', field: 'rounds[0].byes[0]' }],
    ['a penalty for nobody', (e) => (e.rounds[0]!.penalties = [{ entrant: 'nobody', points: 1, reason: 'r' }]), { round: 1, code: 'event/unknown-entrant', field: 'rounds[0].penalties[0].entrant' }],
  ];
  it.each(cases)('%s', (_, edit, error) => {
    const e = accented() as unknown as Parameters<Edit>[0];
    edit(e);
    const run = referee('standings', JSON.stringify(e));
    expect(run.status).toBe(1);
    expect(run.out).toEqual({ valid: false, error: { ...error, message: expect.any(String) } });
  });

  it("a pair's two players in either order at their seats is the same table", () => {
    const e = accented() as unknown as Parameters<Edit>[0];
    record(e).seats = ['Ñusta Álvarez', 'François Œil', 'José Pérez', 'Zoë Brontë'];
    expect(referee('standings', JSON.stringify(e)).out['standings']).toEqual(referee('standings', JSON.stringify(accented())).out['standings']);
  });
});

describe('bad files the way a fuzzer makes them (the referee: a clear error with its place, never a crash)', () => {
  const example = accented();
  /** Every path into the file but inside the records (their own fuzzing is test/support/fuzz-records.ts). */
  const paths: (string | number)[][] = [];
  (function walk(v: unknown, p: (string | number)[]) {
    if (p.includes('record')) return;
    paths.push(p);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...p, i]));
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...p, k]);
  })(example, []);
  const wrong = fc.constantFrom<unknown>(null, true, '', 'jose', -1, 0, 1.5, 1e308, 2 ** 53, [], {}, [1e308, 0], { x: 1 }, 'x'.repeat(300), '\u202e');

  it('a wrong value or a missing field anywhere: exit 0 with finite figures, or exit 1 with {valid: false, error} naming a code; nothing on stderr', () => {
    fc.assert(
      fc.property(fc.constantFrom(...paths.filter((p) => p.length > 0)), wrong, fc.boolean(), (path, bad, remove) => {
        const e = structuredClone(example) as Record<string | number, unknown>;
        let at = e;
        for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
        const last = path[path.length - 1]!;
        if (remove) {
          if (Array.isArray(at)) at.splice(last as number, 1);
          else delete at[last];
        } else at[last] = bad;
        for (const command of ['standings', 'next-round'] as const) {
          const run = referee(command, JSON.stringify(e));
          expect(run.stderr).toBe('');
          expect([0, 1]).toContain(run.status);
          if (run.status === 1) {
            const error = (run.out as { error: Record<string, unknown> }).error;
            expect(run.out['valid']).toBe(false);
            expect(error['code']).toMatch(/^[a-z]+\/[a-z-]+$/);
            expect(typeof error['message']).toBe('string');
            // A problem inside a round names the round, counted from 1.
            if (command === 'standings' && typeof error['field'] === 'string' && /^rounds\[0\]/.test(error['field'])) expect(error['round']).toBe(1);
          } else if (command === 'standings') {
            for (const row of run.out['standings'] as Record<string, unknown>[]) {
              for (const v of Object.values(row)) if (typeof v !== 'string') expect(Number.isFinite(v)).toBe(true);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
