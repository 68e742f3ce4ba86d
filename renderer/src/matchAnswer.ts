import type { ApiResult, MatchUpdate, MatchView } from '../../api/contract.ts';
import { mergeMatchUpdate } from '../../api/update.ts';

/**
 * The whole view to show after recordMove or undoMove answered `answer`, whose hand summaries
 * before `handsFrom` are left out (MatchUpdate, issue 5 "Speed"): `held`'s own, the same objects,
 * merged with it; or, when `held` cannot be the match just before the command (another window
 * changed it, another match), the whole view asked of `getMatch`, never a mix of the two. A
 * refusal is passed on as it came. Pure but for `getMatch`, so the match store's merge is tested
 * under Node (test/renderer/match-answer.test.ts).
 */
export async function viewAfterUpdate(
  held: MatchView | null,
  answer: ApiResult<MatchUpdate>,
  getMatch: (matchId: number) => Promise<ApiResult<MatchView>>,
): Promise<ApiResult<MatchView>> {
  if (!answer.ok) return answer;
  const merged = mergeMatchUpdate(held, answer.value);
  return merged ? { ok: true, value: merged } : getMatch(answer.value.id);
}
