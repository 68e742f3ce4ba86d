/**
 * The room's page (issue 24): what a device at a table and the room's display open, served by the
 * room's listener on the club's network (server/room.ts), never the organizer's screens. The same
 * rules, stores, words and components as the organizer's window; its own routes:
 * - `#/join/CODE` (the QR code's link) or `#/join` (the code typed): the code is exchanged for a
 *   credential (a cookie) and leaves the address bar and the history;
 * - `#/table`: the table's screen by touch;
 * - `#/display`: the room's display.
 */
import { createPinia } from 'pinia';
import { createApp } from 'vue';
import { z } from 'zod';
import RoomApp from './RoomApp.vue';
import { followOtherWindows, i18n } from '../i18n.ts';
import { roomRouter } from './router.ts';
import '../style.css';
import './room.css';

// As in the organizer's window (main.ts): the engine's schemas run without `new Function` under the CSP.
z.config({ jitless: true });
document.documentElement.lang = i18n.global.locale.value;
followOtherWindows();
createApp(RoomApp).use(createPinia()).use(i18n).use(roomRouter).mount('#app');
