import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitSnake, layoutSnake, MIN_HALF } from '../../renderer/src/layout/snake.ts';
import type { LineBone } from '../../renderer/src/layout/snake.ts';
import { facing, overlaps } from '../support/rects.ts';

/** A chain of bones whose touching ends match, as the engine's line gives it. */
const lineArb: fc.Arbitrary<{ line: LineBone[]; pose: number }> = fc
  .array(fc.integer({ min: 0, max: 6 }), { minLength: 2, maxLength: 29 })
  .chain((pips) => {
    const line = pips.slice(1).map((b, i) => ({ a: pips[i]!, b }));
    return fc.record({ line: fc.constant(line), pose: fc.integer({ min: 0, max: line.length - 1 }) });
  });

describe('the layout drawn as a line that turns', () => {
  it('draws a short line straight: pose in the middle, doubles across', () => {
    // 6-6 posed, 6-3 on the right, 4-6 on the left: 4-6 | 6-6 | 6-3
    const { rects } = layoutSnake([{ a: 4, b: 6 }, { a: 6, b: 6 }, { a: 6, b: 3 }], 1, 10);
    expect(rects).toEqual([
      { index: 0, x: -2.5, y: -0.5, w: 2, h: 1, vertical: false, first: 4, second: 6 },
      { index: 1, x: -0.5, y: -1, w: 1, h: 2, vertical: true, first: 6, second: 6 },
      { index: 2, x: 0.5, y: -0.5, w: 2, h: 1, vertical: false, first: 6, second: 3 },
    ]);
  });

  it('turns the right arm down at the edge and brings it back leftward', () => {
    const line = [{ a: 1, b: 2 }, { a: 2, b: 3 }, { a: 3, b: 4 }, { a: 4, b: 5 }];
    const { rects } = layoutSnake(line, 0, MIN_HALF);
    // pose [-1,1]; 2-3 at [1,3]; 3-4 does not fit before 4: it turns, upright at x 3..4.
    expect(rects[2]).toEqual({ index: 2, x: 3, y: -0.5, w: 1, h: 2, vertical: true, first: 3, second: 4 });
    // 4-5 comes back on the row below, its 4 under the corner's 4.
    expect(rects[3]).toEqual({ index: 3, x: 2, y: 1.5, w: 2, h: 1, vertical: false, first: 5, second: 4 });
  });

  it('never overlaps two bones, keeps every row inside its width, and touching bones show matching pips', () => {
    fc.assert(
      fc.property(lineArb, fc.integer({ min: MIN_HALF, max: 16 }), ({ line, pose }, half) => {
        const { rects, bounds } = layoutSnake(line, pose, half);
        expect(rects.map((r) => r.index)).toEqual(line.map((_, i) => i));
        for (let i = 0; i < rects.length; i++) {
          for (let j = i + 1; j < rects.length; j++) expect(overlaps(rects[i]!, rects[j]!)).toBe(false);
        }
        expect(bounds.x).toBeGreaterThanOrEqual(-half - 1);
        expect(bounds.x + bounds.w).toBeLessThanOrEqual(half + 1);
        // Neighbours in the line touch, and the halves that touch show the same number.
        for (let i = 1; i < rects.length; i++) {
          const p = rects[i - 1]!;
          const q = rects[i]!;
          const pipsP = facing(p, q);
          const pipsQ = facing(q, p);
          expect(pipsP).not.toBeNull();
          expect(pipsP).toBe(pipsQ);
          expect(pipsP).toBe(line[i - 1]!.b);
        }
      }),
    );
  });

  it('picks the row width that draws the line largest in the box', () => {
    const line = Array.from({ length: 25 }, (_, i) => ({ a: i % 7, b: (i + 1) % 7 }));
    const wide = fitSnake(line, 12, 1200, 500, 60);
    const narrow = fitSnake(line, 12, 500, 700, 60);
    expect(wide.layout.bounds.w * wide.unit).toBeLessThanOrEqual(1200 + 1e-6);
    expect(wide.layout.bounds.h * wide.unit).toBeLessThanOrEqual(500 + 1e-6);
    expect(narrow.layout.bounds.w * narrow.unit).toBeLessThanOrEqual(500 + 1e-6);
    // A tall box gets more rows than a wide one.
    expect(narrow.layout.half).toBeLessThan(wide.layout.half);
    // Nothing any other row width would draw larger.
    for (let half = MIN_HALF; half < 60; half++) {
      const { bounds } = layoutSnake(line, 12, half);
      expect(Math.min(60, 1200 / bounds.w, 500 / bounds.h)).toBeLessThanOrEqual(wide.unit + 1e-9);
    }
  });

  it('fits the line with its margin inside the box, whichever of width and height limits it (property)', () => {
    fc.assert(
      fc.property(lineArb, fc.integer({ min: 80, max: 1400 }), fc.integer({ min: 60, max: 900 }), fc.constantFrom(0, 0.25, 1), ({ line, pose }, width, height, margin) => {
        const { layout, unit } = fitSnake(line, pose, width, height, 46, margin);
        expect((layout.bounds.w + 2 * margin) * unit).toBeLessThanOrEqual(width + 1e-6);
        expect((layout.bounds.h + 2 * margin) * unit).toBeLessThanOrEqual(height + 1e-6);
      }),
    );
  });

  it('refuses a pose outside the line', () => {
    expect(() => layoutSnake([{ a: 1, b: 1 }], 1, 8)).toThrow(/pose 1/);
  });
});
