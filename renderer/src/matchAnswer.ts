import type { ApiError, ApiResult, MatchUpdate, MatchView } from '../../api/contract.ts';
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

/**
 * Refusals that are not the rules': the transport's, the database's, the contract's. Any other
 * refusal of a move the page's own check accepted (the same engine over the same match) means the
 * server's match is not the one the page checked against: another window moved it on.
 */
const NOT_THE_RULES = /^(?:http|db|input|api|match|record)\/|^internal$/;

/**
 * What a move refused by the rules, after the page's check let it through, is said as: the match
 * changed elsewhere, not the scorekeeper's mistake. Said as the engine's reason ("It is Ann's
 * turn, not Dan's"), it read as a wrong entry here, for a move another window had recorded.
 */
export function movedOn(error: ApiError): ApiError {
  if (NOT_THE_RULES.test(error.code)) return error;
  return {
    code: 'match/moved-on',
    message:
      'The match has changed elsewhere since this screen showed it (another window recorded or took back a move): what was typed here was not saved. It is shown as it is now: enter again what is still needed.',
    params: {},
  };
}
