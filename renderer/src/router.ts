import { createRouter, createWebHashHistory } from 'vue-router';
import type { RouteLocationNormalized } from 'vue-router';
import { LAST_ROUTE_KEY, routeToRestore } from './resume.ts';

/**
 * Hash history: the desktop window loads index.html from file://, where a path-based URL would
 * point at a file. The route holds the match (and hand) so that reopening the app, or reloading
 * the page after a crash, returns to the same screen.
 */
const matchId = (route: RouteLocationNormalized) => ({ matchId: Number(route.params['matchId']) });

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
      props: (route) => ({ ...matchId(route), hand: Number(route.params['hand']) }),
    },
    { path: '/:rest(.*)*', redirect: '/' },
  ],
});

/** Remembers the screen shown, and reopens it when the window starts without a route. */
export function rememberRoute(): void {
  const restored = sessionStorage.getItem(RESTORED_KEY) !== null;
  sessionStorage.setItem(RESTORED_KEY, '1');
  const target = routeToRestore(window.location.hash, safeGet(LAST_ROUTE_KEY), restored);
  if (target !== null) void router.replace(target);
  router.afterEach((to) => {
    try {
      localStorage.setItem(LAST_ROUTE_KEY, to.fullPath);
    } catch {
      // Storage refused: the app still works, it just opens on the matches list.
    }
  });
}

const RESTORED_KEY = 'dominoes.restored';

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
