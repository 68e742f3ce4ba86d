/**
 * Chiva. Every quote is from caribbean-jamaican-haitian-puerto-rican.txt, "Puerto Rico": "The 2-
 * and 3-player versions of Chiva are played as draw games, each player receiving 7 tiles. A player
 * who cannot play draws tiles from the boneyard until able to play or until the boneyard is empty.
 * In the 3-player game the object is to win 4 games while one of the other players has none. If
 * all three players win a game before anyone has reached 4 wins, all three players' scores are
 * reset to zero."
 */
import { describe, expect, it } from 'vitest';
import { bonesInPlay, startHand } from '../../../domain/hand.ts';
import { FAMILIES } from '../../../domain/families/index.ts';
import { NAMES, after, play, result } from '../../support/families.ts';

const ID = 'chiva';
const win = (seat: number) => result({ winner: seat, seats: [seat] });

describe('Chiva (CJHPR, "Puerto Rico")', () => {
  it('"played as draw games, each player receiving 7 tiles": 2 or 3 players, 7 each, the rest (14 or 7) in the boneyard', () => {
    for (const [seats, stock] of [[2, 14], [3, 7]] as const) {
      const rules = FAMILIES[ID].handRules(FAMILIES[ID].options.parse({}), seats);
      expect([rules.handSize, rules.rest, bonesInPlay(rules), rules.teamOf.length]).toEqual([7, 'boneyard', 28, seats]);
      const hand = startHand({ rules, pose: { by: 'anyone' }, seatNames: NAMES.slice(0, seats) });
      expect(hand.ok && hand.value.stock).toBe(stock);
    }
    expect(FAMILIES[ID].seatCounts).toEqual([2, 3]);
  });

  it('"the object is to win 4 games while one of the other players has none"', () => {
    expect(after(ID, {}, [win(2), win(2), win(0), win(2), win(2)], 3)).toMatchObject({ score: [1, 0, 4], winner: 2 });
    expect(after(ID, {}, [win(1), win(1), win(1)], 2).winner).toBeNull();
  });

  it('"If all three players win a game before anyone has reached 4 wins, all three players\' scores are reset to zero"', () => {
    const { states, hands } = play(ID, {}, [win(0), win(1), win(1), win(2)], 3);
    expect(states[3]!.score).toEqual([1, 2, 0]);
    expect(states[4]!.score).toEqual([0, 0, 0]);
    expect(hands[3]).toMatchObject({ points: 0, bruk: true, notes: ['reset-all'] });
  });

  it('issue 18 item 21: the text never mentions the key bone ("win 4 games"): a win with it is one game, unless the table counts it (keyBone true, as the partner game does)', () => {
    const keyWin = result({ winner: 0, seats: [0], bonuses: ['key-bone'] });
    expect(play(ID, {}, [keyWin], 3).hands[0]).toMatchObject({ points: 1 });
    expect(FAMILIES[ID].handRules(FAMILIES[ID].options.parse({}), 3).bonuses).toEqual([]);
    expect(play(ID, { keyBone: true }, [keyWin], 3).hands[0]).toMatchObject({ points: 2 });
    expect(FAMILIES[ID].handRules(FAMILIES[ID].options.parse({ keyBone: true }), 2).bonuses).toEqual(['key-bone']);
  });
});
