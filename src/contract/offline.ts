// Offline reading (PWA issue): the runtime caches the service worker (sw/runtimeCache.ts) fills
// and the app reads (src/features/offline), named once for both. Names only.

/**
 * Saved pages: the answers that make an actor page or a video page readable offline
 * (src/contract/savedPageRules.ts says which). Never trimmed: only the guest removes them (the
 * storage settings) and logout drops them. Their addresses carry the access token, so one
 * guest's answers are never another's.
 */
export const SAVED_PAGES_CACHE = 'glimmer-saved-v1';
/** Every other API answer (lists, counters, GET calls and query-service reads): disposable, trimmed. */
export const LIST_CACHE = 'glimmer-lists-v1';
/** Actor and video images: disposable, trimmed. */
export const IMAGE_CACHE = 'glimmer-images-v1';
/** The one API cache of the builds before saved pages were kept apart: the new worker deletes it. */
export const LEGACY_API_CACHE = 'glimmer-api-v1';
/** The page asks the worker to trim the disposable caches (sent when the page is idle). */
export const TRIM_CACHES_MESSAGE = 'trim-caches';
/** Set on an answer the worker served from its cache because the network did not answer. */
export const FROM_CACHE_HEADER = 'x-glimmer-from-cache';
/** The path prefix under which query-service answers are kept (POSTs cannot be cache keys). */
export const QUERY_CACHE_PATH = '/__cache/vxql/';
/** An outbox entry's id (x-outbox-id) and a tracking event's eventId: what a replay is known by. */
export const OUTBOX_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
