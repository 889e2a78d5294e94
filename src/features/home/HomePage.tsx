import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { RouteLink } from '../../app/RouteLink.tsx';
import { FIRST_SCREEN_TILES, type HomeData } from '../../contract/queries/home.ts';
import { guest } from '../../state/guest.ts';
import { ActorTile } from '../../ui/ActorTile.tsx';
import { ListError } from '../../ui/ListState.tsx';
import { Price } from '../../ui/Price.tsx';
import { useAfterPaint } from '../../ui/useAfterPaint.ts';
import { VideoTile } from '../../ui/VideoTile.tsx';
import { WhenNear } from '../../ui/WhenNear.tsx';
import { BannerRegion } from './BannerRegion.tsx';
import { HomeBlock } from './HomeBlock.tsx';
import { HomeSkeleton, NoFavoritesNote } from './HomeSkeleton.tsx';
import { home, loadHome } from './store.ts';
import './home.css';

// Far below the fold: its code and slides load when the guest scrolls near the video station.
const HomeJumbotron = lazy(() => import('../videos/Jumbotron.tsx'));
// The welcome bonus tile: only for a logged-in guest, in its own chunk (issue 21 point 6).
const WelcomeBonusTile = lazy(() => import('../bonus/WelcomeBonusTile.tsx'));
// The feed block's posts and code load when the guest scrolls near it (not in the first load).
const HomeFeedBlock = lazy(() => import('../feed/HomeFeedBlock.tsx'));

/** Home: the timeline blocks of spec part 1 §2, in the spec's order, fed by one query. */
export default function HomePage() {
  const { i18n } = useLingui();
  const snap = useSnapshot(home);
  useEffect(() => {
    void loadHome(i18n.locale);
  }, [i18n.locale]);

  if (snap.status === 'error') {
    return (
      <main className="page" data-testid="home-page">
        <ListError onRetry={() => void loadHome(i18n.locale)}>
          <Trans>The start page could not be loaded. Please check your connection and try again.</Trans>
        </ListError>
      </main>
    );
  }
  const data = snap.data as HomeData | null;
  return (
    <main className="page home" data-testid="home-page" aria-busy={snap.status !== 'ready'}>
      <h1 className="visually-hidden">
        <Trans>Live cams, videos and photos</Trans>
      </h1>
      {data ? <Timeline data={data} /> : <HomeSkeleton />}
    </main>
  );
}

/**
 * Whether the blocks below the first screen wait for a second render: only on the page's first
 * render of home (the first visit's critical path), never when the guest comes back to home,
 * where the scroll position is restored at once.
 */
let deferRest = true;

function Timeline({ data }: { data: HomeData }) {
  const { i18n } = useLingui();
  const { isLoggedIn } = useSnapshot(guest);
  // The first screen's blocks (what the skeleton covers) are painted first, their images
  // requested at once; the other ~100 tiles follow in the next task after that paint (on a slow
  // phone they were a second of main thread before the first screen showed).
  const showRest = useAfterPaint(deferRest);
  useEffect(() => {
    deferRest = false;
  }, []);
  const dateTime = (ms: number) => new Date(ms).toLocaleString(i18n.locale, { weekday: 'short', hour: '2-digit', minute: '2-digit' });
  return (
    <>
      {data.favorite.items.length ? (
        <HomeBlock id="favorite" title={<Trans>Your favourites</Trans>} more="myFavoriteCams">
          {data.favorite.items.map((actor) => (
            <ActorTile key={actor.id} actor={actor} pinned />
          ))}
        </HomeBlock>
      ) : (
        <NoFavoritesNote testId="home-block-favorite" />
      )}
      <HomeBlock id="top" title={<Trans>Top cams online now</Trans>} more="cams">
        {data.top.items.map((actor, index) => (
          <ActorTile key={actor.id} actor={actor} firstScreen={index < FIRST_SCREEN_TILES} />
        ))}
      </HomeBlock>
      <HomeBlock id="camshows" title={<Trans>Upcoming cam shows</Trans>} more="camShows">
        {data.camShows.map((show) => (
          <RouteLink key={show.id} to="actorLiveShow" params={{ actorName: show.model.name }} className="card">
            <strong>{show.title}</strong>
            <span>{show.model.name}</span>
            <span>{dateTime(show.start)}</span>
            <span>{show.isFree ? <Trans>free ticket</Trans> : <Price money={show.price} />}</span>
          </RouteLink>
        ))}
      </HomeBlock>
      <HomeBlock id="dailyBonus" title={<Trans>Daily bonus</Trans>} more="dailyDeals">
        {data.dailyBonus.map((bonus) => (
          <div key={bonus.day} className="card" data-day={bonus.day}>
            <strong>{bonus.day < 0 ? <Trans>Yesterday</Trans> : bonus.day === 0 ? <Trans>Today</Trans> : <Trans>Tomorrow</Trans>}</strong>
            <span>{bonus.offer}</span>
            <small>{bonus.conditions}</small>
          </div>
        ))}
        {/* last in the row: appearing after the check moves none of the day cards */}
        {isLoggedIn && (
          <Suspense fallback={null}>
            <WelcomeBonusTile />
          </Suspense>
        )}
      </HomeBlock>
      <HomeBlock id="vip30" title={<Trans>VIP videos</Trans>} more="vipVideos">
        {data.vip30.items.map((video) => (
          <VideoTile key={video.id} video={video} />
        ))}
      </HomeBlock>
      {showRest ? <TimelineRest data={data} /> : <div className="home-rest-placeholder" />}
    </>
  );
}

/** The blocks below the first screen, in the spec's order. */
function TimelineRest({ data }: { data: HomeData }) {
  const { i18n } = useLingui();
  const date = (ms: number) => new Date(ms).toLocaleDateString(i18n.locale);
  return (
    <>
      {/* Below the skeleton's last block: the region arrives with the timeline and moves nothing. */}
      <BannerRegion banners={data.banners} />
      {/* no margin: the block sits just below the first screen, and its code and texts must not come with it */}
      <WhenNear margin="0px" placeholderClassName="home-feed-placeholder">
        <HomeFeedBlock />
      </WhenNear>
      <HomeBlock id="trends" title={<Trans>Video trends</Trans>} more="videoTrends">
        {data.trends.items.map((video) => (
          <VideoTile key={video.id} video={video} />
        ))}
      </HomeBlock>
      <WhenNear placeholderClassName="jumbotron-placeholder">
        <HomeJumbotron />
      </WhenNear>
      <HomeBlock id="videoStation" title={<Trans>Video station</Trans>} more="newVideos">
        {data.videoStation.items.map((video) => (
          <VideoTile key={video.id} video={video} />
        ))}
      </HomeBlock>
      {/* The video station's collections (spec part 2 §7.10), titled by the server in the guest's language. */}
      {data.collections.map((collection) => (
        <HomeBlock key={collection.key} id={`collection-${collection.key}`} testId="home-collection" title={collection.title}>
          {collection.items.map((video) => (
            <VideoTile key={video.id} video={video} />
          ))}
        </HomeBlock>
      ))}
      <HomeBlock id="new" title={<Trans>New performers</Trans>} more="newGirls">
        {data.newModels.items.map((actor) => (
          <ActorTile key={actor.id} actor={actor} />
        ))}
      </HomeBlock>
      <HomeBlock id="contests" title={<Trans>Contests</Trans>} more="contests">
        {data.contests.map((contest) => (
          <RouteLink key={contest.id} to="contest" params={{ id: String(contest.id) }} className="card">
            <strong>{contest.title}</strong>
            <small>{contest.description}</small>
            <span>
              <Trans>Voting ends {date(contest.endsAt)}</Trans>
            </span>
          </RouteLink>
        ))}
      </HomeBlock>
      <HomeBlock id="welcomeClips" title={<Trans>Free welcome clips</Trans>} more="freeClips">
        {data.welcomeClips.items.map((video) => (
          <VideoTile key={video.id} video={video} />
        ))}
      </HomeBlock>
      <HomeBlock id="categories" title={<Trans>Categories</Trans>} more="cams">
        {data.categories.map((category) => (
          <RouteLink key={category.id} to="category" params={{ categorySlug: category.slug }} className="chip">
            {category.name} <small>{category.actorCount}</small>
          </RouteLink>
        ))}
      </HomeBlock>
      <HomeBlock id="blog" title={<Trans>Magazine</Trans>} more="blog">
        {data.blog.map((post) => (
          <RouteLink key={post.id} to="blogPost" params={{ slug: post.slug }} className="card">
            <strong>{post.title}</strong>
            <small>{post.teaser}</small>
          </RouteLink>
        ))}
      </HomeBlock>
      <HomeBlock id="tv" title={<Trans>TV series</Trans>} more="tvMediaSeries">
        {data.tv.map((series) => (
          <RouteLink key={series.id} to="tvMediathekSeries" params={{ series: series.key }} className="card">
            <strong>{series.title}</strong>
            <small>{series.description}</small>
          </RouteLink>
        ))}
      </HomeBlock>
    </>
  );
}
