// How the browsers say that a script chunk could not be loaded (issue 21, point 12): plain rules,
// unit-tested, for the route's error boundary and the chunk recovery.

/** The messages of a failed dynamic import or chunk preload, as Chromium, Firefox, Safari and Vite word them. */
const CHUNK_ERROR_MESSAGES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload of a chunk's styles
  /Failed to load module script/i,
];

/** Whether `error` says a script chunk (or its styles) could not be loaded, not that the page's code failed. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(message));
}

/** The address of the chunk that failed, when the message names one (Chromium, Firefox and Vite do). */
export function chunkUrlOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const found = /https?:\/\/[^\s'"]+/.exec(message);
  return found ? found[0].replace(/[.,;:)]+$/, '') : null;
}

/** A reload for a chunk that is gone happens at most once in this long: a reload that did not help shows the retry. */
export const CHUNK_RELOAD_QUIET_MS = 60_000;

/** Whether a reload may try to fix a gone chunk now, given when the last such reload was. */
export function mayReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_QUIET_MS;
}
