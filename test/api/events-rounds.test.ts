/**
 * An event's rounds through the service (issue 25): how many it will have (item 1: "Swiss,
 * rotating and cut-throat events say how many rounds they will have (a round robin knows its
 * own) … the last round's standings are the final standings"; "The event file gains the field")
 * and a round closed with every table's result (item 6: "A closed round with a table that has no
 * result … is refused … by Import, with its round and table; the app cannot create one").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApiInputs, EventView, ExportedFile, StandingsView } from '../../api/contract.ts';
import { checkEventText } from '../../domain/events/format.ts';
import { clubNight, copy, push, put, PAIRS as FILE_PAIRS } from '../support/event-files.ts';
import { useTempService, value } from '../support/service.ts';

const t = useTempService('events-rounds');

const PAIRS = FILE_PAIRS.map((p, i) => ({ id: `p${i + 1}`, name: p.name, players: [...p.players] as [string, string] }));
const SWISS: ApiInputs['createEvent'] = { name: 'Swiss night', date: '2026-11-26', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'swiss', roundsPlanned: 2, entrants: PAIRS };

async function create(input: ApiInputs['createEvent']): Promise<EventView> {
  return value<EventView>(await t.service.call('createEvent', input));
}
async function standings(eventId: number): Promise<StandingsView> {
  return value<StandingsView>(await t.service.call('getStandings', { eventId }));
}
/** Every table of the last round given a paper score, side 0 winning. */
async function playRound(event: EventView): Promise<EventView> {
  let now = event;
  const round = now.rounds.length;
  for (const tb of now.rounds.at(-1)!.tables) now = value<EventView>(await t.service.call('enterPaperScore', { eventId: now.id, round, table: tb.table, score: [6, 1], confirmed: true }));
  return now;
}

describe('the rounds an event will have (item 1)', () => {
  it('Swiss says its rounds; the view counts them; the standings are final after the last, complete', async () => {
    let event = await create(SWISS);
    expect(event).toMatchObject({ roundsPlanned: 2, roundsInAll: 2 });
    for (const round of [1, 2]) {
      expect((await standings(event.id)).final).toBe(false);
      value(await t.service.call('drawRound', { eventId: event.id }));
      event = value<EventView>(await t.service.call('getEvent', { eventId: event.id }));
      expect((await standings(event.id)).final, `round ${round} drawn, not played`).toBe(false);
      event = await playRound(event);
    }
    expect((await standings(event.id)).final).toBe(true);
    // Drawn past the plan (the screen asks first): a round in play is not final; complete, it is.
    value(await t.service.call('drawRound', { eventId: event.id }));
    expect((await standings(event.id)).final).toBe(false);
  });

  it('a round robin knows its own, and takes no number; without one said, a Swiss has none', async () => {
    const robin = await create({ ...SWISS, pairing: 'round-robin', roundsPlanned: undefined });
    expect(robin).toMatchObject({ roundsPlanned: null, roundsInAll: 3 });
    const refused = await t.service.call('createEvent', { ...SWISS, name: 'Robin', pairing: 'round-robin' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'event/rounds-planned', field: 'roundsPlanned', params: { planned: 2 } } });
    expect(value<unknown[]>(await t.service.call('listEvents', {}))).toHaveLength(1);
    expect(await create({ ...SWISS, roundsPlanned: undefined })).toMatchObject({ roundsPlanned: null, roundsInAll: null });
  });

  it('the event file carries it, and an imported file brings it back; a file without it reads as before', async () => {
    const event = await create(SWISS);
    const file = value<ExportedFile>(await t.service.call('exportEvent', { eventId: event.id }));
    expect(JSON.parse(file.text)).toMatchObject({ pairing: 'swiss', roundsPlanned: 2 });
    expect(value<EventView>(await t.service.call('importEvent', { text: file.text }))).toMatchObject({ roundsPlanned: 2, roundsInAll: 2 });
    const older = value<EventView>(await t.service.call('importEvent', { text: JSON.stringify({ ...clubNight(), pairing: 'swiss' }) }));
    expect(older).toMatchObject({ roundsPlanned: null, roundsInAll: null });
    expect(JSON.parse(value<ExportedFile>(await t.service.call('exportEvent', { eventId: older.id })).text)).not.toHaveProperty('roundsPlanned');
  });
});

describe('a closed round has a result at every table (item 6)', () => {
  it('Import refuses a file with one, naming its round and table, and makes nothing', async () => {
    const e = copy(clubNight());
    put(e, 'rounds[0].tables[1].games', []);
    push(e, 'rounds', { tables: [{ table: 1, seats: ['p1', 'p3'], games: [] }] });
    const answer = await t.service.call('importEvent', { text: JSON.stringify(e) });
    expect(answer).toMatchObject({ ok: false, error: { code: 'event/table-no-result', round: 1, table: 2, field: 'rounds[0].tables[1].games' } });
    expect(value<unknown[]>(await t.service.call('listEvents', {}))).toEqual([]);
  });

  // Every way the app makes or changes a round (a draw, a round seated by hand, one edited, one
  // redone, a result entered, taken back or forfeited) leaves an event whose file passes the check:
  // the next round waits for every table of the last.
  it('no command of the app makes one: after any of them the exported file passes the check (property)', async () => {
    const command = fc.oneof(
      fc.record({ kind: fc.constant('draw' as const) }),
      fc.record({ kind: fc.constantFrom('paper' as const, 'forfeit' as const, 'remove' as const), table: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ kind: fc.constantFrom('seat-next' as const, 'seat-last' as const), order: fc.shuffledSubarray(['p1', 'p2', 'p3', 'p4', 'p5'], { minLength: 5, maxLength: 5 }) }),
      fc.record({ kind: fc.constant('redo' as const) }),
    );
    let made = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('swiss' as const, 'manual' as const), fc.array(command, { minLength: 1, maxLength: 14 }), async (pairing, commands) => {
        const entrants = [...PAIRS, { id: 'p5', name: 'Ivy & Jon', players: ['Ivy', 'Jon'] as [string, string] }];
        const { id: eventId } = await create({ ...SWISS, name: `Night ${made++}`, pairing, entrants });
        for (const c of commands) {
          const last = value<EventView>(await t.service.call('getEvent', { eventId })).rounds.length;
          const seating = 'order' in c ? { tables: [{ table: 1, seats: c.order.slice(0, 2) }, { table: 2, seats: c.order.slice(2, 4) }], byes: c.order.slice(4) } : null;
          if (c.kind === 'draw') await t.service.call('drawRound', { eventId });
          else if (c.kind === 'redo') await t.service.call('redoRound', { eventId, round: Math.max(last, 1) });
          else if (c.kind === 'seat-next' || c.kind === 'seat-last') await t.service.call('saveRound', { eventId, round: c.kind === 'seat-next' ? last + 1 : Math.max(last, 1), ...seating! });
          else if (c.kind === 'paper') await t.service.call('enterPaperScore', { eventId, round: Math.max(last, 1), table: c.table, score: [6, c.table], confirmed: true });
          else if (c.kind === 'forfeit') await t.service.call('setForfeit', { eventId, round: Math.max(last, 1), table: c.table, forfeit: ['p1', 'p2', 'p3', 'p4', 'p5'].slice(0, 1) });
          else if (c.kind === 'remove') await t.service.call('removeGame', { eventId, round: Math.max(last, 1), table: c.table, game: 1 });
          const file = value<ExportedFile>(await t.service.call('exportEvent', { eventId }));
          const checked = checkEventText(file.text);
          expect(checked.ok ? null : checked.error, JSON.stringify(c)).toBeNull();
        }
      }),
      { numRuns: 40 },
    );
  });
});
