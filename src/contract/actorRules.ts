// Actor rules both sides apply (spec part 1 §5): when chat ratings are shown and when an actor is
// banned for a guest. Pure functions, no I/O.
import { LIMITS } from './constants.ts';

/** Chat ratings of the last ninety days are shown only from LIMITS.ratingsShownFrom (10) ratings. */
export function areChatRatingsShown(countRatings: number): boolean {
  return countRatings >= LIMITS.ratingsShownFrom;
}

/** A guest's country: two uppercase letters (ISO 3166-1 alpha-2), else unknown (null). */
export function normalizeCountry(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  // Cloudflare sends XX (unknown) and T1 (Tor): neither is a country an actor can ban.
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1' ? code : null;
}

/**
 * An actor is banned for a guest whose country is in the actor's banned list. A banned guest
 * still sees the profile (with the flag) but may not start chats or buy from the actor.
 */
export function isActorBanned(bannedCountryCodes: readonly string[], guestCountry: string | null): boolean {
  return guestCountry !== null && bannedCountryCodes.includes(guestCountry);
}
