/**
 * The room's display without a browser (issue 24, "The display for the room"): its clock counted
 * on the server's time, its pages (nothing on a projector may overflow, nothing may be left off),
 * the panels it turns through, and its reads folded together when the room is busy.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClockView } from '../../api/contract.ts';
import { clockText, readClock, serverOffset } from '../../renderer/src/display/clock.ts';
import { areasOf, cardHeight, DESIGN, keepSlide, listGrid, pageCount, pageOf, panelsOf, SIZES, slidesOf, stageOf, tablesGrid } from '../../renderer/src/display/pages.ts';
import { coalescedReads } from '../../renderer/src/display/reads.ts';
import type { Timers } from '../../renderer/src/display/reads.ts';

const T0 = Date.parse('2026-12-06T20:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();

function clock(over: Partial<ClockView>): ClockView {
  return { round: 1, lengthMs: 25 * 60_000, leftMs: 25 * 60_000, startedAt: null, calledAt: null, serverNow: at(0), ...over };
}

describe("the round's clock", () => {
  it('counts down from when it started, on the server\'s time whatever this screen\'s clock says', () => {
    const view = clock({ startedAt: at(0), serverNow: at(90_000) });
    // This screen's clock is 7 minutes slow: at the answer, it read T0 + 90 s − 7 min.
    const slow = T0 + 90_000 - 7 * 60_000;
    const offset = serverOffset(view, slow);
    expect(readClock(view, offset, slow)).toEqual({ state: 'running', leftMs: 25 * 60_000 - 90_000 });
    expect(readClock(view, offset, slow + 30_000)).toEqual({ state: 'running', leftMs: 25 * 60_000 - 120_000 });
    // Counted on its own clock it would have shown 7 minutes more.
    expect(readClock(view, 0, slow).leftMs).toBe(25 * 60_000);
  });

  it('says each state: set and never started, paused, time called, run out', () => {
    expect(readClock(clock({}), 0, T0)).toEqual({ state: 'ready', leftMs: 25 * 60_000 });
    expect(readClock(clock({ leftMs: 600_000 }), 0, T0 + 1e6)).toEqual({ state: 'paused', leftMs: 600_000 });
    expect(readClock(clock({ leftMs: 600_000, calledAt: at(5) }), 0, T0)).toEqual({ state: 'time', leftMs: 600_000 });
    expect(readClock(clock({ leftMs: 60_000, startedAt: at(0) }), 0, T0 + 60_000)).toEqual({ state: 'time', leftMs: 0 });
    expect(readClock(clock({ leftMs: 60_000, startedAt: at(0) }), 0, T0 + 59_999)).toEqual({ state: 'running', leftMs: 1 });
    expect(readClock(clock({ leftMs: 0 }), 0, T0)).toEqual({ state: 'time', leftMs: 0 });
  });

  it('never goes up while it runs, and never below 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: 0, max: 1e7 }), (left, offset, a, b) => {
        const view = clock({ leftMs: left, startedAt: at(0) });
        const [early, late] = a <= b ? [a, b] : [b, a];
        const first = readClock(view, offset, T0 + early).leftMs;
        const then = readClock(view, offset, T0 + late).leftMs;
        return then <= first && then >= 0 && first <= left;
      }),
    );
  });

  it('reads as a clock face: mm:ss rounded up, h:mm:ss from an hour', () => {
    const cases: [number, string][] = [
      [25 * 60_000, '25:00'],
      [24 * 60_000 + 59_001, '25:00'],
      [24 * 60_000 + 59_000, '24:59'],
      [5 * 60_000 + 3000, '05:03'],
      [500, '00:01'],
      [0, '00:00'],
      [-20, '00:00'],
      [3_600_000, '1:00:00'],
      [3_600_000 + 61_000, '1:01:01'],
    ];
    for (const [ms, text] of cases) expect({ ms, text: clockText(ms) }).toEqual({ ms, text });
  });
});

describe('the stage and its pages', () => {
  it('is the design screen at 1920×1080, scaled on any other, and fills a screen of another shape', () => {
    expect(stageOf({ w: 1920, h: 1080 })).toEqual({ scale: 1, w: 1920, h: 1080 });
    expect(stageOf({ w: 1280, h: 720 })).toEqual({ scale: 2 / 3, w: 1920, h: 1080 });
    // 16:10: the same scale as its width, the stage taller.
    const wide = stageOf({ w: 1280, h: 800 });
    expect(wide.scale).toBe(2 / 3);
    expect(wide.w).toBe(1920);
    expect(wide.h).toBeCloseTo(1200);
    expect(stageOf({ w: 0, h: 0 }).scale).toBeGreaterThan(0);
  });

  it('fits 12 tables of two sides a page on the design screen, and pages 20 tables in two', () => {
    const { panels } = areasOf(DESIGN, false);
    const grid = tablesGrid(panels, 2);
    expect(grid.columns).toBe(3);
    expect(grid.perPage).toBe(12);
    expect(pageCount(20, grid.perPage)).toBe(2);
    // Beside a featured table: fewer, never none.
    const beside = areasOf(DESIGN, true);
    expect(beside.featured!.w + beside.panels.w + SIZES.gap).toBe(panels.w);
    expect(tablesGrid(beside.panels, 4).perPage).toBeGreaterThanOrEqual(1);
  });

  it('draws everything of a page inside its panel: cards, rows and their heads add up to no more than the room', () => {
    const boxes = fc.record({ w: fc.integer({ min: 600, max: 4000 }), h: fc.integer({ min: 500, max: 3000 }) });
    fc.assert(
      fc.property(boxes, fc.integer({ min: 2, max: 4 }), (box, sides) => {
        const cards = tablesGrid(box, sides);
        const cardsFit = cards.rows * cardHeight(sides) + (cards.rows - 1) * SIZES.cardGap + SIZES.heading <= box.h || cards.rows === 1;
        const list = listGrid(box, SIZES.standingsMinW, true);
        const listFits = list.rows * SIZES.row + SIZES.listHead + SIZES.heading <= box.h || list.rows === 1;
        const columnsFit = list.columns * SIZES.standingsMinW + (list.columns - 1) * SIZES.gap <= box.w || list.columns === 1;
        return cardsFit && listFits && columnsFit;
      }),
    );
  });

  it('puts every item on exactly one page, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 200 }), fc.integer({ min: 1, max: 60 }), (items, perPage) => {
        const pages = pageCount(items.length, perPage);
        const all = Array.from({ length: pages }, (_, p) => pageOf(items, perPage, p));
        return all.flat().length === items.length && all.flat().every((x, i) => x === items[i]) && all.every((p) => p.length <= perPage);
      }),
    );
  });

  it('pages 40 pairs of standings in two on the design screen, in two columns', () => {
    const grid = listGrid(areasOf(DESIGN, false).panels, SIZES.standingsMinW, true);
    expect(grid.columns).toBe(2);
    expect(pageCount(40, grid.perPage)).toBe(2);
  });
});

describe('what the display turns through', () => {
  const none = [[0, 0]];
  it('after a draw, who sits where; in play, the tables; the standings once anything counts; before any round, the standings alone', () => {
    expect(panelsOf({ round: 1, findYourTable: [{}], figures: none })).toEqual(['find']);
    expect(panelsOf({ round: 1, findYourTable: null, figures: none })).toEqual(['tables']);
    expect(panelsOf({ round: 2, findYourTable: [{}], figures: [[2, 30]] })).toEqual(['find', 'standings']);
    expect(panelsOf({ round: 2, findYourTable: null, figures: [[2, 30]] })).toEqual(['tables', 'standings']);
    expect(panelsOf({ round: null, findYourTable: null, figures: none })).toEqual(['standings']);
  });

  it('keeps the page shown when the slides change, else the same panel, else starts again', () => {
    const slides = slidesOf([
      { panel: 'tables', pages: 2 },
      { panel: 'standings', pages: 3 },
    ]);
    expect(slides.map((s) => `${s.panel}${s.page}`)).toEqual(['tables0', 'tables1', 'standings0', 'standings1', 'standings2']);
    expect(keepSlide(slides, { panel: 'standings', page: 1 })).toBe(3);
    expect(keepSlide(slides, { panel: 'standings', page: 7 })).toBe(4);
    expect(keepSlide(slides, { panel: 'find', page: 0 })).toBe(0);
    expect(keepSlide(slides, null)).toBe(0);
    expect(keepSlide([], { panel: 'tables', page: 0 })).toBe(0);
  });
});

/** A stand-in clock: time moves only when the test says. */
function fakeTimers(): Timers & { advance(ms: number): Promise<void> } {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let ids = 0;
  return {
    now: () => now,
    after: (ms, run) => {
      timers.push({ at: now + ms, run, id: ++ids });
      return ids;
    },
    cancel: (id) => (timers = timers.filter((t) => t.id !== id)),
    async advance(ms) {
      const end = now + ms;
      for (;;) {
        await Promise.resolve();
        const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        now = due.at;
        due.run();
        await new Promise((r) => setImmediate(r));
      }
      now = end;
      await new Promise((r) => setImmediate(r));
    },
  };
}

describe('reads folded together', () => {
  it('reads at once, then at most once a gap, and an ask during a read is answered by the next read', async () => {
    const timers = fakeTimers();
    const started: number[] = [];
    let finish: (() => void) | null = null;
    const reads = coalescedReads(
      () => {
        started.push(timers.now());
        return new Promise<void>((done) => (finish = done));
      },
      300,
      timers,
    );
    reads.ask();
    expect(started).toEqual([0]);
    // Twenty changes while the first read is out: one more read, not twenty.
    for (let i = 0; i < 20; i++) reads.ask();
    await timers.advance(100);
    finish!();
    await timers.advance(50);
    expect(started).toEqual([0]);
    await timers.advance(200);
    expect(started).toEqual([0, 300]);
    finish!();
    await timers.advance(5000);
    expect(started).toEqual([0, 300]);
    // Quiet for long: the next ask reads at once.
    reads.ask();
    expect(started).toEqual([0, 300, 5350]);
    finish!();
    reads.ask();
    reads.stop();
    await timers.advance(5000);
    expect(started).toEqual([0, 300, 5350]);
  });

  it('a failed read does not stop the next', async () => {
    const timers = fakeTimers();
    let count = 0;
    const reads = coalescedReads(() => (++count === 1 ? Promise.reject(new Error('network')) : Promise.resolve()), 300, timers);
    reads.ask();
    await timers.advance(10);
    reads.ask();
    await timers.advance(400);
    expect(count).toBe(2);
  });
});
