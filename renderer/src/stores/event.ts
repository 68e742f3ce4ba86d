/**
 * The organizer's side of the app (issue 17, "Screens"): the events in the database, and the one
 * event on screen with its standings. Every command answers the event whole (api/event-contract.ts),
 * so the store keeps that answer and reads the standings again after each change: the screens show
 * one state, never a mix of an old event and new standings.
 */
import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import type {
  ApiError,
  ApiResult,
  DrawWarning,
  EventChangeView,
  EventListItem,
  EventTableView,
  EventView,
  ExportedFile,
  MatchView,
  RoundAnswer,
  RoundCheck,
  StandingsView,
  VerifyView,
} from '../../../api/contract.ts';
import { api } from '../api.ts';
import { useAppStore } from './app.ts';

/** A command's outcome for the screen: done, or the refusal to say where the command was given. */
export type Done<T = null> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ApiError };

export const useEventStore = defineStore('event', () => {
  const app = useAppStore();

  const list = ref<readonly EventListItem[]>([]);
  const listLoaded = ref(false);
  const listError = ref<ApiError | null>(null);

  const view = ref<EventView | null>(null);
  /** Why the event asked for could not be read. */
  const error = ref<ApiError | null>(null);
  const standings = ref<StandingsView | null>(null);
  const standingsError = ref<ApiError | null>(null);
  /** What the last draw, redo or hand-made seating breaks (a rematch, a second bye …), for its round. */
  const warnings = ref<{ readonly round: number; readonly list: readonly DrawWarning[] } | null>(null);
  const busy = ref(false);
  /**
   * The table last opened to record bone by bone: the round's screen, shown again on the way back,
   * keeps the focus there until that table has played its round (issue 25 item 7).
   */
  const lastTable = ref<{ readonly eventId: number; readonly round: number; readonly table: number } | null>(null);

  // Another database file (Open… or New… on the desktop): nothing held belongs to it, not even an
  // event with the same id (the other file's event 1 is another event).
  watch(
    () => app.database?.path,
    (path, before) => {
      // The first answer of databaseInfo is no switch.
      if (before === undefined || path === before) return;
      view.value = null;
      standings.value = null;
      warnings.value = null;
      lastTable.value = null;
      list.value = [];
      listLoaded.value = false;
    },
  );

  /** A refusal that may be the database's (the whole app then says so, App.vue). */
  function refused<T>(r: ApiResult<T>): Done<T> {
    if (r.ok) return r;
    app.notice(r.error);
    return { ok: false, error: r.error };
  }

  async function loadList(): Promise<void> {
    const r = await api.listEvents({});
    listLoaded.value = true;
    if (r.ok) {
      list.value = r.value;
      listError.value = null;
    } else {
      app.notice(r.error);
      listError.value = r.error;
    }
  }

  async function loadStandings(eventId: number): Promise<void> {
    const r = await api.getStandings({ eventId });
    if (view.value?.id !== eventId) return;
    standings.value = r.ok ? r.value : null;
    standingsError.value = r.ok ? null : r.error;
    if (!r.ok) app.notice(r.error);
  }

  /** The event and its standings, read again (a screen shown, or brought back to the front). */
  async function open(eventId: number): Promise<void> {
    const r = await api.getEvent({ eventId });
    if (!r.ok) {
      app.notice(r.error);
      error.value = r.error;
      view.value = null;
      standings.value = null;
      return;
    }
    error.value = null;
    if (view.value?.id !== eventId) warnings.value = null;
    view.value = r.value;
    await loadStandings(eventId);
  }

  /**
   * Commands run one after another, each after the last one's answer and standings: a command
   * given while another is being saved waits for it (refused, it was lost: a paper score entered
   * just after a game taken back on a loaded machine).
   */
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;

  /** Runs one command that answers the event; the event and its standings shown are then the new ones. */
  function change<T>(run: () => Promise<ApiResult<T>>, eventOf: (value: T) => EventView): Promise<Done<T>> {
    pending++;
    busy.value = true;
    const done = queue.then(async () => {
      try {
        const r = refused(await run());
        if (r.ok) {
          view.value = eventOf(r.value);
          await loadStandings(view.value.id);
        }
        return r;
      } finally {
        pending--;
        busy.value = pending > 0;
      }
    });
    queue = done.catch(() => undefined);
    return done;
  }

  const same = (e: EventView) => e;
  const ofRound = (a: RoundAnswer) => a.event;
  /** A round drawn, saved or redone keeps its warnings on screen until the next one. */
  function keepWarnings(r: Done<RoundAnswer>): Done<RoundAnswer> {
    if (r.ok && r.value.round !== null) warnings.value = { round: r.value.round, list: r.value.warnings };
    return r;
  }

  async function create(input: Parameters<typeof api.createEvent>[0]): Promise<Done<EventView>> {
    const r = refused(await api.createEvent(input));
    if (r.ok) {
      view.value = r.value;
      warnings.value = null;
    }
    return r;
  }

  async function importEvent(text: string): Promise<Done<EventView>> {
    const r = refused(await api.importEvent({ text }));
    if (r.ok) await loadList();
    return r;
  }

  const exportEvent = async (eventId: number): Promise<Done<ExportedFile>> => refused(await api.exportEvent({ eventId }));
  const exportEntrants = async (eventId: number): Promise<Done<ExportedFile>> => refused(await api.exportEntrantsCsv({ eventId }));
  const verify = async (eventId: number): Promise<Done<VerifyView>> => refused(await api.verifyEvent({ eventId }));
  /** A recorded game's match, for its hands (history). */
  const match = async (matchId: number): Promise<Done<MatchView>> => refused(await api.getMatch({ matchId }));
  /** The event's history of changes, oldest first (History: each paper score's corrections, each game taken back). */
  const changes = async (eventId: number): Promise<Done<readonly EventChangeView[]>> => refused(await api.listEventChanges({ eventId }));

  /** Checks asked so far: an answer is shown only if no later check was asked before it came. */
  let checks = 0;
  /**
   * A hand-made seating checked as saving it would check it, nothing saved (the editor's live
   * warnings). Not queued behind the commands: it writes nothing. Null when a later check was
   * asked meanwhile, whose answer is the one to show (the director changes seats faster than a
   * loaded machine answers).
   */
  async function checkRound(round: number, tables: readonly { table: number; seats: string[] }[], byes: readonly string[]): Promise<Done<RoundCheck> | null> {
    const mine = ++checks;
    const r = await api.checkRound({ eventId: eventId(), round, tables: tables.map((tb) => ({ table: tb.table, seats: [...tb.seats] })), byes: [...byes] });
    return mine === checks ? refused(r) : null;
  }

  /**
   * The event and its standings read again after a change made elsewhere (issue 24: a table's
   * device, heard on the live stream), in turn with the commands: read after any command given
   * before it has been answered, so an older read never replaces a newer answer.
   */
  function refresh(eventId: number): Promise<void> {
    const done = queue.then(() => (view.value?.id === eventId ? open(eventId) : undefined));
    queue = done.catch(() => undefined);
    return done;
  }

  /**
   * A table as the live stream says it is now (RoomTableLive.view), in turn with the commands.
   * Within its status and games (a move, a score) it replaces the table shown; a game added or a
   * status changed (started, complete) changes more than the table (the round started, the next
   * draw possible, the standings), so the whole event is read again then.
   */
  function liveTable(eventId: number, round: number, table: EventTableView): Promise<void> {
    const done = queue.then(() => {
      const event = view.value;
      const shown = event?.id === eventId ? event.rounds[round - 1]?.tables.find((t) => t.table === table.table) : undefined;
      if (!event || !shown) return undefined;
      if (shown.status !== table.status || shown.games.length !== table.games.length) return open(eventId);
      view.value = { ...event, rounds: event.rounds.map((r) => (r.round === round ? { ...r, tables: r.tables.map((t) => (t.table === table.table ? table : t)) } : r)) };
      return undefined;
    });
    queue = done.catch(() => undefined);
    return done;
  }

  function eventId(): number {
    if (!view.value) throw new Error('no event is open');
    return view.value.id;
  }

  return {
    list,
    listLoaded,
    listError,
    view,
    error,
    standings,
    standingsError,
    warnings,
    busy,
    lastTable,
    loadList,
    open,
    create,
    importEvent,
    exportEvent,
    exportEntrants,
    verify,
    match,
    changes,
    draw: async () => keepWarnings(await change(() => api.drawRound({ eventId: eventId() }), ofRound)),
    saveRound: async (round: number, tables: { table: number; seats: string[] }[], byes: string[]) =>
      keepWarnings(await change(() => api.saveRound({ eventId: eventId(), round, tables, byes }), ofRound)),
    checkRound,
    refresh,
    liveTable,
    redo: async (round: number) => {
      const r = await change(() => api.redoRound({ eventId: eventId(), round }), ofRound);
      if (r.ok && r.value.round === null) warnings.value = null;
      return keepWarnings(r);
    },
    startGame: async (round: number, table: number) => refused(await api.startGame({ eventId: eventId(), round, table })),
    /** `game`: that game corrected (any of the table's), else the next; `confirmed`: kept though the rules cannot leave it (event/score-unreachable). */
    paperScore: (round: number, table: number, score: number[], game?: number, confirmed?: boolean) =>
      change(() => api.enterPaperScore({ eventId: eventId(), round, table, score, ...(game === undefined ? {} : { game }), ...(confirmed === true && { confirmed }) }), same),
    forfeit: (round: number, table: number, forfeit: string[]) => change(() => api.setForfeit({ eventId: eventId(), round, table, forfeit }), same),
    addPenalty: (round: number, entrant: string, points: number, reason: string) => change(() => api.addPenalty({ eventId: eventId(), round, entrant, points, reason }), same),
    removePenalty: (penalty: number) => change(() => api.removePenalty({ eventId: eventId(), penalty }), same),
    /** A recorded game stopped by the clock after a finished hand (its leader wins), or the mark taken off. */
    setEnded: (round: number, table: number, game: number, ended: 'time' | null) => change(() => api.setGameEnded({ eventId: eventId(), round, table, game, ended }), same),
    removeGame: (round: number, table: number, game: number) => change(() => api.removeGame({ eventId: eventId(), round, table, game }), same),
    addEntrant: (name: string, players?: [string, string]) => change(() => api.addEntrant({ eventId: eventId(), name, ...(players ? { players } : {}) }), same),
    /**
     * A new name (a pair's: its players' too; its players alone keep its team name); refused with
     * event/names-recorded once a record carries the players' names.
     */
    rename: (entrant: string, name: string | undefined, players?: readonly [string, string]) =>
      change(() => api.renameEntrant({ eventId: eventId(), entrant, ...(name === undefined ? {} : { name }), ...(players ? { players: [players[0], players[1]] as [string, string] } : {}) }), same),
    withdraw: (entrant: string, withdrawn: boolean) => change(() => api.withdrawEntrant({ eventId: eventId(), entrant, withdrawn }), same),
    /** A game recorded in another copy of the app (its record file), as the table's next game (issue 24). */
    importTableGame: (round: number, table: number, text: string) => change(() => api.importTableGame({ eventId: eventId(), round, table, text }), same),
    importEntrants: (text: string) => change(() => api.importEntrantsCsv({ eventId: eventId(), text }), (x) => x.event),
  };
});
