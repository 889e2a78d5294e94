// Daily deals (spec part 1 §2 daily deals): the videos on sale now, newest first (the discounted
// list's default sort), 16 to a page. The sale prices are the server's; a deal ends when its
// price is back at the base price.
import { Trans } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import type { PageProps } from '../../app/pages.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs.tsx';
import { listingFilterOf } from '../cams/listingRules.ts';
import { SortLabel, VideoGrid } from './VideoListPage.tsx';
import '../cams/cams.css';
import './videos.css';

export default function DailyDealsPage(_props: PageProps) {
  useLaterTexts();
  const { page } = listingFilterOf(useSearch());
  return (
    <main className="page videos-page" data-testid="daily-deals-page">
      <Breadcrumbs type="dailyDeals" routeName="dailyDeals" />
      <h1>
        <Trans>Daily deals</Trans>
      </h1>
      <p>
        <Trans>Videos at a lower price for a short time: the struck price is what they usually cost.</Trans>
      </p>
      <div data-scroll-anchor="pagination" />
      <SortLabel category="discountedVideos" />
      <VideoGrid category="discountedVideos" page={page} pages />
    </main>
  );
}
