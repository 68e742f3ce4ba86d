import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_WINDOW, MIN_WINDOW, readSettings, SETTINGS_NAME, updateSettings, windowToOpen, type WindowBounds } from '../../electron/settings.ts';

/** What the desktop app remembers between starts (the database, the window) and how it reads it back. */

let dataDir = '';
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'dominoes-settings-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const place = { bounds: { x: 40, y: 30, width: 1200, height: 800 }, maximized: false };

describe('settings.json', () => {
  it('is empty before anything is remembered', () => {
    expect(readSettings(dataDir)).toEqual({});
  });

  it('merges each change into what is there', () => {
    updateSettings(dataDir, { database: '/home/ann/club.sqlite' });
    updateSettings(dataDir, { window: place });
    expect(readSettings(dataDir)).toEqual({ database: '/home/ann/club.sqlite', window: place });
    updateSettings(dataDir, { database: '/home/ann/other.sqlite' });
    expect(JSON.parse(readFileSync(join(dataDir, SETTINGS_NAME), 'utf8'))).toEqual({ database: '/home/ann/other.sqlite', window: place });
  });

  it.each([
    ['a window with a size of text', { window: { bounds: { x: 0, y: 0, width: 'big', height: 600 }, maximized: false } }],
    ['a window with no size', { window: { bounds: { x: 0, y: 0 }, maximized: false } }],
    ['a window with an unknown key', { window: { ...place, fullscreen: true } }],
    ['a window of zero width', { window: { bounds: { x: 0, y: 0, width: 0, height: 600 }, maximized: false } }],
    ['a window off by a billion pixels', { window: { bounds: { x: 1e9, y: 0, width: 800, height: 600 }, maximized: false } }],
  ])('drops %s and keeps the rest', (_name, settings) => {
    writeFileSync(join(dataDir, SETTINGS_NAME), JSON.stringify({ database: '/home/ann/club.sqlite', ...settings }));
    expect(readSettings(dataDir)).toEqual({ database: '/home/ann/club.sqlite' });
  });

  it.each([['not json'], ['null'], ['[1, 2]'], ['"text"'], ['{"database": 42']])('reads %s as nothing remembered', (text) => {
    writeFileSync(join(dataDir, SETTINGS_NAME), text);
    expect(readSettings(dataDir)).toEqual({});
  });

  it('replaces unreadable settings when something is remembered', () => {
    writeFileSync(join(dataDir, SETTINGS_NAME), '{"database": ');
    updateSettings(dataDir, { window: place });
    expect(readSettings(dataDir)).toEqual({ window: place });
  });
});

describe('where the window opens', () => {
  const laptop: WindowBounds = { x: 0, y: 0, width: 1366, height: 728 };
  const monitor: WindowBounds = { x: 1366, y: 0, width: 1920, height: 1040 };

  it('opens at the default size, placed by the system, the first time', () => {
    expect(windowToOpen(undefined, [laptop])).toEqual({ bounds: DEFAULT_WINDOW, maximized: false });
  });

  it('comes back where it was, maximized if it was', () => {
    expect(windowToOpen({ bounds: { x: 1500, y: 50, width: 1200, height: 900 }, maximized: true }, [laptop, monitor])).toEqual({
      bounds: { x: 1500, y: 50, width: 1200, height: 900 },
      maximized: true,
    });
  });

  it('opens at the default place when its screen has been unplugged', () => {
    expect(windowToOpen({ bounds: { x: 1500, y: 50, width: 1200, height: 900 }, maximized: false }, [laptop])).toEqual({
      bounds: DEFAULT_WINDOW,
      maximized: false,
    });
  });

  it('shrinks to fit a smaller screen, never below the smallest size the screens are laid out for', () => {
    const opened = windowToOpen({ bounds: { x: 0, y: 0, width: 1900, height: 1000 }, maximized: false }, [laptop]);
    expect(opened.bounds).toEqual({ x: 0, y: 0, width: 1366, height: 728 });
    const tiny = windowToOpen({ bounds: { x: 0, y: 0, width: 300, height: 200 }, maximized: false }, [laptop]);
    expect(tiny.bounds).toMatchObject({ width: MIN_WINDOW.width, height: MIN_WINDOW.height });
  });

  it('is moved wholly onto the screen it was partly off (a resolution lowered, a window dragged past the edge)', () => {
    // Half past the laptop's right edge and below its bottom: slid back, size kept.
    expect(windowToOpen({ bounds: { x: 900, y: 300, width: 1000, height: 600 }, maximized: false }, [laptop]).bounds).toEqual({ x: 366, y: 128, width: 1000, height: 600 });
    // Past the monitor's left edge onto the laptop's side, but its title bar mostly on the monitor: onto the monitor.
    expect(windowToOpen({ bounds: { x: 1300, y: 10, width: 1000, height: 700 }, maximized: false }, [monitor]).bounds).toEqual({ x: 1366, y: 10, width: 1000, height: 700 });
  });

  it('opens wholly on one of the screens whenever it opens where it was (property)', () => {
    const rect = fc.record({
      x: fc.integer({ min: -5000, max: 5000 }),
      y: fc.integer({ min: -5000, max: 5000 }),
      width: fc.integer({ min: MIN_WINDOW.width, max: 4000 }),
      height: fc.integer({ min: MIN_WINDOW.height, max: 3000 }),
    });
    fc.assert(
      fc.property(rect, fc.array(rect, { minLength: 1, maxLength: 3 }), (bounds, screens) => {
        const { bounds: opened } = windowToOpen({ bounds, maximized: false }, screens);
        if (opened.x === undefined || opened.y === undefined) return; // placed by the system
        const { x, y, width, height } = opened;
        const inside = screens.some((a) => x >= a.x && y >= a.y && x + width <= a.x + a.width && y + height <= a.y + a.height);
        expect(inside).toBe(true);
      }),
    );
  });

  it('never puts the title bar where it cannot be grabbed (property)', () => {
    const rect = fc.record({
      x: fc.integer({ min: -5000, max: 5000 }),
      y: fc.integer({ min: -5000, max: 5000 }),
      width: fc.integer({ min: 1, max: 4000 }),
      height: fc.integer({ min: 1, max: 3000 }),
    });
    fc.assert(
      fc.property(rect, fc.array(rect, { minLength: 1, maxLength: 3 }), (bounds, screens) => {
        const { bounds: opened } = windowToOpen({ bounds, maximized: false }, screens);
        if (opened.x === undefined || opened.y === undefined) return; // placed by the system
        const { x, y } = opened;
        const on = screens.some((a) => Math.min(x + bounds.width, a.x + a.width) - Math.max(x, a.x) >= Math.min(100, bounds.width) && y >= a.y && y < a.y + a.height);
        expect(on).toBe(true);
      }),
    );
  });
});
