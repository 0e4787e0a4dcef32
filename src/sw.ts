/**
 * The offline shell's service worker (production builds only; built by vite-plugin-pwa's
 * injectManifest into /sw.js, type-checked by tsconfig.sw.json). It precaches the build (index.html,
 * every route's JS and CSS, both locales' texts) and answers only two kinds of request:
 * - navigations: network first, the precached index.html after a failure or NAVIGATION_TIMEOUT_MS;
 * - the precached files: cache first (their names are content hashes).
 * Everything else, the API above all, goes to the network untouched: there is no runtime caching.
 */
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { shouldActivate } from './lib/pwa/activation';
import { API_PATHS, networkFirst } from './lib/pwa/navigation';

declare const self: ServiceWorkerGlobalScope;

// Registered before the precache route, which would otherwise answer a navigation to `/` from the cache
// (its directoryIndex maps `/` to index.html) and a deploy would not reach that page.
const cachedShell = () => matchPrecache('index.html');
registerRoute(
  new NavigationRoute(({ request }) => networkFirst(() => fetch(request), cachedShell), {
    denylist: API_PATHS,
  }),
);

precacheAndRoute(self.__WB_MANIFEST);
// Precaches of older Workbox versions; this version's own activate step drops the files the new build
// no longer lists.
cleanupOutdatedCaches();

// src/lib/pwa/activation.ts: take over at once only for a page of this build.
self.addEventListener('message', (event) => {
  const accepted = shouldActivate(event.data, (url) => getCacheKeyForURL(url) !== undefined);
  if (accepted) event.waitUntil(self.skipWaiting());
  // The answer, to a sender that asks for it on a port (the browser test; the page does not need it).
  event.ports[0]?.postMessage(accepted);
});
