/**
 * The printed sheets' routes (renderer/src/print/routes.ts) against what the desktop's Save as
 * PDF accepts (api/bridge.ts, PRINT_ROUTE, checked in electron/print-pdf.ts): every sheet can be
 * saved as a PDF, and every sheet is shown without the app's bar (meta.print), so that what the
 * window shows is what is printed. Typechecked with the web half (tsconfig.web.json): it loads
 * the router's records, which name .vue files.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryHistory, createRouter } from 'vue-router';
import { PRINT_ROUTE } from '../../api/bridge.ts';
import { printRoutes } from '../../renderer/src/print/routes.ts';

const router = createRouter({ history: createMemoryHistory(), routes: [...printRoutes, { path: '/:rest(.*)*', component: {} }] });

describe('the printed sheets’ routes', () => {
  it.each([
    ['print-standings', { eventId: '7' }, {}],
    ['print-seating', { eventId: '7', round: '3' }, { round: 3 }],
    ['print-find-table', { eventId: '7', round: '3' }, { round: 3 }],
    ['print-cards', { eventId: '7', round: '3' }, { round: 3 }],
    ['print-blank-cards', { eventId: '7' }, { round: null }],
  ])('%s: a sheet Save as PDF accepts, shown alone, its numbers as numbers', (name, params, more) => {
    const route = router.resolve({ name, params, query: { paper: 'letter' } });
    expect(PRINT_ROUTE.test(`#${route.fullPath}`)).toBe(true);
    expect(route.meta['print']).toBe(true);
    const record = route.matched[0]!;
    const props = record.props['default'] as (r: typeof route) => Record<string, unknown>;
    expect(props(route)).toEqual({ eventId: 7, ...more });
  });

  it('every route of printRoutes is one of those above', () => {
    expect(printRoutes.map((r) => r.name).sort()).toEqual(['print-blank-cards', 'print-cards', 'print-find-table', 'print-seating', 'print-standings']);
  });

  it('no other address passes for a sheet', () => {
    for (const hash of ['#/', '#/match/3', '#/event/7', '#/event/7/standings', '#/print/event/7/standings', '#/event/x/print/standings']) {
      expect({ hash, sheet: PRINT_ROUTE.test(hash) }).toEqual({ hash, sheet: false });
    }
  });
});
