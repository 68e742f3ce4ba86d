/**
 * The room page's routes (renderer/src/room/main.ts). Hash history, as the organizer's window:
 * the part after `#` never reaches the server, so a code in the QR code's link is not in any
 * request line or log, and the page takes it out of the address bar once it has joined.
 */
import { createRouter, createWebHashHistory } from 'vue-router';

export const roomRouter = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', redirect: '/join' },
    { path: '/join/:code?', name: 'join', component: () => import('./JoinView.vue'), props: (route) => ({ code: typeof route.params['code'] === 'string' ? route.params['code'] : '' }) },
    { path: '/table', name: 'device-table', component: () => import('./DeviceTableView.vue') },
    { path: '/display', name: 'display', component: () => import('./DisplayView.vue') },
    { path: '/:rest(.*)*', redirect: '/join' },
  ],
});
