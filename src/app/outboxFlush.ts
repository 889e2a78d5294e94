// When the page asks the service worker to send its outbox (sw/outbox.ts; issue 22 point 8).
// Background Sync is Chromium-only, and a phone's browser may deliver no `online` to a page
// that was in the background when the network came back; so the page asks on `online` and again
// whenever it is shown while online. A flush that finds nothing sends nothing, and each entry
// carries its x-outbox-id, so the server counts a replay once (server/rest/outbox.ts).

/** The message the worker answers with a flush (sw/sw.ts). */
const OUTBOX_FLUSH_MESSAGE = { type: 'outbox-flush' } as const;

/** Whether a page event is a moment to send the outbox: back online, or shown while online. */
export function outboxFlushDue(event: { type: 'online' | 'visibilitychange'; visible: boolean; online: boolean }): boolean {
  if (event.type === 'online') return true;
  return event.visible && event.online;
}

/** Asks the controlling worker to send its outbox on `online` and when the page is shown online. */
export function askForOutboxFlushes(): void {
  const ask = (type: 'online' | 'visibilitychange') => {
    if (!outboxFlushDue({ type, visible: document.visibilityState === 'visible', online: navigator.onLine })) return;
    navigator.serviceWorker.controller?.postMessage(OUTBOX_FLUSH_MESSAGE);
  };
  addEventListener('online', () => ask('online'));
  document.addEventListener('visibilitychange', () => ask('visibilitychange'));
}
