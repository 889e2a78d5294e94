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

/** How long the first render of home waits for its data before it shows the skeleton. */
const HOME_DATA_WAIT_MS = 150;

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
// The page's language catalog is loaded before the first render, so no English flashes on /de/;
// so is the page's chunk, beside it: the page renders with the shell, without a loading step that
// React would hold for 300 ms once the chunk came (src/app/pageChunk.ts). Not a top-level await:
// the page's chunk imports this chunk's modules, and would wait for this module to finish.
// Pages other than home mostly show texts of the "later" catalog too (src/i18n/useLaterTexts.ts).
const laterTexts = firstRoute === 'home' ? null : laterMessages(language);
// Home's data is usually here by then (its request left before the bundle): waiting a moment for
// it renders the timeline at once instead of the skeleton first; a slow answer gets the skeleton.
const homeOrSkeleton = homeData ? Promise.race([homeData, new Promise((resolve) => setTimeout(resolve, HOME_DATA_WAIT_MS))]) : null;
void Promise.all([activateLanguage(language), preloadPage(firstRoute), laterTexts, homeOrSkeleton]).then(start);

function start(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  registerServiceWorker();
  startRealtimeAfterPaint();
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
      import('./realtime/client.ts')
        .then((realtime) => realtime.startRealtime())
        .catch((error: unknown) => {
          // without its chunk (offline on a new deploy) the page works on served data, not live
          console.warn('live updates unavailable:', error);
        });
    }, 0);
  });
}
