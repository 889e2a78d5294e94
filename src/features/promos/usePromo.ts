// The promo manager's hooks (issue 20): a source offers its candidates with useOfferPromos and
// shows one only while useShownPromo names it; the host watches the balance for top-ups.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { eurosToCents } from '../../lib/currency.ts';
import { onServerFrame } from '../../realtime/dispatch.ts';
import { consent, isBannerShown } from '../../state/consent.ts';
import { guest } from '../../state/guest.ts';
import { choosePromo, type PromoContext, type PromoOffer } from './promoRules.ts';
import { allCandidates, loadLastTopUp, noteInteraction, noteTopUp, offerPromos, promos, withdrawPromos } from './store.ts';

/** Offers a source's candidates while the calling component is mounted (and as they change). */
export function useOfferPromos(source: string, offers: readonly PromoOffer[]): void {
  const key = JSON.stringify(offers);
  useEffect(() => {
    offerPromos(source, JSON.parse(key) as PromoOffer[]);
  }, [source, key]);
  useEffect(() => () => withdrawPromos(source), [source]);
}

/** The guest's state as the rules read it. */
function usePromoContext(): PromoContext {
  const live = useSnapshot(guest);
  const cookies = useSnapshot(consent);
  const snap = useSnapshot(promos);
  return {
    isLoggedIn: live.isLoggedIn,
    balanceCents: eurosToCents(live.balance),
    lastTopUpAt: live.guestId !== null && snap.topUpGuestId === live.guestId ? snap.lastTopUpAt : null,
    isCookieBannerShown: isBannerShown(cookies),
    now: Date.now(),
  };
}

/** The id of the one promo on screen, or null. */
export function useShownPromo(): string | null {
  const context = usePromoContext();
  const snap = useSnapshot(promos);
  return choosePromo(allCandidates(snap.offered), context)?.id ?? null;
}

/**
 * Notes when money comes onto a logged-in guest's balance (a rise of the live balance), so no
 * top-up offer follows a top-up; reads the time kept from an earlier page of this browser.
 */
export function useTopUpWatch(): void {
  const { isLoggedIn, guestId } = useSnapshot(guest);
  useEffect(() => {
    if (!isLoggedIn || guestId === null) return;
    loadLastTopUp(guestId);
    let lastBalance = guest.balance;
    return onServerFrame('guest.balance', ({ balance }) => {
      if (balance > lastBalance) noteTopUp(guestId);
      lastBalance = balance;
    });
  }, [isLoggedIn, guestId]);
}

/** Notes each click and key press of the guest (offers wait for one, promoRules.ts). */
export function useInteractionWatch(): void {
  useEffect(() => {
    const events = ['click', 'keydown'] as const;
    const noted = () => noteInteraction();
    for (const event of events) addEventListener(event, noted, { capture: true, passive: true });
    return () => {
      for (const event of events) removeEventListener(event, noted, { capture: true });
    };
  }, []);
}
