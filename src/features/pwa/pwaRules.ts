// When the app offers itself for installing, and when a waiting new version may take over
// (PWA issue). Pure: the prompts (PwaPrompts.tsx) feed them the page's state.

export const INSTALL_OFFER = {
  /** The offer waits for the guest's second page of a visit... */
  minPageViews: 2,
  /** ...or this long on the site: never on first paint. */
  minSecondsOnSite: 30,
  /** "Not now" keeps the offer away this long. */
  snoozeDays: 30,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface InstallOfferInput {
  /** The browser offers installing (its event was kept). */
  available: boolean;
  /** The page runs as the installed app already. */
  standalone: boolean;
  pageViews: number;
  secondsOnSite: number;
  /** When the guest last said "not now" (epoch ms), or null. */
  dismissedAt: number | null;
  now: number;
  /** A dialog, the checkout or a menu is open: the offer never covers what the guest is doing. */
  busy: boolean;
}

export function shouldOfferInstall(input: InstallOfferInput): boolean {
  if (!input.available || input.standalone || input.busy) return false;
  if (input.dismissedAt !== null && input.now - input.dismissedAt < INSTALL_OFFER.snoozeDays * DAY_MS) return false;
  return input.pageViews >= INSTALL_OFFER.minPageViews || input.secondsOnSite >= INSTALL_OFFER.minSecondsOnSite;
}

/** A new version may reload the page unless a payment is under way (the checkout is open). */
export function mayApplyUpdateNow(checkoutOpen: boolean): boolean {
  return !checkoutOpen;
}
