import { computed, onBeforeUnmount, onMounted, ref } from 'vue';
import type { ComputedRef, Ref } from 'vue';

/** Largest drawn half-bone, in pixels: a short layout is not blown up to fill the table. */
export const MAX_UNIT = 46;
/** Room round the drawn bones, in half-bone units. */
export const MARGIN = 0.25;

/** One bone as drawn, in half-bone units. */
export interface DrawnBone {
  readonly key: string | number;
  readonly first: number;
  readonly second: number;
  readonly vertical: boolean;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** The bone laid last is drawn apart. */
  readonly last: boolean;
}

/** A layout ready for its SVG: the bones, the viewBox (with MARGIN) and the size in pixels. */
export interface Drawing {
  readonly rects: readonly DrawnBone[];
  readonly viewBox: string;
  readonly width: number;
  readonly height: number;
}

/** The bones in `bounds` (half-bone units), drawn at `unit` pixels a unit with MARGIN round them. */
export function drawing(rects: readonly DrawnBone[], bounds: { x: number; y: number; w: number; h: number }, unit: number): Drawing {
  const w = bounds.w + 2 * MARGIN;
  const h = bounds.h + 2 * MARGIN;
  return { rects, viewBox: `${bounds.x - MARGIN} ${bounds.y - MARGIN} ${w} ${h}`, width: w * unit, height: h * unit };
}

/**
 * The box a layout is drawn in, followed as the window changes (ResizeObserver): `room` is the
 * space inside it, in pixels, never below a small minimum so a hidden box still draws.
 */
export function useLayoutBox(): { box: Ref<HTMLElement | null>; room: ComputedRef<{ w: number; h: number }> } {
  const box = ref<HTMLElement | null>(null);
  const size = ref({ width: 800, height: 300 });
  let observer: ResizeObserver | null = null;
  onMounted(() => {
    if (!box.value) return;
    observer = new ResizeObserver(([entry]) => {
      // Only a real change of size: the same size again would draw every bone again.
      if (entry && (entry.contentRect.width !== size.value.width || entry.contentRect.height !== size.value.height)) {
        size.value = { width: entry.contentRect.width, height: entry.contentRect.height };
      }
    });
    observer.observe(box.value);
  });
  onBeforeUnmount(() => observer?.disconnect());
  const room = computed(() => ({ w: Math.max(size.value.width - 8, 80), h: Math.max(size.value.height - 8, 60) }));
  return { box, room };
}
