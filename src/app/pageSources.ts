// Where each route's page lives: the module src/app/pages.ts loads lazily for it (home is in the
// first chunk). The server reads it to name a page's chunks in the HTML it serves for the page
// (server/pagePreloads.ts), so they load beside the first chunk instead of one after another
// (issue 23); tests/unit/pageSources.test.ts holds it equal to pages.ts's imports.
import type { Language } from '../contract/enums.ts';
import type { RouteId } from './routes.ts';

/** Route id -> the page module's path from the project root, as the build manifest names it; null: in the first chunk. */
export const PAGE_SOURCES: Record<RouteId, string | null> = {
  home: null,
  videoSearch: 'src/features/search/VideoSearchPage.tsx',
  newGirls: 'src/features/cams/NewGirlsPage.tsx',
  actorProfile: 'src/features/actors/ActorProfilePage.tsx',
  actorAbout: 'src/features/actors/ActorAboutPage.tsx',
  actorVideos: 'src/features/actors/ActorVideosPage.tsx',
  actorClassicVideos: 'src/features/actors/ActorVideosPage.tsx',
  actorVideosByTag: 'src/features/actors/ActorVideosPage.tsx',
  actorAlbum: 'src/features/actors/ActorAlbumPage.tsx',
  actorLiveShow: 'src/features/actors/ActorLiveShowPage.tsx',
  actorTopCams: 'src/features/actors/ActorTopCamsPage.tsx',
  freeChat: 'src/features/cams/FreeChatPage.tsx',
  cams: 'src/features/cams/CamsPage.tsx',
  category: 'src/features/cams/CategoryPage.tsx',
  videos: 'src/features/videos/VideoListPage.tsx',
  freeClips: 'src/features/videos/VideoListPage.tsx',
  videoTrends: 'src/features/videos/VideoListPage.tsx',
  videosOnSale: 'src/features/videos/VideoListPage.tsx',
  newVideos: 'src/features/videos/VideoListPage.tsx',
  allVideos: 'src/features/videos/VideoListPage.tsx',
  vipVideos: 'src/features/videos/VideoListPage.tsx',
  videoStars: 'src/features/videos/VideoListPage.tsx',
  messenger: 'src/features/messenger/MessengerPage.tsx',
  tvLivestream: 'src/features/tv/TvPages.tsx',
  tvPremiumLivestream: 'src/features/tv/TvPages.tsx',
  tvMediathekSeries: 'src/features/tv/TvPages.tsx',
  tvMediathekVideos: 'src/features/tv/TvPages.tsx',
  tvMediaSeries: 'src/features/tv/TvPages.tsx',
  tvPost: 'src/features/tv/TvPages.tsx',
  tvVideo: 'src/features/tv/TvPages.tsx',
  dailyDeals: 'src/features/videos/DailyDealsPage.tsx',
  vipClub: 'src/features/vipclub/VipClubPage.tsx',
  camShows: 'src/features/tickets/CamShowsPage.tsx',
  feed: 'src/features/feed/FeedPage.tsx',
  contests: 'src/features/contests/ContestsPage.tsx',
  contest: 'src/features/contests/ContestPage.tsx',
  clashOfCams: 'src/features/clashofcams/ClashOfCamsPage.tsx',
  terms: 'src/features/legal/LegalPage.tsx',
  dataProtection: 'src/features/legal/LegalPage.tsx',
  imprint: 'src/features/legal/LegalPage.tsx',
  easter: 'src/features/events/EasterPage.tsx',
  wetNWild: 'src/features/events/WetNWildPage.tsx',
  adventCalendar: 'src/features/events/AdventCalendarPage.tsx',
  goldrush: 'src/features/events/GoldrushPage.tsx',
  newsletterUnsubscribe: 'src/features/events/NewsletterUnsubscribePage.tsx',
  mySpinwheel: 'src/features/games/SpinwheelPage.tsx',
  myProfile: 'src/features/account/ProfilePage.tsx',
  myOfflinePages: 'src/features/offline/SavedPagesPage.tsx',
  myMediathek: 'src/features/mediathek/MediathekPage.tsx',
  myMediathekPhotos: 'src/features/mediathek/MediathekPage.tsx',
  myBenefits: 'src/features/account/BenefitsPage.tsx',
  myFavoriteCams: 'src/features/favorites/FavoritesPage.tsx',
  lindemann: 'src/features/account/LindemannPage.tsx',
  lindemannHome: 'src/features/account/LindemannHomePage.tsx',
  blog: 'src/features/blog/BlogPages.tsx',
  blogCategory: 'src/features/blog/BlogPages.tsx',
  blogArchive: 'src/features/blog/BlogPages.tsx',
  blogPost: 'src/features/blog/BlogPages.tsx',
};

/** The page shown for a path no route matches. */
export const NOT_FOUND_SOURCE = 'src/app/NotFoundPage.tsx';

/**
 * The catalogs a page's first render waits for, as the manifest names them: the language's
 * first-screen texts (src/i18n/i18n.ts; English's are in the first chunk, so no chunk of their
 * own) and, on a page other than home, the "later" texts (src/main.tsx, src/i18n/lazyCatalogs.ts).
 */
export function catalogSources(routeId: RouteId, language: Language): string[] {
  return [`locales/${language}.po`, ...(PAGE_SOURCES[routeId] ? [`locales/later/${language}.po`] : [])];
}
