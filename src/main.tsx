import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { currentToken } from './api/session.ts';
import { reportUncaughtErrors } from './app/errorReports.ts';
import { registerServiceWorker } from './app/registerServiceWorker.ts';
import { matchPath } from './app/routes.ts';
import { startCheckout } from './features/checkout/index.ts';
import { loadHome } from './features/home/store.ts';
import { followAppBadge } from './features/push/appBadge.ts';
import { watchDevicePush } from './features/push/startup.ts';
import { startTracking } from './features/tracking/startTracking.ts';
import { activateLanguage } from './i18n/i18n.ts';
import { languageOfPath } from './i18n/locale.ts';

/** How long home's first render waits for its data before it shows the skeleton. */
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
// Home's first render also waits a moment for its data (its request left before the bundle): the
// timeline renders at once instead of the skeleton first; a slow answer gets the skeleton. Other
// pages render through their loading state: promos that arrive later push the page down, and
// content already on screen would jump (docs/decisions.md, 2026-11-28). Not a top-level await:
// a page's chunk imports this chunk's modules, and would wait for this module to finish.
const homeOrSkeleton = homeData ? Promise.race([homeData, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]) : null;
void Promise.all([activateLanguage(language), homeOrSkeleton]).then(start);
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
      import('./realtime/client.ts')
        .then((realtime) => realtime.startRealtime())
        .catch((error: unknown) => {
          // without its chunk (offline on a new deploy) the page works on served data, not live
          console.warn('live updates unavailable:', error);
        });
    }, 0);
  });
}
