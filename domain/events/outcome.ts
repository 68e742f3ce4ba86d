/**
 * What a game leaves for the standings (issue 17, "The model": a game), worked out once from its
 * record's report or its paper score, so the standings and the draw never replay a record: the
 * final score by side, the winner, the hands each side won, and whether the game is finished.
 * And when a table has played its round (`tableCompleteOutcomes`), the one definition of
 * "complete" that the file check and the standings both read.
 */
import type { MatchReport } from '../record.ts';
import { sideCount } from '../families/types.ts';
import type { EntrantId, GameOutcome, RoundFormat } from './types.ts';

/**
 * The side with the highest score, or null when two or more share it: "the highest wins, equal a
 * drawn game" (a paper result), and "the leader wins, equal scores a drawn game" (a game stopped
 * by the clock). In cut-throat, players level at the top make a drawn game (our reading: nobody
 * leads).
 */
function leader(score: readonly number[]): number | null {
  const top = Math.max(...score);
  const at = score.flatMap((p, side) => (p === top ? [side] : []));
  return at.length === 1 ? at[0]! : null;
}

/**
 * A recorded game's outcome. Finished when the record has a winner, or when it was stopped by the
 * clock (`ended: 'time'`, checked by the event check to stop after a finished hand with no winner):
 * then the leader wins. Hands won count the settled hands whose winner is the side; a tied hand
 * and a hand thrown in count for nobody ("ties and redeals neither"). A hand still in play is not
 * counted: it is no hand won yet.
 */
export function recordOutcome(report: MatchReport, ended?: 'time'): GameOutcome {
  const { match } = report;
  const handsWon = new Array<number>(sideCount(report.rules)).fill(0);
  for (const h of report.hands) if (h.result.winner !== null) handsWon[h.result.winner]!++;
  const finished = match.winner !== null || ended === 'time';
  const winner = match.winner ?? (ended === 'time' ? leader(match.score) : null);
  return { finished, score: [...match.score], winner, handsWon, paper: false };
}

/** A paper result: one whole number a side; the highest wins, equal a drawn game; no hands. */
export function paperOutcome(score: readonly number[]): GameOutcome {
  return { finished: true, score: [...score], winner: leader(score), handsWon: score.map(() => 0), paper: true };
}

/**
 * Whether a table has played its round (issue 17: "A table is complete when its round format is
 * met (`games: N`: N games finished, drawn ones included; `firstTo: N`: a side reached N wins,
 * drawn games never counting) or it is forfeited"). The standings count complete tables only,
 * and the event check refuses a game after a table is complete.
 */
export function tableCompleteOutcomes(round: RoundFormat, games: readonly GameOutcome[], forfeit?: readonly EntrantId[]): boolean {
  if (forfeit !== undefined && forfeit.length > 0) return true;
  if ('games' in round) return games.filter((g) => g.finished).length >= round.games;
  const wins = new Map<number, number>();
  for (const g of games) if (g.finished && g.winner !== null) wins.set(g.winner, (wins.get(g.winner) ?? 0) + 1);
  return [...wins.values()].some((n) => n >= round.firstTo);
}
