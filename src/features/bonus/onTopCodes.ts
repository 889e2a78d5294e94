// The on-top codes of the welcome bonus tile and the chat trial promo (issue 21 point 6): whether
// the logged-in guest still has each to redeem (the server's promo check), and redeeming one.
// Another tab's redeem arrives as bonuscode.redeemed and hides the offer here too.
import { proxy } from 'valtio';
import { ApiError } from '../../api/errors.ts';
import { hasGuestNotRedeemedOnTopCodeInstance, redeemBonus } from '../../api/guest.ts';
import { PROMO_CODES, type PromoCodeKey } from '../../contract/promoCodes.ts';
import { onServerFrame } from '../../realtime/dispatch.ts';

export interface OnTopOffer {
  /** Still to redeem: what it grants, in the guest's language; null when there is nothing to offer (or not known yet). */
  bonusText: string | null;
  isRedeeming: boolean;
  hasFailed: boolean;
}

const none = (): OnTopOffer => ({ bonusText: null, isRedeeming: false, hasFailed: false });

export const onTopCodes = proxy({
  /** The guest the offers below belong to. */
  guestId: null as number | null,
  offers: { welcomeBonusTile: none(), chatTrial: none() } as Record<PromoCodeKey, OnTopOffer>,
});

const requested = new Set<string>();

/** Asks the server once per guest and code whether the code is still to redeem. */
export function loadOnTopCode(key: PromoCodeKey, guestId: number): void {
  if (onTopCodes.guestId !== guestId) {
    onTopCodes.guestId = guestId;
    onTopCodes.offers = { welcomeBonusTile: none(), chatTrial: none() };
  }
  const requestKey = `${guestId}:${key}`;
  if (requested.has(requestKey)) return;
  requested.add(requestKey);
  hasGuestNotRedeemedOnTopCodeInstance(PROMO_CODES[key])
    .then((answer) => {
      if (onTopCodes.guestId !== guestId) return;
      onTopCodes.offers[key].bonusText = answer.hasNotRedeemed && answer.bonus ? answer.bonus.text : null;
    })
    // No offer when the check fails: an offer that cannot be redeemed is worse than none.
    .catch(() => requested.delete(requestKey));
}

/** Redeems the code: the offer goes away (the balance or vouchers arrive over the socket). */
export async function redeemOnTopCode(key: PromoCodeKey): Promise<void> {
  const offer = onTopCodes.offers[key];
  if (offer.isRedeeming || offer.bonusText === null) return;
  Object.assign(offer, { isRedeeming: true, hasFailed: false });
  try {
    await redeemBonus(PROMO_CODES[key]);
    offer.bonusText = null;
  } catch (error) {
    // Redeemed meanwhile (another tab) or no longer there: nothing left to offer.
    if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'CONFLICT')) offer.bonusText = null;
    else offer.hasFailed = true;
  } finally {
    offer.isRedeeming = false;
  }
}

onServerFrame('bonuscode.redeemed', ({ code }) => {
  for (const key of Object.keys(PROMO_CODES) as PromoCodeKey[]) {
    if (PROMO_CODES[key] === code) onTopCodes.offers[key].bonusText = null;
  }
});
