// The chat trial promo (spec part 1 §9: "chat trial" promo code; issue 21 point 6): a card in
// the promo host for a logged-in guest who still holds the chat trial code's instance, shown
// while the promo manager picks it (kind welcomeChat, as the other chat offers of a new guest).
// Redeeming grants the free chat minutes and the promo goes away; closing it hides it for the
// browser session.

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { CHAT_TRIAL_CLOSED_KEY } from '../../contract/storageKeys.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { readSession, writeSession } from '../../lib/storage.ts';
import { guest } from '../../state/guest.ts';
import { Icon } from '../../ui/Icon.tsx';
import { WELCOME_CHAT_PRIORITY } from '../promos/promoRules.ts';
import { useOfferPromos, useShownPromo } from '../promos/usePromo.ts';
import { loadOnTopCode, onTopCodes, redeemOnTopCode } from './onTopCodes.ts';
import '../conversion/conversion.css';

const PROMO_ID = 'chatTrial';

export default function ChatTrialPromo() {
  useLaterTexts();
  const { t } = useLingui();
  const { guestId } = useSnapshot(guest);
  const snap = useSnapshot(onTopCodes);
  const [closedBy, setClosedBy] = useState(() => readSession(CHAT_TRIAL_CLOSED_KEY));
  useEffect(() => {
    if (guestId !== null) loadOnTopCode('chatTrial', guestId);
  }, [guestId]);
  const offer = snap.offers.chatTrial;
  const isOffered = guestId !== null && snap.guestId === guestId && offer.bonusText !== null && closedBy !== String(guestId);
  useOfferPromos(
    PROMO_ID,
    isOffered ? [{ id: PROMO_ID, kind: 'welcomeChat', ask: 'none', priority: WELCOME_CHAT_PRIORITY.chatTrial }] : [],
  );
  const isShown = useShownPromo() === PROMO_ID;
  if (!isOffered || !isShown) return null;
  const bonus = offer.bonusText;
  const close = () => {
    writeSession(CHAT_TRIAL_CLOSED_KEY, String(guestId));
    setClosedBy(String(guestId));
  };
  return (
    <aside className="offer-teaser" data-testid="chat-trial-promo" data-promo={PROMO_ID} aria-label={t`Offer`}>
      <span className="offer-teaser__text">
        <Trans>Try a live chat for free: {bonus}</Trans>
        {offer.hasFailed && (
          <small role="alert">
            {' '}
            <Trans>The bonus could not be redeemed. Please try again.</Trans>
          </small>
        )}
      </span>
      <button
        type="button"
        className="button button--primary"
        disabled={offer.isRedeeming}
        aria-busy={offer.isRedeeming}
        onClick={() => void redeemOnTopCode('chatTrial')}
      >
        <Trans>Redeem now</Trans>
      </button>
      <button type="button" className="offer-teaser__close" aria-label={t`Close`} onClick={close}>
        <Icon name="close" />
      </button>
    </aside>
  );
}
