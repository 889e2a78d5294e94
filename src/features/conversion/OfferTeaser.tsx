// A logged-in guest's live chat offer, as a small card the guest can open or close: the free
// welcome chat (the conversion chat, with its countdown) or the free preview minutes. Mounted by
// the navbar inbox (logged-in guests only); the offers' dialogs do the rest.
import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { openModal } from '../../state/modals.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { closeTeaser, loadOffers, offers } from './store.ts';
import { countdown, offerToShow } from './offerRules.ts';
import { useNow } from './useNow.ts';
import './conversion.css';
import { Icon } from '../../ui/Icon.tsx';

export default function OfferTeaser() {
  useLaterTexts();
  const { t } = useLingui();
  const snap = useSnapshot(offers);
  useEffect(() => void loadOffers(), []);
  const now = useNow(snap.loaded && snap.conversion.eligibleUntil !== null);
  if (!snap.loaded || snap.teaserClosed) return null;
  const offer = offerToShow(snap.conversion, snap.freePreview, now);
  if (offer === null) return null;
  return (
    <aside className="offer-teaser" data-testid="offer-teaser" data-offer={offer}>
      <button type="button" className="offer-teaser__open" onClick={() => openModal(offer === 'freePreview' ? 'fifteen-minutes-preview' : 'conversion-chat')}>
        {offer === 'conversionEligible' ? (
          <Trans>Your free welcome chat: {countdown(snap.conversion.eligibleUntil!, now)} left to choose a performer</Trans>
        ) : offer === 'conversionCandidate' ? (
          <Trans>Try a free 3-minute welcome chat</Trans>
        ) : (
          <Trans>15 free minutes of live previews</Trans>
        )}
      </button>
      <button type="button" className="offer-teaser__close" aria-label={t`Close`} onClick={closeTeaser}>
        <Icon name="close" />
      </button>
    </aside>
  );
}
