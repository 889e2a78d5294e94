// The promo manager's store (issue 20; rules and priority in promoRules.ts): what each source
// offers, and when money last came onto the guest's balance. Which one shows is chosen where it
// is read (useShownPromo), from this and the live guest.
import { proxy } from 'valtio';
import { lastTopUpKey } from '../../contract/storageKeys.ts';
import { readLocal, writeLocal } from '../../lib/storage.ts';
import { isOfferedInGrace, type PromoCandidate, type PromoOffer } from './promoRules.ts';

export const promos = proxy({
  /** The candidates each source offers now, by source name. */
  offered: {} as Record<string, PromoCandidate[]>,
  /** When money last came onto the balance of `topUpGuestId` (epoch ms), or null. */
  lastTopUpAt: null as number | null,
  topUpGuestId: null as number | null,
  /** The guest clicked or pressed a key since the page loaded (for tests and a curious developer). */
  hasInteracted: false,
});

/** When the guest last clicked or pressed a key (performance.now()), or null: not in the proxy, no render for each click. */
let lastInputAt: number | null = null;

/** The guest clicked or pressed a key: what waits for it may show (promoRules.ts). */
export function noteInteraction(at: number = performance.now()): void {
  lastInputAt = at;
  if (!promos.hasInteracted) promos.hasInteracted = true;
  for (const candidates of Object.values(promos.offered)) {
    for (const candidate of candidates) if (!candidate.released) candidate.released = true;
  }
}

let seq = 0;

/**
 * A source offers its candidates, replacing what it offered before. A candidate offered again
 * keeps its place in the order (it is not newer for being offered twice) and whether it may show.
 */
export function offerPromos(source: string, offers: readonly PromoOffer[], at: number = performance.now()): void {
  const before = new Map((promos.offered[source] ?? []).map((candidate) => [candidate.id, candidate]));
  promos.offered[source] = offers.map((offer) => {
    const earlier = before.get(offer.id);
    return { ...offer, seq: earlier?.seq ?? ++seq, released: earlier?.released ?? isOfferedInGrace(lastInputAt, at) };
  });
}

/** A source has nothing to offer any more (it left the page). */
export function withdrawPromos(source: string): void {
  delete promos.offered[source];
}

/** Every source's candidates in one list. */
export function allCandidates(offered: Readonly<Record<string, readonly PromoCandidate[]>>): PromoCandidate[] {
  return Object.values(offered).flat();
}

// ---- the last top-up, kept per guest in this browser ----

/** Reads the guest's last top-up time kept in this browser. */
export function loadLastTopUp(guestId: number): void {
  const stored = Number(readLocal(lastTopUpKey(guestId)));
  promos.topUpGuestId = guestId;
  promos.lastTopUpAt = Number.isFinite(stored) && stored > 0 ? stored : null;
}

/** Money came onto the guest's balance now (a top-up, an automatic recharge, a bonus). */
export function noteTopUp(guestId: number, at: number = Date.now()): void {
  promos.topUpGuestId = guestId;
  promos.lastTopUpAt = at;
  writeLocal(lastTopUpKey(guestId), String(at));
}
