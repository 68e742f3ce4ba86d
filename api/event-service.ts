/**
 * The event methods of the contract (issue 17; api/event-contract.ts) over db/events.ts and the
 * tournament domain (domain/events/): the service's second room, beside the match methods of
 * api/service.ts, which merges these handlers into its own.
 *
 * Every command checks before it writes and answers a refusal as a value: the db's and domain's
 * `EventError` (code `event/...`, round, table and game as organizers count them, the field, the
 * facts for a screen's own words) becomes the contract's ApiError unchanged but for its shape.
 * Standings are computed from the stored game outcomes (no record replayed); Verify is the one
 * method that replays every record, to compare.
 */
import type Database from 'better-sqlite3';
import {
  addEntrant,
  addEntrants,
  addPenalty,
  addRound,
  createEvent,
  insertEventRows,
  listEvents,
  readEvent,
  readStoredEvent,
  redoRound,
  removeGame,
  removePenalty,
  setForfeit,
  setGameEnded,
  setPaperScore,
  setWithdrawn,
  startGame,
  summaryOf,
  updateEntrant,
} from '../db/events.ts';
import type { EventSettings, StoredEvent } from '../db/events.ts';
import { eventChanges } from '../db/changes.ts';
import { transactionOf, write } from '../db/sql.ts';
import { checkEvent, writeEvent } from '../domain/events/format.ts';
import { paperOutcome, recordOutcome } from '../domain/events/outcome.ts';
import { checkDrawnRound, drawNextRound, drawWarnings } from '../domain/events/pairing.ts';
import { roundsInAll, standingsFinal } from '../domain/events/rounds.ts';
import { computeStandings, placeNotes } from '../domain/events/standings.ts';
import { DEFAULT_POINTS, DEFAULT_RANKING, STANDING_FIGURES } from '../domain/events/types.ts';
import type { DrawnRound, Entrant, EventError, EventSummary, GameOutcome, StandingRow } from '../domain/events/types.ts';
import { safeFileName } from '../domain/file-name.ts';
import { FAMILIES } from '../domain/families/index.ts';
import { checkRecord } from '../domain/record.ts';
import type { Result } from '../domain/result.ts';
import { eventApiError } from './event-contract.ts';
import { drawState } from './event-draw.ts';
import type { PlannedEvent } from './import-check.ts';
import { importChecker, memoryRefusal } from './import-runner.ts';
import type { CheckAnswer, ImportChecker } from './import-runner.ts';
import { between, writeInSlices } from './staged-import.ts';
import { checkNewEntrants, readEntrantsCsv, renamed, writeEntrantsCsv } from './entrants.ts';
import type { ApiError, ApiHandlers, ApiResult, EventMethod } from './contract.ts';
import type { EntrantsImported, EventRoundView, EventTableView, EventView, FigureDifference, RecordFailure, RoundAnswer, VerifyView } from './event-contract.ts';
import { optionsText } from './options.ts';

type Db = Database.Database;
type Handlers = Pick<ApiHandlers, EventMethod>;
type Failed = { readonly ok: false; readonly error: ApiError };

function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

function noEvent(eventId: number): Failed {
  return { ok: false, error: { code: 'event/no-such-event', message: `There is no event ${eventId}.`, params: { event: eventId } } };
}

/** A file name every system accepts (domain/file-name.ts): the event's date and name. */
function fileName(event: Pick<StoredEvent['settings'], 'date' | 'name'>, extension: string): string {
  return safeFileName(`${event.date} ${event.name}`, extension, 'event');
}

// ---- views ----------------------------------------------------------------------------------------

/**
 * The record's seat names for a table, seat 0 first: pairs [X, Y] sit X's players at 0 and 2, Y's at 1 and 3.
 * `byId`: the event's entrants, made once per round (once per table, it was a map of 256 entrants
 * for each of 1,280 tables: a tenth of a second on every answer of a large event).
 */
function recordSeatNames(stored: StoredEvent, byId: ReadonlyMap<string, Entrant>, seats: readonly string[]): string[] {
  const at = seats.map((id) => byId.get(id));
  if (stored.settings.entry !== 'pairs') return at.map((e, i) => e?.name ?? seats[i]!);
  const [x, y] = at;
  return [x?.players?.[0] ?? '', y?.players?.[0] ?? '', x?.players?.[1] ?? '', y?.players?.[1] ?? ''];
}

/** Seats of the record by side: two teams of two, or each seat its own side in cut-throat. */
function sidesOf(stored: StoredEvent, seats: number): number[][] {
  return stored.settings.entry === 'cut-throat' ? Array.from({ length: seats }, (_, s) => [s]) : [[0, 2], [1, 3]];
}

function gamesWonBySide(games: readonly GameOutcome[], sides: number): number[] {
  const won = new Array<number>(sides).fill(0);
  for (const g of games) if (g.finished && g.winner !== null && g.winner < sides) won[g.winner]! += 1;
  return won;
}

export function roundView(stored: StoredEvent, round: StoredEvent['rounds'][number]): EventRoundView {
  const byId = new Map(stored.entrants.map((e) => [e.id, e]));
  const named = (id: string) => ({ entrant: id, name: byId.get(id)?.name ?? id });
  const tables = round.tables.map((t): EventTableView => {
    const sides = sidesOf(stored, t.seats.length);
    const last = t.games.at(-1);
    const inPlay = last && last.matchId !== null && !last.outcome.finished ? last : null;
    return {
      table: t.table,
      seats: t.seats.map(named),
      recordSeats: recordSeatNames(stored, byId, t.seats),
      sides,
      status: t.complete ? 'complete' : t.games.length === 0 && !t.forfeit ? 'not-started' : 'in-play',
      current: inPlay ? inPlay.outcome.score : null,
      gamesWon: gamesWonBySide(t.games.map((g) => g.outcome), sides.length),
      games: t.games.map((g) => ({
        game: g.game,
        kind: g.matchId === null ? 'paper' : 'record',
        matchId: g.matchId,
        score: g.outcome.score,
        finished: g.outcome.finished,
        winner: g.outcome.winner,
        ended: g.ended,
      })),
      forfeit: t.forfeit ?? [],
    };
  });
  return {
    round: round.round,
    tables,
    byes: round.byes.map(named),
    penalties: round.penalties.map((p) => ({ id: p.id, entrant: p.entrant, name: byId.get(p.entrant)?.name ?? p.entrant, points: p.points, reason: p.reason })),
    closed: round.closed,
    started: round.tables.some((t) => t.games.length > 0 || t.forfeit !== undefined),
  };
}

/** `draw`: whether the next round can be drawn, when known already (an import's worker answers it, api/event-draw.ts). */
export function eventView(stored: StoredEvent, draw?: EventView['draw']): EventView {
  const { settings } = stored;
  const family = FAMILIES[settings.rules];
  const options = family.options.parse(settings.options);
  const summary = summaryOf(stored);
  return {
    id: stored.id,
    name: settings.name,
    date: settings.date,
    venue: settings.venue ?? null,
    rules: settings.rules,
    family: family.name,
    options,
    optionsText: optionsText(settings.rules, options),
    entry: settings.entry,
    tableSize: settings.tableSize,
    round: settings.round,
    pairing: settings.pairing,
    roundsPlanned: settings.roundsPlanned ?? null,
    roundsInAll: roundsInAll(summary),
    points: settings.points,
    byeScore: settings.byeScore,
    forfeitScore: settings.forfeitScore,
    ranking: settings.ranking,
    seed: settings.seed,
    firstRound: settings.firstRound,
    target: stored.target,
    entrants: stored.entrants.map((e) => ({ id: e.id, name: e.name, players: e.players ?? null, withdrawn: e.withdrawn === true })),
    rounds: stored.rounds.map((r) => roundView(stored, r)),
    draw: draw ?? drawState(summary),
    updatedAt: stored.updatedAt,
  };
}

// ---- verify ---------------------------------------------------------------------------------------


/** Every figure (and place) of `shown` that the replayed standings give otherwise, entrant by entrant. */
export function figureDifferences(shown: readonly StandingRow[], replayed: readonly StandingRow[]): FigureDifference[] {
  const again = new Map(replayed.map((r) => [r.entrant, r]));
  const out: FigureDifference[] = [];
  for (const row of shown) {
    const other = again.get(row.entrant);
    if (!other) continue;
    for (const figure of ['place', ...STANDING_FIGURES] as const) {
      if (row[figure] !== other[figure]) out.push({ entrant: row.entrant, name: row.name, figure, shown: row[figure], replayed: other[figure] });
    }
  }
  return out;
}

/**
 * Verify (issue 17: "replays every stored record of the event and names any figure that differs
 * from what the screens show"): each record replayed by the referee's check, the standings made
 * again from the replayed outcomes and compared with the ones made from the stored outcomes; the
 * whole event checked as `referee standings` checks its file.
 */
function verify(db: Db, eventId: number): ApiResult<VerifyView> {
  const { stored, event } = transactionOf(db)(() => ({ stored: readStoredEvent(db, eventId), event: readEvent(db, eventId) })) as {
    stored: StoredEvent | null;
    event: ReturnType<typeof readEvent>;
  };
  if (!stored || !event) return noEvent(eventId);
  const shown = summaryOf(stored);
  // As `referee standings` reads the exported file: every record replayed, every game's outcome
  // made again. When it passes, its summary is the replay (one replay of each record).
  const whole = checkEvent(event);
  if (whole.ok) {
    const differences = figureDifferences(computeStandings(shown).rows, computeStandings(whole.value.summary).rows);
    return ok({ ok: differences.length === 0, differences, failures: [] });
  }
  // It stops at the first problem: each record is then checked on its own, to name every one that
  // fails, and the standings made again from those that pass (a failing one keeps its stored outcome).
  const failures: RecordFailure[] = [];
  const failure = (e: Pick<EventError, 'code' | 'message' | 'hand' | 'move' | 'field'>, round: number, table: number, game: number): RecordFailure => ({
    round,
    table,
    game,
    matchId: stored.rounds[round - 1]?.tables.find((t) => t.table === table)?.games[game - 1]?.matchId ?? null,
    code: e.code,
    message: e.message,
    hand: e.hand,
    move: e.move,
    field: e.field,
  });
  const replayed: EventSummary = {
    ...shown,
    rounds: shown.rounds.map((r, ri) => ({
      ...r,
      tables: r.tables.map((t, ti) => ({
        ...t,
        games: t.games.map((outcome, gi) => {
          const game = event.rounds[ri]!.tables[ti]!.games[gi]!;
          if ('score' in game) return paperOutcome(game.score);
          const checked = checkRecord(game.record, { inProgress: true });
          if (checked.ok) return recordOutcome(checked.value, game.ended);
          failures.push(failure(checked.error, ri + 1, t.table, gi + 1));
          return outcome;
        }),
      })),
    })),
  };
  // What the file check finds beyond a record's own check (names, rules, a game after the table was complete).
  const e = whole.error;
  if (!failures.some((f) => f.round === e.round && f.table === e.table && f.game === e.game)) failures.push(failure(e, e.round ?? 0, e.table ?? 0, e.game ?? 0));
  return ok({ ok: false, differences: figureDifferences(computeStandings(shown).rows, computeStandings(replayed).rows), failures });
}

// ---- rounds ---------------------------------------------------------------------------------------

/** The summary as it was before its last round: what a redo or an edit of that round is drawn and checked against. */
function beforeLastRound(summary: EventSummary): EventSummary {
  return { ...summary, rounds: summary.rounds.slice(0, -1) };
}

function roundAnswer(db: Db, eventId: number, round: number | null, warnings: RoundAnswer['warnings']): ApiResult<RoundAnswer> {
  const stored = readStoredEvent(db, eventId);
  return stored ? ok({ event: eventView(stored), round, warnings }) : noEvent(eventId);
}

/** A round stored: new (`addRound`) or the last one replaced (`redoRound`), with the warnings the draw would have avoided. */
function storeRound(db: Db, eventId: number, before: EventSummary, drawn: DrawnRound, replace: boolean): ApiResult<RoundAnswer> {
  const checked = checkDrawnRound(before, drawn);
  if (!checked.ok) return eventApiError(checked.error);
  const stored = replace ? redoRound(db, eventId, drawn) : addRound(db, eventId, drawn);
  if (!stored.ok) return eventApiError(stored.error);
  return roundAnswer(db, eventId, stored.value, drawWarnings(before, drawn));
}

type RoundInput = Parameters<Handlers['saveRound']>[0];

/**
 * Where a round set by hand goes: the last round replaced (checked against the rounds before it)
 * or one added after it. saveRound and checkRound share it, so the editor's live check is the
 * check the save makes.
 */
function roundByHand(db: Db, { eventId, round, tables, byes }: RoundInput): { ok: true; value: { before: EventSummary; drawn: DrawnRound; replace: boolean } } | Failed {
  const stored = readStoredEvent(db, eventId);
  if (!stored) return noEvent(eventId);
  const summary = summaryOf(stored);
  const drawn: DrawnRound = { round, tables, byes };
  const rounds = stored.rounds.length;
  if (round === rounds && rounds > 0) return ok({ before: beforeLastRound(summary), drawn, replace: true });
  if (round === rounds + 1) return ok({ before: summary, drawn, replace: false });
  return {
    ok: false,
    error: {
      code: 'event/round-number',
      message: `Round ${round} cannot be set by hand: only the last round (${rounds || 'none yet'}) can be changed, or round ${rounds + 1} added.`,
      round,
      field: 'round',
      params: { round, last: rounds },
    },
  };
}

// ---- settings --------------------------------------------------------------------------------------

type CreateInput = Parameters<Handlers['createEvent']>[0];

/** The settings with the issue's defaults filled in: byeScore [T, floor(T/2)], forfeitScore [T, 0], T the target under the options. */
function settingsOf(input: CreateInput): EventSettings {
  const parsed = FAMILIES[input.rules].options.safeParse(input.options ?? {});
  // Options the family does not take are refused by the store's check, as the event file's are
  // (event/option, with the record's words); the credits made from a target of 0 meanwhile are
  // never stored.
  const target = parsed.success ? parsed.data.target : 0;
  return {
    name: input.name,
    date: input.date,
    ...(input.venue && { venue: input.venue }),
    rules: input.rules,
    options: input.options ?? {},
    entry: input.entry,
    tableSize: input.tableSize ?? 4,
    round: input.round,
    pairing: input.pairing,
    ...(input.roundsPlanned !== undefined && { roundsPlanned: input.roundsPlanned }),
    points: { ...DEFAULT_POINTS, ...Object.fromEntries(Object.entries(input.points ?? {}).filter(([, v]) => v !== undefined)) },
    byeScore: input.byeScore ?? [target, Math.floor(target / 2)],
    forfeitScore: input.forfeitScore ?? [target, 0],
    ranking: input.ranking ?? DEFAULT_RANKING,
    seed: input.seed ?? 0,
    firstRound: input.firstRound ?? 'order',
  };
}

// ---- the handlers -----------------------------------------------------------------------------------

/**
 * An event file's check answered (api/import-check.ts: in a worker, every record replayed once;
 * a file over the referee's 64 MB refused unread): the refusal, or the event stored as checked (no
 * second replay), its records in slices between other requests and its own rows with the last
 * (api/staged-import.ts), and its view: issue 25 item 23.
 */
export async function eventImported(db: Db, checked: CheckAnswer<'event'>): Promise<ApiResult<EventView>> {
  if (checked.kind === 'memory') return memoryRefusal(checked.heapMb);
  if (!checked.ok) return eventApiError(checked.error);
  const plan = JSON.parse(checked.plan) as PlannedEvent;
  const eventId = await writeInSlices(db, checked.slices, (ids) => insertEventRows<{ record: number; ended?: 'time' }>(db, plan, (game) => ids[game.record]!));
  // The requests that came during the last write first; the view's draw is the worker's.
  await between();
  const stored = readStoredEvent(db, eventId);
  return stored ? ok(eventView(stored, plan.draw)) : noEvent(eventId);
}

/** `checker`: where an import's file is checked (api/import-runner.ts; in this thread unless given). */
export function eventHandlersOver(db: Db, checker: ImportChecker = importChecker({ worker: null })): Handlers {
  const view = (eventId: number): ApiResult<EventView> => {
    const stored = readStoredEvent(db, eventId);
    return stored ? ok(eventView(stored)) : noEvent(eventId);
  };
  /** A write's answer: the event as it is now, or the write's refusal. */
  const after = (eventId: number, done: Result<unknown, EventError>): ApiResult<EventView> => (done.ok ? view(eventId) : eventApiError(done.error));
  /**
   * A command that reads the event to decide what to write (the standings a draw is made from,
   * the entrants a name is checked against, the game in play at a table): the reading, the check
   * and the write in one IMMEDIATE transaction, as every match command's are (docs/database.md,
   * "Writing"). Read before it, another process's result acknowledged meanwhile was closed into a
   * round drawn without it (issue 25 item 20: 3 of 4 raced draws differed from the referee's).
   */
  const inOneWrite =
    <I, R>(command: (input: I) => R) =>
    (input: I): R =>
      write(db, () => command(input));

  return {
    listEvents: () =>
      ok(
        listEvents(db).map((e) => ({ id: e.id, name: e.name, date: e.date, venue: e.venue, rules: e.rules, entry: e.entry, pairing: e.pairing, entrants: e.entrants, rounds: e.rounds, pending: e.pending, updatedAt: e.updatedAt })),
      ),
    createEvent: (input) => {
      const typed = checkNewEntrants(input.entry, [], input.entrants ?? [], { kind: 'input', field: (i, key) => `entrants[${i}].${key === 'player1' || key === 'player2' ? `players[${key === 'player1' ? 0 : 1}]` : key}` });
      if (!typed.ok) return typed;
      // The file's rows after those typed, checked against them as a late import is against the event's.
      const read = input.entrantsCsv === undefined ? ok([]) : readEntrantsCsv(input.entrantsCsv, input.entry, typed.value);
      if (!read.ok) return read;
      const made = createEvent(db, settingsOf(input), [...typed.value, ...read.value]);
      return made.ok ? view(made.value) : eventApiError(made.error);
    },
    getEvent: ({ eventId }) => view(eventId),
    addEntrant: inOneWrite(({ eventId, id, name, players }) => {
      const stored = readStoredEvent(db, eventId);
      if (!stored) return noEvent(eventId);
      const checked = checkNewEntrants(stored.settings.entry, stored.entrants, [{ id, name, players }], { kind: 'input', field: (_, key) => (key === 'player1' || key === 'player2' ? 'players' : key) });
      if (!checked.ok) return checked;
      return after(eventId, addEntrant(db, eventId, checked.value[0]!));
    }),
    renameEntrant: inOneWrite(({ eventId, entrant, name, players }) => {
      const stored = readStoredEvent(db, eventId);
      if (!stored) return noEvent(eventId);
      const current = stored.entrants.find((e) => e.id === entrant);
      if (!current) return { ok: false, error: { code: 'event/no-such-entrant', message: `There is no entrant "${entrant}" in this event.`, field: 'entrant', params: { entrant } } };
      const checked = renamed(stored.settings.entry, stored.entrants, current, name, players);
      if (!checked.ok) return checked;
      const { name: newName, players: newPlayers } = checked.value;
      return after(eventId, updateEntrant(db, eventId, entrant, { name: newName, ...(newPlayers && { players: newPlayers }) }));
    }),
    withdrawEntrant: ({ eventId, entrant, withdrawn }) => after(eventId, setWithdrawn(db, eventId, entrant, withdrawn ?? true)),
    // The rows checked against the event's entrants and added together, all or none (issue 25
    // item 19: added one by one, each checked the whole event again).
    importEntrantsCsv: inOneWrite(({ eventId, text }): ApiResult<EntrantsImported> => {
      const stored = readStoredEvent(db, eventId);
      if (!stored) return noEvent(eventId);
      const read = readEntrantsCsv(text, stored.settings.entry, stored.entrants);
      if (!read.ok) return read;
      const added = addEntrants(db, eventId, read.value);
      if (!added.ok) return eventApiError(added.error);
      const event = view(eventId);
      return event.ok ? ok({ event: event.value, added: event.value.entrants.slice(stored.entrants.length) }) : event;
    }),
    exportEntrantsCsv: ({ eventId }) => {
      const stored = readStoredEvent(db, eventId);
      if (!stored) return noEvent(eventId);
      return ok({ fileName: fileName(stored.settings, 'csv'), text: writeEntrantsCsv(stored.settings.entry, stored.entrants) });
    },
    drawRound: inOneWrite(({ eventId }) => {
      const stored = readStoredEvent(db, eventId);
      if (!stored) return noEvent(eventId);
      const summary = summaryOf(stored);
      const drawn = drawNextRound(summary, computeStandings(summary));
      if (!drawn.ok) return eventApiError(drawn.error);
      return storeRound(db, eventId, summary, drawn.value, false);
    }),
    saveRound: inOneWrite((input: RoundInput) => {
      const placed = roundByHand(db, input);
      if (!placed.ok) return placed;
      const { before, drawn, replace } = placed.value;
      return storeRound(db, input.eventId, before, drawn, replace);
    }),
    checkRound: (input) => {
      const placed = roundByHand(db, input);
      if (!placed.ok) return placed;
      const { before, drawn } = placed.value;
      const checked = checkDrawnRound(before, drawn);
      return checked.ok ? ok({ warnings: drawWarnings(before, drawn) }) : eventApiError(checked.error);
    },
    redoRound: inOneWrite(({ eventId, round }) => {
      const stored = readStoredEvent(db, eventId);
      if (!stored) return noEvent(eventId);
      const summary = summaryOf(stored);
      if (round !== stored.rounds.length) {
        return { ok: false, error: { code: 'event/round-number', message: `Only the last round can be drawn again (round ${stored.rounds.length || 'none yet'}), not round ${round}.`, round, field: 'round', params: { round, last: stored.rounds.length } } };
      }
      const before = beforeLastRound(summary);
      const drawn = drawNextRound(before, computeStandings(before));
      if (!drawn.ok) return eventApiError(drawn.error);
      return storeRound(db, eventId, before, drawn.value, true);
    }),
    startGame: inOneWrite(({ eventId, round, table }) => {
      const stored = readStoredEvent(db, eventId);
      if (!stored) return noEvent(eventId);
      // The table's game in play is the one to go on with: opening the table twice must not start a second match.
      const last = stored.rounds[round - 1]?.tables.find((t) => t.table === table)?.games.at(-1);
      if (last && last.matchId !== null && !last.outcome.finished && !stored.rounds[round - 1]!.closed) return ok({ matchId: last.matchId, game: last.game, created: false });
      const started = startGame(db, eventId, round, table);
      return started.ok ? ok({ ...started.value, created: true }) : eventApiError(started.error);
    }),
    enterPaperScore: ({ eventId, round, table, game, score, confirmed }) => after(eventId, setPaperScore(db, eventId, round, table, game ?? null, score, confirmed !== true)),
    setForfeit: ({ eventId, round, table, forfeit }) => after(eventId, setForfeit(db, eventId, round, table, forfeit)),
    addPenalty: ({ eventId, round, entrant, points, reason }) => after(eventId, addPenalty(db, eventId, round, { entrant, points, reason })),
    removePenalty: ({ eventId, penalty }) => after(eventId, removePenalty(db, eventId, penalty)),
    removeGame: ({ eventId, round, table, game }) => after(eventId, removeGame(db, eventId, round, table, game)),
    setGameEnded: ({ eventId, round, table, game, ended }) => after(eventId, setGameEnded(db, eventId, round, table, game, ended)),
    getStandings: ({ eventId }) => {
      const stored = readStoredEvent(db, eventId);
      if (!stored) return noEvent(eventId);
      const summary = summaryOf(stored);
      const standings = computeStandings(summary);
      return ok({ eventId, rows: standings.rows, pending: standings.pending, ranking: stored.settings.ranking, notes: placeNotes(standings), final: standingsFinal(summary, standings) });
    },
    exportEvent: ({ eventId }) => {
      const event = readEvent(db, eventId);
      if (!event) return noEvent(eventId);
      return ok({ fileName: fileName(event, 'json'), text: writeEvent(event) });
    },
    importEvent: async ({ text }) => eventImported(db, await checker.check('event', text)),
    verifyEvent: ({ eventId }) => verify(db, eventId),
    listEventChanges: ({ eventId }) => {
      const changes = eventChanges(db, eventId);
      return changes === null ? noEvent(eventId) : ok(changes);
    },
  };
}
