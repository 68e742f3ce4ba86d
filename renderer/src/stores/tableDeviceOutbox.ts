/**
 * A table's device's outbox (issue 24, "The network drops"): the commands the device has drawn
 * and not yet heard stored, in order, each with the match the page's own check gives after it.
 * Pure (no Vue, no browser), so Node tests drive it against the real service.
 *
 * The device draws a command as soon as the page's check accepts it (the same engine and views as
 * the server: stores/localMatch.ts), keeps it here and in the browser's storage (a reload loses
 * nothing), and sends the commands one at a time, in order. Each carries what makes a repeat
 * recognisable, so a command whose answer was lost is simply sent again (docs/architecture.md,
 * "Who may call what"): a move its place in the hand (`at`), a new hand its index, a block its
 * holdings, an undo the match it expects to find (`shown`, and the corrections it leaves).
 *
 * What the server has of them is read from the match itself (`reconcile`): the commands it holds
 * already are acknowledged, the rest are drawn again on top of it; one that no longer fits (another
 * move stored at its place) drops the outbox, and the device shows what is stored, with the reason.
 */
import type { ApiError, Bone, MatchView, MoveInput, UndoShown } from '../../../api/contract.ts';
import { sameMove, undoShown } from '../../../api/update.ts';
import { advanceReport } from '../../../domain/advance.ts';
import { checkRecord, parseRecord } from '../../../domain/record.ts';
import type { HandRecord, MatchRecord, RecordError } from '../../../domain/record.ts';
import type { DominoError } from '../../../domain/result.ts';
import { throwInBeforeDrawsError } from '../../../domain/throw-in.ts';
import { viewLike } from './localMatch.ts';
import type { LocalMatch } from './localMatch.ts';

/** A bone as the api takes it. */
type BonePair = [number, number];

/** One command of the outbox, as the api will be asked it. */
export type OutboxCommand =
  /** recordMove (a play, a pass, a draw, or the hand thrown in) at its place in the hand. */
  | { readonly kind: 'move'; readonly hand: number; readonly at: number; readonly move: MoveInput }
  /** startHand: the hand with this index. */
  | { readonly kind: 'start'; readonly hand: number }
  /** settleBlock: what each seat still held (null: a seat the scoring does not read), or its pips. */
  | { readonly kind: 'settle'; readonly hand: number; readonly left?: readonly (readonly BonePair[] | null)[]; readonly pips?: readonly (number | null)[] }
  /** undoMove, from the match as `shown` (the one the commands before it leave). */
  | { readonly kind: 'undo'; readonly shown: UndoShown };

/** A command drawn: the match as the page's check gives it once the command is stored. */
export interface Drawn {
  readonly command: OutboxCommand;
  readonly local: LocalMatch;
}

export type Checked = { readonly ok: true; readonly value: LocalMatch } | { readonly ok: false; readonly error: ApiError };

/** A domain refusal as the api answers it (api/service.ts), so the screens word it the same. */
export function asApiError(e: RecordError | DominoError): ApiError {
  const r = e as Partial<RecordError>;
  return {
    code: e.code,
    message: e.message,
    ...(r.hand != null && { hand: r.hand }),
    ...(r.move != null && { move: r.move }),
    ...(r.field != null && { field: r.field }),
    ...(e.params && { params: e.params }),
  };
}

/** A record as the file writes it: a hand thrown in before any move has no `moves` (db/matches.ts). */
function asWritten(record: MatchRecord): unknown {
  return { ...record, hands: record.hands.map((h) => (h.redeal && h.moves.length === 0 ? (({ moves: _moves, ...rest }) => rest)(h) : h)) };
}

/** The match whose record is `record`, checked whole as the server checks a hand started or settled. */
function checked(record: MatchRecord, from: MatchView, corrections = from.corrections): Checked {
  const parsed = parseRecord(asWritten(record));
  if (!parsed.ok) return { ok: false, error: asApiError(parsed.error) };
  const report = checkRecord(parsed.value, { inProgress: true });
  if (!report.ok) return { ok: false, error: asApiError(report.error) };
  return { ok: true, value: { report: report.value, view: viewLike(report.value, corrections === from.corrections ? from : { ...from, corrections }) } };
}

function withHand(record: MatchRecord, h: number, hand: HandRecord): MatchRecord {
  const hands = record.hands.slice();
  hands[h] = hand;
  return { ...record, hands };
}

/** The by-seat map a record keeps, from the api's list by seat (a seat given as null is left out, as api/service.ts does). */
function bySeat<T>(values: readonly (T | null)[]): Record<string, T> {
  return Object.fromEntries(values.flatMap((v, s) => (v === null ? [] : [[String(s), v] as const])));
}

function refused(code: string, message: string, params: Readonly<Record<string, string | number>> = {}): Checked {
  return { ok: false, error: { code, message, params } };
}

/**
 * The match after the last move is taken back, as db/matches.ts `undoLastMove` leaves it: with it
 * go its hand's settlement and a next hand with no move yet; a hand thrown in or ruled is reopened.
 */
function takenBack(record: MatchRecord): MatchRecord | null {
  let hands = record.hands.slice();
  const last = hands.at(-1);
  if (last && last.moves.length === 0 && !last.redeal && !last.ruling) hands = hands.slice(0, -1);
  const h = hands.length - 1;
  if (h < 0) return null;
  const { left: _left, pips: _pips, ...hand } = hands[h]!;
  if (hand.ruling) {
    const { ruling: _ruling, ...open } = hand;
    hands[h] = open;
  } else if (hand.redeal) {
    const { redeal: _redeal, ...open } = hand;
    hands[h] = open;
  } else {
    if (hand.moves.length === 0) return null;
    hands[h] = { ...hand, moves: hand.moves.slice(0, -1) };
  }
  return { ...record, hands };
}

/**
 * The match after `command`, checked in the page from `local` (the match the commands before it
 * leave), or the refusal the server would give. The same checks as the server's: a move through
 * `advanceReport` (the server's own incremental check), a hand started, thrown in or settled by
 * checking the record as the server writes it, an undo as `undoLastMove` takes a move back.
 */
export function applyCommand(local: LocalMatch, command: OutboxCommand): Checked {
  const { report, view } = local;
  const { record } = report;
  switch (command.kind) {
    case 'move': {
      const { hand: h, move } = command;
      const hand = record.hands[h];
      if (!hand) return refused('match/no-hand', 'No hand has been started in this match yet: start a hand first.');
      if ('redeal' in move) {
        if (hand.redeal) return refused('hand/redeal', `Hand ${h + 1} was thrown in already.`, { hand: h + 1 });
        const current = report.current?.index === h ? report.current.hand : null;
        const early = current ? throwInBeforeDrawsError(current, move.seat, h + 1) : null;
        if (early) return { ok: false, error: { ...asApiError(early), hand: h, field: 'redeal' } };
        return checked(withHand(record, h, { ...hand, redeal: { seat: move.seat } }), view);
      }
      const advanced = advanceReport(report, h, move);
      if (!advanced.ok) return { ok: false, error: asApiError(advanced.error) };
      return { ok: true, value: { report: advanced.value.report, view: viewLike(advanced.value.report, view) } };
    }
    case 'start': {
      if (report.match.winner !== null) {
        const score = report.match.score.join('-');
        return refused('match/over', `The match is over (${score}): no more hands.`, { score });
      }
      return checked({ ...record, hands: [...record.hands, { moves: [] }] }, view);
    }
    case 'settle': {
      // As the server's blockToSettle (api/preconditions.ts): the last hand, blocked and waiting for its holdings.
      const last = record.hands.length - 1;
      if (last < 0) return refused('match/no-hand', 'No hand has been started in this match yet: start a hand first.');
      if (command.hand !== last) {
        return refused('match/stale-hand', `This screen shows hand ${command.hand + 1}, but the match is at hand ${last + 1}: it has changed elsewhere. Reload the match.`, { shown: command.hand + 1, last: last + 1 });
      }
      if (report.current?.state !== 'unsettled') {
        return refused('hand/not-blocked', `Hand ${command.hand + 1} is not a hand waiting for the bones each seat has left.`, { hand: command.hand + 1 });
      }
      const hand = record.hands[last]!;
      const left = command.left && bySeat<readonly Bone[]>(command.left as readonly (readonly Bone[] | null)[]);
      const pips = command.pips && bySeat(command.pips);
      return checked(withHand(record, command.hand, { ...hand, ...(left && { left }), ...(pips && { pips }) }), view);
    }
    case 'undo': {
      const back = takenBack(record);
      if (!back) return refused('db/nothing-to-undo', 'No move has been recorded in this match yet: there is nothing to undo.');
      return checked(back, view, command.shown.corrections + 1);
    }
  }
}

/** The undo of the match as `view` shows it. */
export function undoCommand(view: MatchView): OutboxCommand {
  return { kind: 'undo', shown: undoShown(view) };
}

/** Whether the server's match holds `command` already, holds something else where it goes, or not yet. */
export type Held = 'stored' | 'other' | 'not-yet';

/**
 * Whether the match as stored (`record`, with its corrections) holds `command`, the commands
 * before it being held: the move at its place (the same move, or another), the hand started, the
 * hand thrown in or settled, the undo made (the match has a correction more than it showed).
 */
export function held(record: MatchRecord, corrections: number, command: OutboxCommand): Held {
  switch (command.kind) {
    case 'move': {
      const hand = record.hands[command.hand];
      if (!hand) return 'not-yet';
      if ('redeal' in command.move) return hand.redeal ? (hand.redeal.seat === command.move.seat ? 'stored' : 'other') : 'not-yet';
      const stored = hand.moves[command.at];
      if (stored === undefined) return hand.redeal || hand.ruling || hand.left || hand.pips ? 'other' : 'not-yet';
      return sameMove(stored, command.move) ? 'stored' : 'other';
    }
    case 'start':
      return record.hands.length > command.hand ? 'stored' : 'not-yet';
    case 'settle': {
      const hand = record.hands[command.hand];
      return hand && (hand.left !== undefined || hand.pips !== undefined) ? 'stored' : 'not-yet';
    }
    // An undo leaves nothing behind but the correction it records.
    case 'undo':
      return corrections > command.shown.corrections ? 'stored' : 'not-yet';
  }
}

export type Reconciled =
  /** `stored` commands of the outbox the server holds already; the rest drawn again on its match. */
  | { readonly ok: true; readonly stored: number; readonly drawn: readonly Drawn[] }
  /** The outbox no longer fits the match as stored: why, said as the server says it. */
  | { readonly ok: false; readonly error: ApiError };

/** The refusal of a move the server holds another move in place of. */
function moveTaken(command: OutboxCommand): ApiError {
  if (command.kind !== 'move') return { code: 'match/moved-on', message: 'The match has changed elsewhere since this screen showed it.', params: {} };
  const where = { hand: command.hand + 1, move: command.at + 1 };
  return {
    code: 'match/move-taken',
    message: `Move ${where.move} of hand ${where.hand} is already recorded, as another move: this one was not saved. The table is shown as it is stored.`,
    field: 'at',
    params: where,
  };
}

/**
 * The outbox against the match as the server stores it (`stored`, checked in the page): the
 * commands it holds already, from the first on, are acknowledged; the rest are drawn again on top
 * of it, in order. Refused when the server holds another move where one of them goes, or when one
 * of the rest no longer passes the page's check: then none of them is kept.
 */
export function reconcile(stored: LocalMatch, commands: readonly OutboxCommand[]): Reconciled {
  const { record } = stored.report;
  const { corrections } = stored.view;
  // An undo stored takes its move away with it, so the move no longer shows that it was stored:
  // the last undo the server has made (its corrections say so) was sent after every command before it.
  let acknowledged = 0;
  commands.forEach((command, i) => {
    if (command.kind === 'undo' && held(record, corrections, command) === 'stored') acknowledged = i + 1;
  });
  for (const command of commands.slice(acknowledged)) {
    const h = held(record, corrections, command);
    if (h === 'other') return { ok: false, error: moveTaken(command) };
    if (h === 'not-yet') break;
    acknowledged++;
  }
  const drawn: Drawn[] = [];
  let local = stored;
  for (const command of commands.slice(acknowledged)) {
    const next = applyCommand(local, command);
    if (!next.ok) return { ok: false, error: next.error };
    local = next.value;
    drawn.push({ command, local });
  }
  return { ok: true, stored: acknowledged, drawn };
}

// ---- the browser's storage --------------------------------------------------------------------

/** The part of the Web Storage API the outbox uses (localStorage in the page, a map in tests). */
export interface OutboxStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What names an outbox: the table (event, round, table) and the match, and whose match it is. */
export interface OutboxPlace {
  readonly eventId: number;
  readonly round: number;
  readonly table: number;
  readonly matchId: number;
  /**
   * The match's players, seat by seat: an outbox left by another evening (another database, the
   * same numbers) is not this table's, and is never sent to it.
   */
  readonly seats: readonly string[];
}

const FORMAT = 1;

export function outboxKey(place: OutboxPlace): string {
  return `dominoes-outbox:${place.eventId}:${place.round}:${place.table}:${place.matchId}`;
}

/** The commands kept for `place`; none when there are none, or what is kept is another's or unreadable. */
export function loadOutbox(storage: OutboxStorage | null, place: OutboxPlace): OutboxCommand[] {
  let text: string | null = null;
  try {
    text = storage?.getItem(outboxKey(place)) ?? null;
  } catch {
    return [];
  }
  if (text === null) return [];
  try {
    const kept = JSON.parse(text) as { format?: unknown; seats?: unknown; commands?: unknown };
    if (kept.format !== FORMAT || JSON.stringify(kept.seats) !== JSON.stringify(place.seats) || !Array.isArray(kept.commands)) return [];
    return kept.commands as OutboxCommand[];
  } catch {
    return [];
  }
}

/**
 * Keeps the commands for `place` (none: the key is removed). Storage refused (full, or private
 * browsing that keeps nothing) leaves the page's own outbox as the only copy: the device still
 * sends it, and a reload then loses what was not sent (said by `kept` false).
 */
export function saveOutbox(storage: OutboxStorage | null, place: OutboxPlace, commands: readonly OutboxCommand[]): boolean {
  if (!storage) return false;
  try {
    if (commands.length === 0) storage.removeItem(outboxKey(place));
    else storage.setItem(outboxKey(place), JSON.stringify({ format: FORMAT, seats: place.seats, commands }));
    return true;
  } catch {
    return false;
  }
}
