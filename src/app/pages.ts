import type { ComponentType } from 'react';
import HomePage from '../features/home/HomePage.tsx';
import { type ChunkPage, pageChunk } from './pageChunk.ts';
import type { RouteId, RouteMatch } from './routes.ts';

/** What every page gets from the shell: the matched route (id, decoded params, language). */
export type PageProps = { route: RouteMatch };

export type Page = ComponentType<PageProps>;

// Every page is its own chunk, so the first load carries only the shell (see the size budget);
// a chunk that fails to load is tried again when the guest retries (pageChunk.ts). Home is the
// exception: it is in the first chunk anyway (vite.config.ts), and a lazy import of it only
// added a round trip before the first paint of home (docs/performance.md).
// One lazy component per module that serves several routes (smaller first chunk).
const BlogPages: Page = pageChunk(() => import('../features/blog/BlogPages.tsx'));
const TvPages: Page = pageChunk(() => import('../features/tv/TvPages.tsx'));
const LegalPage: Page = pageChunk(() => import('../features/legal/LegalPage.tsx'));

/** The 404 page, for paths that match no route. */
export const NotFoundPage = pageChunk(() => import('./NotFoundPage.tsx'));

// Route id -> page: `pageChunk(() => import('../features/<area>/<Name>Page.tsx'))` each.
const pages: Record<RouteId, Page> = {
  home: HomePage,
  videoSearch: pageChunk(() => import('../features/search/VideoSearchPage.tsx')),
  newGirls: pageChunk(() => import('../features/cams/NewGirlsPage.tsx')),
  actorProfile: pageChunk(() => import('../features/actors/ActorProfilePage.tsx')),
  actorAbout: pageChunk(() => import('../features/actors/ActorAboutPage.tsx')),
  actorVideos: pageChunk(() => import('../features/actors/ActorVideosPage.tsx')),
  actorClassicVideos: pageChunk(() => import('../features/actors/ActorVideosPage.tsx')),
  actorVideosByTag: pageChunk(() => import('../features/actors/ActorVideosPage.tsx')),
  actorAlbum: pageChunk(() => import('../features/actors/ActorAlbumPage.tsx')),
  actorLiveShow: pageChunk(() => import('../features/actors/ActorLiveShowPage.tsx')),
  actorTopCams: pageChunk(() => import('../features/actors/ActorTopCamsPage.tsx')),
  freeChat: pageChunk(() => import('../features/cams/FreeChatPage.tsx')),
  cams: pageChunk(() => import('../features/cams/CamsPage.tsx')),
  category: pageChunk(() => import('../features/cams/CategoryPage.tsx')),
  videos: pageChunk(() => import('../features/videos/VideoListPage.tsx')),
  freeClips: pageChunk(() => import('../features/videos/VideoListPage.tsx')),
  videoTrends: pageChunk(() => import('../features/videos/VideoListPage.tsx')),
  videosOnSale: pageChunk(() => import('../features/videos/VideoListPage.tsx')),
  newVideos: pageChunk(() => import('../features/videos/VideoListPage.tsx')),
  allVideos: pageChunk(() => import('../features/videos/VideoListPage.tsx')),
  vipVideos: pageChunk(() => import('../features/videos/VideoListPage.tsx')),
  videoStars: pageChunk(() => import('../features/videos/VideoListPage.tsx')),
  messenger: pageChunk(() => import('../features/messenger/MessengerPage.tsx')),
  tvLivestream: TvPages,
  tvPremiumLivestream: TvPages,
  tvMediathekSeries: TvPages,
  tvMediathekVideos: TvPages,
  tvMediaSeries: TvPages,
  tvPost: TvPages,
  tvVideo: TvPages,
  dailyDeals: pageChunk(() => import('../features/videos/DailyDealsPage.tsx')),
  vipClub: pageChunk(() => import('../features/vipclub/VipClubPage.tsx')),
  camShows: pageChunk(() => import('../features/tickets/CamShowsPage.tsx')),
  feed: pageChunk(() => import('../features/feed/FeedPage.tsx')),
  contests: pageChunk(() => import('../features/contests/ContestsPage.tsx')),
  contest: pageChunk(() => import('../features/contests/ContestPage.tsx')),
  clashOfCams: pageChunk(() => import('../features/clashofcams/ClashOfCamsPage.tsx')),
  terms: LegalPage,
  dataProtection: LegalPage,
  imprint: LegalPage,
  easter: pageChunk(() => import('../features/events/EasterPage.tsx')),
  wetNWild: pageChunk(() => import('../features/events/WetNWildPage.tsx')),
  adventCalendar: pageChunk(() => import('../features/events/AdventCalendarPage.tsx')),
  goldrush: pageChunk(() => import('../features/events/GoldrushPage.tsx')),
  newsletterUnsubscribe: pageChunk(() => import('../features/events/NewsletterUnsubscribePage.tsx')),
  mySpinwheel: pageChunk(() => import('../features/games/SpinwheelPage.tsx')),
  myProfile: pageChunk(() => import('../features/account/ProfilePage.tsx')),
  myOfflinePages: pageChunk(() => import('../features/offline/SavedPagesPage.tsx')),
  myMediathek: pageChunk(() => import('../features/mediathek/MediathekPage.tsx')),
  myMediathekPhotos: pageChunk(() => import('../features/mediathek/MediathekPage.tsx')),
  myBenefits: pageChunk(() => import('../features/account/BenefitsPage.tsx')),
  myFavoriteCams: pageChunk(() => import('../features/favorites/FavoritesPage.tsx')),
  lindemann: pageChunk(() => import('../features/account/LindemannPage.tsx')),
  lindemannHome: pageChunk(() => import('../features/account/LindemannHomePage.tsx')),
  blog: BlogPages,
  blogCategory: BlogPages,
  blogArchive: BlogPages,
  blogPost: BlogPages,
};

/** The page component of a route; render it as `<Page route={match} />` inside a Suspense boundary. */
export function pageFor(id: RouteId): Page {
  return pages[id];
}

/**
 * Loads a route's page chunk ahead of its render (the visit's first page, src/main.tsx): resolves
 * once it is there or failed (the render then shows the failure as usual); home is in the first chunk.
 */
export function preloadPage(id: RouteId | null): Promise<void> {
  const page = id ? pages[id] : NotFoundPage;
  return 'preload' in page && typeof page.preload === 'function' ? (page as ChunkPage<PageProps>).preload() : Promise.resolve();
}
