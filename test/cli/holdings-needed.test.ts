/**
 * The referee's report of a hand settled without the seats its scoring does not read (issue 18
 * item 7: "the referee's report says what was not given"): named as not given, never a 0.
 */
import { describe, expect, it } from 'vitest';
import { formatFamilyReport } from '../../cli/family-report.ts';
import { checkRecord } from '../../domain/record.ts';
import { cubanDomino, withSeats } from '../support/cuban-domino.ts';

describe('the referee\'s report of a Cuban domino without the partner\'s bones', () => {
  it('says the partner\'s holdings were not given and not counted, and the points the opponents\' make', () => {
    const { record, partner, points } = cubanDomino();
    const checked = checkRecord(withSeats(record, (s) => s !== partner));
    if (!checked.ok) throw new Error(checked.error.message);
    const words = formatFamilyReport(checked.value);
    expect(words).toContain(`${record.seats[partner]} not given (not counted)`);
    expect(words).not.toContain(`${record.seats[partner]} 0`);
    expect(words).toContain(`${points} point`);
  });
});
