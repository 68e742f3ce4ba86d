/**
 * The printed sheets' routes (issue 17, "Printing"), spread into the app's router
 * (renderer/src/router.ts: `...printRoutes`). Each is a page of its own, without the app's bar
 * (`meta.print`: App.vue shows the sheet alone), so that what the window shows is what prints,
 * and so that the desktop's Save as PDF prints the window it is asked from (electron/print-pdf.ts
 * accepts only these addresses: PRINT_ROUTE_PATTERN). The paper is in the query: `?paper=letter`.
 */
import type { RouteLocationNormalized, RouteRecordRaw } from 'vue-router';

const eventId = (route: RouteLocationNormalized) => Number(route.params['eventId']);
const round = (route: RouteLocationNormalized) => Number(route.params['round']);

export const printRoutes: RouteRecordRaw[] = [
  {
    path: '/event/:eventId(\\d+)/print/standings',
    name: 'print-standings',
    component: () => import('./views/StandingsPrintView.vue'),
    props: (route) => ({ eventId: eventId(route) }),
    meta: { print: true },
  },
  {
    path: '/event/:eventId(\\d+)/print/round/:round(\\d+)/seating',
    name: 'print-seating',
    component: () => import('./views/SeatingPrintView.vue'),
    props: (route) => ({ eventId: eventId(route), round: round(route) }),
    meta: { print: true },
  },
  {
    path: '/event/:eventId(\\d+)/print/round/:round(\\d+)/names',
    name: 'print-find-table',
    component: () => import('./views/FindTablePrintView.vue'),
    props: (route) => ({ eventId: eventId(route), round: round(route) }),
    meta: { print: true },
  },
  {
    path: '/event/:eventId(\\d+)/print/round/:round(\\d+)/cards',
    name: 'print-cards',
    component: () => import('./views/ScoreCardsPrintView.vue'),
    props: (route) => ({ eventId: eventId(route), round: round(route) }),
    meta: { print: true },
  },
  {
    path: '/event/:eventId(\\d+)/print/cards',
    name: 'print-blank-cards',
    component: () => import('./views/ScoreCardsPrintView.vue'),
    props: (route) => ({ eventId: eventId(route), round: null }),
    meta: { print: true },
  },
];
