// Home while its query runs: the first blocks of the timeline with their real headings and
// skeleton rows of the real tiles' size, so the page does not move when the data arrives
// (issue 20: home grew from 3,450 to 4,302 px as its blocks arrived).
import { Trans } from '@lingui/react/macro';
import { ListSkeleton } from '../../ui/ListState.tsx';
import { HomeBlock } from './HomeBlock.tsx';

const ROW = 8;

export function HomeSkeleton() {
  return (
    <div data-testid="home-loading">
      <HomeBlock id="loading-favorite" title={<Trans>Your favourites</Trans>} more="myFavoriteCams">
        {/* Most guests have no favourites yet: the empty note's own text, unseen, keeps its exact height. */}
        <p className="home-empty home-empty--loading" aria-hidden="true">
          <Trans>Pin performers you like and they appear here, with an alert when they come online.</Trans>
        </p>
      </HomeBlock>
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
