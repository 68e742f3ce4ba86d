/**
 * The room's display in a second window of the desktop app (issue 24; electron/display-window.ts):
 * only the app's own page may ask, for an event's id, and the window shows that event's display
 * route of the app itself, nothing else.
 */
import { describe, expect, it } from 'vitest';
import { DISPLAY_WINDOW_CHANNEL } from '../../api/bridge.ts';
import { displayUrl, handleDisplayWindow, registerDisplayWindow } from '../../electron/display-window.ts';
import { createBridge } from '../../electron/preload-bridge.ts';
import { APP_URL, isAllowedNavigation } from '../../electron/security.ts';

describe("the display's window", () => {
  it("opens the event's display route of the app, for the app's own page only, with an event's id", () => {
    const shown: [number, string][] = [];
    const host = { show: (eventId: number, url: string) => void shown.push([eventId, url]) };
    expect(handleDisplayWindow(`${APP_URL}#/event/3`, APP_URL, { eventId: 3 }, host)).toEqual({ ok: true, value: null });
    expect(shown).toEqual([[3, `${APP_URL}#/event/3/display`]]);
    // The window's address is the app itself: its navigation guards let it load, and nothing else.
    expect(isAllowedNavigation(shown[0]![1], APP_URL)).toBe(true);
    expect(handleDisplayWindow('https://evil.example/', APP_URL, { eventId: 3 }, host)).toMatchObject({ ok: false, error: { code: 'ipc/untrusted-sender' } });
    for (const raw of [{ eventId: 0 }, { eventId: '3' }, { eventId: 3, url: 'https://evil.example/' }, null, 'x']) {
      expect(handleDisplayWindow(APP_URL, APP_URL, raw, host), JSON.stringify(raw)).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
    }
    expect(shown).toHaveLength(1);
    expect(displayUrl('http://localhost:5173/', 7)).toBe('http://localhost:5173/#/event/7/display');
  });

  it('the preload asks on its own channel, and the handler registered there opens the window', async () => {
    const handlers = new Map<string, (event: { senderFrame?: { url: string } | null }, raw: unknown) => unknown>();
    const shown: number[] = [];
    registerDisplayWindow({ handle: (channel, listener) => handlers.set(channel, listener) }, APP_URL, { show: (eventId) => void shown.push(eventId) });
    expect([...handlers.keys()]).toEqual([DISPLAY_WINDOW_CHANNEL]);
    const bridge = createBridge(async (channel, input) => handlers.get(channel)!({ senderFrame: { url: APP_URL } }, input));
    expect(await bridge.openDisplay({ eventId: 5 })).toEqual({ ok: true, value: null });
    expect(shown).toEqual([5]);
  });
});
