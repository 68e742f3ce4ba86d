/**
 * The hostile records of the joint `pips` check after unseen draws (domain/unseen.ts `unseenCaps`,
 * domain/holdings.ts `canShare`): one hand of each family with a boneyard, blocked with the boneyard
 * empty and settled by `pips`, whose every draw is written as an unseen draw of one bone (so each
 * is a batch of its own and what the seat showed before it binds a cap). Found by a hill climb over
 * the deal and the play (November 2026) maximising the joint search's steps over every total
 * vector with the right sum: `accepted`, the legal totals it searched longest for; `refused`, the
 * totals it searched longest before refusing. Used by test/domain/unseen-worst.test.ts (accepted
 * and refused as they should be) and `npm run bench` (referee-unseen-worst, bench/unseen-worst.ts).
 */
import type { Move } from '../../domain/hand.ts';
import { RECORD_FORMAT } from '../../domain/record.ts';
import type { MatchRecord } from '../../domain/record.ts';
import type { RuleFamily } from '../../domain/rules.ts';

export interface WorstCase {
  readonly label: string;
  readonly rules: RuleFamily;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly seats: number;
  /**
   * The moves, a word each: the seat's index, then `d` (an unseen draw of one bone), `p` (a pass)
   * or the bone's two numbers and, where the end must be named, `l` or `r` ("064l": seat 0 plays 6-4 on the left).
   */
  readonly moves: string;
  /** Pip totals by seat that some sharing gives (the search's longest accepted). */
  readonly accepted: readonly number[];
  /** Pip totals by seat, with the right sum, that none gives (the search's longest refused). */
  readonly refused: readonly number[];
  /**
   * The oracle (every sharing, test/support/unseen.ts `sharedTotals`) takes some 3 s a total here
   * (12 s under the test runner): it confirmed `accepted` and `refused` once, when the case was
   * found, and the tests leave it out.
   */
  readonly oracleSlow?: boolean;
}

export const UNSEEN_WORST: readonly WorstCase[] = [
  {
    label: 'cuban-draw, 2 seats',
    rules: 'cuban-draw',
    seats: 2,
    moves: ['1d 1d 122 0d 0d 0d 0d 0d 062 142 064l 161 051 153 063l 131 011 141 043r 130', '010 1d 1d 1d 121 0d 0d 0d 032r 1d 133'].join(' '),
    accepted: [42, 32],
    refused: [41, 33],
  },
  {
    label: 'chiva, 2 seats',
    rules: 'chiva',
    seats: 2,
    moves: ['166 060l 162 022 130 032l 120 042 110 0d 0d 040 111 000 1d 151 052 1d 1d 1d', '1d 1d 1d 1d 1d 150 065 161 0d 0d 0d 021l'].join(' '),
    accepted: [21, 55],
    refused: [19, 57],
  },
  {
    label: 'cuban-draw, 3 seats',
    rules: 'cuban-draw',
    seats: 3,
    moves: ['2d 2d 2d 266 065l 162 242 054l 1d 1d 1d 1d 1d 164 240 000 161 230 063 121', '2d 2d 220 0d 0d 0d 0p 160r'].join(' '),
    accepted: [17, 33, 28],
    refused: [23, 37, 18],
  },
  {
    label: 'chiva, 3 seats',
    rules: 'chiva',
    seats: 3,
    moves: ['066 160 263 031 110l 240 064 1d 1d 1d 130 265 054 143l 242l 062 144 2d 2d 2d', '2d 2p 061 141l'].join(' '),
    accepted: [5, 14, 39],
    refused: [4, 14, 40],
  },
  {
    label: 'jamaican-cut-throat, 2 seats',
    rules: 'jamaican-cut-throat',
    options: {twoPlayers: 'draw'},
    seats: 2,
    moves: ['166 061 160 041 110 0d 064 1d 1d 121 032 130 000 150 052 1d 1d 162r 0d 0d', '0d 042l 140 0d 0d 0d 022 1d 1d 1d 120l'].join(' '),
    accepted: [34, 46],
    refused: [20, 60],
  },
  {
    label: 'haitian-individual, 2 seats',
    rules: 'haitian-individual',
    options: {twoPlayers: 'draw'},
    seats: 2,
    moves: ['166 061 160 041 110 0d 064 1d 1d 121 032 130 000 150 052 1d 1d 162r 0d 0d', '0d 042l 140 0d 0d 0d 022 1d 1d 1d 120l'].join(' '),
    accepted: [34, 46],
    refused: [20, 60],
  },
  {
    label: 'cuban-draw, 4 seats',
    rules: 'cuban-draw',
    seats: 4,
    moves: ['3d 3d 3d 3d 300 0d 0d 0d 0d 0d 0d 030l 1d 1d 160 243 340 064 141 221', '350 022 154 242r 3p 0p 144l'].join(' '),
    accepted: [42, 13, 7, 36],
    refused: [41, 13, 7, 37],
  },
  {
    // The longest of all: 43,600 steps (57 ms) before the search was bounded (domain/settle.ts JOINT_STEPS).
    label: 'cuban-draw, 4 seats, the longest search',
    rules: 'cuban-draw',
    seats: 4,
    moves: '066 1d 164l 265 3d 344 054r 1d 1d 1d 143l 2d 240 332 0d 0d 0d 042 110 2d 2d 2d 241r',
    accepted: [18, 29, 21, 22],
    refused: [19, 28, 21, 22],
    oracleSlow: true,
  },
];

/** The moves of a case (`WorstCase.moves`). */
export function worstMoves(c: WorstCase): Move[] {
  return c.moves.split(' ').map((w): Move => {
    const seat = Number(w[0]);
    if (w[1] === 'd') return { seat, draw: 1 };
    if (w[1] === 'p') return { seat, pass: true };
    const bone: [number, number] = [Number(w[1]), Number(w[2])];
    if (w[3] === undefined) return { seat, bone };
    return { seat, bone, end: w[3] === 'l' ? 'left' : 'right' };
  });
}

/** The case as a one-hand record settled by `pips`. */
export function worstRecord(c: WorstCase, pips: readonly number[]): MatchRecord {
  const seats = ['Ann', 'Ben', 'Cat', 'Dan'].slice(0, c.seats);
  const byseat = Object.fromEntries(pips.map((p, s) => [String(s), p]));
  return { format: RECORD_FORMAT, rules: c.rules, ...(c.options && { options: c.options }), seats, hands: [{ moves: worstMoves(c), pips: byseat }] };
}
