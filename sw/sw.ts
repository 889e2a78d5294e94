/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { TRIM_CACHES_MESSAGE } from '../src/contract/offline.ts';
import { flushOutbox, listenForOutbox } from './outbox.ts';
import { listenForPushes } from './push.ts';
import { cacheForOfflineReading } from './runtimeCache.ts';
import { keepStorage, trimDisposable } from './storageTrim.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The shell is precached, so every page of the app opens offline (ARCHITECTURE.md); the answers
// and images of the pages a guest visited are cached as they pass (runtimeCache.ts); web push is
// in push.ts, the tracking outbox in outbox.ts.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open pages over at once (without reloading them), so what a
// first-time guest opens next passes through the worker and is saved for offline reading. An
// update activates only when the guest accepts it (SKIP_WAITING), and the page then reloads.
clientsClaim();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/img\//, /^\/socket/, /^\/healthz/],
  }),
);

// Messages from our own pages only: the update notice's SKIP_WAITING, the page's `online`, the
// idle page's trim of the disposable caches.
self.addEventListener('message', (event) => {
  if (event.origin !== self.location.origin) return;
  const type = event.data && typeof event.data === 'object' ? (event.data as { type?: unknown }).type : undefined;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'outbox-flush') event.waitUntil(flushOutbox());
  if (type === TRIM_CACHES_MESSAGE) event.waitUntil(trimDisposable('idle'));
});

listenForPushes();
listenForOutbox();
cacheForOfflineReading();
keepStorage();
