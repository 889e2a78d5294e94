/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { listenForPushes } from './push.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The shell is precached, so every page of the app opens offline (ARCHITECTURE.md). Runtime
// caching of actor and video pages and the tracking outbox come with the rest of the PWA issue;
// web push is in push.ts.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/img\//, /^\/socket/, /^\/healthz/],
  }),
);

self.addEventListener('message', (event) => {
  if (event.data && typeof event.data === 'object' && (event.data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

listenForPushes();
