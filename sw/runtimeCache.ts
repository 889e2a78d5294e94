/// <reference lib="webworker" />
// Offline reading (PWA issue): API answers are cached as they pass, network first with a short
// timeout (a flaky network falls back to the last answer quickly); images cache first with an
// expiry. The answers that make a saved page (savedPageRules.ts) go to their own cache, never
// trimmed; lists and images are disposable, bounded here and trimmed further by storageTrim.ts. Query-service reads are POSTs, which the Cache API cannot key: they are
// kept under a GET address made of a hash of the token, language and query; mutations are never
// kept, and trackEvent goes to the outbox (outbox.ts). Every answer keyed
// this way belongs to one access token: after a logout (a new token) nothing of the previous
// guest is found, and the app deletes the API cache on logout besides.

import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { FROM_CACHE_HEADER, IMAGE_CACHE, LIST_CACHE, QUERY_CACHE_PATH, SAVED_PAGES_CACHE } from '../src/contract/offline.ts';
import { QUERY_PATH } from '../src/contract/rest.ts';
import { DISPOSABLE_LIMITS, DISPOSABLE_MAX_AGE_DAYS, savedPageOf } from '../src/contract/savedPageRules.ts';
import { NOT_CACHED } from './notCached.ts';
import { isOutboxOperation, sendThroughOutbox } from './outbox.ts';
import { putMakingRoom } from './storageTrim.ts';

declare const self: ServiceWorkerGlobalScope;

/** Seconds the network gets before the cached answer is used. */
const NETWORK_TIMEOUT_SECONDS = 3;
const DAY_SECONDS = 24 * 60 * 60;

/** The cached answer marked as such, so the app can say its data may be stale. */
async function fromCache(cached: Response): Promise<Response> {
  const headers = new Headers(cached.headers);
  headers.set(FROM_CACHE_HEADER, '1');
  return new Response(await cached.blob(), { status: cached.status, statusText: cached.statusText, headers });
}

const markFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? fromCache(cachedResponse) : cachedResponse),
};

// A quota error trims the disposable caches (storageTrim.ts), not workbox's purge of a whole cache.
const listExpiration = new ExpirationPlugin({
  maxEntries: DISPOSABLE_LIMITS.lists.max,
  maxAgeSeconds: DISPOSABLE_MAX_AGE_DAYS.lists * DAY_SECONDS,
});
const listStrategy = new NetworkFirst({
  cacheName: LIST_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [listExpiration, markFromCache],
});
const savedStrategy = new NetworkFirst({
  cacheName: SAVED_PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [markFromCache],
});

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function isMutation(body: string): boolean {
  try {
    const query = (JSON.parse(body) as { query?: unknown }).query;
    return typeof query === 'string' && /^\s*mutation\b/.test(query);
  } catch {
    return true; // not a read we understand: never kept
  }
}

/** A query-service read: network first, its answer kept under a GET key; tracking goes to the outbox, other mutations pass through. */
async function queryRead(event: FetchEvent): Promise<Response> {
  const body = await event.request.clone().text();
  if (isOutboxOperation(body)) return sendThroughOutbox(event);
  if (isMutation(body)) return fetch(event.request);
  const url = new URL(event.request.url);
  const key = `${QUERY_CACHE_PATH}${await sha256(`${event.request.headers.get('authorization') ?? ''}\n${url.searchParams.get('language') ?? ''}\n${body}`)}`;
  const cache = await caches.open(LIST_CACHE);
  try {
    const answer = await Promise.race([
      fetch(event.request),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), NETWORK_TIMEOUT_SECONDS * 1000)),
    ]);
    if (answer.ok) await putMakingRoom(LIST_CACHE, key, answer.clone());
    return answer;
  } catch (error) {
    const cached = await cache.match(key);
    if (!cached) throw error;
    return fromCache(cached);
  }
}

export function cacheForOfflineReading(): void {
  const apiRead = (url: URL, request: Request) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/v1/') &&
    !NOT_CACHED.test(url.pathname);
  registerRoute(({ url, request }) => apiRead(url, request) && savedPageOf(url) !== null, savedStrategy);
  registerRoute(({ url, request }) => apiRead(url, request) && savedPageOf(url) === null, listStrategy);
  registerRoute(
    ({ url, request }) => request.method === 'POST' && url.origin === self.location.origin && url.pathname === QUERY_PATH,
    ({ event }) => queryRead(event as FetchEvent),
    'POST',
  );
  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/img/'),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        new ExpirationPlugin({ maxEntries: DISPOSABLE_LIMITS.images.max, maxAgeSeconds: DISPOSABLE_MAX_AGE_DAYS.images * DAY_SECONDS }),
      ],
    }),
  );
}
