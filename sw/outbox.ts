/// <reference lib="webworker" />
// The tracking outbox (PWA issue): log calls (logger/*), tracker/track,
// tracker/trackActorProfileVisit and the query service's trackEvent (spec part 2 §7.6, as a POST
// and as a beacon) that cannot reach the server (offline, a timeout, the server down) are kept in IndexedDB and sent again in order when the network is back: on Background
// Sync where the browser has it (Chromium only), on the page's `online` and whenever a page is
// shown while online (a message, src/app/outboxFlush.ts), and whenever the worker starts, so
// nothing is lost when the worker is stopped in between. Each entry carries its id in
// `x-outbox-id` from its first try on: the server counts a replay once (server/rest/outbox.ts);
// a trackEvent carries its own eventId, which does the same on the query service.
// The queue is bounded: the oldest entries go first, and how many went is reported with the
// next call that gets through (`x-outbox-dropped`, logged by the server).
import { createStore, del, entries, get, set } from 'idb-keyval';
import { registerRoute } from 'workbox-routing';
import { OUTBOX_DROPPED_KEY, OUTBOX_META_STORE, OUTBOX_STORE } from '../src/contract/storageKeys.ts';
import { QUERY_BEACON_PATH, TRACK_EVENT_OPERATION } from '../src/contract/tracking.ts';

declare const self: ServiceWorkerGlobalScope & {
  registration: ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };
};

/** The calls the outbox takes by their address (REST_BASE + path). */
const OUTBOX_PATH =
  /^\/api\/v1\/(logger\/(browserOnline|websocketConnectionError|vxmessengerError)|tracker\/(track|trackActorProfileVisit))$/;

/**
 * Beacons come here too: Chromium hands a controlled page's beacon to its worker, and one the
 * worker leaves to the browser is lost when it was sent as the page unloads; the worker's own
 * fetch is not. A beacon's web token lasts two hours (WEB_TOKEN_TTL_MS): one queued longer is
 * refused when it is sent and dropped like any refused call.
 */
const isOutboxPath = (pathname: string) => OUTBOX_PATH.test(pathname) || pathname === QUERY_BEACON_PATH;
/** Query-service operations the outbox takes (runtimeCache.ts hands them over by their operationName). */
const OUTBOX_OPERATIONS: readonly (string | undefined)[] = [TRACK_EVENT_OPERATION];

/** Whether a query-service POST body is one the outbox takes. */
export function isOutboxOperation(body: string): boolean {
  try {
    return OUTBOX_OPERATIONS.includes((JSON.parse(body) as { operationName?: string }).operationName);
  } catch {
    return false;
  }
}

/** Most entries kept; a flood while offline loses its oldest. */
const OUTBOX_MAX_ENTRIES = 200;
/** A first try waits this long before the call is queued instead. */
const TRY_TIMEOUT_MS = 8_000;
const SYNC_TAG = 'glimmer-outbox';

interface OutboxEntry {
  id: string;
  url: string;
  headers: [string, string][];
  body: string;
  queuedAt: number;
}

const queue = createStore(OUTBOX_STORE.database, OUTBOX_STORE.store);
const meta = createStore(OUTBOX_META_STORE.database, OUTBOX_META_STORE.store);
let counter = 0;

/** Keys sort in queue order: time, then a counter for calls of the same millisecond. */
function keyOf(entry: OutboxEntry): string {
  return `${entry.queuedAt.toString(36).padStart(10, '0')}-${(counter++ % 1_000_000).toString(36).padStart(4, '0')}-${entry.id}`;
}

async function queued(): Promise<[string, OutboxEntry][]> {
  const all = (await entries<string, OutboxEntry>(queue)) as [string, OutboxEntry][];
  return all.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

async function enqueue(entry: OutboxEntry): Promise<void> {
  await set(keyOf(entry), entry, queue);
  const all = await queued();
  const excess = all.length - OUTBOX_MAX_ENTRIES;
  if (excess > 0) {
    for (const [key] of all.slice(0, excess)) await del(key, queue);
    await set(OUTBOX_DROPPED_KEY, ((await get<number>(OUTBOX_DROPPED_KEY, meta)) ?? 0) + excess, meta);
  }
  await self.registration.sync?.register(SYNC_TAG).catch(() => undefined);
}

/** Sends a request; null when it did not get through (network, timeout, or the server failing). */
async function attempt(request: Request): Promise<Response | null> {
  try {
    const answer = await fetch(request, { signal: AbortSignal.timeout(TRY_TIMEOUT_MS) });
    return answer.status >= 500 ? null : answer;
  } catch {
    return null;
  }
}

function requestOf(entry: OutboxEntry, dropped: number): Request {
  const headers = new Headers(entry.headers);
  if (dropped > 0) headers.set('x-outbox-dropped', String(dropped));
  return new Request(entry.url, { method: 'POST', headers, body: entry.body });
}

let flushing: Promise<void> | null = null;

/** Sends the queue oldest first until one does not get through; one flush at a time. */
export function flushOutbox(): Promise<void> {
  flushing ??= (async () => {
    for (const [key, entry] of await queued()) {
      const dropped = (await get<number>(OUTBOX_DROPPED_KEY, meta)) ?? 0;
      if (!(await attempt(requestOf(entry, dropped)))) return;
      if (dropped > 0) await set(OUTBOX_DROPPED_KEY, 0, meta);
      await del(key, queue); // answered (also refused with 4xx: sending it again would not help)
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Sends a call now, or queues it behind the others when it does not get through. */
export async function sendThroughOutbox(event: FetchEvent): Promise<Response> {
  const entry: OutboxEntry = {
    id: crypto.randomUUID().replace(/-/g, ''),
    url: event.request.url,
    headers: [],
    body: await event.request.text(),
    queuedAt: Date.now(),
  };
  const headers = new Headers(event.request.headers);
  headers.set('x-outbox-id', entry.id);
  entry.headers = [...headers.entries()];
  // Behind queued calls this one waits its turn: the order of events is kept.
  if ((await queued()).length === 0) {
    const answer = await attempt(requestOf(entry, 0));
    if (answer) return answer;
  }
  await enqueue(entry);
  void flushOutbox();
  return new Response(JSON.stringify({ success: true, queued: true }), { status: 202, headers: { 'content-type': 'application/json' } });
}

export function listenForOutbox(): void {
  registerRoute(
    ({ url, request }) => request.method === 'POST' && url.origin === self.location.origin && isOutboxPath(url.pathname),
    ({ event }) => sendThroughOutbox(event as FetchEvent),
    'POST',
  );
  self.addEventListener('sync', (event) => {
    const sync = event as ExtendableEvent & { tag: string };
    if (sync.tag === SYNC_TAG) sync.waitUntil(flushOutbox());
  });
  // A stopped worker starts again for any event: what waited is sent from then on.
  void flushOutbox();
}
