// The video list routes (spec part 1 §2 /videos/ and its sub-routes): which query category
// each route shows. The categories and their default sorts (§9) are in enums.ts.
import type { RouteId } from '../app/routes.ts';
import type { VideoListCategory } from './enums.ts';

/** The list routes under /videos/ and the category each shows (the stars page lists actors). */
export const VIDEO_LIST_ROUTES = {
  freeClips: 'freeVideos',
  videoTrends: 'trendingVideos',
  videosOnSale: 'discountedVideos',
  newVideos: 'newVideos',
  allVideos: 'allVideos',
  vipVideos: 'vip30Videos',
} as const satisfies Partial<Record<RouteId, VideoListCategory>>;

export type VideoListRoute = keyof typeof VIDEO_LIST_ROUTES;

export function isVideoListRoute(id: string): id is VideoListRoute {
  return id in VIDEO_LIST_ROUTES;
}

/** The jumbotron turns its slides this often (ours: the spec leaves it open). */
export const JUMBOTRON_SLIDE_INTERVAL_MS = 6_000;
