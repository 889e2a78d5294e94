import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteId, RouteMatch } from './routes.ts';

/** What every page gets from the shell: the matched route (id, decoded params, language). */
export type PageProps = { route: RouteMatch };

export type Page = LazyExoticComponent<ComponentType<PageProps>>;

// Every page is its own chunk, so the first load carries only the shell (see the size budget).
const HomePage: Page = lazy(() => import('../features/home/HomePage.tsx'));
const PlaceholderPage: Page = lazy(() => import('./PlaceholderPage.tsx'));

/** The 404 page, for paths that match no route. */
export const NotFoundPage = lazy(() => import('./NotFoundPage.tsx'));

// Route id -> page. Features arrive issue by issue: each replaces its PlaceholderPage entries with
// `lazy(() => import('../features/<area>/<Name>Page.tsx'))`.
const pages: Record<RouteId, Page> = {
  home: HomePage,
  videoSearch: PlaceholderPage,
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
  tvLivestream: PlaceholderPage,
  tvPremiumLivestream: PlaceholderPage,
  tvMediathekSeries: PlaceholderPage,
  tvMediathekVideos: PlaceholderPage,
  tvMediaSeries: PlaceholderPage,
  dailyDeals: lazy(() => import('../features/videos/DailyDealsPage.tsx')),
  vipClub: PlaceholderPage,
  camShows: lazy(() => import('../features/tickets/CamShowsPage.tsx')),
  feed: PlaceholderPage,
  contests: lazy(() => import('../features/contests/ContestsPage.tsx')),
  contest: lazy(() => import('../features/contests/ContestPage.tsx')),
  terms: PlaceholderPage,
  dataProtection: PlaceholderPage,
  imprint: PlaceholderPage,
  easter: PlaceholderPage,
  wetNWild: PlaceholderPage,
  adventCalendar: PlaceholderPage,
  goldrush: PlaceholderPage,
  mySpinwheel: PlaceholderPage,
  myProfile: lazy(() => import('../features/account/ProfilePage.tsx')),
  myMediathek: lazy(() => import('../features/mediathek/MediathekPage.tsx')),
  myMediathekPhotos: lazy(() => import('../features/mediathek/MediathekPage.tsx')),
  myBenefits: lazy(() => import('../features/account/BenefitsPage.tsx')),
  myFavoriteCams: lazy(() => import('../features/favorites/FavoritesPage.tsx')),
  lindemann: lazy(() => import('../features/account/LindemannPage.tsx')),
  blog: PlaceholderPage,
  blogCategory: PlaceholderPage,
  blogArchive: PlaceholderPage,
  blogPost: PlaceholderPage,
};

/** The page component of a route; render it as `<Page route={match} />` inside a Suspense boundary. */
export function pageFor(id: RouteId): Page {
  return pages[id];
}
