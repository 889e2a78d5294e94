// Cookie consent (spec part 1 §5): necessary storage is always allowed; saved global search
// requests in local storage need `functional`; tracking needs `analytics`. The choice lives in a
// first-party cookie and is mirrored here; the banner shows until the guest decides and
// reopens from the footer's "Cookie settings".
import { proxy } from 'valtio';
import type { ConsentCategory } from '../contract/enums.ts';
import { CONSENT_COOKIE } from '../contract/storageKeys.ts';
import { readCookie, writeCookie } from '../lib/storage.ts';

export interface ConsentChoice {
  functional: boolean;
  analytics: boolean;
}

export interface ConsentState extends ConsentChoice {
  /** The guest has chosen (the cookie exists). */
  decided: boolean;
  /** The banner was reopened from the footer after a decision. */
  settingsOpen: boolean;
}

// ---- pure rules ----

// Cookie value: a version and one flag per category, e.g. `1.f1.a0`.
const COOKIE_VERSION = '1';

export function encodeConsent(choice: Readonly<ConsentChoice>): string {
  return `${COOKIE_VERSION}.f${choice.functional ? 1 : 0}.a${choice.analytics ? 1 : 0}`;
}

/** The choice a cookie value holds, or null for a missing, old or garbled value (asks again). */
export function decodeConsent(value: string | null): ConsentChoice | null {
  const match = value?.match(/^1\.f([01])\.a([01])$/);
  if (!match) return null;
  return { functional: match[1] === '1', analytics: match[2] === '1' };
}

const ALL_CONSENT: Readonly<ConsentChoice> = { functional: true, analytics: true };
const NECESSARY_ONLY: Readonly<ConsentChoice> = { functional: false, analytics: false };

/** Whether the banner shows: until the guest decides, and when reopened from the footer. */
export function isBannerShown(state: Readonly<ConsentState>): boolean {
  return !state.decided || state.settingsOpen;
}

// ---- store ----

const stored = decodeConsent(readCookie(CONSENT_COOKIE.name));

export const consent = proxy<ConsentState>({
  decided: stored !== null,
  functional: stored?.functional ?? false,
  analytics: stored?.analytics ?? false,
  settingsOpen: false,
});

/** Whether a category may be used now. Undecided means only necessary storage. */
export function hasConsent(category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  return consent.decided && consent[category];
}

/** Stores the guest's choice (cookie, then store) and closes the banner. */
export function saveConsent(choice: Readonly<ConsentChoice>): void {
  // The cookie write may fail (cookies blocked): the choice still holds for this page view.
  writeCookie(CONSENT_COOKIE.name, encodeConsent(choice), { days: CONSENT_COOKIE.days, sameSite: 'Lax' });
  consent.functional = choice.functional;
  consent.analytics = choice.analytics;
  consent.decided = true;
  consent.settingsOpen = false;
}

export function acceptAllConsent(): void {
  saveConsent(ALL_CONSENT);
}

export function acceptNecessaryOnly(): void {
  saveConsent(NECESSARY_ONLY);
}

/** The footer's "Cookie settings": shows the banner again with the current choice. */
export function openCookieSettings(): void {
  consent.settingsOpen = true;
}

/** Closes reopened settings without changing the choice (only once decided). */
export function closeCookieSettings(): void {
  consent.settingsOpen = false;
}
