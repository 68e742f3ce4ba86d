/**
 * Jamaican Partner match scoring, option by option. "CJHPR" is
 * caribbean-jamaican-haitian-puerto-rican.txt ("Partner Dominoes"); "SECOND" is
 * jamaican-partner-second-source.txt; "JCTPF" is jamaican-cut-throat-partner-french.txt.
 */
import { describe, expect, it } from 'vitest';
import { scoreHand, startMatch } from '../../domain/match.ts';
import type { HandScore, MatchState } from '../../domain/match.ts';
import { jamaicanPartnerOptions } from '../../domain/rules.ts';
import type { JamaicanPartnerOptionsInput } from '../../domain/rules.ts';
import type { HandResult } from '../../domain/settle.ts';

/** A won hand: a domino by `team` (seat = team), with the key bone or not. */
const win = (team: number, keyBone = false): HandResult => ({
  outcome: 'domino',
  winner: team,
  poser: 0,
  tieBroken: null,
  seats: [team],
  bonuses: keyBone ? ['key-bone'] : [],
  pips: null,
  lastBone: null,
});
const tie: HandResult = { outcome: 'tied', winner: null, poser: 0, tieBroken: null, seats: [0, 1], bonuses: [], pips: [3, 3, 9, 9], lastBone: null };

/** Plays a list of results; returns every state and hand score along the way. */
function play(options: JamaicanPartnerOptionsInput, results: HandResult[]): { states: MatchState[]; hands: HandScore[] } {
  let state = startMatch(jamaicanPartnerOptions.parse(options));
  const states = [state];
  const hands: HandScore[] = [];
  for (const r of results) {
    const next = scoreHand(state, r);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value.state;
    states.push(state);
    hands.push(next.value.hand);
  }
  return { states, hands };
}
const last = <T,>(xs: T[]): T => xs[xs.length - 1]!;

const HOLDER_FORCED = { by: 'holder', bone: [6, 6], forced: true };
const HOLDER_SPORTING = { by: 'holder', bone: [6, 6], forced: false };

describe('six-love', () => {
  it('the first hand is posed with the 6-6 by its holder in tournament play (CJHPR "In tournament play, the first player must begin by posing the 6-6")', () => {
    expect(startMatch(jamaicanPartnerOptions.parse({})).pose).toEqual(HOLDER_FORCED);
  });

  it('sporting: the holder poses, any bone (CJHPR "he is \'sporting\' and begin with a different bone")', () => {
    expect(startMatch(jamaicanPartnerOptions.parse({ pose: 'sporting' })).pose).toEqual({ by: 'holder', bone: [6, 6], forced: false });
  });

  it('a side that keeps winning adds a point a hand and wins at 6-0 (CJHPR "The aim is to win 6 points while the opponents win none")', () => {
    const { states, hands } = play({}, [win(1), win(1), win(1), win(1), win(1), win(1)]);
    expect(states.map((s) => s.score)).toEqual([[0, 0], [0, 1], [0, 2], [0, 3], [0, 4], [0, 5], [0, 6]]);
    expect(hands.map((h) => h.points)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(states.slice(0, 6).map((s) => s.winner)).toEqual([null, null, null, null, null, null]);
    expect(last(states).winner).toBe(1);
  });

  it('the winners of a hand pose the next, either partner, any bone (CJHPR "the team that won the previous hand plays first")', () => {
    expect(last(play({}, [win(0)]).states).pose).toEqual({ by: 'team', team: 0 });
  });

  it('after the match is won, no more hands are scored', () => {
    const { states } = play({}, [win(0), win(0), win(0), win(0), win(0), win(0)]);
    const r = scoreHand(last(states), win(1));
    expect(!r.ok && r.error.code).toBe('match/over');
  });

  it('the target is an option (CJHPR, Puerto Rico: "only 4 games in a row are needed")', () => {
    const { states } = play({ target: 4 }, [win(0), win(0), win(0), win(0)]);
    expect(last(states).winner).toBe(0);
  });
});

describe('when the other side wins', () => {
  it('reset-both (default): the score goes back to 0-0 and the 6-6 holder poses (CJHPR "If the other side wins a hand, the score returns to 0 - 0, and the next hand is begun by the holder of the double six")', () => {
    const { states, hands } = play({}, [win(0), win(0), win(0), win(1)]);
    expect(last(states).score).toEqual([0, 0]);
    expect(last(states).pose).toEqual(HOLDER_FORCED);
    expect(last(hands)).toEqual({ points: 0, bruk: true, playoffNext: false });
  });

  it('winner-scores: only the losers go to 0; the winners keep the point they won and pose (SECOND "When the opposing team scores your score is reset to 0")', () => {
    const { states, hands } = play({ onOpponentWin: 'winner-scores' }, [win(0), win(0), win(0), win(1)]);
    expect(last(states).score).toEqual([0, 1]);
    expect(last(states).pose).toEqual({ by: 'team', team: 1 });
    expect(last(hands)).toEqual({ points: 1, bruk: false, playoffNext: false });
  });

  it('winner-scores with the key bone: the winners keep both points', () => {
    expect(last(play({ onOpponentWin: 'winner-scores' }, [win(0), win(1, true)]).states).score).toEqual([0, 2]);
  });
});

describe('key bone', () => {
  it('winning with the key bone scores 2 rather than 1 (CJHPR "so 2 points rather than 1")', () => {
    const { states, hands } = play({}, [win(0, true), win(0)]);
    expect(hands.map((h) => h.points)).toEqual([2, 1]);
    expect(last(states).score).toEqual([3, 0]);
  });
});

describe('tied hands', () => {
  it('no-score (default): nobody scores and the 6-6 holder poses the next hand (CJHPR "If there is a tie neither team scores and the holder of the 6-6 begins the next hand")', () => {
    const { states, hands } = play({}, [win(0), win(0), tie]);
    expect(last(states).score).toEqual([2, 0]);
    expect(last(states).pose).toEqual(HOLDER_FORCED);
    expect(last(states).nextValue).toBe(1);
    expect(last(hands).points).toBe(0);
    // The next win still adds one point.
    expect(last(play({}, [win(0), win(0), tie, win(0)]).states).score).toEqual([3, 0]);
  });

  it('replay at 0-0: the 6-6 holder poses the replay, worth 2 (CJHPR "If the score was 0 - 0, the holder of the 6-6 starts the replay, but the replay is worth 2 points")', () => {
    const { states } = play({ ties: 'replay' }, [tie]);
    expect(last(states).nextValue).toBe(2);
    expect(last(states).pose).toEqual(HOLDER_FORCED);
    expect(last(play({ ties: 'replay' }, [tie, win(1)]).states).score).toEqual([0, 2]);
  });

  it('replay: each further tie adds a point: 2, 3, 4 (CJHPR "the third replay is for 4 points, and so on")', () => {
    const { states } = play({ ties: 'replay' }, [tie, tie, tie]);
    expect(states.map((s) => s.nextValue)).toEqual([1, 2, 3, 4]);
    const after = play({ ties: 'replay' }, [tie, tie, tie, win(0)]);
    expect(last(after.states).score).toEqual([4, 0]);
    expect(last(after.states).nextValue).toBe(1);
  });

  it('replay with a leader: the leaders pose, and add the replay\'s value if they win (CJHPR "If one team already has a score, that team starts, and if they win the replay they add two points")', () => {
    const { states } = play({ ties: 'replay' }, [win(1), tie]);
    expect(last(states).pose).toEqual({ by: 'team', team: 1, why: 'replay-leader' });
    expect(last(play({ ties: 'replay' }, [win(1), tie, win(1)]).states).score).toEqual([0, 3]);
  });

  it('replay lost by the leaders: the score is reset to 0-0 (CJHPR "If the leading team loses the replay, the score is reset to 0 - 0")', () => {
    const { states, hands } = play({ ties: 'replay' }, [win(1), win(1), tie, win(0)]);
    expect(last(states).score).toEqual([0, 0]);
    expect(last(hands).bruk).toBe(true);
  });

  it('a key bone adds one point to whatever the replay is worth', () => {
    expect(last(play({ ties: 'replay' }, [tie, win(0, true)]).states).score).toEqual([3, 0]);
  });
});

describe('who poses under the sporting pose', () => {
  // Sporting is allowed where the texts say the hand is *begun by* the 6-6 holder (CJHPR "The first
  // hand begins with the individual who has the double six bone … the holder of the 6-6 is allowed
  // to announce that he is 'sporting' and begin with a different bone"), never after a tied hand.
  const sporting = { pose: 'sporting' } as const;

  it('after a tied hand the 6-6 holder poses the 6-6 itself, sporting or not (CJHPR "If the previous hand was tied, the holder of the 6-6 poses it"; SECOND "The double 6 is used to start the layout")', () => {
    expect(last(play(sporting, [tie]).states).pose).toEqual(HOLDER_FORCED);
    expect(last(play(sporting, [win(0), tie]).states).pose).toEqual(HOLDER_FORCED);
  });

  it('a replay at 0-0 is a hand after a tie: the 6-6 itself (CJHPR "If the score was 0 - 0, the holder of the 6-6 starts the replay")', () => {
    expect(last(play({ ...sporting, ties: 'replay' }, [tie]).states).pose).toEqual(HOLDER_FORCED);
    expect(last(play({ ...sporting, ties: 'replay' }, [tie, tie]).states).pose).toEqual(HOLDER_FORCED);
  });

  it('a tied play-off is played again with the 6-6 itself (our reading: the hand after a tie)', () => {
    const { states } = play({ ...sporting, playoffAtOneOne: true }, [win(0), win(1), tie]);
    expect(last(states)).toMatchObject({ playoff: true, pose: HOLDER_FORCED });
  });

  it('the first hand, the hand after a bruk and the play-off stay sporting (CJHPR "the next hand is begun by the holder of the double six")', () => {
    expect(play(sporting, []).states[0]!.pose).toEqual(HOLDER_SPORTING);
    expect(last(play(sporting, [win(0), win(1)]).states)).toMatchObject({ score: [0, 0], pose: HOLDER_SPORTING });
    expect(last(play({ ...sporting, playoffAtOneOne: true }, [win(0), win(1)]).states)).toMatchObject({ playoff: true, pose: HOLDER_SPORTING });
    // After a tie and then a bruk, the bruk decides: sporting again.
    expect(last(play(sporting, [win(0), tie, win(1)]).states)).toMatchObject({ score: [0, 0], pose: HOLDER_SPORTING });
  });
});

describe('the leaders lose a replay under winner-scores', () => {
  const base = { ties: 'replay', onOpponentWin: 'winner-scores' } as const;

  it('on-opponent-win (default): a replay lost is like any hand lost: the winners score the replay\'s value, the leaders go to 0 (our reading, docs/rules.md)', () => {
    const { states, hands } = play(base, [win(1), win(1), tie, win(0)]);
    expect(last(states)).toMatchObject({ score: [2, 0], pose: { by: 'team', team: 0 } });
    expect(last(hands)).toMatchObject({ points: 2, bruk: false });
  });

  it('reset-both: the score goes back to 0-0 (CJHPR and JCTPF "If the leading team loses the replay, the score is reset to 0 - 0")', () => {
    const { states, hands } = play({ ...base, leadersLoseReplay: 'reset-both' }, [win(1), win(1), tie, win(0)]);
    expect(last(states)).toMatchObject({ score: [0, 0], nextValue: 1, pose: HOLDER_FORCED });
    expect(last(hands)).toEqual({ points: 0, bruk: true, playoffNext: false });
  });

  it('reset-both changes only replays: an ordinary hand lost still follows winner-scores', () => {
    const { states } = play({ ...base, leadersLoseReplay: 'reset-both' }, [win(1), win(1), win(0)]);
    expect(last(states).score).toEqual([1, 0]);
  });

  it('reset-both: the leaders winning the replay still add its value (CJHPR "if they win the replay they add two points")', () => {
    expect(last(play({ ...base, leadersLoseReplay: 'reset-both' }, [win(1), tie, win(1)]).states).score).toEqual([0, 3]);
  });
});

describe('the 1-1 play-off', () => {
  it('off by default: a side with 1 point that loses a hand is reset to 0-0', () => {
    expect(last(play({}, [win(0), win(1)]).states).score).toEqual([0, 0]);
  });

  it('on: at 1-1 there is a play-off posed by the 6-6 holder; its winner has 2-0 and poses (CJHPR "when the game reaches 1 - 1, instead of starting over, there is a play-off hand. The team that wins the play-off hand then has a score of 2 - 0 and starts the next hand")', () => {
    const { states, hands } = play({ playoffAtOneOne: true }, [win(0), win(1)]);
    expect(last(states)).toMatchObject({ score: [1, 1], playoff: true, pose: HOLDER_FORCED });
    expect(last(hands)).toEqual({ points: 1, bruk: false, playoffNext: true });
    const after = play({ playoffAtOneOne: true }, [win(0), win(1), win(1)]);
    expect(last(after.states)).toMatchObject({ score: [0, 2], playoff: false, pose: { by: 'team', team: 1 } });
  });

  it('a key bone does not change the play-off result: 2-0', () => {
    expect(last(play({ playoffAtOneOne: true }, [win(0), win(1), win(0, true)]).states).score).toEqual([2, 0]);
  });

  it('only a 1-point hand makes 1-1: a key-bone win from 1-0 down is an ordinary bruk', () => {
    expect(last(play({ playoffAtOneOne: true }, [win(0), win(1, true)]).states)).toMatchObject({ score: [0, 0], playoff: false });
  });

  it('a tied play-off is played again as the play-off (our reading; docs/rules.md)', () => {
    const { states } = play({ playoffAtOneOne: true, ties: 'replay' }, [win(0), win(1), tie]);
    expect(last(states)).toMatchObject({ score: [1, 1], playoff: true, pose: HOLDER_FORCED });
  });
});
