// Home while its query runs: the first blocks of the timeline with their real headings and
// skeleton rows of the real tiles' size, so the page does not move when the data arrives
// (issue 20: home grew from 3,450 to 4,302 px as its blocks arrived).
import { Trans } from '@lingui/react/macro';
import { RouteLink } from '../../app/RouteLink.tsx';
import { ListSkeleton } from '../../ui/ListState.tsx';
import { HomeBlock } from './HomeBlock.tsx';

const ROW = 8;

/**
 * Home's line for a guest with no favourites pinned: one line, so the live cams below are on a
 * phone's first screen (issue 20). The skeleton shows it too, since most guests have none.
 */
export function NoFavoritesNote({ testId }: { testId?: string }) {
  return (
    <p className="home-favorites-empty" data-testid={testId}>
      <Trans>Pin performers you like to find them here.</Trans>{' '}
      <RouteLink to="myFavoriteCams">
        <Trans>Your favourites</Trans>
      </RouteLink>
    </p>
  );
}

export function HomeSkeleton() {
  return (
    <div data-testid="home-loading">
      <NoFavoritesNote />
      <HomeBlock id="loading-top" title={<Trans>Top cams online now</Trans>} more="cams">
        <ListSkeleton kind="actor" count={ROW} listClassName="tile-row" />
      </HomeBlock>
      <HomeBlock id="loading-camshows" title={<Trans>Upcoming cam shows</Trans>} more="camShows">
        <ListSkeleton kind="card" count={ROW} listClassName="tile-row" />
      </HomeBlock>
      <HomeBlock id="loading-dailyBonus" title={<Trans>Daily bonus</Trans>} more="dailyDeals">
        <ListSkeleton kind="card" count={3} listClassName="tile-row home-bonus-skeleton" />
      </HomeBlock>
      <HomeBlock id="loading-vip30" title={<Trans>VIP videos</Trans>} more="vipVideos">
        <ListSkeleton kind="video" count={ROW} listClassName="tile-row" />
      </HomeBlock>
    </div>
  );
}
