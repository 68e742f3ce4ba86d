/**
 * The referee's report of a hand ended by a ruling (issue 18 item 8, domain/ruling.ts), the same
 * lines in the partner game's report (cli/report.ts) and every other family's (cli/family-report.ts).
 */
import { showBone } from '../domain/bones.ts';
import { isDraw, isPass } from '../domain/hand.ts';
import type { HandReport } from '../domain/record.ts';
import { sideSeats } from '../domain/pose-why.ts';
import type { Words } from './words.ts';

/**
 * The hand's title, its moves as far as they went, the ruling and what it scored: "Hand 2: 5 moves,
 * then the referee's ruling." … "Ruling: Ben reneged on the 4. Ann & Cat win the hand: 3 points. Score 3-0."
 */
export function rulingLines(h: HandReport, n: number, seats: readonly string[], teamOf: readonly number[], w: Words): string[] {
  const ruling = h.ruling!;
  const moves = h.hand.moves;
  const played = moves.flatMap((m) => (isPass(m) || isDraw(m) ? [] : [showBone(m.bone)]));
  const side = ruling.side === null ? null : sideSeats(seats, ruling.side, teamOf);
  const scored = side === null ? w.rulingNoScore : w.rulingWins(side, ruling.points);
  const won = h.after.winner !== null && side !== null ? w.rulingWinsMatch(side) : '';
  return [
    w.rulingTitle(n, moves.length),
    ...(played.length > 0 ? [`  ${w.bonesPlayed(played.join(' '))}`] : []),
    `  ${w.ruling(ruling.reason)}`,
    `  ${scored} ${w.score(h.after.score.join('-'))}${won}`,
  ];
}
