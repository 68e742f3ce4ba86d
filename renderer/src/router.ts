import { createRouter, createWebHashHistory } from 'vue-router';
import type { RouteLocationNormalized } from 'vue-router';
import { printRoutes } from './print/routes.ts';
import { LAST_ROUTE_KEY, routeToRestore } from './resume.ts';
import { fromEvent } from './replayFrom.ts';

/**
 * Hash history: the desktop window loads index.html from file://, where a path-based URL would
 * point at a file. The route holds the match (and hand) so that reopening the app, or reloading
 * the page after a crash, returns to the same screen.
 */
const matchId = (route: RouteLocationNormalized) => ({ matchId: Number(route.params['matchId']) });
const eventId = (route: RouteLocationNormalized) => ({ eventId: Number(route.params['eventId']) });

const RESTORED_KEY = 'dominoes.restored';

// Before the router reads the address (the hash history takes it when it is made): a window opened
// without a route goes back to the last screen shown. Done later, with router.replace, it lost to
// the router's own first navigation to "/" when the app was mounted, and the desktop window, which
// always starts on index.html with no route, opened on the matches list.
restoreRoute();

export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', name: 'matches', component: () => import('./views/MatchesView.vue') },
    { path: '/new', name: 'new-match', component: () => import('./views/NewMatchView.vue') },
    { path: '/match/:matchId(\\d+)', name: 'table', component: () => import('./views/TableView.vue'), props: matchId },
    {
      path: '/match/:matchId(\\d+)/scoreboard',
      name: 'scoreboard',
      component: () => import('./views/ScoreboardView.vue'),
      props: matchId,
    },
    {
      path: '/match/:matchId(\\d+)/hand/:hand(\\d+)',
      name: 'replay',
      component: () => import('./views/ReplayView.vue'),
      // `?event=N`: opened from that event's History, so the way back goes there (a number, or ignored).
      props: (route) => ({ ...matchId(route), hand: Number(route.params['hand']), fromEvent: fromEvent(route.query['event']) }),
    },
    // The organizer's screens (issue 17): the event's page holds its round, standings and history.
    { path: '/events', name: 'events', component: () => import('./views/EventsView.vue') },
    { path: '/events/new', name: 'new-event', component: () => import('./views/NewEventView.vue') },
    {
      path: '/event/:eventId(\\d+)',
      component: () => import('./views/EventView.vue'),
      props: eventId,
      children: [
        { path: '', name: 'event', component: () => import('./views/EventRoundView.vue'), props: (route) => ({ round: null, ...eventId(route) }) },
        {
          path: 'round/:round(\\d+)',
          name: 'event-round',
          component: () => import('./views/EventRoundView.vue'),
          props: (route) => ({ round: Number(route.params['round']), ...eventId(route) }),
        },
        { path: 'standings', name: 'event-standings', component: () => import('./views/EventStandingsView.vue') },
        { path: 'history', name: 'event-history', component: () => import('./views/EventHistoryView.vue') },
      ],
    },
    // The room's display (issue 24), opened by the organizer in a tab or window of its own: the
    // picture alone, without the app's bar (`meta.alone`, as a printed sheet), and not where the app
    // opens again.
    {
      path: '/event/:eventId(\\d+)/display',
      name: 'event-display',
      component: () => import('./views/EventDisplayView.vue'),
      props: eventId,
      meta: { alone: true },
    },
    ...printRoutes,
    { path: '/:rest(.*)*', redirect: '/' },
  ],
});

/**
 * Puts the last screen shown in the address when the window starts without a route (resume.ts:
 * once per session, so that choosing the matches list later is not overruled).
 */
function restoreRoute(): void {
  let restored = true;
  try {
    restored = sessionStorage.getItem(RESTORED_KEY) !== null;
    sessionStorage.setItem(RESTORED_KEY, '1');
  } catch {
    // Storage refused: the app opens on the route it was given.
  }
  const target = routeToRestore(window.location.hash, safeGet(LAST_ROUTE_KEY), restored);
  if (target !== null) window.history.replaceState(window.history.state, '', `#${target}`);
}

/** Remembers each screen shown (a navigation that went through), for `restoreRoute`. */
export function rememberRoute(): void {
  router.afterEach((to, _from, failure) => {
    // A printed sheet, or the room's display, is not where the app should open again: it has no bar to leave it by.
    if (failure || to.meta['print'] === true || to.meta['alone'] === true) return;
    try {
      localStorage.setItem(LAST_ROUTE_KEY, to.fullPath);
    } catch {
      // Storage refused: the app still works, it just opens on the matches list.
    }
  });
}

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
