// The TV library (spec part 1 §2 /tv/media/series/) and its menu: series, episodes, shows (the
// livestreams' program), posts (the blog's TV categories) and videos (the free ones), one view
// each in `?view=`. Series, episodes and program come from the query service.
import { Trans } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { getBlogPosts, getMediathekUpdate, getTvEpisodes, getTvSeries } from '../../api/content.ts';
import type { PageProps } from '../../app/pages.ts';
import { PAGING } from '../../contract/constants.ts';
import type { TvMenuItem } from '../../contract/content.ts';
import { BLOG_CATEGORY } from '../../contract/enums.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { ListEmpty, ListError } from '../../ui/ListState.tsx';
import { useLoaded } from '../actors/store.ts';
import { PostListSkeleton, PostTeaser } from '../blog/PostTeaser.tsx';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs.tsx';
import { listingFilterOf, pageCount } from '../cams/listingRules.ts';
import { Pagination } from '../cams/Pagination.tsx';
import { ProgramList } from './ProgramList.tsx';
import { TvMenu } from './TvMenu.tsx';
import { EpisodeListSkeleton, EpisodeTile, SeriesTile } from './TvTiles.tsx';
import { tvMenuItemOf } from './tvRules.ts';
import '../cams/cams.css';

const Loading = () => <EpisodeListSkeleton count={PAGING.videoItemsPerGrid} />;
const Failed = ({ onRetry }: { onRetry?: () => void }) => (
  <ListError onRetry={onRetry}>
    <Trans>This could not be loaded.</Trans>
  </ListError>
);

function SeriesView() {
  const loaded = useLoaded('tv-series', () => getTvSeries());
  if (loaded.status === 'loading') return <Loading />;
  if (loaded.status === 'error') return <Failed onRetry={loaded.retry} />;
  if (loaded.data.length === 0) return <ListEmpty />;
  return (
    <ul className="tile-grid" data-testid="tv-series-list">
      {loaded.data.map((series) => (
        <SeriesTile key={series.key} series={series} />
      ))}
    </ul>
  );
}

function EpisodesView({ premium, page }: { premium: boolean | null; page: number }) {
  const perPage = PAGING.videoItemsPerGrid;
  const loaded = useLoaded(`tv-episodes:${premium}:${page}`, () => getTvEpisodes(premium, perPage, (page - 1) * perPage));
  if (loaded.status === 'loading') return <Loading />;
  if (loaded.status === 'error') return <Failed onRetry={loaded.retry} />;
  if (loaded.data.items.length === 0) return <ListEmpty />;
  return (
    <>
      <ul className="tile-grid" data-testid="tv-episode-list">
        {loaded.data.items.map((episode) => (
          <EpisodeTile key={episode.id} episode={episode} />
        ))}
      </ul>
      <div data-scroll-anchor="pagination" />
      <Pagination page={page} pages={pageCount(loaded.data.total, perPage)} />
    </>
  );
}

function PostsView() {
  const premium = useLoaded('tv-posts:premium', () => getBlogPosts(BLOG_CATEGORY.premiumTv, { page: 1, pageSize: PAGING.blogPosts }));
  const free = useLoaded('tv-posts:free', () => getBlogPosts(BLOG_CATEGORY.freeTv, { page: 1, pageSize: PAGING.blogPosts }));
  if (premium.status === 'loading' || free.status === 'loading') return <PostListSkeleton count={2 * PAGING.blogPosts} />;
  if (premium.status === 'error' || free.status === 'error')
    return <Failed onRetry={premium.status === 'error' ? premium.retry : free.status === 'error' ? free.retry : undefined} />;
  return (
    <div className="blog-list" data-testid="tv-posts">
      {[...premium.data.posts, ...free.data.posts]
        .sort((a, b) => b.published.localeCompare(a.published))
        .map((post) => (
          <PostTeaser key={post.id} post={post} to="tvPost" />
        ))}
    </div>
  );
}

function ShowsView() {
  return (
    <div className="tv-layout" data-testid="tv-shows">
      <section>
        <h2>
          <Trans>Livestream</Trans>
        </h2>
        <ProgramList channel="free" />
      </section>
      <section>
        <h2>
          <Trans>Premium livestream</Trans>
        </h2>
        <ProgramList channel="premium" />
      </section>
    </div>
  );
}

function View({ item, page }: { item: TvMenuItem; page: number }) {
  switch (item) {
    case 'series':
      return <SeriesView />;
    case 'episodes':
      return <EpisodesView premium={null} page={page} />;
    case 'videos':
      return <EpisodesView premium={false} page={page} />;
    case 'posts':
      return <PostsView />;
    case 'shows':
      return <ShowsView />;
  }
}

/** tv/updateMediathek: a note when the mediathek got new episodes lately, on a line kept for it (the view below stays put). */
function MediathekUpdate() {
  const loaded = useLoaded('tv-updated', () => getMediathekUpdate());
  return (
    <p className="tv-update-note">
      {loaded.status === 'ok' && loaded.data.updated ? (
        <span className="tv-badge" data-testid="tv-mediathek-updated">
          <Trans>New episodes this week</Trans>
        </span>
      ) : null}
    </p>
  );
}

export default function TvSeriesPage(_props: PageProps) {
  useLaterTexts();
  const search = useSearch();
  const item = tvMenuItemOf(search);
  const { page } = listingFilterOf(search);
  return (
    <main className="page tv-page" data-testid="tv-series-page" data-view={item}>
      <Breadcrumbs type="tv" routeName="tvMediaSeries" />
      <TvMenu current={item} />
      <h1>
        <Trans>TV and mediathek</Trans>
      </h1>
      <MediathekUpdate />
      <View item={item} page={page} />
    </main>
  );
}
