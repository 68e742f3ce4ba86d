/**
 * What a game leaves for the standings (issue 17, "The model": a game) and when a table is
 * complete: from the records in docs/examples replayed by the referee's check, and paper scores.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paperOutcome, recordOutcome, tableCompleteOutcomes } from '../../../domain/events/outcome.ts';
import { checkRecordText } from '../../../domain/record.ts';
import type { MatchReport } from '../../../domain/record.ts';

function example(name: string): MatchReport {
  const checked = checkRecordText(readFileSync(resolve(import.meta.dirname, '../../../docs/examples', name), 'utf8'));
  if (!checked.ok) throw new Error(checked.error.message);
  return checked.value;
}

describe('recordOutcome', () => {
  it('a record with a winner: its final score and winner, hands won by side (Milo, won by side 1 5-2)', () => {
    // The example's hands were won by sides 1, 0, 1, 0, 1, 1.
    expect(recordOutcome(example('milo.json'))).toEqual({ finished: true, score: [2, 5], winner: 1, handsWon: [2, 4], paper: false });
  });

  it('a tied hand counts for nobody ("ties and redeals neither"): Haitian individual, three seats', () => {
    // Hands won by seats 2, nobody (tied), 0, 1, 0.
    expect(recordOutcome(example('haitian-individual.json'))).toMatchObject({ finished: false, winner: null, handsWon: [2, 1, 1] });
  });

  it('a record without a winner is not finished', () => {
    expect(recordOutcome(example('latin-partnership.json'))).toEqual({ finished: false, score: [31, 29], winner: null, handsWon: [1, 2], paper: false });
  });

  it('stopped by the clock, the leader wins (issue 17: "its hands count and the leader wins")', () => {
    expect(recordOutcome(example('latin-partnership.json'), 'time')).toEqual({ finished: true, score: [31, 29], winner: 0, handsWon: [1, 2], paper: false });
  });

  it('stopped by the clock with equal scores, a drawn game ("equal scores a drawn game")', () => {
    expect(recordOutcome(example('jamaican-partner.json'), 'time')).toEqual({ finished: true, score: [0, 0], winner: null, handsWon: [1, 1], paper: false });
  });
});

describe('paperOutcome', () => {
  it('"one number a side; the highest wins, equal a drawn game"; a paper game has no hands', () => {
    expect(paperOutcome([100, 80])).toEqual({ finished: true, score: [100, 80], winner: 0, handsWon: [0, 0], paper: true });
    expect(paperOutcome([3, 3])).toMatchObject({ finished: true, winner: null });
    // Cut-throat: players level at the top make a drawn game; a single leader wins.
    expect(paperOutcome([1, 5, 5])).toMatchObject({ winner: null, handsWon: [0, 0, 0] });
    expect(paperOutcome([0, 4, 2])).toMatchObject({ winner: 1 });
  });
});

describe('tableCompleteOutcomes (issue 17: "A table is complete when its round format is met …")', () => {
  const won = (side: number) => paperOutcome(side === 0 ? [6, 0] : [0, 6]);
  const drawn = paperOutcome([3, 3]);
  const inPlay = { ...won(0), finished: false, winner: null };

  it('"games: N": N games finished, drawn ones included', () => {
    expect(tableCompleteOutcomes({ games: 2 }, [won(0)])).toBe(false);
    expect(tableCompleteOutcomes({ games: 2 }, [won(0), drawn])).toBe(true);
    expect(tableCompleteOutcomes({ games: 2 }, [won(0), inPlay])).toBe(false);
  });

  it('"firstTo: N": a side reached N wins, drawn games never counting', () => {
    expect(tableCompleteOutcomes({ firstTo: 2 }, [won(0), won(1), drawn, drawn])).toBe(false);
    expect(tableCompleteOutcomes({ firstTo: 2 }, [won(0), won(1), won(1)])).toBe(true);
  });

  it('"or it is forfeited"', () => {
    expect(tableCompleteOutcomes({ games: 3 }, [], ['p1'])).toBe(true);
    expect(tableCompleteOutcomes({ games: 3 }, [], [])).toBe(false);
  });
});
