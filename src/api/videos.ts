// The video lists on the query service (spec part 2 §7.10: video lists by category, the stars).
import type { VideoListCategory as VideoCategory } from '../contract/enums.ts';
import { VIDEO_TILE_FIELDS, type VideoTile } from '../contract/queries/home.ts';
import type { RestAnswer } from '../contract/rest.ts';
import { getJson } from './client.ts';
import { query } from './query.ts';

export interface VideoStar {
  id: number;
  name: string;
  age: number;
  isOnline: boolean;
  preview: string;
  videoCount: number;
}

export async function getVideoList(category: VideoCategory, first: number, offset: number): Promise<{ total: number; items: VideoTile[] }> {
  const data = await query<{ videos: { total: number; items: VideoTile[] } }>(
    `query VideoList($category: VideoCategory!, $first: Int!, $offset: Int!) { videos(category: $category, first: $first, offset: $offset) { total items { ${VIDEO_TILE_FIELDS} } } }`,
    { category, first, offset },
  );
  return data.videos;
}

/** Videos like this one (spec part 1 §9: 4 by default, rated 16 at most). */
export async function getRecommendedVideos(albumId: number): Promise<VideoTile[]> {
  const data = await query<{ recommendedVideos: VideoTile[] }>(
    `query RecommendedVideos($albumId: Int!) { recommendedVideos(albumId: $albumId) { ${VIDEO_TILE_FIELDS} } }`,
    { albumId },
  );
  return data.recommendedVideos;
}

export async function getVideoStars(first: number): Promise<VideoStar[]> {
  const data = await query<{ videoStars: VideoStar[] }>(
    'query VideoStars($first: Int!) { videoStars(first: $first) { id name age isOnline preview videoCount } }',
    { first },
  );
  return data.videoStars;
}

export const getJumbotron = () => getJson<RestAnswer<'video/jumbotron/config'>>('video/jumbotron/config');
export const getHomeJumbotron = () => getJson<RestAnswer<'video/jumbotron/homepage'>>('video/jumbotron/homepage');
