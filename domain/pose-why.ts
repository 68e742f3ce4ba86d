/**
 * Why a hand was to be posed the way a refusal of its pose says, when the rule comes from the
 * hands before it: the referee command (cli/main.ts) and the app's import (api/service.ts
 * `importRecord`) add it to the refusal, in the engine's English (`message`) and as facts (`why`,
 * a list of reasons, domain/reasons.ts), so a screen says it in its own language.
 */
import { showBone } from './bones.ts';
import { checkRecord } from './record.ts';
import type { MatchRecord, RecordError } from './record.ts';
import type { PoseWhyReason } from './reasons.ts';
import { sayReason } from './reasons.ts';
import { asSentences } from './result.ts';

/** The names of side `side`'s seats ("Ann", "Cat"), in seat order. */
export function sideSeats(seats: readonly string[], side: number, teamOf: readonly number[]): string[] {
  return seats.filter((_, s) => teamOf[s] === side);
}

/**
 * The reasons, one sentence each, when the family gives the pose to the holder of a bone: the
 * first hand, the play-off, a bruk or a tied hand, and hands thrown in since the last one played.
 * Empty when the message already says it (a team pose says which rule chose the team,
 * domain/pose.ts) or the family's rule is another (a double, the highest double, a rotation).
 */
export function poseWhy(record: MatchRecord, h: number): PoseWhyReason[] {
  const earlier = checkRecord({ ...record, hands: record.hands.slice(0, h) });
  if (!earlier.ok) return [];
  const { match } = earlier.value;
  // A hand thrown in "scores nothing and changes nothing else (who poses, what the next hand is
  // worth)" (docs/record-format.md): the reason is the last hand played before it.
  let p = h - 1;
  while (p >= 0 && earlier.value.hands[p]!.redeal !== null) p--;
  const count = h - 1 - p;
  const since: PoseWhyReason[] = count === 0 ? [] : [{ kind: 'thrown-in-since', count }];
  // Each family says who begins the first hand: the 6-6 holder in the partner game, a double in
  // Lankford's game, the highest double dealt in the Cuban one (docs/rules.md).
  if (match.pose.by !== 'holder') return since;
  const bone = showBone(match.pose.bone);
  if (p < 0) return [count === 0 ? { kind: 'pose-first', bone } : { kind: 'pose-first-played', bone, count }];
  if (match.playoff) return [{ kind: 'pose-playoff', bone }, ...since];
  const last = earlier.value.hands[p]!;
  const teamOf = last.hand.setup.rules.teamOf;
  if (last.score.bruk) {
    // CJHPR: "If the other side wins a hand, the score returns to 0 - 0, and the next hand is
    // begun by the holder of the double six."
    const w = last.result.winner!;
    const had = last.before.score[1 - w]!;
    return [
      {
        kind: 'pose-after-bruk',
        bone,
        winners: sideSeats(record.seats, w, teamOf),
        losers: sideSeats(record.seats, 1 - w, teamOf),
        had: { kind: 'points', count: had },
        count,
      },
    ];
  }
  // CJHPR: "If the previous hand was tied, the holder of the 6-6 poses it."
  if (last.result.winner === null) return [{ kind: 'pose-after-tie', bone, count }];
  return since;
}

/**
 * An error from checkRecord with the reason a referee would ask for added: for now, why a pose was
 * refused (the last hand was a bruk, a tie, the play-off; a hand thrown in since), in its message
 * and as `why` in its params. Other errors as they are.
 */
export function explainError(record: MatchRecord, error: RecordError): RecordError {
  if (!error.code.startsWith('pose/') || error.code === 'pose/pass' || error.hand === null || error.move !== 0) return error;
  const why = poseWhy(record, error.hand);
  if (why.length === 0) return error;
  return { ...error, message: `${error.message}${asSentences(why.map(sayReason))}`, params: { ...error.params, why } };
}
