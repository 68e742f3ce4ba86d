import { createRouter, createWebHashHistory } from 'vue-router';
import type { RouteLocationNormalized } from 'vue-router';

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
