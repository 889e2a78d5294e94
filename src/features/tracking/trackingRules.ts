// The rules of event tracking (spec part 1 §5, part 2 §7.6) as pure functions: when an event is
// sent at all, how (a POST with the bearer token, or a beacon with a web token while the page is
// being hidden or unloaded), and what the page events hold.
import { type TrackingEvent, WEB_TOKEN_RENEW_MS, type WebToken } from '../../contract/tracking.ts';

/** Spec part 1 §5: skipped without a tracker address or an access token, and without analytics consent. */
export function mayTrack(input: { trackerUrl: string; accessToken: string | null; analytics: boolean }): boolean {
  return input.trackerUrl !== '' && Boolean(input.accessToken) && input.analytics;
}

/** A web token and the access token it acts for (a new access token needs a new web token). */
export interface HeldWebToken extends WebToken {
  accessToken: string;
}

/** Whether a new web token is due: none yet, another access token's, or less than WEB_TOKEN_RENEW_MS left. */
export function needsWebToken(held: HeldWebToken | null, accessToken: string, now: number): boolean {
  return held === null || held.accessToken !== accessToken || held.expiresAt - now < WEB_TOKEN_RENEW_MS;
}

/**
 * A beacon while the page is being hidden or unloaded (a POST may die with the page), online
 * and with a valid web token at hand; a POST otherwise, which the service worker's outbox keeps
 * when the network is down (a beacon offline is simply lost).
 */
export function transportFor(input: {
  leaving: boolean;
  online: boolean;
  held: HeldWebToken | null;
  accessToken: string;
  now: number;
}): 'beacon' | 'post' {
  const usable = input.held !== null && input.held.accessToken === input.accessToken && input.held.expiresAt > input.now;
  return input.leaving && input.online && usable ? 'beacon' : 'post';
}

/** A new event id (the server stores an id once): 32 hex digits from the browser's random source. */
export function newEventId(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  return [...random(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Paths longer than this are cut, so an odd address never makes data too long to be stored. */
const PATH_MAX_CHARS = 500;

/** What a page event says; the id, time and source are added when it is sent. */
export type PageEvent = Omit<TrackingEvent, 'eventId' | 'timestamp' | 'source'>;

/** A page shown: its route (context) and path; int1 counts the pages of this visit. The query string stays out (it may hold codes). */
export function pageViewEvent(page: { routeId: string | null; path: string; number: number }): PageEvent {
  return {
    type: 'pageView',
    context: page.routeId ?? 'notFound',
    data: JSON.stringify({ path: page.path.slice(0, PATH_MAX_CHARS) }),
    int1: page.number,
  };
}

/** The page hidden or left after float1 seconds in view. */
export function pageHiddenEvent(page: { routeId: string | null; path: string; visibleMs: number }): PageEvent {
  return {
    type: 'pageHidden',
    context: page.routeId ?? 'notFound',
    data: JSON.stringify({ path: page.path.slice(0, PATH_MAX_CHARS) }),
    float1: Math.max(0, page.visibleMs) / 1000,
  };
}
