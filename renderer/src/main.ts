import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { i18n } from './i18n.ts';
import { rememberRoute, router } from './router.ts';
import './style.css';

document.documentElement.lang = i18n.global.locale.value;
rememberRoute();
createApp(App).use(createPinia()).use(i18n).use(router).mount('#app');
