// spec part 2 §7.8 (TV, blog) and §7.9 (breadcrumb), plus ours for the content pages
// (src/contract/content.ts): one typed function per call through the one ky instance, and the
// TV current program and series from the query service.
import type { BreadcrumbType, TvChannel } from '../contract/content.ts';
import type { LegalType } from '../contract/enums.ts';
import type { RestAnswer, RestKey } from '../contract/rest.ts';
import { getJson, sendJson } from './client.ts';
import { query } from './query.ts';

type Answer<K extends RestKey> = RestAnswer<K>;
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const segment = (value: string | number) => encodeURIComponent(String(value));

// --- blog ---
export const getBlogPosts = (categoryId: number, payload: { page: number; pageSize: number; exclude?: number[]; year?: number }) =>
  getJson<Answer<'blog/posts/{categoryId}/{payload}'>>(`blog/posts/${segment(categoryId)}/${json(payload)}`);
export const getBlogArchives = (categoryId: number) => getJson<Answer<'blog/archives/{category}'>>(`blog/archives/${segment(categoryId)}`);
export const getBlogPressMessages = () => getJson<Answer<'blog/pm'>>('blog/pm');
export const getBlogActors = (actorIds: number[]) => getJson<Answer<'blog/actors/{payload}'>>(`blog/actors/${json(actorIds)}`);
export const getBlogPost = (slug: string) => getJson<Answer<'blog/post/{slug}'>>(`blog/post/${segment(slug)}`);
export const getBlogCategories = () => getJson<Answer<'blog/categories'>>('blog/categories');

// --- TV ---
export const getTvStream = (type: TvChannel) => getJson<Answer<'tv/stream/{type}'>>(`tv/stream/${type}`);
export const getTvProgram = (type: TvChannel, size?: number) => getJson<Answer<'tv/program/{type}'>>(`tv/program/${type}`, { size });
export const getTvFormat = (key: string) => getJson<Answer<'tv/format/{key}'>>(`tv/format/${segment(key)}`);
export const getTvVideo = (videoId: number) => getJson<Answer<'tv/video/{videoId}'>>(`tv/video/${segment(videoId)}`);
export const getTvSuggestions = (hashId: string) => getJson<Answer<'tv/suggest/{hashId}'>>(`tv/suggest/${segment(hashId)}`);
export const getTvArticle = (slug: string) => getJson<Answer<'tv/article/{slug}'>>(`tv/article/${segment(slug)}`);
export const getMediathekUpdate = () => getJson<Answer<'tv/updateMediathek'>>('tv/updateMediathek');

export interface TvSeriesItem {
  id: number;
  key: string;
  title: string;
  description: string;
  premium: boolean;
  episodeCount: number;
  picture: { src: string; srcSet: string; width: number; height: number };
}

export interface TvProgramSlot {
  title: string;
  start: number;
  end: number;
  isRunning: boolean;
  videoId: number | null;
  seriesKey: string | null;
}

export interface TvEpisodeItem {
  id: number;
  hashId: string;
  title: string;
  duration: number;
  published: number;
  seriesKey: string;
  seriesTitle: string;
  premium: boolean;
  picture: { src: string; srcSet: string; width: number; height: number };
}

/** Mediathek episodes from the query service, newest first; `premium` narrows to premium or free series. */
export async function getTvEpisodes(
  premium: boolean | null,
  first: number,
  offset: number,
): Promise<{ total: number; items: TvEpisodeItem[] }> {
  const data = await query<{ tvEpisodes: { total: number; items: TvEpisodeItem[] } }>(
    'query TvEpisodes($premium: Boolean, $first: Int!, $offset: Int!) { tvEpisodes(premium: $premium, first: $first, offset: $offset) { total items { id hashId title duration published seriesKey seriesTitle premium picture { src srcSet width height } } } }',
    { premium, first, offset },
  );
  return data.tvEpisodes;
}

/** The TV series from the query service, in their order. */
export async function getTvSeries(first = 50): Promise<TvSeriesItem[]> {
  const data = await query<{ tvSeries: TvSeriesItem[] }>(
    'query TvSeries($first: Int!) { tvSeries(first: $first) { id key title description premium episodeCount picture { src srcSet width height } } }',
    { first },
  );
  return data.tvSeries;
}

/** The TV current program of a channel from the query service: the running slot first. */
export async function getTvCurrentProgram(channel: TvChannel, first: number): Promise<TvProgramSlot[]> {
  const data = await query<{ tvCurrentProgram: TvProgramSlot[] }>(
    'query TvCurrentProgram($channel: TvChannel!, $first: Int!) { tvCurrentProgram(channel: $channel, first: $first) { title start end isRunning videoId seriesKey } }',
    { channel, first },
  );
  return data.tvCurrentProgram;
}

// --- legal, breadcrumb ---
export const getLegalText = (type: LegalType) => getJson<Answer<'asset/legal-text/{legalTextId}'>>(`asset/legal-text/${type}`);
export const getBreadcrumb = (type: BreadcrumbType, routeName: string, routeArgs: Record<string, string>) =>
  sendJson<Answer<'breadcrumb/{breadcrumbType}'>>('post', `breadcrumb/${type}`, { routeName, routeArgs }, { credentials: 'include' });
