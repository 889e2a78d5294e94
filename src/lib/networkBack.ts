// Waiting for the network: what failed to load for want of it (a chunk, a token) is tried again
// when the browser says it is back, not on a timer that spends a flaky phone's battery meanwhile.

/** Resolves at once when the browser is online, else at its next `online` event. */
export function networkBack(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => addEventListener('online', () => resolve(), { once: true }));
}

/**
 * Runs `load` until it succeeds: after a failure it waits for the network when the browser is
 * offline, else `retryMs` (the server or a deploy away). For chunks and calls the page cannot do
 * without but need not wait for.
 */
export async function loadWhenReachable<T>(load: () => Promise<T>, retryMs: number): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch {
      if (navigator.onLine) await new Promise((resolve) => setTimeout(resolve, retryMs));
      else await networkBack();
    }
  }
}
