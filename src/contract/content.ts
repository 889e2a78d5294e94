// The content area's contract (issue 12: TV and mediathek, blog, VIP club, legal pages,
// breadcrumbs): our REST calls beyond spec part 2 §7.8 (RestCalls extends ContentRestCalls),
// the shapes they answer and the area's limits. The spec's own figures (blog 3, archives 9,
// program info 10) are PAGING and DEFAULTS in constants.ts. Lazy: nothing of the first load
// needs this module (vite.config.ts LAZY_SOURCES).
import type { ActorTile, BlogPost, DateTime, Picture, TvVideo } from './entities.ts';
import type { LegalType } from './enums.ts';
import type { None } from './restCalls.ts';

/** blog/posts and blog/archives: category id 0 means every category (ours: the overview and the archive by year). */
export const ALL_BLOG_CATEGORIES = 0;

/** Limits of the blog calls' payloads (not shown in spec: chosen). */
export const BLOG_LIMITS = {
  maxPageSize: 50,
  maxPage: 1000,
  /** blog/posts exclude: at most this many post ids. */
  maxExclude: 50,
  /** blog/actors: at most this many actor ids. */
  maxActors: 50,
  firstYear: 2000,
  lastYear: 2100,
  slugMaxLength: 200,
} as const;

/** The two TV livestream channels: tv/program/{type} and tv/stream/{type}. */
export const TV_CHANNELS = ['free', 'premium'] as const;
export type TvChannel = (typeof TV_CHANNELS)[number];

/** Limits of the TV calls (not shown in spec: chosen). */
export const TV_LIMITS = {
  /** tv/program size: 1 to this (the default is DEFAULTS.tvProgramInfo). */
  maxProgramSize: 50,
  /** tv/suggest answers this many videos. */
  suggestions: 8,
  /** tv/updateMediathek: the mediathek counts as updated when an episode is newer than this. */
  updatedWithinMs: 7 * 24 * 60 * 60 * 1000,
} as const;

/** A TV video's hash id (tv/suggest/{hashId}): its id in base 36 behind a letter. */
export const TV_HASH_ID_PATTERN = '^e[0-9a-z]{1,8}$';
export const tvHashId = (videoId: number): string => `e${videoId.toString(36)}`;

/** The TV menu (spec part 1 §2 named menu areas: series, episodes, shows, posts, videos). */
export const TV_MENU = ['series', 'episodes', 'shows', 'posts', 'videos'] as const;
export type TvMenuItem = (typeof TV_MENU)[number];

/** breadcrumb/{breadcrumbType}: the page kinds that have a breadcrumb (not shown in spec: chosen). */
export const BREADCRUMB_TYPES = ['blog', 'tv', 'legal', 'vipClub', 'dailyDeals'] as const;
export type BreadcrumbType = (typeof BREADCRUMB_TYPES)[number];

/** The legal page of each legal type (spec part 1 §3 Legal types) and the route that shows it. */
export const LEGAL_PAGE_ROUTES = { terms: 'terms', privacyPolicy: 'dataProtection', imprint: 'imprint' } as const satisfies Record<
  LegalType,
  string
>;

export interface BlogCategoryInfo {
  id: number;
  slug: string;
  /** In the request's language. */
  name: string;
}

/** A post page: the overview's fields plus the sanitized HTML and the actors it is about. */
export interface BlogPostDetail {
  id: number;
  categoryId: number;
  categorySlug: string;
  slug: string;
  title: string;
  teaser: string;
  published: DateTime;
  picture: Picture | null;
  /** Sanitized on the server: no scripts, event handlers or javascript: addresses; images lazy. */
  html: string;
  actorIds: number[];
}

/** One slot of a livestream's program. */
export interface TvProgramEntry {
  title: string;
  start: DateTime;
  end: DateTime;
  /** The mediathek video the slot plays, when there is one. */
  videoId: number | null;
  seriesKey: string | null;
  isRunning: boolean;
}

/** A legal page's text: title, the demo notice and its sections (server/domain/legalTexts.ts). */
export interface LegalText {
  type: LegalType;
  title: string;
  notice: string;
  sections: string[];
}

export interface ContentRestCalls {
  // --- spec part 2 §7.8 TV and blog ---
  'tv/updateMediathek': { payload: None; answer: { updated: boolean } };
  'tv/format/{key}': {
    payload: None;
    answer: { format: { key: string; title: string; description: string; isPremium: boolean; videos: TvVideo[] } };
  };
  'tv/article/{slug}': {
    payload: None;
    /** text: the post's sanitized HTML (TV posts are the blog's TV categories). */
    answer: { article: { slug: string; title: string; text: string; published: DateTime } };
  };
  'tv/program/{type}': {
    /** Program entries; default size 10 (DEFAULTS.tvProgramInfo). */
    payload: { size?: number };
    answer: { program: TvProgramEntry[] };
  };
  /** The premium stream needs VIP or the TV plan: SUBSCRIPTION_REQUIRED otherwise. */
  'tv/stream/{type}': { payload: None; answer: { stream: { url: string; isLive: boolean } } };
  'tv/video/{videoId}': { payload: None; answer: { video: TvVideo } };
  'tv/suggest/{hashId}': { payload: None; answer: { videos: TvVideo[] } };
  'blog/pm': { payload: None; answer: { posts: BlogPost[] } };
  'blog/archives/{category}': { payload: None; answer: { years: { year: number; count: number }[] } };
  'blog/posts/{categoryId}/{payload}': {
    params: {
      categoryId: number;
      /** Archive pages add the year. */
      payload: { page: number; pageSize: number; exclude?: number[]; year?: number };
    };
    payload: None;
    answer: { posts: BlogPost[]; total: number };
  };
  'blog/actors/{payload}': {
    /** The actor ids. */
    params: { payload: number[] };
    payload: None;
    answer: { actors: ActorTile[] };
  };

  // --- ours ---
  /** A blog post page by its slug (ours: the spec names the post page, not its call). */
  'blog/post/{slug}': { payload: None; answer: { post: BlogPostDetail } };
  /** The blog categories with their names in the request's language (ours). */
  'blog/categories': { payload: None; answer: { categories: BlogCategoryInfo[] } };
  /** A legal page's text in the request's language (ours; asset/legal-text/download gives the same as a file). */
  'asset/legal-text/{legalTextId}': { payload: None; answer: { text: LegalText } };
  /** Internal: the notice changed for this guest, who must accept it again (showDataProtection). */
  'internal/guests/{guestId}/dataProtection': { payload: { show: boolean }; answer: None };
}
