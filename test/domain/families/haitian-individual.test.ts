/**
 * The Haitian games each for oneself. Every quote is from caribbean-jamaican-haitian-puerto-rican.txt,
 * the section on Haiti: "Two-Player Game", "Three-Player Game", "Four-Player Individual Game".
 */
import { describe, expect, it } from 'vitest';
import { bonesInPlay } from '../../../domain/hand.ts';
import { FAMILIES } from '../../../domain/families/index.ts';
import { after, play, result } from '../../support/families.ts';

const ID = 'haitian-individual';
const HOLDER_66 = { by: 'holder', bone: [6, 6], forced: true } as const;
const rulesOf = (seats: number, options: Record<string, unknown> = {}) => FAMILIES[ID].handRules(FAMILIES[ID].options.parse(options), seats);
const win = (seat: number, dekabes = false) => result({ winner: seat, seats: [seat], bonuses: dekabes ? ['dekabes'] : [], poser: seat });
/** A tied block between `seats`, posed by `poser`. */
const tie = (seats: number[], poser: number) => result({ winner: null, outcome: 'tied', seats, poser });

describe('the deal', () => {
  it('two players: "1. A draw game, in which each player draws 7 dominoes. The remaining 14 dominoes are placed face down in a \'boneyard\'"', () => {
    expect([rulesOf(2).handSize, rulesOf(2).rest]).toEqual([7, 'boneyard']);
  });

  it('"2. A block game, in which each player draws 7 dominoes, the remaining 14 dominoes are out of play"', () => {
    expect([rulesOf(2, { twoPlayers: 'block' }).handSize, rulesOf(2, { twoPlayers: 'block' }).rest]).toEqual([7, 'sleeping']);
  });

  it('"3. A game in which each player draws 14 dominoes": all 28 dealt, so the highest double, which begins, is the 6-6', () => {
    const rules = rulesOf(2, { twoPlayers: 'fourteen-each' });
    expect(rules.handSize * rules.seats).toBe(bonesInPlay(rules));
    expect(play(ID, { twoPlayers: 'fourteen-each' }, [], 2).states[0]!.pose).toEqual(HOLDER_66);
  });

  it('three players: "The double blank is removed from the set and each player draws 9 tiles"; four: "Each player draws 7 dominoes"', () => {
    expect([rulesOf(3).handSize, bonesInPlay(rulesOf(3)), rulesOf(3).removed]).toEqual([9, 27, [[0, 0]]]);
    expect([rulesOf(4).handSize, rulesOf(4).teamOf]).toEqual([7, [0, 1, 2, 3]]);
  });
});

describe('scoring: "the same as in the 4-player partner game"', () => {
  it('"A player needs to score 4 or more points consecutively to win: a player who loses a round has their score reset to zero"', () => {
    const { states, hands } = play(ID, {}, [win(0), win(0, true), win(1), win(1), win(1), win(1, true)], 3);
    expect(states.map((s) => s.score)).toEqual([[0, 0, 0], [1, 0, 0], [3, 0, 0], [0, 1, 0], [0, 2, 0], [0, 3, 0], [0, 5, 0]]);
    expect(hands[2]!.notes).toEqual(['losers-to-zero']);
    expect(states[6]!.winner).toBe(1);
  });

  it('Dekabès 2; after a tied block 2, and Dekabès 4 (or 3 with dekabesAfterTie)', () => {
    expect(after(ID, {}, [tie([0, 1], 0), win(1)], 2).score).toEqual([0, 2]);
    expect(after(ID, {}, [tie([0, 1], 0), win(1, true)], 2)).toMatchObject({ score: [0, 4], winner: 1 });
    expect(after(ID, { dekabesAfterTie: 3 }, [tie([0, 1], 0), win(1, true)], 2).score).toEqual([0, 3]);
  });

  it('"After a tied blocked round, if the player that started the round was involved in the tie, the same player starts the next round; if not, the holder of the 6:6 starts the next round by playing the 6:6"', () => {
    expect(after(ID, {}, [tie([1, 2], 2)], 3).pose).toEqual({ by: 'seats', seats: [2] });
    expect(after(ID, {}, [tie([1, 2], 0)], 3).pose).toEqual(HOLDER_66);
    // "The play and scoring are the same as in the three-player game" for four.
    expect(after(ID, {}, [tie([0, 3], 3)], 4).pose).toEqual({ by: 'seats', seats: [3] });
  });

  it('the winner of a round starts the next, with any bone', () => {
    expect(after(ID, {}, [win(2)], 4).pose).toEqual({ by: 'team', team: 2 });
  });
});
