// The newsletter checkboxes (spec part 1 §3 Newsletter types; part 2 §8: a failed subscribe
// emits a failed event). Plain rules, no React, no I/O.
import { NEWSLETTER_TYPE } from '../../contract/account.ts';
import type { NewsletterType } from '../../contract/enums.ts';

/** The four newsletters in the spec's order: VIP club, late night, VR porn, contests. */
export const NEWSLETTERS = [NEWSLETTER_TYPE.vipClub, NEWSLETTER_TYPE.lateNight, NEWSLETTER_TYPE.vrPorn, NEWSLETTER_TYPE.contests] as const;

/** The subscriptions with `type` on or off: no duplicates, in the spec's order. */
export function withNewsletter(subscribed: readonly NewsletterType[], type: NewsletterType, on: boolean): NewsletterType[] {
  return NEWSLETTERS.filter((each) => (each === type ? on : subscribed.includes(each)));
}

/**
 * The subscriptions after the server answered a toggle of `type` to `on`: kept when it went
 * through, reverted to the opposite otherwise (the checkbox flips back). Other newsletters keep
 * their current state, so toggles of different newsletters may overlap.
 */
export function newsletterAfterAnswer(
  current: readonly NewsletterType[],
  type: NewsletterType,
  on: boolean,
  succeeded: boolean,
): NewsletterType[] {
  return withNewsletter(current, type, succeeded ? on : !on);
}
