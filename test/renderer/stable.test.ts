import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextTick, ref, watch } from 'vue';
import { sameData, stable } from '../../renderer/src/composables/stable.ts';

/** What the api's JSON answers hold: the data `stable` compares (issue 5, "Speed"). */
const json = fc.jsonValue();

describe('sameData: the same plain data, whatever the objects', () => {
  it('holds for a value and its copy', () => {
    fc.assert(fc.property(json, (v) => sameData(v, structuredClone(v))));
  });

  it('agrees with comparing the values written as JSON with their keys in order', () => {
    // Pairs that are often equal: a value against itself rebuilt with its keys reversed, or another.
    const pairs = json.chain((a) => fc.tuple(fc.constant(a), fc.oneof(fc.constant(reversed(a)), json)));
    fc.assert(fc.property(pairs, ([a, b]) => sameData(a, b) === (canonical(a) === canonical(b))));
  });

  it('tells apart what differs: a seat name, a score, an array and an object, a missing field', () => {
    expect(sameData(['Ann', 'Ben'], ['Ann', 'Bea'])).toBe(false);
    expect(sameData([3, 1], [3, 1, 0])).toBe(false);
    expect(sameData([], {})).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData({ a: null }, { a: 0 })).toBe(false);
    expect(sameData({ seats: 4, teams: [[0, 2], [1, 3]] }, { teams: [[0, 2], [1, 3]], seats: 4 })).toBe(true);
  });
});

/** The JSON text with every object's keys sorted: equal texts mean the same data. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([p], [q]) => (p < q ? -1 : 1))) : x,
  );
}

/** The same data built again with every object's keys in reverse order. */
function reversed(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(reversed);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)]));
  return v;
}

describe('stable: one object while the data stays the same', () => {
  it('keeps the first object for the same data, so a watcher hears only a real change', async () => {
    const view = ref({ seats: ['Ann', 'Ben'], score: [0, 0] });
    const seats = stable(() => view.value.seats);
    const first = seats.value;
    let heard = 0;
    watch(seats, () => heard++);
    view.value = { seats: ['Ann', 'Ben'], score: [1, 0] };
    await nextTick();
    expect(seats.value).toBe(first);
    expect(heard).toBe(0);
    view.value = { seats: ['Ann', 'Bea'], score: [1, 0] };
    await nextTick();
    expect(seats.value).toEqual(['Ann', 'Bea']);
    expect(heard).toBe(1);
  });
});
