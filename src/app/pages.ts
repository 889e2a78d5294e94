import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteId, RouteMatch } from './routes.ts';

/** What every page gets from the shell: the matched route (id, decoded params, language). */
export type PageProps = { route: RouteMatch };

export type Page = LazyExoticComponent<ComponentType<PageProps>>;

// Every page is its own chunk, so the first load carries only the shell (see the size budget).
const HomePage: Page = lazy(() => import('../features/home/HomePage.tsx'));
const PlaceholderPage: Page = lazy(() => import('./PlaceholderPage.tsx'));

// One lazy component per module that serves several routes (smaller first chunk).
const BlogPages: Page = lazy(() => import('../features/blog/BlogPages.tsx'));
const TvPages: Page = lazy(() => import('../features/tv/TvPages.tsx'));
const LegalPage: Page = lazy(() => import('../features/legal/LegalPage.tsx'));

/** The 404 page, for paths that match no route. */
export const NotFoundPage = lazy(() => import('./NotFoundPage.tsx'));

// Route id -> page. Features arrive issue by issue: each replaces its PlaceholderPage entries with
// `lazy(() => import('../features/<area>/<Name>Page.tsx'))`.
const pages: Record<RouteId, Page> = {
  home: HomePage,
  videoSearch: lazy(() => import('../features/search/VideoSearchPage.tsx')),
  newGirls: lazy(() => import('../features/cams/NewGirlsPage.tsx')),
  actorProfile: lazy(() => import('../features/actors/ActorProfilePage.tsx')),
  actorAbout: lazy(() => import('../features/actors/ActorAboutPage.tsx')),
  actorVideos: lazy(() => import('../features/actors/ActorVideosPage.tsx')),
  actorClassicVideos: lazy(() => import('../features/actors/ActorVideosPage.tsx')),
  actorVideosByTag: lazy(() => import('../features/actors/ActorVideosPage.tsx')),
  actorAlbum: lazy(() => import('../features/actors/ActorAlbumPage.tsx')),
  actorLiveShow: lazy(() => import('../features/actors/ActorLiveShowPage.tsx')),
  actorTopCams: lazy(() => import('../features/actors/ActorTopCamsPage.tsx')),
  freeChat: lazy(() => import('../features/cams/FreeChatPage.tsx')),
  cams: lazy(() => import('../features/cams/CamsPage.tsx')),
  category: lazy(() => import('../features/cams/CategoryPage.tsx')),
  videos: lazy(() => import('../features/videos/VideoListPage.tsx')),
  freeClips: lazy(() => import('../features/videos/VideoListPage.tsx')),
  videoTrends: lazy(() => import('../features/videos/VideoListPage.tsx')),
  videosOnSale: lazy(() => import('../features/videos/VideoListPage.tsx')),
  newVideos: lazy(() => import('../features/videos/VideoListPage.tsx')),
  allVideos: lazy(() => import('../features/videos/VideoListPage.tsx')),
  vipVideos: lazy(() => import('../features/videos/VideoListPage.tsx')),
  videoStars: lazy(() => import('../features/videos/VideoListPage.tsx')),
  messenger: lazy(() => import('../features/messenger/MessengerPage.tsx')),
  tvLivestream: TvPages,
  tvPremiumLivestream: TvPages,
  tvMediathekSeries: TvPages,
  tvMediathekVideos: TvPages,
  tvMediaSeries: TvPages,
  dailyDeals: lazy(() => import('../features/videos/DailyDealsPage.tsx')),
  vipClub: lazy(() => import('../features/vipclub/VipClubPage.tsx')),
  camShows: lazy(() => import('../features/tickets/CamShowsPage.tsx')),
  feed: lazy(() => import('../features/feed/FeedPage.tsx')),
  contests: lazy(() => import('../features/contests/ContestsPage.tsx')),
  contest: lazy(() => import('../features/contests/ContestPage.tsx')),
  terms: LegalPage,
  dataProtection: LegalPage,
  imprint: LegalPage,
  easter: lazy(() => import('../features/events/EasterPage.tsx')),
  wetNWild: lazy(() => import('../features/events/WetNWildPage.tsx')),
  adventCalendar: lazy(() => import('../features/events/AdventCalendarPage.tsx')),
  goldrush: lazy(() => import('../features/events/GoldrushPage.tsx')),
  newsletterUnsubscribe: lazy(() => import('../features/events/NewsletterUnsubscribePage.tsx')),
  mySpinwheel: lazy(() => import('../features/games/SpinwheelPage.tsx')),
  myProfile: lazy(() => import('../features/account/ProfilePage.tsx')),
  myMediathek: lazy(() => import('../features/mediathek/MediathekPage.tsx')),
  myMediathekPhotos: lazy(() => import('../features/mediathek/MediathekPage.tsx')),
  myBenefits: lazy(() => import('../features/account/BenefitsPage.tsx')),
  myFavoriteCams: lazy(() => import('../features/favorites/FavoritesPage.tsx')),
  lindemann: lazy(() => import('../features/account/LindemannPage.tsx')),
  blog: BlogPages,
  blogCategory: BlogPages,
  blogArchive: BlogPages,
  blogPost: BlogPages,
};

/** The page component of a route; render it as `<Page route={match} />` inside a Suspense boundary. */
export function pageFor(id: RouteId): Page {
  return pages[id];
}
