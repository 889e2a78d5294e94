// The one prompt under a video or album for what is missing (spec part 1 §2 access restrictions:
// login, age check, VIP plan, purchase), with the price shown to every guest, logged in or not.
// Buying asks once (src/ui/BuyButton.tsx): "Buy for €2.99", then "Confirm €2.99". Offline each
// button waits with its reason (issue 22 point 8).

import { Trans } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { buyAlbum } from '../../api/albums.ts';
import { ApiError } from '../../api/errors.ts';
import type { Album } from '../../contract/entities/media.ts';
import { guest } from '../../state/guest.ts';
import { BuyButton } from '../../ui/BuyButton.tsx';
import { useOfflineGate } from '../../ui/OfflineReason.tsx';
import { Price } from '../../ui/Price.tsx';
import { clearGridCache } from '../cams/TileGrid.tsx';
import { openCheckout, openLogin } from '../checkout/index.ts';
import { askForTopUp } from '../checkout/notEnoughMoney.ts';
import { buyOutcome } from './albumRules.ts';

// The buy-image-album incentive (issue 11) in the incentives' chunk.
const AlbumIncentive = lazy(() => import('../incentives/AlbumIncentive.tsx'));

/** What is missing before the purchase, and the flow that brings it. */
const ASKS: Record<'login' | 'ageCheck' | 'vip', { text: ReactNode; button: ReactNode; go: () => void }> = {
  login: { text: <Trans>Log in or sign up for free to watch this.</Trans>, button: <Trans>Log in</Trans>, go: () => void openLogin() },
  ageCheck: {
    text: <Trans>This content is for adults only. Verify your age once to see it.</Trans>,
    button: <Trans>Verify my age</Trans>,
    go: () => void openCheckout('avs'),
  },
  vip: { text: <Trans>This video is free with VIP.</Trans>, button: <Trans>Become VIP</Trans>, go: () => void openCheckout('vipabo') },
};

/** The album's price for everyone who does not hold it yet, before any login. */
export function AlbumPrice({ album }: { album: Album }) {
  if (album.access.granted || !album.price || album.price.value <= 0) return null;
  return (
    <p className="album-price" data-testid="album-price">
      <Price money={album.price} />
    </p>
  );
}

export function AccessPrompt({ album, onBought }: { album: Album; onBought: () => void }) {
  const [failed, setFailed] = useState(false);
  const needs = album.access.needs;
  const ask = needs === null || needs === 'purchase' ? null : ASKS[needs];
  const offline = useOfflineGate(ask ? 'checkout' : null);
  if (ask) {
    return (
      <div className="album-prompt" data-testid="album-prompt" data-needs={needs}>
        <p>{ask.text}</p>
        <button
          type="button"
          className="button button--primary"
          disabled={offline.isOffline}
          aria-describedby={offline.describedBy}
          onClick={ask.go}
        >
          {ask.button}
        </button>
        {offline.reason}
      </div>
    );
  }
  if (needs !== 'purchase' || !album.price) return null;
  const buy = async () => {
    setFailed(false);
    try {
      const answer = await buyAlbum(album.albumId);
      Object.assign(guest, { balance: answer.balance, balanceFormatted: answer.balanceFormatted });
      clearGridCache();
      onBought();
    } catch (error) {
      const outcome = buyOutcome(error instanceof ApiError ? error.code : null);
      if (outcome === 'notEnoughMoney')
        askForTopUp(buy); // the same purchase again after the top-up
      else if (outcome === 'ageCheck') void openCheckout('avs');
      else if (outcome === 'login') void openLogin();
      else setFailed(true);
    }
  };
  return (
    <div className="album-prompt" data-testid="album-prompt" data-needs="purchase">
      <BuyButton testId="album-buy" price={<Price money={album.price} />} onBuy={buy} />
      {failed ? (
        <p role="alert">
          <Trans>The purchase did not go through. Please try again.</Trans>
        </p>
      ) : null}
      {album.type === 'photo_album' ? (
        <Suspense fallback={null}>
          <AlbumIncentive albumId={album.albumId} kind="buyImageAlbum" />
        </Suspense>
      ) : null}
    </div>
  );
}
