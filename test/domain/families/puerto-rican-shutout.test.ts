/**
 * Puerto Rican Shutout. Every quote is from caribbean-jamaican-haitian-puerto-rican.txt, "Puerto
 * Rico": "The 4-player game is similar to the Jamaican partner game described above, except that
 * only 4 games in a row are needed to win a match. Blocked games are normally won by the team
 * having the lower score, the player of this team with the lower count starting the next hand."
 */
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../../domain/families/index.ts';
import { checkRecord, parseRecord } from '../../../domain/record.ts';
import { settleHand } from '../../../domain/settle.ts';
import { NAMES, after, p, play, replayUnder, result } from '../../support/families.ts';

const ID = 'puerto-rican-shutout';
const HOLDER_66 = { by: 'holder', bone: [6, 6], forced: true } as const;
const win = (team: number) => result({ winner: team, seats: [team] });

// Found by the random generator, checked by hand: Ann's 6-1 blocks the game with all 6s down.
// Cat holds the fewest pips (18), but the team totals are Ann 24 + Cat 18 = 42 and Ben 19 + Dan 19 = 38.
const dealt = [
  [[6, 4], [0, 6], [2, 5], [2, 3], [4, 4], [2, 2], [1, 6]],
  [[3, 5], [4, 1], [0, 0], [6, 6], [6, 2], [0, 4], [5, 1]],
  [[3, 6], [0, 3], [0, 5], [1, 2], [4, 5], [3, 1], [3, 3]],
  [[2, 0], [1, 1], [5, 6], [4, 3], [5, 5], [1, 0], [2, 4]],
] as [number, number][][];
const moves = [
  p(1, 6, 6), p(2, 6, 3), p(3, 4, 3), p(0, 6, 4, 'right'), p(1, 6, 2, 'left'), p(2, 2, 1), p(3, 1, 1), p(0, 6, 0), p(1, 4, 0),
  p(2, 5, 4), p(3, 6, 5), p(0, 6, 1, 'left'),
];

describe('Puerto Rican Shutout (CJHPR, "Puerto Rico")', () => {
  it('"Blocked games are normally won by the team having the lower score": Ben & Dan (38) beat Ann & Cat (42), though Cat holds the fewest', () => {
    const hand = replayUnder(ID, {}, HOLDER_66, moves, dealt);
    expect(hand.status).toBe('blocked');
    const s = settleHand(hand);
    expect(s.ok && s.value).toMatchObject({ outcome: 'blocked', winner: 1, seats: [1, 3], pips: [24, 19, 18, 19] });
  });

  it('"the player of this team with the lower count starting the next hand": Ben and Dan tie at 19, so either', () => {
    const record = parseRecord({ format: 'dominoes-match/1', rules: ID, seats: NAMES, hands: [{ moves, dealt: { 0: dealt[0], 1: dealt[1], 2: dealt[2], 3: dealt[3] } }] });
    if (!record.ok) throw new Error(record.error.message);
    const r = checkRecord(record.value);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.match.score).toEqual([0, 1]);
    expect(r.value.match.pose).toEqual({ by: 'seats', seats: [1, 3] });
    // One lower player: only he poses.
    const s = after(ID, {}, [result({ winner: 0, outcome: 'blocked', seats: [0, 2], pips: [3, 20, 9, 20] })]);
    expect(s.pose).toEqual({ by: 'seats', seats: [0] });
  });

  it('"only 4 games in a row are needed to win a match": 4-0 wins; the other side winning is a bruk, as in the partner game', () => {
    const { states, hands } = play(ID, {}, [win(0), win(0), win(0), win(1), win(1), win(1), win(1)]);
    expect(states[3]!.score).toEqual([3, 0]);
    expect(hands[3]).toMatchObject({ points: 0, bruk: true });
    expect(states[7]).toMatchObject({ score: [0, 3], winner: null });
    expect(after(ID, {}, [win(1), win(1), win(1), win(1)])).toMatchObject({ score: [0, 4], winner: 1 });
  });

  it('otherwise the partner game: the 6-6 holder poses the first hand, a domino\'s winners pose next, the options are the partner game\'s', () => {
    expect(play(ID, {}, []).states[0]!.pose).toEqual(HOLDER_66);
    expect(after(ID, {}, [win(1)]).pose).toEqual({ by: 'team', team: 1 });
    expect(after(ID, { onOpponentWin: 'winner-scores' }, [win(0), win(1)]).score).toEqual([0, 1]);
    expect(after(ID, { target: 6 }, [win(1), win(1), win(1), win(1)]).winner).toBeNull();
  });

  it('issue 18 item 22: "only 4 games in a row" with a key bone: 2 points, as in the partner game (keyBone true, the default), or one game like any other (keyBone false)', () => {
    const keyWin = (team: number) => result({ winner: team, seats: [team], bonuses: ['key-bone'] });
    expect(after(ID, {}, [keyWin(0), keyWin(0)])).toMatchObject({ score: [4, 0], winner: 0 });
    expect(after(ID, { keyBone: false }, [keyWin(0), keyWin(0)])).toMatchObject({ score: [2, 0], winner: null });
    const rules = (o: Record<string, unknown>) => FAMILIES[ID].handRules(FAMILIES[ID].options.parse(o), 4);
    expect(rules({}).bonuses).toEqual(['key-bone']);
    expect(rules({ keyBone: false }).bonuses).toEqual([]);
  });

  it('issue 18 item 22: a bruk decided by a block: the 6-6 holder starts, as after any bruk in the partner game (brukStarter "six-six", the default), or the winners\' player with the lower count, as after any block (brukStarter "lower-count")', () => {
    // Ann & Cat lead 2-0; Ben & Dan win a block, Dan with the lower count: 0-0, a bruk.
    const block = result({ winner: 1, outcome: 'blocked', seats: [1, 3], pips: [20, 9, 20, 3] });
    expect(after(ID, {}, [win(0), win(0), block])).toMatchObject({ score: [0, 0], pose: HOLDER_66 });
    expect(after(ID, { brukStarter: 'lower-count' }, [win(0), win(0), block])).toMatchObject({ score: [0, 0], pose: { by: 'seats', seats: [3] } });
    // A bruk by a domino: the holder of the 6-6 under either reading (the text speaks of blocks).
    expect(after(ID, { brukStarter: 'lower-count' }, [win(0), win(1)]).pose).toEqual(HOLDER_66);
  });

  it('has no block option of its own: partnersTiedForFewest is refused', () => {
    const record = parseRecord({ format: 'dominoes-match/1', rules: ID, options: { partnersTiedForFewest: 'tie' }, seats: NAMES, hands: [] });
    expect(record.ok || record.error).toMatchObject({ code: 'record/option', field: 'options.partnersTiedForFewest' });
  });
});
