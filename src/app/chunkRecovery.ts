// What the app does when a page's chunk cannot be loaded (issue 21, point 12; spec part 2 §8:
// "Script chunk preload failure: dispatched as event, rethrown if unhandled"). After a deploy the
// old build's chunk is gone from the server (it answers 404): one reload brings the new build.
// Offline or on a flaky network the chunk is still there: the route's boundary offers a retry.
// Vite's `vite:preloadError` event is left unhandled on purpose: handled, Vite would resolve the
// import with nothing (React then fails on an undefined module); unhandled, it rethrows the
// chunk's own error, which the route's boundary reads.
import { reloadPage } from '../lib/reload.ts';
import { readSession, writeSession } from '../lib/storage.ts';
import { chunkUrlOf, mayReloadForChunk } from './chunkErrors.ts';

const RELOAD_AT_KEY = 'glimmer.chunkReloadAt';

/** Whether the server no longer has the chunk at `url` (a newer build replaced it). */
async function isChunkGone(url: string): Promise<boolean> {
  try {
    const answer = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return answer.status === 404;
  } catch {
    return false; // no answer at all: the network, not a deploy
  }
}

/**
 * Reloads the page once when the failed chunk is gone from the server; otherwise (offline, a
 * flaky network, or a reload that did not help within a minute) says the guest should retry.
 */
export async function recoverFromChunkError(error: unknown): Promise<'reloading' | 'retry'> {
  const url = chunkUrlOf(error);
  if (!navigator.onLine || url === null || new URL(url, location.href).origin !== location.origin) return 'retry';
  if (!(await isChunkGone(url))) return 'retry';
  const last = Number(readSession(RELOAD_AT_KEY));
  if (!mayReloadForChunk(Number.isFinite(last) && last > 0 ? last : null, Date.now())) return 'retry';
  writeSession(RELOAD_AT_KEY, String(Date.now()));
  reloadPage();
  return 'reloading';
}
