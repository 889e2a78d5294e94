// The video lists (spec part 1 §2 /videos/ and its sub-routes, §9 list defaults): which query
// category each route shows and the default sort of each category. Shared: the server sorts by
// it (server/query/videos.ts), the pages say it.
import type { RouteId } from '../app/routes.ts';

export const VIDEO_CATEGORIES = ['allVideos', 'newVideos', 'discountedVideos', 'trendingVideos', 'freeVideos', 'topVideos', 'vip30Videos', 'boughtVideos'] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

export type VideoSort = 'topRated' | 'newest' | 'topTrending' | 'bestSelling';

/** spec part 1 §9: allVideos and vip30Videos top rated; discounted, free, bought and new newest; trending top trending; top best selling. */
export const DEFAULT_VIDEO_SORT: Record<VideoCategory, VideoSort> = {
  allVideos: 'topRated',
  vip30Videos: 'topRated',
  discountedVideos: 'newest',
  freeVideos: 'newest',
  boughtVideos: 'newest',
  newVideos: 'newest',
  trendingVideos: 'topTrending',
  topVideos: 'bestSelling',
};

/** The list routes under /videos/ and the category each shows (the stars page lists actors). */
export const VIDEO_LIST_ROUTES = {
  freeClips: 'freeVideos',
  videoTrends: 'trendingVideos',
  videosOnSale: 'discountedVideos',
  newVideos: 'newVideos',
  allVideos: 'allVideos',
  vipVideos: 'vip30Videos',
} as const satisfies Partial<Record<RouteId, VideoCategory>>;

export type VideoListRoute = keyof typeof VIDEO_LIST_ROUTES;

export function isVideoListRoute(id: string): id is VideoListRoute {
  return id in VIDEO_LIST_ROUTES;
}
