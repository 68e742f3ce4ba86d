/**
 * Latin partnership dominoes. Every quote is from latin-partnership.txt ("Partnership Dominoes").
 */
import { describe, expect, it } from 'vitest';
import { dividedBy10 } from '../../../domain/families/latin-partnership.ts';
import { checkRecord, parseRecord } from '../../../domain/record.ts';
import { blockWinner, settleHand } from '../../../domain/settle.ts';
import { FAMILIES } from '../../../domain/families/index.ts';
import { NAMES, after, p, play, replayUnder, result } from '../../support/families.ts';

const ID = 'latin-partnership';
const HOLDER_66 = { by: 'holder', bone: [6, 6], forced: true } as const;
const rulesOf = (options: Record<string, unknown> = {}) => FAMILIES[ID].handRules(FAMILIES[ID].options.parse(options), 4);
const won = (team: number, pips: number[], poser = 0, outcome: 'domino' | 'blocked' = 'domino') =>
  result({ winner: team, outcome, seats: [team], pips, poser });
const tied = (poser: number) => result({ winner: null, outcome: 'tied', seats: [0, 1, 2, 3], pips: [5, 5, 5, 5], poser });

describe('the hand (latin-partnership.txt)', () => {
  it('"four players in fixed partnerships … A double six set of 28 tiles … seven tiles each"', () => {
    const rules = rulesOf();
    expect([rules.maxPip, rules.seats, rules.handSize, rules.teamOf]).toEqual([6, 4, 7, [0, 1, 0, 1]]);
  });

  it('"A blocked game … is won by the team whose unplayed tiles have the lower pip total. In case of a tie for pip count, the game is a tie"', () => {
    // Team totals 9 + 20 = 29 against 10 + 10 = 20: team 1, though Ann has the single fewest.
    expect(blockWinner(rulesOf(), [9, 10, 20, 10])).toMatchObject({ winner: 1, seats: [1, 3] });
    expect(blockWinner(rulesOf(), [9, 10, 11, 10])).toMatchObject({ winner: null });
  });

  it('"Some play that the side that played first wins; some play that the side (if any) with more unplayed tiles wins" (blockTie)', () => {
    const poser = 1;
    expect(blockWinner(rulesOf({ blockTie: 'first-team' }), [9, 10, 11, 10], { poser, holds: [1, 1, 1, 1] })).toMatchObject({ winner: 1, tieBroken: 'poser-team' });
    expect(blockWinner(rulesOf({ blockTie: 'more-bones' }), [9, 10, 11, 10], { poser, holds: [3, 1, 1, 1] })).toMatchObject({ winner: 0, tieBroken: 'more-bones' });
    // "(if any)": equal counts stay a tie.
    expect(blockWinner(rulesOf({ blockTie: 'more-bones' }), [9, 10, 11, 10], { poser, holds: [2, 1, 1, 2] })).toMatchObject({ winner: null });
  });

  // Found by the random generator, checked by hand: Ben's 4-3 leaves 3 at both ends with all
  // eight 3s down. Team totals: Ann 32 + Cat 25 = 57, Ben 23 + Dan 14 = 37.
  const dealt = [
    [[3, 3], [4, 6], [4, 1], [3, 1], [0, 4], [4, 4], [5, 5]],
    [[2, 1], [5, 2], [6, 0], [2, 6], [3, 4], [1, 0], [6, 1]],
    [[0, 0], [0, 5], [1, 5], [6, 6], [3, 2], [6, 5], [5, 4]],
    [[0, 3], [3, 6], [3, 5], [1, 1], [2, 4], [0, 2], [2, 2]],
  ] as [number, number][][];
  const moves = [
    p(2, 6, 6), p(3, 6, 3), p(0, 3, 3), p(1, 6, 2), p(2, 3, 2, 'left'), p(3, 5, 3, 'left'), p(0, 3, 1), p(1, 1, 0), p(2, 5, 1),
    p(3, 3, 0), p(0, 4, 1), p(1, 4, 3, 'left'),
  ];

  it('a whole blocked hand: Ben & Dan (37) beat Ann & Cat (57) and score the 57 pips the losing team holds', () => {
    const hand = replayUnder(ID, {}, HOLDER_66, moves, dealt);
    expect(hand.status).toBe('blocked');
    const s = settleHand(hand);
    expect(s.ok && s.value).toMatchObject({ outcome: 'blocked', winner: 1, pips: [32, 23, 25, 14] });
    const record = parseRecord({ format: 'dominoes-match/1', rules: ID, seats: NAMES, hands: [{ moves, dealt: { 0: dealt[0], 1: dealt[1], 2: dealt[2], 3: dealt[3] } }] });
    if (!record.ok) throw new Error(record.error.message);
    const r = checkRecord(record.value);
    expect(r.ok && r.value.match.score).toEqual([0, 57]);
  });
});

describe('scoring (latin-partnership.txt)', () => {
  it('"The winners score the pip total of the losing team\'s unplayed tiles (ignoring the value of their own tiles)"', () => {
    expect(play(ID, {}, [won(0, [0, 12, 30, 8])]).hands[0]!.points).toBe(20);
  });

  it('"Some play that the winning team scores the total pips on all unplayed tiles, including those of the partner of the player who went out" (scoring "all")', () => {
    expect(play(ID, { scoring: 'all' }, [won(0, [0, 12, 30, 8])]).hands[0]!.points).toBe(50);
  });

  it('"If the teams have equal pip totals in a blocked game there is no score for that deal"', () => {
    const { states, hands } = play(ID, {}, [won(0, [0, 12, 30, 8]), tied(1)]);
    expect(hands[1]!.points).toBe(0);
    expect(states[2]!.score).toEqual([20, 0]);
  });

  it('"The first team that achieves a cumulative score of 100 points or more wins the match"', () => {
    const s = after(ID, {}, [won(1, [50, 0, 49, 0]), won(1, [1, 0, 0, 0])]);
    expect(s).toMatchObject({ score: [0, 100], winner: 1 });
    expect(after(ID, {}, [won(1, [50, 0, 49, 0])]).winner).toBeNull();
  });

  it('"Some players divide all scores by 10, rounding down, but with scores less than 10 counting as 1 point. So for example 39 points are scored as 3 and all scores from 1 to 19 count as 1"', () => {
    expect([0, 1, 9, 10, 19, 20, 39, 40, 99, 168].map(dividedBy10)).toEqual([0, 1, 1, 1, 1, 2, 3, 4, 9, 16]);
    const { hands, states } = play(ID, { divideBy10: true, target: 10 }, [won(0, [0, 19, 0, 20])]);
    expect(hands[0]).toMatchObject({ points: 3, pips: 39, notes: ['divided'] });
    expect(states[1]!.score).toEqual([3, 0]);
  });
});

describe('who starts (latin-partnership.txt)', () => {
  it('"In the first deal of a new session, the player with the [6-6] begins and must lead this tile" (every starter)', () => {
    for (const starter of ['rotate', 'winning-team', 'double-six']) {
      expect(play(ID, { starter }, []).states[0]!.pose).toEqual(HOLDER_66);
    }
  });

  it('"In subsequent deals, the turn to start passes to the right, and the player may start with any tile they choose": the next seat, tied hands included', () => {
    const { states } = play(ID, {}, [won(1, [5, 0, 5, 0], 2), tied(3), won(0, [0, 5, 0, 5], 0)]);
    expect(states.slice(1).map((s) => s.pose)).toEqual([
      { by: 'seats', seats: [3] },
      { by: 'seats', seats: [0] },
      { by: 'seats', seats: [1] },
    ]);
  });

  it('"Some play that in the second and subsequent deals, play is started by a member of the team that won the previous deal" (starter "winning-team"); after a tie, the 6-6 holder', () => {
    const { states } = play(ID, { starter: 'winning-team' }, [won(1, [5, 0, 5, 0], 2), tied(3)]);
    expect(states[1]!.pose).toEqual({ by: 'team', team: 1 });
    expect(states[2]!.pose).toEqual(HOLDER_66);
  });

  it('"Some play that every deal is started by the holder of the double six, who must begin with this tile" (starter "double-six")', () => {
    expect(after(ID, { starter: 'double-six' }, [won(1, [5, 0, 5, 0], 2)]).pose).toEqual(HOLDER_66);
  });

  it('a redeal is refused: "most do not allow any redeals"', () => {
    const record = parseRecord({ format: 'dominoes-match/1', rules: ID, seats: NAMES, hands: [{ redeal: { seat: 0 } }] });
    if (!record.ok) throw new Error(record.error.message);
    const r = checkRecord(record.value);
    expect(r.ok || r.error).toMatchObject({ code: 'hand/redeal', hand: 0, field: 'hands[0].redeal' });
  });
});
