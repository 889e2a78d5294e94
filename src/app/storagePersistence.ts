// Storage that lasts (PWA issue 22, point 7): the installed app asks the browser to keep its
// storage (saved pages are the guest's, not a cache the browser may clear under pressure), and an
// idle page asks the service worker to trim the disposable caches (sw/storageTrim.ts).
import { TRIM_CACHES_MESSAGE } from '../contract/offline.ts';

/** Whether to ask for persistent storage now: once installed (the install event, or running as the home-screen app), if not granted yet. */
export function shouldAskPersist(input: { supported: boolean; installed: boolean; persisted: boolean }): boolean {
  return input.supported && input.installed && !input.persisted;
}

/** The page runs as the installed app (any app display mode, or iOS's home-screen flag). */
export function runsInstalled(): boolean {
  const modes = ['standalone', 'fullscreen', 'minimal-ui', 'window-controls-overlay'];
  return modes.some((mode) => matchMedia(`(display-mode: ${mode})`).matches) || (navigator as { standalone?: boolean }).standalone === true;
}

/** Asks for persistent storage when the app is installed; Chromium grants it to installed apps without a prompt, Firefox asks. */
export async function askPersistence(installed: boolean): Promise<void> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const supported = typeof storage?.persist === 'function' && typeof storage.persisted === 'function';
  if (!supported) return;
  if (!shouldAskPersist({ supported, installed, persisted: await storage.persisted() })) return;
  await storage.persist();
}

/** Once the page has nothing else to do, the worker trims the disposable caches. */
export function trimWhenIdle(): void {
  const ask = () => navigator.serviceWorker?.controller?.postMessage({ type: TRIM_CACHES_MESSAGE });
  if (typeof requestIdleCallback === 'function') requestIdleCallback(ask, { timeout: 60_000 });
  else setTimeout(ask, 10_000);
}
