/// <reference lib="webworker" />
// Storage that lasts (PWA issue 22, point 7): the disposable caches (lists, images) are trimmed
// when a page says it is idle (TRIM_CACHES_MESSAGE, sw.ts) and whenever a write fails for want
// of space; the saved pages' cache is never touched here (only the guest removes saved pages).
import { registerQuotaErrorCallback } from 'workbox-core';
import { IMAGE_CACHE, LEGACY_API_CACHE, LIST_CACHE } from '../src/contract/offline.ts';
import { entriesToDrop, type TrimReason } from '../src/contract/savedPageRules.ts';

declare const self: ServiceWorkerGlobalScope;

const DISPOSABLE = [
  [LIST_CACHE, 'lists'],
  [IMAGE_CACHE, 'images'],
] as const;

/** Drops the oldest entries of each disposable cache (the Cache API keeps entries in the order they were written). */
export async function trimDisposable(reason: TrimReason): Promise<void> {
  for (const [name, limits] of DISPOSABLE) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, entriesToDrop(keys.length, limits, reason)).map((key) => cache.delete(key)));
  }
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}

/** A write of the worker's own (not workbox's): on a quota error the disposable caches make room and it is tried once more. */
export async function putMakingRoom(cacheName: string, key: string, response: Response): Promise<void> {
  const cache = await caches.open(cacheName);
  const copy = response.clone();
  try {
    await cache.put(key, response);
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    await trimDisposable('quota');
    await cache.put(key, copy).catch(() => undefined); // still no room: the answer is served, only not kept
  }
}

export function keepStorage(): void {
  // workbox's strategies call these when one of their writes fails for want of space
  registerQuotaErrorCallback(() => trimDisposable('quota'));
  // the builds before saved pages kept every answer in one cache: it cannot be told apart any more
  self.addEventListener('activate', (event) => event.waitUntil(caches.delete(LEGACY_API_CACHE)));
}
