// Waiting for the network: what failed to load for want of it (a chunk, a token) is tried again
// when the browser says it is back, not on a timer that spends a flaky phone's battery meanwhile.

/** A load that failed while the browser was online (the server or a deploy away) is tried again after this long. Chosen. */
export const ONLINE_RETRY_MS = 5_000;

/** Resolves at once when the browser is online, else at its next `online` event. */
export function networkBack(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => addEventListener('online', () => resolve(), { once: true }));
}

/**
 * Runs `load` until it succeeds: after a failure it waits for the network when the browser is
 * offline, else ONLINE_RETRY_MS. For chunks and calls the page cannot do without but need not wait for.
 */
export async function loadWhenReachable<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch {
      if (navigator.onLine) await new Promise((resolve) => setTimeout(resolve, ONLINE_RETRY_MS));
      else await networkBack();
    }
  }
}
