// The guest's page events: a page view for every page shown (the first one and each route
// change), and, when the page is hidden or left, how long it was in view, sent as a beacon.
import { matchPath } from '../../app/routes.ts';
import { trackEvent } from './tracker.ts';
import { pageHiddenEvent, pageViewEvent } from './trackingRules.ts';

let started = false;
let lastPath: string | null = null;
let pageNumber = 0;
/** Since when the page is in view; null while hidden (one hidden event per hide). */
let visibleSince: number | null = null;

function currentPage() {
  const path = location.pathname;
  return { path, routeId: matchPath(path)?.id ?? null };
}

function pageShown(): void {
  const page = currentPage();
  // A changed query (a modal, a filter) is the same page.
  if (page.path === lastPath) return;
  lastPath = page.path;
  visibleSince = document.visibilityState === 'visible' ? Date.now() : null;
  trackEvent(pageViewEvent({ ...page, number: ++pageNumber }));
}

function pageHidden(): void {
  if (visibleSince === null) return;
  const now = Date.now();
  trackEvent(pageHiddenEvent({ ...currentPage(), visibleMs: now - visibleSince }), true, now);
  visibleSince = null;
}

/** Starts the page events once per page load (src/features/tracking/startTracking.ts loads this). */
export function trackPages(): void {
  if (started) return;
  started = true;
  pageShown();
  // wouter announces its navigations as pushState and replaceState events; popstate is the browser's.
  for (const type of ['pushState', 'replaceState', 'popstate']) addEventListener(type, pageShown);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') pageHidden();
    else visibleSince ??= Date.now();
  });
  // A page closed while in view (some browsers skip visibilitychange on unload).
  addEventListener('pagehide', pageHidden);
  addEventListener('pageshow', () => {
    if (document.visibilityState === 'visible') visibleSince ??= Date.now();
  });
}
