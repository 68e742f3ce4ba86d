/**
 * Records refused at a pose whose rule comes from the hands before it, so the refusal says why
 * (domain/pose-why.ts `explainError`, as the referee and the app's import do): the first hand, the
 * first played after one thrown in, the play-off at 1-1, after a bruk, after a tied hand, and hands
 * thrown in since. test/cli/import-explain.test.ts holds the referee and the import to the same
 * words; the refusal sweep (test/renderer/refusal.test.ts) holds every reason to its templates.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { explainError } from '../../domain/pose-why.ts';
import { checkRecord, parseRecord } from '../../domain/record.ts';
import type { RecordError } from '../../domain/record.ts';
import { root } from './referee.ts';

type Hand = { moves: { seat: number }[]; left?: Record<string, unknown>; pips?: Record<string, unknown>; dealt?: Record<string, unknown> };
const read = (path: string) => JSON.parse(readFileSync(resolve(root, path), 'utf8')) as { hands: Hand[]; options?: object };

/** The same hand, every seat moved `k` places on (a rotated hand is the same hand dealt one seat on). */
function turned(hand: Hand, k: number): Hand {
  const by = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([s, v]) => [String((Number(s) + k) % 4), v]));
  return { ...hand, moves: hand.moves.map((m) => ({ ...m, seat: (m.seat + k) % 4 })), ...(hand.left && { left: by(hand.left) }), ...(hand.pips && { pips: by(hand.pips) }) };
}

const partner = read('docs/examples/jamaican-partner.json');
const [keyBone, block, tie] = partner.hands as [Hand, Hand, Hand];
const short = read('test/fixtures/short-match.json');
const sixLove = read('test/fixtures/six-love.json');
const redeal = { redeal: { seat: 1 } } as unknown as Hand;
const match = (rules: string, hands: Hand[], options?: object) => ({ format: 'dominoes-match/1', rules, ...(options && { options }), seats: ['Ann', 'Ben', 'Cat', 'Dan'], hands });

/** Records refused at a pose, each with the reason kinds its explanation gives. */
export const POSE_WHY_CASES: [string, object, string[]][] = [
  ['the first hand (CJHPR: "The first hand begins with the individual who has the double six bone")', match('jamaican-partner', [block]), ['pose-first']],
  ['the first hand played, after one thrown in', match('haitian', [redeal, block]), ['pose-first-played']],
  ['the first hand played, after two thrown in', match('haitian', [redeal, redeal, block]), ['pose-first-played']],
  ['after a bruk (CJHPR: "the score returns to 0 - 0, and the next hand is begun by the holder of the double six")', { ...short, hands: [...short.hands, sixLove.hands[1]!] }, ['pose-after-bruk']],
  ['after a bruk over 1 point', match('jamaican-partner', [sixLove.hands[0]!, short.hands[1]!, sixLove.hands[1]!]), ['pose-after-bruk']],
  // Ann & Cat win 1, Ben & Dan win the next by 1: a play-off at 1-1, posed by Cat with the 5-4.
  ['the play-off at 1-1 ("play a play-off hand instead of starting over")', match('jamaican-partner', [sixLove.hands[0]!, short.hands[1]!, sixLove.hands[1]!], { playoffAtOneOne: true }), ['pose-playoff']],
  ['after a tied hand (CJHPR: "If the previous hand was tied, the holder of the 6-6 poses it")', { ...partner, options: {}, hands: [...partner.hands, sixLove.hands[1]!] }, ['pose-after-tie']],
  ['after a won hand and a hand thrown in', match('haitian', [keyBone, redeal, turned(block, 1)]), ['thrown-in-since']],
  ['after a tied hand and two hands thrown in', match('haitian-individual', [tie, redeal, redeal, block]), ['thrown-in-since']],
];

/** Each case's refusal with its explanation, as the referee gives it. */
export function poseWhyRefusals(): RecordError[] {
  return POSE_WHY_CASES.map(([what, record]) => {
    const parsed = parseRecord(record);
    if (!parsed.ok) throw new Error(`${what}: ${parsed.error.message}`);
    const checked = checkRecord(parsed.value, { inProgress: true });
    if (checked.ok) throw new Error(`${what}: accepted`);
    return explainError(parsed.value, checked.error);
  });
}
