/**
 * The matches list narrowed down by player and by date (issue 18 item 9: "search by player and
 * filter by date"): renderer/src/matchFilter.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_FILTER, filterMatches, localDay, searchable } from '../../renderer/src/matchFilter.ts';

const at = (day: string, hour = 12) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00`).toISOString();
const LIST = [
  { id: 1, seats: ['José', 'Lourdes', 'Ann', 'Ben'], updatedAt: at('2026-11-01') },
  { id: 2, seats: ['Ann', 'Ben', 'Cat', 'Dan'], updatedAt: at('2026-11-15', 0) },
  { id: 3, seats: ['Guadalupe', 'Esperanza', 'Tina', 'Vic'], updatedAt: at('2026-11-20', 23) },
];
const ids = (filter: Partial<typeof NO_FILTER>) => filterMatches(LIST, { ...NO_FILTER, ...filter }).map((m) => m.id);

describe('the matches list filtered', () => {
  it('by any part of a player\'s name, whatever the case and the accents', () => {
    expect(ids({ player: 'jose' })).toEqual([1]);
    expect(ids({ player: 'ANN' })).toEqual([1, 2]);
    expect(ids({ player: 'lupe' })).toEqual([3]);
    expect(ids({ player: '  ' })).toEqual([1, 2, 3]);
    expect(ids({ player: 'nobody' })).toEqual([]);
  });

  it('by the day it last changed, from and to, both days included (the computer\'s own days)', () => {
    expect(ids({ from: '2026-11-15' })).toEqual([2, 3]);
    expect(ids({ to: '2026-11-15' })).toEqual([1, 2]);
    expect(ids({ from: '2026-11-15', to: '2026-11-15' })).toEqual([2]);
    expect(ids({ from: '2026-11-16', to: '2026-11-14' })).toEqual([]);
    expect(ids({ player: 'ann', from: '2026-11-02' })).toEqual([2]);
    expect(localDay(at('2026-11-20', 23))).toBe('2026-11-20');
  });

  it('keeps the list\'s order, drops nothing with no filter, and keeps only matches that fit', () => {
    const name = fc.string({ minLength: 1, maxLength: 8 });
    const match = fc.record({ seats: fc.array(name, { minLength: 2, maxLength: 4 }), updatedAt: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString()) });
    fc.assert(
      fc.property(fc.array(match, { maxLength: 12 }), fc.string({ maxLength: 3 }), (list, player) => {
        expect(filterMatches(list, NO_FILTER)).toEqual(list);
        const found = filterMatches(list, { ...NO_FILTER, player });
        expect(list.filter((m) => found.includes(m))).toEqual(found);
        for (const m of list) expect(found.includes(m)).toBe(m.seats.some((s) => searchable(s).includes(searchable(player))));
      }),
    );
  });
});
