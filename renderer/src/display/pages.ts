/**
 * How the room's display fills its screen (issue 24, "The display for the room": "the standings in
 * large type (paged by itself when long) … Readable from the back of a room on a 1920×1080
 * screen"). A projector is not scrolled, so nothing here may overflow: what does not fit is paged,
 * and the pages turn by themselves.
 *
 * The display is drawn on a stage of 1920×1080 design pixels scaled to the screen (as a broadcast's
 * graphics are), so that a 1366×768 projector and a 4K TV show the same picture, and so that how
 * many rows fit is worked out here, from fixed sizes, rather than measured after drawing. On a
 * screen of another shape the stage keeps the scale of its narrower side and takes the rest: a
 * 16:10 screen gets taller pages, not black bars. Pure, so it is tested without a browser.
 */

/** The design screen. */
export const DESIGN = { w: 1920, h: 1080 } as const;

/**
 * The sizes the display is drawn at, in design pixels: the CSS reads them (RoomDisplay sets them
 * as custom properties), and the capacities below count with them, so the two cannot drift apart.
 * Names are 36 px: about a 1.5 cm letter on a 2 m wide picture, readable from ten metres.
 */
export const SIZES = {
  /** Round the stage. */
  pad: 32,
  /** The event's name, the round and the clock. */
  header: 150,
  /** What is shown and which page; the language. */
  footer: 64,
  /** Between the featured table and the column beside it, between columns of a list. */
  gap: 40,
  /** A panel's heading ("Standings", "Find your table"). */
  heading: 72,
  /** A table's card: its number and status line, then a line a side, and padding. */
  cardHead: 44,
  cardSide: 54,
  cardPad: 12,
  cardMinW: 560,
  cardGap: 20,
  /** A row of the standings, the head of each column of them, and the narrowest column. */
  row: 56,
  listHead: 48,
  standingsMinW: 820,
  /** A name and its table, and the narrowest column of them. */
  findMinW: 560,
  /** The featured table's share of the width beside the rotating column. */
  featuredShare: 0.58,
} as const;

export interface Box {
  readonly w: number;
  readonly h: number;
}

/** The stage for a screen of `viewport` CSS pixels: its scale, and its size in design pixels. */
export function stageOf(viewport: Box): { readonly scale: number } & Box {
  // A window minimised or not yet laid out reports 0: draw at a tenth rather than divide by 0.
  const scale = Math.max(0.1, Math.min(viewport.w / DESIGN.w, viewport.h / DESIGN.h));
  return { scale, w: Math.max(DESIGN.w, viewport.w / scale), h: Math.max(DESIGN.h, viewport.h / scale) };
}

/** The room for the panels on a stage of `stage` (design pixels): the whole, or beside a featured table. */
export function areasOf(stage: Box, featured: boolean): { readonly panels: Box; readonly featured: Box | null } {
  const whole = { w: stage.w - 2 * SIZES.pad, h: stage.h - SIZES.header - SIZES.footer };
  if (!featured) return { panels: whole, featured: null };
  const board = Math.round(whole.w * SIZES.featuredShare);
  return { panels: { w: whole.w - board - SIZES.gap, h: whole.h }, featured: { w: board, h: whole.h } };
}

/** A grid of equal items in `box`: how many columns and rows fit, with `gap` between them (at least one of each). */
export function gridOf(box: Box, item: Box, gap: number): { readonly columns: number; readonly rows: number; readonly perPage: number } {
  const columns = Math.max(1, Math.floor((box.w + gap) / (item.w + gap)));
  const rows = Math.max(1, Math.floor((box.h + gap) / (item.h + gap)));
  return { columns, rows, perPage: columns * rows };
}

/** A table's card: its head and one line a side. */
export function cardHeight(sides: number): number {
  return SIZES.cardHead + sides * SIZES.cardSide + 2 * SIZES.cardPad;
}

/** The tables' cards in `box`, `sides` being the most any table has. */
export function tablesGrid(box: Box, sides: number): ReturnType<typeof gridOf> {
  return gridOf({ w: box.w, h: box.h - SIZES.heading }, { w: SIZES.cardMinW, h: cardHeight(sides) }, SIZES.cardGap);
}

/** Rows of a list (the standings, find your table) in columns of at least `minW`, each column with its head when `head`. */
export function listGrid(box: Box, minW: number, head: boolean): ReturnType<typeof gridOf> {
  const h = box.h - SIZES.heading - (head ? SIZES.listHead : 0);
  const columns = Math.max(1, Math.floor((box.w + SIZES.gap) / (minW + SIZES.gap)));
  const rows = Math.max(1, Math.floor(h / SIZES.row));
  return { columns, rows, perPage: columns * rows };
}

/** How many pages `count` items take at `perPage` a page (one, even for none: the panel says it is empty). */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, perPage)));
}

/** The items of page `page` (from 0). */
export function pageOf<T>(items: readonly T[], perPage: number, page: number): T[] {
  const size = Math.max(1, perPage);
  return items.slice(page * size, (page + 1) * size);
}

/** What a panel of the display shows. */
export type PanelKind = 'find' | 'tables' | 'standings';

/** One screenful: a panel and which of its pages. */
export interface Slide {
  readonly panel: PanelKind;
  readonly page: number;
  readonly pages: number;
}

/** Every panel's every page, in turn. */
export function slidesOf(panels: readonly { readonly panel: PanelKind; readonly pages: number }[]): Slide[] {
  return panels.flatMap(({ panel, pages }) => Array.from({ length: pages }, (_, page) => ({ panel, page, pages })));
}

/**
 * The slide to show once the slides changed (a round drawn, a table featured, more entrants):
 * the one shown if it is still there, else the same panel's nearest page, else the first.
 */
export function keepSlide(slides: readonly Slide[], shown: Pick<Slide, 'panel' | 'page'> | null): number {
  if (shown === null || slides.length === 0) return 0;
  const same = slides.findIndex((s) => s.panel === shown.panel && s.page === shown.page);
  if (same >= 0) return same;
  let panel = -1;
  for (const [i, s] of slides.entries()) if (s.panel === shown.panel && s.page <= shown.page) panel = i;
  return Math.max(0, panel);
}

/**
 * The panels the display turns through, from what there is to show:
 * - once a round is drawn and nothing is played yet, who sits where (the room is finding its seats);
 * - else the round's tables;
 * - the standings once anything counts in them (before the first result they say nothing).
 */
export function panelsOf(state: { readonly round: number | null; readonly findYourTable: readonly unknown[] | null; readonly figures: readonly (readonly number[])[] }): PanelKind[] {
  const panels: PanelKind[] = [];
  if (state.findYourTable !== null) panels.push('find');
  else if (state.round !== null) panels.push('tables');
  if (state.figures.some((row) => row.some((f) => f !== 0)) || panels.length === 0) panels.push('standings');
  return panels;
}
