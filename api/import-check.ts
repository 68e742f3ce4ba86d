/**
 * The heavy half of an import (issue 25 item 23): a record file or an event file read and checked,
 * every record replayed, before anything is written. It runs in a worker thread
 * (api/import-worker.ts, through api/import-runner.ts), so that the thread answering the
 * scorekeepers' moves stays free while an organizer imports a large file; a 56 MB event file held
 * the server 16 s. Pure: it reads the text and answers plain data, which crosses to the thread
 * that writes it as cheaply as it can: each record as its JSON text, parsed there a few at a time
 * between other requests (api/staged-import.ts), not as one large object graph that thread would
 * have to rebuild at once.
 */
import { checkEventText, eventTooLarge, MAX_EVENT_BYTES } from '../domain/events/format.ts';
import type { CheckedEvent } from '../domain/events/format.ts';
import type { EventError, EventFile, EventSummary, Game } from '../domain/events/types.ts';
import { explainError } from '../domain/pose-why.ts';
import { checkRecord, MAX_RECORD_BYTES, parseRecord, recordTooLarge } from '../domain/record.ts';
import type { DominoError } from '../domain/result.ts';
import { parseInput } from './contract.ts';
import type { ApiError } from './contract.ts';
import type { HandRecord, MatchCorrection, MatchRecord, RecordError } from '../domain/record.ts';
import { drawState } from './event-draw.ts';
import type { EventView } from './event-contract.ts';

export type ImportKind = 'record' | 'event';

/** A game of a checked event with its record left out: `record` is the record's place among those its slices start. */
export type PlannedGame = { readonly score: readonly number[] } | { readonly record: number; readonly ended?: 'time' };

/** A checked event with its records apart, in the order its games hold them. */
export interface PlannedEvent {
  readonly event: Omit<EventFile, 'rounds'> & {
    readonly rounds: readonly (Omit<EventFile['rounds'][number], 'tables'> & {
      readonly tables: readonly (Omit<EventFile['rounds'][number]['tables'][number], 'games'> & { readonly games: readonly PlannedGame[] })[];
    })[];
  };
  readonly summary: EventSummary;
  /** Whether its next round can be drawn, for the import's answer (api/event-draw.ts). */
  readonly draw: EventView['draw'];
}

/**
 * One part of a record's rows (db/matches.ts `recordParts`): its match (rules, options, seats),
 * some of its hands from `from`, or its end (its corrections and renames).
 */
export type RecordPart =
  | { readonly start: Pick<MatchRecord, 'rules' | 'options' | 'seats'> }
  | { readonly hands: { readonly from: number; readonly list: readonly HandRecord[] } }
  | { readonly end: { readonly corrections: readonly MatchCorrection[] } };

/**
 * About how many rows (hands and moves) one slice writes: a few milliseconds of the writing
 * thread, so a move waits no longer than that behind an import.
 */
export const SLICE_ROWS = 600;

export type CheckedImport =
  | { readonly ok: false; readonly kind: 'record'; readonly error: RecordError | DominoError }
  | { readonly ok: false; readonly kind: 'event'; readonly error: EventError }
  /** `slices`: the records' parts, a slice's as one JSON text, in order (api/staged-import.ts). */
  | { readonly ok: true; readonly kind: 'record'; readonly slices: readonly string[] }
  /** `plan`: the event without its records (`PlannedEvent`), as JSON text; `slices` as above. */
  | { readonly ok: true; readonly kind: 'event'; readonly plan: string; readonly slices: readonly string[] };

/**
 * The records' rows cut into slices of about SLICE_ROWS rows, each slice a JSON text of its
 * parts: the thread that writes them reads one slice at a time, between other requests. A long
 * record spans slices, cut between its hands.
 */
export function slicesOf(records: readonly MatchRecord[]): string[] {
  const slices: string[] = [];
  let parts: RecordPart[] = [];
  let rows = 0;
  const add = (part: RecordPart, count: number) => {
    parts.push(part);
    rows += count;
    if (rows < SLICE_ROWS) return;
    slices.push(JSON.stringify(parts));
    parts = [];
    rows = 0;
  };
  for (const record of records) {
    add({ start: { rules: record.rules, options: record.options, seats: record.seats } }, 1);
    let from = 0;
    let hands: HandRecord[] = [];
    let handRows = 0;
    record.hands.forEach((hand, h) => {
      hands.push(hand);
      handRows += 1 + hand.moves.length;
      if (rows + handRows < SLICE_ROWS && h < record.hands.length - 1) return;
      add({ hands: { from, list: hands } }, handRows);
      from = h + 1;
      hands = [];
      handRows = 0;
    });
    add({ end: { corrections: record.corrections ?? [] } }, 1 + (record.corrections?.length ?? 0));
  }
  if (parts.length > 0) slices.push(JSON.stringify(parts));
  return slices;
}

/** A record file's text, read and checked as importRecord does: a refused pose says why, as the referee does. */
function checkRecordText(text: string): CheckedImport {
  const parsed = parseRecord(text);
  if (!parsed.ok) return { ok: false, kind: 'record', error: parsed.error };
  const checked = checkRecord(parsed.value, { inProgress: true });
  if (!checked.ok) return { ok: false, kind: 'record', error: explainError(parsed.value, checked.error) };
  return { ok: true, kind: 'record', slices: slicesOf([parsed.value]) };
}

/** The event with each record replaced by its place in the list of records. */
export function planOf(checked: CheckedEvent): { plan: PlannedEvent; records: MatchRecord[] } {
  const records: MatchRecord[] = [];
  const planned = (game: Game): PlannedGame => {
    if ('score' in game) return { score: game.score };
    records.push(game.record);
    return { record: records.length - 1, ...(game.ended && { ended: game.ended }) };
  };
  const event = {
    ...checked.event,
    rounds: checked.event.rounds.map((round) => ({ ...round, tables: round.tables.map((table) => ({ ...table, games: table.games.map(planned) })) })),
  };
  return { plan: { event, summary: checked.summary, draw: drawState(checked.summary) }, records };
}

function checkEventFile(text: string): CheckedImport {
  const checked = checkEventText(text);
  if (!checked.ok) return { ok: false, kind: 'event', error: checked.error };
  const { plan, records } = planOf(checked.value);
  return { ok: true, kind: 'event', plan: JSON.stringify(plan), slices: slicesOf(records) };
}

/**
 * A file's text read and checked as `kind`: the refusal, or what the writing needs. A file over the
 * referee's limit (16 MB for a record, 64 MB for an event file, in bytes of UTF-8: a lone surrogate
 * as U+FFFD, 3 bytes) is refused as the referee refuses it, without being read.
 */
export function checkImport(kind: ImportKind, text: string): CheckedImport {
  if (kind === 'record') return Buffer.byteLength(text, 'utf8') > MAX_RECORD_BYTES ? { ok: false, kind, error: recordTooLarge() } : checkRecordText(text);
  return Buffer.byteLength(text, 'utf8') > MAX_EVENT_BYTES ? { ok: false, kind, error: eventTooLarge() } : checkEventFile(text);
}

/** The import methods of the contract, and the kind of file each takes. */
export const IMPORT_METHODS = { importRecord: 'record', importEvent: 'event' } as const satisfies Record<string, ImportKind>;
export type ImportMethod = keyof typeof IMPORT_METHODS;

/**
 * What an import's request body gave: the contract's refusal of its input, the file's check, or
 * `unread`, a body that is not `{ "text": … }` in plain JSON, left to the server to refuse as it
 * refuses any such body (server/app.ts).
 */
export type BodyCheck = CheckedImport | { readonly ok: false; readonly kind: 'input'; readonly error: ApiError } | { readonly ok: false; readonly kind: 'unread' };

/**
 * An import's HTTP body as it came, read here rather than by the thread that answers moves:
 * decoding and parsing the JSON around a 58 MB file held that thread half a second. Its input is
 * then checked as the contract checks every input (parseInput), and its file as above.
 */
export function checkImportBody(method: ImportMethod, body: Uint8Array): BodyCheck {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return { ok: false, kind: 'unread' };
  }
  const keys = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : [];
  if (keys.length !== 1 || keys[0] !== 'text' || typeof (value as { text: unknown }).text !== 'string') return { ok: false, kind: 'unread' };
  const input = parseInput(method, value);
  if (!input.ok) return { ok: false, kind: 'input', error: input.error };
  return checkImport(IMPORT_METHODS[method], input.value.text);
}

/** A job for the worker (api/import-worker.ts): a file's text, or an import's HTTP body as it came. */
export type ImportJob = { readonly kind: ImportKind; readonly text: string } | { readonly method: ImportMethod; readonly body: Uint8Array };

/** A job done: by the worker, or in the thread itself (api/import-runner.ts). */
export function checkJob(job: ImportJob): BodyCheck {
  return 'text' in job ? checkImport(job.kind, job.text) : checkImportBody(job.method, job.body);
}
