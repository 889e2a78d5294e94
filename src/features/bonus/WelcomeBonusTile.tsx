// The welcome bonus tile (spec part 1 §9: "welcome bonus tile" promo code; issue 21 point 6): a
// card in the home page's daily bonus row for a logged-in guest who still holds the welcome
// bonus code's instance. Redeeming it credits the bonus (the balance arrives over the socket)
// and the tile goes away; in every open tab, as the redeem is heard there too.

import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { guest } from '../../state/guest.ts';
import { loadOnTopCode, onTopCodes, redeemOnTopCode } from './onTopCodes.ts';

/** Rendered lazily inside a Suspense boundary (its texts are in the later catalog). */
export default function WelcomeBonusTile() {
  useLaterTexts();
  const { guestId } = useSnapshot(guest);
  const snap = useSnapshot(onTopCodes);
  useEffect(() => {
    if (guestId !== null) loadOnTopCode('welcomeBonusTile', guestId);
  }, [guestId]);
  const offer = snap.offers.welcomeBonusTile;
  if (guestId === null || snap.guestId !== guestId || offer.bonusText === null) return null;
  return (
    <div className="card welcome-bonus-tile" data-testid="welcome-bonus-tile">
      <strong>
        <Trans>Your welcome bonus</Trans>
      </strong>
      <span>{offer.bonusText}</span>
      {offer.hasFailed && (
        <small role="alert">
          <Trans>The bonus could not be redeemed. Please try again.</Trans>
        </small>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={offer.isRedeeming}
        aria-busy={offer.isRedeeming}
        onClick={() => void redeemOnTopCode('welcomeBonusTile')}
      >
        <Trans>Redeem now</Trans>
      </button>
    </div>
  );
}
