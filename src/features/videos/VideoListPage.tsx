// The video station and its lists (spec part 1 §2 /videos/ and its sub-routes, §9: 16 videos per
// grid, each list in its default sort, video stars 100). The station shows the first grid of each
// list with a link to it; a list route pages through its category.

import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { getVideoList, getVideoStars } from '../../api/videos.ts';
import type { PageProps } from '../../app/pages.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import { useRouteTitles } from '../../app/routeTitles.ts';
import { DEFAULTS, PAGING } from '../../contract/constants.ts';
import {
  VIDEO_LIST_DEFAULT_SORT as DEFAULT_VIDEO_SORT,
  type VideoListCategory as VideoCategory,
  type VideoSort,
} from '../../contract/enums.ts';
import { isVideoListRoute, VIDEO_LIST_ROUTES, type VideoListRoute } from '../../contract/videoLists.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { openModal } from '../../state/modals.ts';
import { ListEmpty, ListError, ListSkeleton } from '../../ui/ListState.tsx';
import { VideoTile } from '../../ui/VideoTile.tsx';
import { useLoaded } from '../actors/store.ts';
import { showVideoInPlayer } from '../albums/playerVideo.ts';
import { listingFilterOf, pageCount } from '../cams/listingRules.ts';
import { Pagination } from '../cams/Pagination.tsx';
import { Jumbotron } from './Jumbotron.tsx';
import '../cams/cams.css';
import './videos.css';

const SORT_LABELS: Record<VideoSort, MessageDescriptor> = {
  topRated: msg`Top rated`,
  newest: msg`Newest first`,
  topTrending: msg`Trending now`,
  bestSelling: msg`Best selling`,
};

function openInPlayer(videoId: number): void {
  showVideoInPlayer(videoId);
  openModal('video-with-player');
}

function VideosMenu() {
  const routeTitles = useRouteTitles();
  return (
    <nav className="videos-menu" aria-label="Videos" data-testid="videos-menu">
      {(Object.keys(VIDEO_LIST_ROUTES) as VideoListRoute[]).map((id) => (
        <RouteLink key={id} to={id}>
          {i18n._(routeTitles[id].title)}
        </RouteLink>
      ))}
      <RouteLink to="videoStars">{i18n._(routeTitles.videoStars.title)}</RouteLink>
    </nav>
  );
}

export function VideoGrid({ category, page, pages }: { category: VideoCategory; page: number; pages: boolean }) {
  const perPage = PAGING.videoItemsPerGrid;
  const loaded = useLoaded(`videos:${category}:${page}`, () => getVideoList(category, perPage, (page - 1) * perPage));
  if (loaded.status === 'loading') return <ListSkeleton kind="video" count={perPage} />;
  if (loaded.status === 'error')
    return (
      <ListError onRetry={loaded.retry}>
        <Trans>The videos could not be loaded.</Trans>
      </ListError>
    );
  return (
    <>
      {loaded.data.items.length === 0 ? (
        <ListEmpty>
          <Trans>No videos here yet.</Trans>
        </ListEmpty>
      ) : null}
      <ul className="tile-grid" data-testid="video-grid" data-total={loaded.data.total}>
        {loaded.data.items.map((video) => (
          <li key={video.id}>
            <VideoTile video={video} onOpen={openInPlayer} />
          </li>
        ))}
      </ul>
      {pages ? <Pagination page={page} pages={pageCount(loaded.data.total, perPage)} /> : null}
    </>
  );
}

export function SortLabel({ category }: { category: VideoCategory }) {
  const sort = DEFAULT_VIDEO_SORT[category];
  return (
    <p className="videos-sort" data-testid="video-sort" data-sort={sort}>
      <Trans>Sorted: {i18n._(SORT_LABELS[sort])}</Trans>
    </p>
  );
}

function VideoStars() {
  const loaded = useLoaded('video-stars', () => getVideoStars(DEFAULTS.videoStars));
  if (loaded.status === 'loading') return <ListSkeleton kind="video" count={DEFAULTS.videoStars} />;
  if (loaded.status === 'error')
    return (
      <ListError onRetry={loaded.retry}>
        <Trans>The videos could not be loaded.</Trans>
      </ListError>
    );
  if (loaded.data.length === 0) return <ListEmpty />;
  return (
    <ol className="tile-grid" data-testid="video-stars">
      {loaded.data.map((star) => (
        <li key={star.id}>
          <RouteLink to="actorVideos" params={{ actorName: star.name.toLowerCase() }} className="tile">
            <img className="tile-image" src={star.preview} alt="" width="320" height="240" loading="lazy" />
            <span className="tile-title">{star.name}</span>
            <span className="tile-meta">
              <Trans>{star.videoCount} videos</Trans>
            </span>
          </RouteLink>
        </li>
      ))}
    </ol>
  );
}

export default function VideoListPage({ route }: PageProps) {
  useLaterTexts();
  const routeTitles = useRouteTitles();
  const search = useSearch();
  const { page } = listingFilterOf(search);
  const title = i18n._(routeTitles[route.id].title);
  return (
    <main className="page videos-page" data-testid="videos-page" data-route={route.id}>
      <h1>{title}</h1>
      <VideosMenu />
      <div data-scroll-anchor="pagination" />
      {isVideoListRoute(route.id) ? (
        <>
          <SortLabel category={VIDEO_LIST_ROUTES[route.id]} />
          <VideoGrid category={VIDEO_LIST_ROUTES[route.id]} page={page} pages />
        </>
      ) : route.id === 'videoStars' ? (
        <VideoStars />
      ) : (
        <>
          <Jumbotron />
          {(Object.entries(VIDEO_LIST_ROUTES) as [VideoListRoute, VideoCategory][]).map(([id, category]) => (
            <section key={id} className="videos-block" data-testid={`videos-block-${category}`}>
              <h2>
                <RouteLink to={id}>{i18n._(routeTitles[id].title)}</RouteLink>
              </h2>
              <SortLabel category={category} />
              <VideoGrid category={category} page={1} pages={false} />
            </section>
          ))}
        </>
      )}
    </main>
  );
}
