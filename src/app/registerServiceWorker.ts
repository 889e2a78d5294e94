import { loadWhenReachable } from '../lib/networkBack.ts';
import { reloadPage } from '../lib/reload.ts';
import { appConfig } from './appConfig.ts';
import { askForOutboxFlushes } from './outboxFlush.ts';
import { askPersistence, runsInstalled, trimWhenIdle } from './storagePersistence.ts';

/** A page left open asks for a new version this often (while shown and online). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Whether an open page asks the server for a new worker now: hourly, only while shown and online. */
export function updateCheckDue(input: { now: number; lastCheck: number; visible: boolean; online: boolean }): boolean {
  return input.visible && input.online && input.now - input.lastCheck >= UPDATE_CHECK_MS;
}

/** Asks for a new version hourly while the page is shown and online, and on coming back to it. */
function checkForUpdates(registration: ServiceWorkerRegistration): void {
  let lastCheck = Date.now();
  const check = () => {
    if (!updateCheckDue({ now: Date.now(), lastCheck, visible: document.visibilityState === 'visible', online: navigator.onLine })) return;
    lastCheck = Date.now();
    registration.update().catch(() => undefined); // offline or the server away: the next check
  };
  setInterval(check, UPDATE_CHECK_MS);
  addEventListener('visibilitychange', check);
  addEventListener('online', check);
}

/** Chromium's install event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * What the install offer and the update notice need to know, gathered from the first moment
 * (the browser's install event can come before anything else loaded). Plain values: the
 * prompts' chunk (src/features/pwa) takes them over once there is something to offer.
 */
export interface PwaSignals {
  installEvent: InstallPromptEvent | null;
  /** A new service worker is installed and waits; accepting reloads the page on it. */
  updateWaiting: boolean;
  /** Pages shown since this page load: the install offer waits for a second one. */
  pageViews: number;
  /** Lets the waiting version take over; the page reloads once it controls. */
  acceptUpdate: (() => void) | null;
}

const signals: PwaSignals = { installEvent: null, updateWaiting: false, pageViews: 1, acceptUpdate: null };
let prompts: Promise<typeof import('../features/pwa/mountPrompts.tsx')> | null = null;

/** Loads the prompts (once; offline, once the network is back) and hands them the signals again. */
function showPrompts(): void {
  prompts ??= loadWhenReachable(() => import('../features/pwa/mountPrompts.tsx'));
  void prompts.then((loaded) => loaded.mountPrompts(signals));
}

/**
 * Registers the service worker in production builds only (the dev server serves no sw.js), keeps
 * the browser's install offer for a better moment than first paint, and notes a new version
 * waiting to take over.
 */
export function registerServiceWorker(): void {
  if (typeof window === 'undefined') return;
  // Pages shown (the router's pushState and history moves).
  for (const type of ['pushState', 'popstate']) {
    addEventListener(type, () => {
      signals.pageViews += 1;
      if (prompts) showPrompts();
    });
  }
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no browser banner on first paint: ours comes later
    signals.installEvent = event as InstallPromptEvent;
    showPrompts();
  });
  addEventListener('appinstalled', () => {
    signals.installEvent = null;
    if (prompts) showPrompts();
    void askPersistence(true).catch(() => undefined);
  });
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The home-screen app keeps its saved pages: its storage is asked to persist (storagePersistence.ts).
  void askPersistence(runsInstalled()).catch(() => undefined);
  if (!appConfig().serviceWorker) {
    // The kill switch (server/retiredWorker.ts): no worker here, and one installed before goes.
    void navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => registrations.forEach((registration) => void registration.unregister()));
    return;
  }
  // Back online or shown again: the worker sends what its outbox kept (sw/outbox.ts).
  askForOutboxFlushes();
  // Registered after the page's load: the worker is not needed to show the page. A page whose
  // language catalog loaded first (main.tsx awaits it) may find `load` passed already.
  // workbox-window (2 KB) comes only once a new version waits: the first visit never loads it.
  const offerUpdate = () =>
    void loadWhenReachable(() => import('workbox-window')).then(({ Workbox }) => {
      const workbox = new Workbox('/sw.js');
      workbox.addEventListener('waiting', () => {
        signals.acceptUpdate = () => {
          workbox.addEventListener('controlling', reloadPage);
          workbox.messageSkipWaiting();
        };
        signals.updateWaiting = true;
        showPrompts();
      });
      return workbox.register({ immediate: true });
    });
  // Without a worker (refused, or blocked as an automated browser may) the page works on.
  const register = () =>
    void navigator.serviceWorker.register('/sw.js').then(
      (registration: ServiceWorkerRegistration | undefined) => {
        if (!registration) return;
        checkForUpdates(registration);
        trimWhenIdle();
        // A waiting worker replaces a controlling one: an update (the first install replaces nothing).
        if (registration.waiting && navigator.serviceWorker.controller) offerUpdate();
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed' && navigator.serviceWorker.controller) offerUpdate();
          });
        });
      },
      () => undefined,
    );
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
