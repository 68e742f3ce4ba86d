/**
 * A round as the director leaves it after changing tables by hand (issue 17: "The director can
 * change any table by hand … a warning names the rule a change breaks: a rematch, a repeated
 * partner, a second bye"): `checkDrawnRound` refuses what no round may be (an event/... error
 * naming the table and seat), `drawWarnings` lists what it may be but the draw would have
 * avoided (and, for a round-robin, that its fixed schedule was left). Both read the event before
 * this round: `summary` must not hold it yet.
 */
import { ok } from '../result.ts';
import type { Result } from '../result.ts';
import { showValue } from '../strict-json.ts';
import { eventFacts, sayEventRefusal } from './event-words.ts';
import type { EventCode, EventParams } from './event-words.ts';
import { scheduleLeftAt } from './pairing-round-robin.ts';
import { drawError, eventHistory, nameOf } from './pairing-shared.ts';
import type { DrawnRound, DrawWarning, EntrantId, EventError, EventSummary } from './types.ts';

/** The seats a table of this event may have. */
export function tableSizes(summary: EventSummary): number[] {
  switch (summary.entry) {
    case 'pairs':
      return [2];
    case 'individuals':
      return [4];
    case 'cut-throat':
      return [summary.tableSize, summary.tableSize - 1].filter((size) => size >= 2);
  }
}

/**
 * A refusal the event file's check also makes (the same code, facts and words as
 * domain/events/event-words.ts, so a screen says a hand-made round's fault and an imported
 * file's alike).
 */
function fileRefusal<C extends EventCode>(
  code: C,
  params: EventParams[C],
  where: { readonly round: number; readonly table?: number; readonly field: string },
): { readonly ok: false; readonly error: EventError } {
  return drawError(code, sayEventRefusal(code, params), where, eventFacts(params));
}

export function checkDrawnRound(summary: EventSummary, round: DrawnRound): Result<DrawnRound, EventError> {
  const expected = summary.rounds.length + 1;
  const r = round.round;
  const base = `rounds[${expected - 1}]`;
  if (r !== expected) {
    return drawError('event/round-number', `The next round is round ${expected}, not ${r}.`, { round: r }, { expected, given: r });
  }
  const entrants = new Map(summary.entrants.map((e) => [e.id, e] as const));
  /** Where each entrant is so far: a table's number, or 'bye'. */
  const placed = new Map<EntrantId, number | 'bye'>();
  /** Refuses an id that is not a drawable entrant or is already placed; records where it is. */
  const place = (id: EntrantId, at: number | 'bye', field: string): Result<null, EventError> => {
    const where = { round: r, field, ...(at === 'bye' ? {} : { table: at }) };
    const entrant = entrants.get(id);
    const facts = { entrant: showValue(id) };
    if (entrant === undefined) return fileRefusal('event/unknown-entrant', facts, where);
    if (entrant.withdrawn === true) {
      return drawError('event/withdrawn-entrant', `${entrant.name} has withdrawn: they are drawn no more.`, where, { ...facts, name: entrant.name });
    }
    const before = placed.get(id);
    if (before !== undefined) {
      if (before === 'bye' && at === 'bye') return fileRefusal('event/bye-twice', facts, where);
      if (before === 'bye' || at === 'bye') return fileRefusal('event/seated-and-bye', facts, where);
      return fileRefusal('event/seated-twice', facts, where);
    }
    placed.set(id, at);
    return ok(null);
  };
  const sizes = tableSizes(summary);
  const numbers = new Set<number>();
  for (const [i, t] of round.tables.entries()) {
    const field = `${base}.tables[${i}]`;
    if (!Number.isSafeInteger(t.table) || t.table < 1) {
      return drawError('event/table-number', `A table's number is a whole number from 1, not ${showValue(t.table)}.`, { round: r, field: `${field}.table` }, { found: showValue(t.table) });
    }
    if (numbers.has(t.table)) return fileRefusal('event/table-twice', { table: t.table }, { round: r, field: `${field}.table` });
    numbers.add(t.table);
    if (!sizes.includes(t.seats.length)) {
      return fileRefusal('event/seat-count', { entry: summary.entry, either: sizes, given: t.seats.length }, { round: r, table: t.table, field: `${field}.seats` });
    }
    for (const [j, id] of t.seats.entries()) {
      const placedHere = place(id, t.table, `${field}.seats[${j}]`);
      if (!placedHere.ok) return placedHere;
    }
  }
  for (const [k, id] of round.byes.entries()) {
    const placedHere = place(id, 'bye', `${base}.byes[${k}]`);
    if (!placedHere.ok) return placedHere;
  }
  const left = summary.entrants.find((e) => e.withdrawn !== true && !placed.has(e.id));
  if (left !== undefined) {
    return drawError(
      'event/left-out',
      `${left.name} has neither a seat nor a bye in round ${r}.`,
      { round: r, field: `${base}.tables` },
      { entrant: showValue(left.id), name: left.name },
    );
  }
  return ok(round);
}

export function drawWarnings(summary: EventSummary, round: DrawnRound): DrawWarning[] {
  const history = eventHistory(summary);
  const warnings: DrawWarning[] = [];
  for (const { table, seats } of round.tables) {
    for (let i = 0; i < seats.length; i++) {
      for (let j = i + 1; j < seats.length; j++) {
        const entrants = [seats[i]!, seats[j]!] as const;
        if (summary.entry === 'cut-throat') {
          if (history.tableMates.get(...entrants) > 0) warnings.push({ kind: 'repeated-table-mate', entrants, table });
        } else if (summary.entry === 'individuals' && i % 2 === j % 2) {
          if (history.partners.get(...entrants) > 0) warnings.push({ kind: 'repeated-partner', entrants, table });
        } else if (summary.entry === 'pairs') {
          // A forfeit is a meeting; a bye is not (issue 17, "Ranking").
          if (history.opponents.get(...entrants) > 0) warnings.push({ kind: 'rematch', entrants, table });
        }
      }
    }
  }
  for (const entrant of round.byes) {
    if ((history.byes.get(entrant) ?? 0) > 0) warnings.push({ kind: 'second-bye', entrant });
  }
  // Said for the round that leaves the schedule and every round after it, so a director who sees
  // no rematch knows why the tables are not the printed schedule's.
  const left = summary.pairing === 'round-robin' ? scheduleLeftAt(summary, round) : null;
  if (left !== null) warnings.push({ kind: 'schedule-left', round: left });
  return warnings;
}

/** A warning in words, for the referee and logs (the screens say it in their own language from its fields). */
export function sayWarning(summary: EventSummary, warning: DrawWarning): string {
  const name = (id: EntrantId): string => nameOf(summary, id);
  switch (warning.kind) {
    case 'rematch':
      return `Table ${warning.table}: ${name(warning.entrants[0])} and ${name(warning.entrants[1])} have met before.`;
    case 'repeated-partner':
      return `Table ${warning.table}: ${name(warning.entrants[0])} and ${name(warning.entrants[1])} have been partners before.`;
    case 'repeated-table-mate':
      return `Table ${warning.table}: ${name(warning.entrants[0])} and ${name(warning.entrants[1])} have sat at one table before.`;
    case 'second-bye':
      return `${name(warning.entrant)} has had a bye before.`;
    case 'schedule-left':
      return `Round ${warning.round} was not the fixed schedule's, so the schedule is left: rounds are drawn from the meetings played, with no rematch while one can be avoided.`;
  }
}
