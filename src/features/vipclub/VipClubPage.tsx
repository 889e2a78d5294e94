// The VIP club (spec part 1 §2 /vipclub/; §3 home block VIP30): what VIP brings, the offer for
// logged-in guests who are not VIP (only they are offered the plan, others login: part 1 §6),
// and the VIP30 videos, free for VIP guests.
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import type { PageProps } from '../../app/pages.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import { LIMITS } from '../../contract/constants.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { guest } from '../../state/guest.ts';
import { startCheckout, startLogin } from '../account/checkoutActions.ts';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs.tsx';
import { listingFilterOf } from '../cams/listingRules.ts';
import { SortLabel, VideoGrid } from '../videos/VideoListPage.tsx';
import '../cams/cams.css';
import '../videos/videos.css';

function VipOffer() {
  const live = useSnapshot(guest);
  if (live.isVip) {
    return (
      <p data-testid="vipclub-member">
        <Trans>
          You are a VIP member. Your plan is in <RouteLink to="myProfile">your profile</RouteLink>.
        </Trans>
      </p>
    );
  }
  return live.isLoggedIn ? (
    <button type="button" className="button button--primary" data-testid="vipclub-join" onClick={() => startCheckout('vipabo')}>
      <Trans>Become VIP</Trans>
    </button>
  ) : (
    <button type="button" className="button button--primary" data-testid="vipclub-login" onClick={() => startLogin()}>
      <Trans>Log in to become VIP</Trans>
    </button>
  );
}

export default function VipClubPage(_props: PageProps) {
  useLaterTexts();
  const { page } = listingFilterOf(useSearch());
  const livePreview = LIMITS.livePreviewVip;
  const basicPreview = LIMITS.livePreview;
  return (
    <main className="page vipclub-page" data-testid="vipclub-page">
      <Breadcrumbs type="vipClub" routeName="vipClub" />
      <h1>
        <Trans>VIP club</Trans>
      </h1>
      <ul data-testid="vipclub-benefits">
        <li>
          <Trans>Every VIP video is free for you: the VIP30 videos below and many more.</Trans>
        </li>
        <li>
          <Trans>The TV plan is included: the premium livestream and every premium series.</Trans>
        </li>
        <li>
          <Trans>
            Longer live previews: {livePreview} instead of {basicPreview}.
          </Trans>
        </li>
        <li>
          <Trans>The VIP club newsletter with news before everyone else.</Trans>
        </li>
      </ul>
      <VipOffer />
      <h2>
        <Trans>VIP30 videos</Trans>
      </h2>
      <div data-scroll-anchor="pagination" />
      <SortLabel category="vip30Videos" />
      <VideoGrid category="vip30Videos" page={page} pages />
    </main>
  );
}
