import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { currentToken } from './api/session.ts';
import { reportUncaughtErrors } from './app/errorReports.ts';
import { preloadPage } from './app/pages.ts';
import { registerServiceWorker } from './app/registerServiceWorker.ts';
import { matchPath } from './app/routes.ts';
import { startCheckout } from './features/checkout/index.ts';
import { loadHome } from './features/home/store.ts';
import { followAppBadge } from './features/push/appBadge.ts';
import { watchDevicePush } from './features/push/startup.ts';
import { startTracking } from './features/tracking/startTracking.ts';
import { activateLanguage } from './i18n/i18n.ts';
import { laterMessages } from './i18n/lazyCatalogs.ts';
import { languageOfPath } from './i18n/locale.ts';
import { loadWhenReachable } from './lib/networkBack.ts';

/** How long the first render waits for the first page's chunk, texts and data before it shows their loading state. */
const FIRST_RENDER_WAIT_MS = 200;

reportUncaughtErrors();
const language = languageOfPath(location.pathname);
// Every page's calls need the access token: a first visit asks for it now, before the catalog,
// the page chunk and the first render keep the main thread busy (on a slow phone that is half a
// second before the largest paint).
void currentToken().catch(() => undefined);
// The home page's data: its request started before the bundle came (src/api/firstVisit.ts), or
// starts now, before the first render (the store is in the first chunk: imported statically, no
// round trip for a chunk of its own).
const firstRoute = matchPath(location.pathname)?.id ?? null;
const homeData = firstRoute === 'home' ? loadHome(language) : null;
// The page's language catalog is loaded before the first render, so no English flashes on /de/.
// The first render also waits a moment for the page's chunk, the "later" texts most pages show
// (src/i18n/useLaterTexts.ts) and home's data: what is there by then renders at once, without a
// loading step in between (React holds a page's reveal back 300 ms after its fallback showed,
// src/app/pageChunk.ts); what comes later shows its loading state beside the navbar. A page on
// screen sooner is clicked sooner: a promo whose data comes later than 400 ms after that click
// waits for the next one (src/features/promos/promoRules.ts), so it never pushes the page down. On a repeat
// visit all of it comes from the service worker's caches in time; on a slow first visit the
// shell is not held back for it. Not a top-level await: the page's chunk imports this chunk's
// modules, and would wait for this module to finish.
const pageReady = Promise.all([preloadPage(firstRoute), firstRoute === 'home' ? null : laterMessages(language), homeData]);
const waited = new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
void Promise.all([activateLanguage(language), Promise.race([pageReady, waited])]).then(start);
// The worker and the live connection do not wait for the first render: the install and update
// events are heard from the start, and a page whose first render waits for its chunk would
// otherwise show content the server cannot update yet (the connection starts after the first frame).
registerServiceWorker();
startRealtimeAfterPaint();

function start(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The live connection (src/realtime/) is not needed for the first paint: its code is fetched
// once the first frame is on screen, so the first paint never waits for it. The checkout's
// startup hooks (payment events, other tabs' login and logout, a flow to restore, signup opening
// by itself, deferred actions after login) start beside it; their opener is in the first chunk
// anyway (the navbar's buttons), the rest comes when needed. So does event tracking.
function startRealtimeAfterPaint(): void {
  requestAnimationFrame(() => {
    setTimeout(() => {
      startCheckout();
      startTracking();
      watchDevicePush();
      followAppBadge();
      // without its chunk (offline before it came) the page works on served data until the
      // network is back; the chunk is fetched then
      void loadWhenReachable(() => import('./realtime/client.ts')).then((realtime) => realtime.startRealtime());
    }, 0);
  });
}
