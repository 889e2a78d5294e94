// A logged-in guest's live chat offer, as a small card the guest can open or close: the free
// welcome chat (the conversion chat, with its countdown) or the free preview minutes. A promo
// candidate (issue 20): the promo host mounts it for logged-in guests and it shows, in the page's
// flow below the navbar, only while the promo manager picks it. Closing it is remembered
// (the welcome banner cookie); the offers' dialogs do the rest.

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { guest } from '../../state/guest.ts';
import { openModal } from '../../state/modals.ts';
import { WELCOME_CHAT_PRIORITY } from '../promos/promoRules.ts';
import { useOfferPromos, useShownPromo } from '../promos/usePromo.ts';
import { countdown, offerToShow } from './offerRules.ts';
import { closeTeaser, loadOffers, offers } from './store.ts';
import { useNow } from './useNow.ts';
import './conversion.css';
import { Icon } from '../../ui/Icon.tsx';

const PROMO_ID = 'welcomeChat';

export default function OfferTeaser() {
  useLaterTexts();
  const { t } = useLingui();
  const snap = useSnapshot(offers);
  const { guestId } = useSnapshot(guest);
  useEffect(() => void loadOffers(), []);
  const now = useNow(snap.loaded && snap.conversion.eligibleUntil !== null);
  const isClosed = guestId === null || snap.teaserClosedBy === String(guestId);
  const offer = snap.loaded && !isClosed ? offerToShow(snap.conversion, snap.freePreview, now) : null;
  useOfferPromos(
    PROMO_ID,
    offer === null ? [] : [{ id: PROMO_ID, kind: 'welcomeChat', ask: 'none', priority: WELCOME_CHAT_PRIORITY.welcomeChat }],
  );
  const isShown = useShownPromo() === PROMO_ID;
  if (offer === null || !isShown || guestId === null) return null;
  return (
    <aside className="offer-teaser" data-testid="offer-teaser" data-promo={PROMO_ID} data-offer={offer} aria-label={t`Offer`}>
      <button
        type="button"
        className="offer-teaser__open"
        onClick={() => openModal(offer === 'freePreview' ? 'fifteen-minutes-preview' : 'conversion-chat')}
      >
        {offer === 'conversionEligible' ? (
          <Trans>Your free welcome chat: {countdown(snap.conversion.eligibleUntil!, now)} left to choose a performer</Trans>
        ) : offer === 'conversionCandidate' ? (
          <Trans>Try a free 3-minute welcome chat</Trans>
        ) : (
          <Trans>15 free minutes of live previews</Trans>
        )}
      </button>
      <button type="button" className="offer-teaser__close" aria-label={t`Close`} onClick={() => closeTeaser(guestId)}>
        <Icon name="close" />
      </button>
    </aside>
  );
}
