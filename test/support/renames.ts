/**
 * A match whose corrections mix both kinds, in an order a test can check: a player renamed, a move
 * taken back, another player renamed. The api's listCorrections and the replay screen must list
 * them in that order (the review of issue 18: the replay showed the take-back alone).
 */
import type { MatchView } from '../../api/contract.ts';
import type { Service } from '../../api/service.ts';

/** Calls the service and throws on a refusal (each transport's own helper). */
type Call = <T>(method: Parameters<Service['call']>[0], input: unknown) => Promise<T>;

/** Seats Ann, Bne, Cat, Dan; renames Bne to Ben, takes back Ben's 6-3 (move 2), renames Dan to Dee. */
export async function matchRenamedAroundAnUndo(call: Call): Promise<MatchView> {
  const match = await call<MatchView>('createMatch', { rules: 'jamaican-partner', seats: ['Ann', 'Bne', 'Cat', 'Dan'] });
  await call('renameSeat', { matchId: match.id, seat: 1, name: 'Ben' });
  await call('startHand', { matchId: match.id });
  await call('recordMove', { matchId: match.id, hand: 0, move: { seat: 0, bone: [6, 6] } });
  await call('recordMove', { matchId: match.id, hand: 0, move: { seat: 1, bone: [6, 3] } });
  await call('undoMove', { matchId: match.id });
  return call<MatchView>('renameSeat', { matchId: match.id, seat: 3, name: 'Dee' });
}
