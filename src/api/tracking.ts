// spec part 2 §7.6: the event-tracking mutation of the query service, as a POST with the bearer
// token or as a beacon with a web token (navigator.sendBeacon cannot set headers), and the web
// token itself.

import type { RestAnswer, RestPayload } from '../contract/rest.ts';
import {
  beaconPathOf,
  CREATE_WEB_TOKEN_MUTATION,
  TRACK_EVENT_MUTATION,
  TRACK_EVENT_OPERATION,
  type TrackingEvent,
  type WebToken,
} from '../contract/tracking.ts';
import { sendJson } from './client.ts';
import { query } from './query.ts';

/** The POST form; `keepalive` lets it outlive a page that is unloading. */
export async function postTrackingEvent(trackerUrl: string, event: TrackingEvent, keepalive = false): Promise<void> {
  await query(TRACK_EVENT_MUTATION, { event }, undefined, { url: trackerUrl, operationName: TRACK_EVENT_OPERATION, keepalive });
}

/**
 * The beacon form: the same JSON as text/plain (no preflight), the web token in `extensions`.
 * False when the browser would not queue it. Its answer never reaches the page.
 */
export function beaconTrackingEvent(trackerUrl: string, event: TrackingEvent, webToken: string): boolean {
  const body = JSON.stringify({
    query: TRACK_EVENT_MUTATION,
    operationName: TRACK_EVENT_OPERATION,
    variables: { event },
    extensions: { webToken },
  });
  return navigator.sendBeacon(beaconPathOf(trackerUrl), body);
}

export async function createWebToken(trackerUrl: string): Promise<WebToken> {
  return (await query<{ createWebToken: WebToken }>(CREATE_WEB_TOKEN_MUTATION, {}, undefined, { url: trackerUrl })).createWebToken;
}

/** tracker/track (spec part 2 §7.6): one guest event; the service worker's outbox keeps it while offline. */
export const trackGuestAction = (eventContext: string, eventAction: string, eventData: Record<string, unknown>) =>
  sendJson<RestAnswer<'tracker/track'>>('post', 'tracker/track', {
    eventContext,
    eventAction,
    eventData,
  } satisfies RestPayload<'tracker/track'>);
