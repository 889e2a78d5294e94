// The TV livestreams (spec part 1 §2 /tv/livestream/ and /tv/premium/livestream/): the stream in
// the live chat's player and the program beside it. The premium one plays for VIP and TV plan
// guests; the server decides (tv/stream/premium answers SUBSCRIPTION_REQUIRED otherwise) and
// others are offered the plan. A plan bought in the checkout starts the stream without a reload.
// Menu, heading and layout are there from the first paint; the player's stand-in is as tall as
// the player, so the program below it on a phone stays where it is.
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { getTvStream } from '../../api/content.ts';
import { ApiError } from '../../api/errors.ts';
import { isLoginToken } from '../../api/session.ts';
import type { PageProps } from '../../app/pages.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { guest } from '../../state/guest.ts';
import { LoadingStatus } from '../../ui/ListState.tsx';
import { useLoaded } from '../actors/store.ts';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs.tsx';
import { PremiumOffer } from './PremiumOffer.tsx';
import { ProgramList } from './ProgramList.tsx';
import { TvMenu } from './TvMenu.tsx';
import { TvPlayer, TvPlayerSkeleton } from './TvPlayer.tsx';
import { channelOfRoute, premiumOfferFor } from './tvRules.ts';

function Stream({ channel, access }: { channel: 'free' | 'premium'; access: string }) {
  const loaded = useLoaded(`tv-stream:${channel}:${access}`, () => getTvStream(channel));
  if (loaded.status === 'loading') {
    return (
      <LoadingStatus>
        <TvPlayerSkeleton />
      </LoadingStatus>
    );
  }
  if (loaded.status === 'error') {
    if (loaded.error instanceof ApiError && loaded.error.code === 'SUBSCRIPTION_REQUIRED') return <PremiumOffer offer="plan" />;
    return (
      <p role="alert">
        <Trans>The livestream could not be loaded. Please try again.</Trans>
      </p>
    );
  }
  return (
    <div data-testid="tv-stream" data-live={loaded.data.stream.isLive}>
      <TvPlayer url={loaded.data.stream.url} title={channel === 'premium' ? 'Premium TV' : 'TV'} />
    </div>
  );
}

export default function TvLivestreamPage({ route }: PageProps) {
  useLaterTexts();
  const live = useSnapshot(guest);
  const channel = channelOfRoute(route.id);
  const offer = channel === 'premium' ? premiumOfferFor(live, isLoginToken()) : null;
  return (
    <main className="page tv-page" data-testid="tv-livestream-page" data-channel={channel}>
      <Breadcrumbs type="tv" routeName={route.id} />
      <TvMenu current={channel === 'premium' ? 'premium' : 'livestream'} />
      <h1>{channel === 'premium' ? <Trans>Premium TV livestream</Trans> : <Trans>TV livestream</Trans>}</h1>
      <div className="tv-layout">
        <div>
          {offer === 'pending' ? (
            <LoadingStatus>
              <TvPlayerSkeleton />
            </LoadingStatus>
          ) : offer ? (
            <PremiumOffer offer={offer} />
          ) : (
            <Stream channel={channel} access={`${live.guestId}:${live.isVip}:${live.isVXTVAboSubscriber}`} />
          )}
        </div>
        <aside>
          <h2>
            <Trans>Program</Trans>
          </h2>
          <ProgramList channel={channel} />
        </aside>
      </div>
    </main>
  );
}
