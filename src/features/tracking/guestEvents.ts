// The guest's own events sent with tracker/track (spec part 2 §7.6: eventContext, eventAction,
// eventData): the balance event of spec part 1 §4 (payment-related incoming events "balance:
// track event") and what the guest does that the server alone does not see as an event
// (a video shared by e-mail, a picture rated). Like every tracking call they go only with the
// guest's analytics consent and an access token (spec part 1 §5), and through the service
// worker's outbox, which keeps them while the network is down (sw/outbox.ts).
import { readLocal } from '../../lib/storage.ts';
import { TOKEN_KEY } from '../../api/session.ts';
import { trackGuestAction } from '../../api/tracking.ts';
import { hasConsent } from '../../state/consent.ts';
import { guest } from '../../state/guest.ts';

/** The contexts and actions this app sends: a closed list, so a typo is a compile error. */
export type GuestEvent = ['payment', 'balance'] | ['video', 'shareByEmail'] | ['picture', 'rate'];

export function trackGuestEvent<E extends GuestEvent>(eventContext: E[0], eventAction: E[1], eventData: Record<string, unknown> = {}): void {
  if (!readLocal(TOKEN_KEY) || !hasConsent('analytics')) return;
  trackGuestAction(eventContext, eventAction, eventData).catch(() => {
    // statistics: an event that could not be sent changes nothing for the guest
  });
}

/** spec part 1 §4: the balance event, with the balance it brought (the guest store has it already). */
export function trackBalanceEvent(): void {
  trackGuestEvent('payment', 'balance', { balance: guest.balance });
}
