/**
 * Each side as the device's header shows it (renderer/src/room/DeviceHeader.vue): its name and
 * score. The name is the table's (TableState.sideNames: a pair's team name, "Los Primos", issue 25
 * item 2), whose sides are the match's teams in the same order (the record's side order); the
 * players' names joined stand in only before the table is read. The score is the game in play's,
 * else (no game yet, or won) the games each side has won in the round.
 */
import type { MatchView, TableState } from '../../../api/contract.ts';
import { sideName } from '../handWords.ts';

export interface HeaderSide {
  readonly name: string;
  readonly score: number;
}

export function headerSides(view: MatchView | null, state: TableState | null): HeaderSide[] {
  if (view && view.status !== 'won') return view.teams.map((_, i) => ({ name: state?.sideNames[i] ?? sideName(view, i), score: view.score[i] ?? 0 }));
  return state ? state.sideNames.map((name, i) => ({ name, score: state.games.filter((g) => g.finished && g.winner === i).length })) : [];
}
