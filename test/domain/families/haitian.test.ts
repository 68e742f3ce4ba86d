/**
 * The Haitian partner game. Every quote is from caribbean-jamaican-haitian-puerto-rican.txt, the
 * section on Haiti (CJHPR).
 */
import { describe, expect, it } from 'vitest';
import { checkRecord, parseRecord } from '../../../domain/record.ts';
import { settleHand } from '../../../domain/settle.ts';
import { after, p, pass, play, replayUnder, result } from '../../support/families.ts';

const ID = 'haitian';
const HOLDER_66 = { by: 'holder', bone: [6, 6], forced: true } as const;
const win = (team: number, dekabes = false, outcome: 'domino' | 'blocked' = 'domino') =>
  result({ winner: team, outcome, seats: [team], bonuses: dekabes ? ['dekabes'] : [], poser: team });
/** A tied block posed by `poser`. */
const tie = (poser: number) => result({ winner: null, outcome: 'tied', seats: [0, 1], poser });

describe('scoring (CJHPR, Haiti)', () => {
  it('"If a player manages to play all their dominoes, they win and their team normally scores one point"; a block won scores one too', () => {
    expect(play(ID, {}, [win(0)]).hands[0]!.points).toBe(1);
    expect(play(ID, {}, [win(1, false, 'blocked')]).hands[0]!.points).toBe(1);
  });

  it('"Dekabès … the winning team scores two points"', () => {
    expect(play(ID, {}, [win(0, true)]).hands[0]!.points).toBe(2);
  });

  it('"At the end of each round the winning team adds their points to their score and the losing team\'s score is reset to zero"', () => {
    const { states, hands } = play(ID, {}, [win(0), win(0, true), win(1)]);
    expect(states.map((s) => s.score)).toEqual([[0, 0], [1, 0], [3, 0], [0, 1]]);
    expect(hands[2]!.notes).toEqual(['losers-to-zero']);
  });

  it('"The first team that achieves a cumulative score of 4 or more points wins the game": 1 + 2 + 2 = 5 wins; 3 does not', () => {
    expect(after(ID, {}, [win(0), win(0, true)]).winner).toBeNull();
    expect(after(ID, {}, [win(0), win(0, true), win(0, true)])).toMatchObject({ score: [5, 0], winner: 0 });
    expect(after(ID, { target: 2 }, [win(1, true)])).toMatchObject({ score: [0, 2], winner: 1 });
  });

  it('"If the game is blocked and two opponents tie for least points, there is no score for the tied round. The next round is started by the same team that started the tied round, and scores two points"', () => {
    const { states, hands } = play(ID, {}, [win(0), tie(1)]);
    expect(hands[1]!.points).toBe(0);
    expect(states[2]!.score).toEqual([1, 0]);
    expect(states[2]!.pose).toEqual({ by: 'team', team: 1, why: 'tie-same-team' });
    expect(states[2]!.nextValue).toBe(2);
    expect(after(ID, {}, [win(0), tie(1), win(0)]).score).toEqual([3, 0]);
  });

  it('"If there are two or more consecutive tied blocked rounds, the score for the next round with a winner is not further increased: it is still two points"', () => {
    const { states } = play(ID, {}, [tie(0), tie(0), tie(0), win(1)]);
    expect(states[3]!.nextValue).toBe(2);
    expect(states[4]!.score).toEqual([0, 2]);
  });

  it('"If the round after a tied blocked round is won with Dekabès … the winners will score four points instead of two, which is sufficient to win the whole game"', () => {
    const s = after(ID, {}, [tie(0), win(1, true)]);
    expect(s).toMatchObject({ score: [0, 4], winner: 1 });
  });

  it('"Some play that a Dekabès after a tied blocked round scores only 3 points rather than 4" (dekabesAfterTie 3)', () => {
    expect(after(ID, { dekabesAfterTie: 3 }, [tie(0), win(1, true)]).score).toEqual([0, 3]);
  });

  it('"In the first round the holder of the 6:6 starts by playing it. Subsequent rounds are started by a member of the team that won the previous round"', () => {
    const { states } = play(ID, {}, [win(1)]);
    expect(states[0]!.pose).toEqual(HOLDER_66);
    expect(states[1]!.pose).toEqual({ by: 'team', team: 1 });
  });
});

describe('whole hands', () => {
  // Found by the random generator, checked by hand. Dan poses 6-6; at the last move the ends are 5
  // and 1 and Dan plays his last bone, 5-1: "the two ends of that final domino match the two open
  // ends of the line … in Haiti, unlike Jamaica, these do not have to be 'hard ends'" (Ann still
  // holds 5-5, so the 5 end is not hard).
  const dealt = [
    [[4, 0], [3, 1], [4, 1], [3, 2], [5, 5], [2, 1], [3, 5]],
    [[2, 2], [0, 3], [3, 4], [4, 5], [6, 0], [0, 0], [2, 5]],
    [[6, 1], [5, 6], [4, 2], [6, 4], [6, 2], [1, 1], [2, 0]],
    [[6, 3], [5, 0], [1, 0], [4, 4], [6, 6], [3, 3], [5, 1]],
  ] as [number, number][][];
  const moves = [
    p(3, 6, 6), pass(0), p(1, 6, 0), p(2, 6, 5), p(3, 1, 0), p(0, 4, 1), p(1, 5, 4, 'left'), p(2, 6, 4), p(3, 4, 4), p(0, 4, 0),
    p(1, 0, 0), p(2, 6, 2), p(3, 5, 0), p(0, 5, 3), p(1, 2, 2), p(2, 2, 0), p(3, 3, 3), p(0, 3, 1), p(1, 3, 0), p(2, 1, 1),
    p(3, 6, 3), p(0, 2, 1), p(1, 5, 2), p(2, 6, 1), p(3, 5, 1, 'left'),
  ];

  it('Dekabès on ends that are not hard: 2 points to Ben & Dan', () => {
    const before = replayUnder(ID, {}, HOLDER_66, moves.slice(0, -1), dealt);
    expect(before.ends).toEqual([5, 1]);
    const hand = replayUnder(ID, {}, HOLDER_66, moves, dealt);
    expect(hand.bonuses).toEqual(['dekabes']);
    const record = parseRecord({ format: 'dominoes-match/1', rules: ID, seats: ['Ann', 'Ben', 'Cat', 'Dan'], hands: [{ moves }] });
    if (!record.ok) throw new Error(record.error.message);
    const r = checkRecord(record.value);
    expect(r.ok && r.value.hands[0]!.score.points).toBe(2);
    expect(r.ok && r.value.match.score).toEqual([0, 2]);
    const s = settleHand(hand);
    expect(s.ok && s.value.pips).toEqual([15, 7, 6, 0]);
  });

  it('"Any player who draws five or more doubles is entitled to demand a reshuffle": a redeal scores nothing and changes nothing', () => {
    const record = parseRecord({
      format: 'dominoes-match/1',
      rules: ID,
      seats: ['Ann', 'Ben', 'Cat', 'Dan'],
      hands: [{ redeal: { seat: 2 } }, { moves }],
    });
    if (!record.ok) throw new Error(record.error.message);
    const r = checkRecord(record.value);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.hands[0]).toMatchObject({ redeal: { seat: 2 }, result: { outcome: 'redeal', winner: null }, score: { points: 0 } });
    expect(r.value.hands[0]!.after).toBe(r.value.hands[0]!.before);
    expect(r.value.match.score).toEqual([0, 2]);
  });
});
