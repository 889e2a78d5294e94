// What the app does when a page's chunk cannot be loaded (issue 21, point 12; spec part 2 §8:
// "Script chunk preload failure: dispatched as event, rethrown if unhandled"). After a deploy the
// old build's chunk is gone from the server (it answers 404): one reload brings the new build.
// Offline or on a flaky network the chunk is still there: the route's boundary offers a retry.
// Vite's `vite:preloadError` event is left unhandled on purpose: handled, Vite would resolve the
// import with nothing (React then fails on an undefined module); unhandled, it rethrows the
// chunk's own error, which the route's boundary reads.
import { isFileGone } from '../api/reporting.ts';
import { CHUNK_RELOAD_AT_KEY } from '../contract/storageKeys.ts';
import { reloadPage } from '../lib/reload.ts';
import { readSession, writeSession } from '../lib/storage.ts';
import { chunkUrlOf, mayReloadForChunk } from './chunkErrors.ts';

/**
 * Reloads the page once when the failed chunk is gone from the server; otherwise (offline, a
 * flaky network, or a reload that did not help within a minute) says the guest should retry.
 */
export async function recoverFromChunkError(error: unknown): Promise<'reloading' | 'retry'> {
  const url = chunkUrlOf(error);
  if (!navigator.onLine || url === null || new URL(url, location.href).origin !== location.origin) return 'retry';
  if (!(await isFileGone(url))) return 'retry';
  const last = Number(readSession(CHUNK_RELOAD_AT_KEY));
  if (!mayReloadForChunk(Number.isFinite(last) && last > 0 ? last : null, Date.now())) return 'retry';
  writeSession(CHUNK_RELOAD_AT_KEY, String(Date.now()));
  reloadPage();
  return 'reloading';
}
