// Sends tracking events (spec part 2 §7.6) where spec part 1 §5 allows it: a tracker address,
// an access token and analytics consent, checked for every event (consent may be withdrawn at
// any time). While the page is being hidden or unloaded an event goes as a beacon with the web
// token this tab keeps ready; otherwise as a POST, which the service worker's outbox keeps while
// the network is down.

import { beaconTrackingEvent, createWebToken, postTrackingEvent } from '../../api/tracking.ts';
import { appConfig } from '../../app/appConfig.ts';
import { TOKEN_KEY } from '../../contract/storageKeys.ts';
import type { TrackingEvent } from '../../contract/tracking.ts';
import { readLocal } from '../../lib/storage.ts';
import { hasConsent } from '../../state/consent.ts';
import { type HeldWebToken, mayTrack, needsWebToken, newEventId, type PageEvent, transportFor } from './trackingRules.ts';

let held: HeldWebToken | null = null;
let renewing = false;

/** Gets a web token in time for the next hide, when this tab has none good for long enough. */
function keepWebTokenReady(trackerUrl: string, accessToken: string, now: number): void {
  if (renewing || !navigator.onLine || !needsWebToken(held, accessToken, now)) return;
  renewing = true;
  createWebToken(trackerUrl)
    .then((webToken) => {
      held = { ...webToken, accessToken };
    })
    .catch(() => {
      // without a web token a leaving event goes as a keepalive POST instead
    })
    .finally(() => {
      renewing = false;
    });
}

const source = () => (window.matchMedia?.('(display-mode: standalone)').matches ? 'pwa' : 'web');

/** Tracks one event now; `leaving` while the page is being hidden or unloaded. */
export function trackEvent(fields: PageEvent, leaving = false, now = Date.now()): void {
  const { trackerUrl } = appConfig();
  const accessToken = readLocal(TOKEN_KEY);
  if (!accessToken || !mayTrack({ trackerUrl, accessToken, analytics: hasConsent('analytics') })) return;
  const event: TrackingEvent = { eventId: newEventId(), timestamp: now, source: source(), ...fields };
  const transport = transportFor({ leaving, online: navigator.onLine, held, accessToken, now });
  if (transport === 'beacon' && held && beaconTrackingEvent(trackerUrl, event, held.token)) return;
  postTrackingEvent(trackerUrl, event, leaving).catch(() => {
    // statistics: an event that could not be sent changes nothing for the guest
  });
  if (!leaving) keepWebTokenReady(trackerUrl, accessToken, now);
}
