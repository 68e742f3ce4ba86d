import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * What the desktop app remembers between starts, in settings.json beside the default database in
 * the user's data folder: the database opened last and where the window was. Without Electron, so
 * tests can read and write it.
 */

/** settings.json in app.getPath('userData'). */
export const SETTINGS_NAME = 'settings.json';

/** The window's place and size in screen pixels, as BrowserWindow.getNormalBounds() gives them. */
export interface WindowBounds {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface WindowPlace {
  readonly bounds: WindowBounds;
  readonly maximized: boolean;
}

export interface Settings {
  readonly database?: string;
  readonly window?: WindowPlace;
}

const pixels = z.number().int().min(-100_000).max(100_000);
const size = z.number().int().min(1).max(100_000);
const windowPlace = z.strictObject({
  bounds: z.strictObject({ x: pixels, y: pixels, width: size, height: size }),
  maximized: z.boolean(),
});

/**
 * The file is the app's own, but a person may edit it or a crash may cut it short: each entry is
 * taken only when it is valid, and an unreadable file reads as no settings at all.
 */
export function readSettings(dataDir: string): Settings {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(join(dataDir, SETTINGS_NAME), 'utf8'));
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null) return {};
  const { database, window } = raw as Record<string, unknown>;
  const place = windowPlace.safeParse(window);
  return {
    ...(typeof database === 'string' && { database }),
    ...(place.success && { window: place.data }),
  };
}

/**
 * Merges `change` into the settings on disk. Written to a temporary file and renamed, so a crash
 * mid-write leaves the old settings, never half of the new ones. Not remembering is not an error
 * the scorekeeper can act on, so a failure is swallowed: the next start uses the defaults.
 */
export function updateSettings(dataDir: string, change: Settings): void {
  const next = { ...readSettings(dataDir), ...change };
  const file = join(dataDir, SETTINGS_NAME);
  const temporary = `${file}.tmp`;
  try {
    writeFileSync(temporary, `${JSON.stringify(next, null, 2)}\n`);
    renameSync(temporary, file);
  } catch {
    // See above.
  }
}

/** The smallest window the screens are laid out for (the 1024×600 netbook size, less chrome). */
export const MIN_WINDOW = { width: 800, height: 560 } as const;
export const DEFAULT_WINDOW = { width: 1100, height: 760 } as const;

/**
 * Where to open the window: the remembered place when enough of its title bar is still on one of
 * today's screens (a monitor may have been unplugged, or the resolution lowered), sized to fit that
 * screen and moved wholly onto it; otherwise the default size, placed by the system.
 */
export function windowToOpen(saved: WindowPlace | undefined, workAreas: readonly WindowBounds[]): { bounds: Partial<WindowBounds> & { width: number; height: number }; maximized: boolean } {
  const fallback = { bounds: { ...DEFAULT_WINDOW }, maximized: false };
  if (saved === undefined) return fallback;
  const { x, y, width, height } = saved.bounds;
  // The title bar's top strip: at least 100 px of it, and its top edge, must be on the screen, so
  // the window can still be dragged.
  const area = workAreas.find((a) => {
    const overlap = Math.min(x + width, a.x + a.width) - Math.max(x, a.x);
    return overlap >= Math.min(100, width) && y >= a.y && y < a.y + a.height - 40;
  });
  if (area === undefined) return { ...fallback, maximized: saved.maximized };
  const fitWidth = Math.max(MIN_WINDOW.width, Math.min(width, area.width));
  const fitHeight = Math.max(MIN_WINDOW.height, Math.min(height, area.height));
  return {
    // Slid wholly onto that screen where it fits there: a window half past the edge after a
    // resolution change is no use to a scorekeeper, who would have to drag it back every start.
    bounds: { x: slideInto(x, fitWidth, area.x, area.width), y: slideInto(y, fitHeight, area.y, area.height), width: fitWidth, height: fitHeight },
    maximized: saved.maximized,
  };
}

/** `start` moved the least so that `size` from it lies within `from` … `from + room` (kept at `from` when it cannot). */
function slideInto(start: number, size: number, from: number, room: number): number {
  return Math.max(from, Math.min(start, from + room - size));
}
