/**
 * What the referee prints for an event file (issue 17, "The event file and the referee command";
 * docs/referee.md): `standings` and `next-round`, as JSON in exactly the issue's shapes and keys
 * order, or as text a director reads (a table of standings and what decided each place, the
 * tables of the next round). The figures are domain/events/standings.ts's, the draw
 * domain/events/pairing.ts's; this file only lays them out.
 */
import type { CheckedEvent } from '../domain/events/format.ts';
import { placeNotes } from '../domain/events/standings.ts';
import { sayWarning } from '../domain/events/pairing.ts';
import type { DrawnRound, DrawWarning, EventError, EventSummary, PendingTable, StandingFigures, Standings } from '../domain/events/types.ts';
import { STANDING_FIGURES } from '../domain/events/types.ts';
import { joinAnd } from '../domain/result.ts';

/** The figures in the issue's order, as the JSON and the text table give them. */
const FIGURES = STANDING_FIGURES;

export interface StandingsJson {
  readonly valid: true;
  readonly rounds: number;
  readonly pending: readonly PendingTable[];
  readonly standings: readonly ({ readonly place: number; readonly entrant: string; readonly name: string } & StandingFigures)[];
}

/** `standings --json`: `{"valid", "rounds", "pending", "standings"}`, each row's keys in the issue's order. */
export function standingsJson(checked: CheckedEvent, standings: Standings): StandingsJson {
  return {
    valid: true,
    rounds: checked.event.rounds.length,
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

/** Where an error is, as organizers say it: "Round 2, table 3, game 1, hand 4, move 7". */
function whereText(error: EventError): string {
  const parts = [
    error.round !== null && `round ${error.round}`,
    error.table !== null && `table ${error.table}`,
    error.game !== null && `game ${error.game}`,
    // Hands and moves are 0-based in the record, as `referee check` gives them; said from 1 here as its text does.
    error.hand !== null && `hand ${error.hand + 1}`,
    error.move !== null && `move ${error.move + 1}`,
  ].filter((p): p is string => p !== false);
  if (parts.length === 0) return '';
  const text = parts.join(', ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}: `;
}

/** An invalid file or a refused draw, as a line the director reads. */
export function formatEventError(error: EventError, verb = 'Invalid'): string {
  const field = error.field !== null ? ` (at ${error.field})` : '';
  return `${verb}: ${whereText(error)}${error.message}${field} [${error.code}]\n`;
}

/** The short column heads of the text table, in FIGURES order. */
const HEADS: Readonly<Record<(typeof FIGURES)[number], string>> = {
  played: 'P',
  won: 'W',
  drawn: 'D',
  lost: 'L',
  byes: 'Bye',
  matchPoints: 'MP',
  gamesWon: 'GW',
  gamesLost: 'GL',
  handsWon: 'HW',
  handsLost: 'HL',
  pointsFor: 'PF',
  pointsAgainst: 'PA',
  penalties: 'Pen',
  efectividad: 'Efec',
  shutoutsGiven: 'SG',
  shutoutsTaken: 'ST',
  buchholz: 'Buch',
};

/** The ranking keys as the director says them. */
const KEY_WORDS: Readonly<Record<string, string>> = {
  'match-points': 'match points',
  won: 'tables won',
  'games-won': 'games won',
  'games-difference': 'games difference',
  'hands-difference': 'hands difference',
  efectividad: 'efectividad',
  'points-for': 'points for',
  'points-against': 'fewer points against',
  'shutouts-given': 'shutouts given',
  'head-to-head': 'head-to-head',
  buchholz: 'buchholz',
};

/** Text padded to a width (code points, so an accented name lines up). */
function pad(text: string, width: number, right = false): string {
  const room = Math.max(0, width - [...text].length);
  return right ? ' '.repeat(room) + text : text + ' '.repeat(room);
}

/** The standings as a table, then what decided each place, then the tables not complete. */
export function formatStandings(summary: EventSummary, checked: CheckedEvent, standings: Standings): string {
  const header = ['#', 'Entrant', ...FIGURES.map((f) => HEADS[f])];
  const rows = standings.rows.map((r) => [String(r.place), `${r.name}${r.withdrawn ? ' (withdrawn)' : ''}`, ...FIGURES.map((f) => String(r[f]))]);
  const widths = header.map((h, c) => Math.max([...h].length, ...rows.map((row) => [...row[c]!].length)));
  const line = (cells: readonly string[]) => `${cells.map((cell, c) => pad(cell, widths[c]!, c !== 1)).join('  ')}\n`.replace(/ +\n$/, '\n');
  const rounds = checked.event.rounds.length;
  let out = `${summary.name}, ${summary.date}: standings after ${rounds} ${rounds === 1 ? 'round' : 'rounds'}\n\n`;
  out += line(header) + rows.map(line).join('');
  // Issue 17: "The standings screen says what decided each place ("ahead of Cat & Dan on efectividad")".
  const notes = placeNotes(standings);
  const decided: string[] = [];
  for (let i = 0; i < standings.rows.length; ) {
    const place = standings.rows[i]!.place;
    const group = standings.rows.slice(i).filter((r) => r.place === place);
    const ahead = notes[i]!.ahead;
    const shared = group.length > 1 ? ' share the place, tied on every key' : '';
    const on = ahead ? `ahead of ${ahead.of.name} on ${KEY_WORDS[ahead.key] ?? ahead.key}${ahead.figure !== null ? `, ${ahead.figure} to ${ahead.ofFigure}` : ''}` : '';
    if (shared || on) decided.push(`  ${place}. ${joinAnd(group.map((r) => r.name))}${shared}${shared && on ? '; ' : on ? ': ' : ''}${on}\n`);
    i += group.length;
  }
  if (decided.length > 0) out += `\nWhat decided each place:\n${decided.join('')}`;
  if (standings.pending.length > 0) {
    out += `\nNot complete yet, so not counted: ${standings.pending.map((p) => `round ${p.round} table ${p.table}`).join(', ')}\n`;
  }
  return out;
}

/**
 * The next round's tables and byes, entrants by name, then the draw's warnings one a line in the
 * domain's words (a rematch, a repeated partner, a round robin off its schedule …). The JSON has
 * none: issue 17 gives its shape as `{round, tables, byes}`.
 */
export function formatNextRound(summary: EventSummary, round: DrawnRound, warnings: readonly DrawWarning[]): string {
  const name = (id: string) => summary.entrants.find((e) => e.id === id)?.name ?? id;
  let out = `${summary.name}: round ${round.round}\n\n`;
  // Individuals sit A and C against B and D: said as the partners they are.
  const seating = (seats: readonly string[]): string =>
    summary.entry === 'pairs' ? seats.map(name).join(' v ') : summary.entry === 'individuals' ? `${name(seats[0]!)} & ${name(seats[2]!)} v ${name(seats[1]!)} & ${name(seats[3]!)}` : seats.map(name).join(', ');
  for (const t of round.tables) out += `  Table ${t.table}: ${seating(t.seats)}\n`;
  if (round.byes.length > 0) out += `\n  Bye: ${round.byes.map(name).join(', ')}\n`;
  if (warnings.length > 0) out += `\nWarnings:\n${warnings.map((w) => `  ${sayWarning(summary, w)}\n`).join('')}`;
  return out;
}
