import { createPinia } from 'pinia';
import { createApp } from 'vue';
import { z } from 'zod';
import App from './App.vue';
import { followOtherWindows, i18n } from './i18n.ts';
import { rememberRoute, router } from './router.ts';
import './style.css';

// The page reads record files with the engine's schemas (stores/localMatch.ts): zod must not try
// `new Function` to speed them up, which the window's CSP forbids (and reports as a violation).
z.config({ jitless: true });
document.documentElement.lang = i18n.global.locale.value;
rememberRoute();
followOtherWindows();
createApp(App).use(createPinia()).use(i18n).use(router).mount('#app');
