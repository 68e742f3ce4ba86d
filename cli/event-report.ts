/**
 * What the referee prints for an event file (issue 17, "The event file and the referee command";
 * docs/referee.md): `standings` and `next-round`, as JSON in exactly the issue's shapes and keys
 * order, or as text a director reads (a table of standings and what decided each place, the
 * tables of the next round). The figures are domain/events/standings.ts's, the draw
 * domain/events/pairing.ts's; this file only lays them out.
 */
import type { CheckedEvent } from '../domain/events/format.ts';
import { standingsFinal } from '../domain/events/rounds.ts';
import { placeNotes } from '../domain/events/standings.ts';
import { sayWarning } from '../domain/events/pairing.ts';
import type { DrawnRound, DrawWarning, EventError, EventSummary, PendingTable, StandingFigures, Standings } from '../domain/events/types.ts';
import { STANDING_FIGURES } from '../domain/events/types.ts';
import { eventPlaceText, eventRefusalText, warningFacts } from '../renderer/src/eventWords.ts';
import { ENGLISH } from './voice.ts';
import type { Voice } from './voice.ts';

/** The figures in the issue's order, as the JSON and the text table give them. */
const FIGURES = STANDING_FIGURES;

export interface StandingsJson {
  readonly valid: true;
  readonly rounds: number;
  /** Issue 25 item 1: the event's last round is drawn and every table counted. */
  readonly final: boolean;
  readonly pending: readonly PendingTable[];
  readonly standings: readonly ({ readonly place: number; readonly entrant: string; readonly name: string } & StandingFigures)[];
}

/** `standings --json`: `{"valid", "rounds", "final", "pending", "standings"}`, each row's keys in the issue's order. */
export function standingsJson(checked: CheckedEvent, standings: Standings): StandingsJson {
  return {
    valid: true,
    rounds: checked.event.rounds.length,
    final: standingsFinal(checked.summary, standings),
    pending: standings.pending.map((p) => ({ round: p.round, table: p.table })),
    standings: standings.rows.map((row) => {
      const figures = Object.fromEntries(FIGURES.map((f) => [f, row[f]])) as unknown as StandingFigures;
      return { place: row.place, entrant: row.entrant, name: row.name, ...figures };
    }),
  };
}

/** `next-round --json`: `{"round", "tables": [{"table", "seats"}], "byes"}`. */
export function nextRoundJson(round: DrawnRound): DrawnRound {
  return { round: round.round, tables: round.tables.map((t) => ({ table: t.table, seats: [...t.seats] })), byes: [...round.byes] };
}

/** The places of an event error that apply (issue 17: "those that apply"), in the issue's order. */
const WHERE = ['round', 'table', 'game', 'hand', 'move'] as const;

export interface EventErrorJson {
  readonly valid: false;
  readonly error: Readonly<Record<string, string | number>>;
}

/** An invalid file or a refused draw: `{"valid": false, "error": {…}}` with the fields that apply. */
export function eventErrorJson(error: EventError): EventErrorJson {
  const out: Record<string, string | number> = {};
  for (const key of WHERE) if (error[key] !== null) out[key] = error[key];
  out['code'] = error.code;
  out['message'] = error.message;
  if (error.field !== null) out['field'] = error.field;
  return { valid: false, error: out };
}

// ---- text ----------------------------------------------------------------------------------

/**
 * What is wrong with the event, in the voice's language, led by where it is ("Round 2, table 3,
 * game 1, hand 4, move 7: ", renderer/src/eventWords.ts, as Import says it): the English message,
 * or the screens' words for it (their template for the event's own refusals, renderer/src/refusal.ts
 * for a game record's refusal met inside the event).
 */
function eventMessage(error: EventError, voice: Voice): string {
  const say = (key: string, params: Record<string, string | number>, plural?: number) => voice.locale.say(key, params, plural);
  if (voice.lang === 'en') return `${eventPlaceText(error, say)}${error.message}`;
  return eventRefusalText(error, voice.lang, voice.locale.has, say, true);
}

/** An invalid file, or a refused draw (`notDrawn`), as a line the director reads. */
export function formatEventError(error: EventError, voice: Voice = ENGLISH, notDrawn = false): string {
  const field = error.field !== null ? voice.w.atField(error.field) : '';
  return `${notDrawn ? voice.w.notDrawn : voice.w.invalid}: ${eventMessage(error, voice)}${field} [${error.code}]\n`;
}

/** Text padded to a width (code points, so an accented name lines up). */
function pad(text: string, width: number, right = false): string {
  const room = Math.max(0, width - [...text].length);
  return right ? ' '.repeat(room) + text : text + ' '.repeat(room);
}

/** The standings as a table, then what decided each place, then the tables not complete. */
export function formatStandings(summary: EventSummary, checked: CheckedEvent, standings: Standings, voice: Voice = ENGLISH): string {
  const { w } = voice;
  const header = [w.headPlace, w.headEntrant, ...FIGURES.map((f) => w.heads[f])];
  const rows = standings.rows.map((r) => [String(r.place), r.withdrawn ? w.withdrawn(r.name) : r.name, ...FIGURES.map((f) => String(r[f]))]);
  const widths = header.map((h, c) => Math.max([...h].length, ...rows.map((row) => [...row[c]!].length)));
  const line = (cells: readonly string[]) => `${cells.map((cell, c) => pad(cell, widths[c]!, c !== 1)).join('  ')}\n`.replace(/ +\n$/, '\n');
  const title = standingsFinal(summary, standings) ? w.finalStandingsTitle : w.standingsTitle;
  let out = `${title(summary.name, summary.date, checked.event.rounds.length)}\n\n`;
  out += line(header) + rows.map(line).join('');
  // Issue 17: "The standings screen says what decided each place ("ahead of Cat & Dan on efectividad")".
  const notes = placeNotes(standings);
  const decided: string[] = [];
  for (let i = 0; i < standings.rows.length; ) {
    const note = notes[i]!;
    // A shared place is counted and its first few named (issue 25 item 18): its every name on
    // one line, for each of its rows, grew with the square of the entrants.
    const count = note.shared?.count ?? 1;
    const named = note.shared ? note.shared.named.map((e) => e.name) : [standings.rows[i]!.name];
    const ahead = note.ahead;
    const shared = count > 1 ? w.sharePlace : '';
    const on = ahead ? w.aheadOf(ahead.of.name, w.key[ahead.key] ?? ahead.key, ahead.figure, ahead.ofFigure) : '';
    if (shared || on) decided.push(`  ${note.place}. ${w.someOf(named, count - named.length)}${shared}${shared && on ? '; ' : on ? ': ' : ''}${on}\n`);
    i += count;
  }
  if (decided.length > 0) out += `\n${w.decidedHead}\n${decided.join('')}`;
  if (standings.pending.length > 0) out += `\n${w.pendingTables(standings.pending.map((p) => w.pendingTable(p.round, p.table)))}\n`;
  return out;
}

/**
 * The next round's tables and byes, entrants by name, then the draw's warnings one a line in the
 * domain's words (a rematch, a repeated partner, a round robin off its schedule …), or the
 * screens' in another language (event.edit.<kind>). The JSON has none: issue 17 gives its shape
 * as `{round, tables, byes}`.
 */
export function formatNextRound(summary: EventSummary, round: DrawnRound, warnings: readonly DrawWarning[], voice: Voice = ENGLISH): string {
  const { w } = voice;
  // By id, made once: a search of the entrants for every seat grew with the square of them.
  const names = new Map(summary.entrants.map((e) => [e.id, e.name]));
  const name = (id: string) => names.get(id) ?? id;
  let out = `${w.roundTitle(summary.name, round.round)}\n\n`;
  // Individuals sit A and C against B and D: said as the partners they are.
  const seating = (seats: readonly string[]): string =>
    summary.entry === 'pairs'
      ? seats.map(name).join(w.versus)
      : summary.entry === 'individuals'
        ? `${name(seats[0]!)} & ${name(seats[2]!)}${w.versus}${name(seats[1]!)} & ${name(seats[3]!)}`
        : seats.map(name).join(', ');
  for (const t of round.tables) out += `  ${w.tableSeats(t.table, seating(t.seats))}\n`;
  if (round.byes.length > 0) out += `\n  ${w.byes(round.byes.map(name))}\n`;
  const warning = (d: DrawWarning): string => (voice.lang === 'en' ? sayWarning(summary, d) : voice.locale.say(`event.edit.${d.kind}`, warningFacts(d, name)));
  if (warnings.length > 0) out += `\n${w.warningsHead}\n${warnings.map((d) => `  ${warning(d)}\n`).join('')}`;
  return out;
}
