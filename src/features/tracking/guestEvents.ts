// The guest's own actions sent with tracker/track (spec part 2 §7.6: eventContext, eventAction,
// eventData): a video shared by e-mail, a picture rated. The events the spec names (the balance
// event of part 1 §4, a ticket purchase) go through the query service's tracking mutation
// (tracker.ts). Like every tracking call these go only with the guest's analytics consent and
// an access token (spec part 1 §5), and through the service worker's outbox, which keeps them
// while the network is down (sw/outbox.ts).

import { trackGuestAction } from '../../api/tracking.ts';
import { TOKEN_KEY } from '../../contract/storageKeys.ts';
import { readLocal } from '../../lib/storage.ts';
import { hasConsent } from '../../state/consent.ts';

/** The contexts and actions this app sends: a closed list, so a typo is a compile error. */
export type GuestEvent = ['video', 'shareByEmail'] | ['picture', 'rate'];

export function trackGuestEvent<E extends GuestEvent>(
  eventContext: E[0],
  eventAction: E[1],
  eventData: Record<string, unknown> = {},
): void {
  if (!readLocal(TOKEN_KEY) || !hasConsent('analytics')) return;
  trackGuestAction(eventContext, eventAction, eventData).catch(() => {
    // statistics: an event that could not be sent changes nothing for the guest
  });
}
