// Offline reading (PWA issue): the runtime caches the service worker (sw/runtimeCache.ts) fills
// and the app reads (src/features/offline), named once for both. Names only.

/** API answers (GET calls and query-service reads). Their addresses carry the access token, so
 * one guest's answers are never another's; logout deletes the cache all the same. */
export const API_CACHE = 'glimmer-api-v1';
/** Actor and video images. */
export const IMAGE_CACHE = 'glimmer-images-v1';
/** Set on an answer the worker served from its cache because the network did not answer. */
export const FROM_CACHE_HEADER = 'x-glimmer-from-cache';
/** The path prefix under which query-service answers are kept (POSTs cannot be cache keys). */
export const QUERY_CACHE_PATH = '/__cache/vxql/';
/** An outbox entry's id (x-outbox-id) and a tracking event's eventId: what a replay is known by. */
export const OUTBOX_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
