import { buildPath, ROUTE_IDS, type RouteId } from '../../src/app/routes.ts';
import type { LANGUAGES } from '../../src/contract/enums.ts';

// The route table as the end-to-end tests walk it: a sample value for every route parameter and
// the test id of the page each route shows (screens.spec.ts opens every one of them).

export { ROUTE_IDS, type RouteId };

/** Sample values for every route parameter. */
const SAMPLE: Record<string, string> = {
  searchPattern: 'sunset walk',
  // a seeded actor (the seed is deterministic): actor pages answer 404 for unknown names
  actorName: 'iline',
  tagGroup: 'city & travel',
  albumId: '296', // a video of iline's: the video page
  categorySlug: 'default',
  series: 'studio-sessions',
  key: 'studio-sessions',
  id: '1',
  slug: 'welcome',
  year: '2025',
  videoId: '2', // a free series' episode (kitchen-talk): it plays for every guest
};

/** Where one parameter name means different things on different routes. */
const SAMPLE_OF_ROUTE: Partial<Record<RouteId, Record<string, string>>> = {
  blogCategory: { categorySlug: 'general' },
  blogPost: { slug: 'fevazia-goes-live-from-the-studio-1' }, // the seed's first post
  tvPost: { slug: 'premium-tv-the-season-finale-138' }, // a post of the premium TV category
};

export function pathFor(id: RouteId, language: (typeof LANGUAGES)[number]): string {
  return buildPath(id, { ...SAMPLE, ...SAMPLE_OF_ROUTE[id] } as never, language);
}

/** Every route's page, by its test id (a route without a page fails to compile). */
export const BUILT_PAGES: Record<RouteId, string> = {
  home: 'home-page',
  myProfile: 'profile-page',
  myOfflinePages: 'saved-pages-page',
  myBenefits: 'benefits-page',
  lindemann: 'lindemann-page',
  lindemannHome: 'lindemann-home-page',
  actorProfile: 'actor-profile',
  actorAbout: 'actor-profile',
  actorVideos: 'actor-profile',
  actorClassicVideos: 'actor-profile',
  actorVideosByTag: 'actor-profile',
  actorAlbum: 'actor-profile',
  actorLiveShow: 'actor-profile',
  actorTopCams: 'actor-profile',
  cams: 'listing-page',
  freeChat: 'listing-page',
  category: 'listing-page',
  newGirls: 'listing-page',
  myFavoriteCams: 'favorites-page',
  videos: 'videos-page',
  freeClips: 'videos-page',
  videoTrends: 'videos-page',
  videosOnSale: 'videos-page',
  newVideos: 'videos-page',
  allVideos: 'videos-page',
  vipVideos: 'videos-page',
  videoStars: 'videos-page',
  myMediathek: 'mediathek-page',
  dailyDeals: 'daily-deals-page',
  myMediathekPhotos: 'mediathek-page',
  messenger: 'messenger-page',
  camShows: 'cam-shows-page',
  feed: 'feed-page',
  videoSearch: 'video-search-page',
  tvLivestream: 'tv-livestream-page',
  tvPremiumLivestream: 'tv-livestream-page',
  tvMediathekSeries: 'tv-format-page',
  tvMediathekVideos: 'tv-videos-page',
  tvMediaSeries: 'tv-series-page',
  tvPost: 'tv-post-page',
  tvVideo: 'tv-video-page',
  vipClub: 'vipclub-page',
  terms: 'legal-page',
  dataProtection: 'legal-page',
  imprint: 'legal-page',
  newsletterUnsubscribe: 'newsletter-unsubscribe-page',
  blog: 'blog-page',
  blogCategory: 'blog-page',
  blogArchive: 'blog-page',
  blogPost: 'blog-post-page',
  mySpinwheel: 'spinwheel-page',
  easter: 'event-page-easter',
  wetNWild: 'event-page-wet-and-wild',
  adventCalendar: 'event-page-advent-calendar',
  goldrush: 'event-page-goldrush',
  contests: 'contests-page',
  contest: 'contest-page',
  clashOfCams: 'clash-page',
};
