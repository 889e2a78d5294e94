// The search contract (search issue; spec part 1 §2 global search overlay, §5, §9; part 2 §7.5):
// what the engine indexes, how a pattern is cut down before it reaches the engine, and the
// query-service documents the overlay and the video search page send.
import { LIMITS, PAGING } from './constants.ts';
import { GLOBAL_SEARCH_SECTIONS, type GlobalSearchSection } from './enums.ts';

/** What a search document is. asmr videos are videos tagged asmr: they show in both sections. */
export const SEARCH_KINDS = ['actor', 'video', 'asmr', 'photo', 'tv', 'blog'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The kinds each section of the global search lists. */
export const SECTION_KINDS: Record<GlobalSearchSection, readonly SearchKind[]> = {
  actors: ['actor'],
  videos: ['video', 'asmr'],
  asmr: ['asmr'],
  photos: ['photo'],
  tv: ['tv'],
  blog: ['blog'],
};

/** Results per page of each section (spec part 1 §9; blog search 15). */
export const SECTION_PAGE_SIZE: Record<GlobalSearchSection, number> = {
  actors: PAGING.search.actors,
  videos: PAGING.search.videos,
  asmr: PAGING.search.asmr,
  photos: PAGING.search.photos,
  tv: PAGING.search.tv,
  blog: PAGING.blogSearch,
};

export function isGlobalSearchSection(value: unknown): value is GlobalSearchSection {
  return typeof value === 'string' && (GLOBAL_SEARCH_SECTIONS as readonly string[]).includes(value);
}

/**
 * A pattern is searched by its first PATTERN_MAX_CHARS characters and first PATTERN_MAX_WORDS
 * words: a longer one (a pasted text, a 10 KB pattern) is cut, not refused, and its operators
 * are plain characters to the engine.
 */
export const SEARCH_LIMITS = {
  patternMaxChars: 100,
  patternMaxWords: 8,
  /** A word shorter than this is never corrected as a typo. */
  typoMinLength: 4,
  /** Proposals a suggestion answer holds at most. */
  suggestions: 8,
  /** Typing pauses this long before the grouped results are asked (suggestions go at once). */
  resultsDelayMs: 250,
  recentSearches: LIMITS.recentSearches,
  /** Terms shorter than this are never stored as recent searches (spec part 1 §5). */
  recentMinLength: LIMITS.searchPatternMinLength,
} as const;

/** One proposal of the suggestion list: an actor (with its id), a tag, or an earlier search. */
export interface SearchSuggestion {
  text: string;
  kind: 'actor' | 'tag' | 'search';
  id: number | null;
}

export interface SearchTvItem {
  id: number;
  title: string;
  seriesKey: string;
  seriesTitle: string;
  duration: number;
  premium: boolean;
  published: number;
}

export interface SearchPhotoItem {
  id: number;
  title: string;
  pictureCount: number;
  preview: string;
  model: { id: number; name: string };
}

export interface SearchBlogItem {
  id: number;
  slug: string;
  title: string;
  teaser: string;
  categoryId: number;
  published: number;
}

export interface SearchActorItem {
  id: number;
  name: string;
  age: number;
  isOnline: boolean;
  preview: string;
}

const VIDEO_FIELDS =
  'id title duration vip free isNew preview price { value currency } basePrice { value currency } model { id name } guestInfo { bought gifted flatrate }';
const SECTION_FIELDS: Record<GlobalSearchSection, string> = {
  actors: 'id name age isOnline preview',
  videos: VIDEO_FIELDS,
  asmr: VIDEO_FIELDS,
  photos: 'id title pictureCount preview model { id name }',
  tv: 'id title seriesKey seriesTitle duration premium published',
  blog: 'id slug title teaser categoryId published',
};

export const SEARCH_SUGGESTIONS_QUERY = /* GraphQL */ `
  query SearchSuggestions($pattern: String!) { searchSuggestions(pattern: $pattern) { text kind id } }
`;

/** The overlay's grouped results: every section's first page, count and link. */
export const GLOBAL_SEARCH_QUERY = /* GraphQL */ `
  query GlobalSearch($pattern: String!) {
    globalSearch(pattern: $pattern) {
      searchPattern proposals
      ${GLOBAL_SEARCH_SECTIONS.map((section) => `${section} { count link items { ${SECTION_FIELDS[section]} } }`).join('\n      ')}
    }
  }
`;

/** The query-service field that pages through each section (the video search page's tabs). */
export const SECTION_QUERY_FIELD: Record<GlobalSearchSection, string> = {
  actors: 'searchActors(pattern: $pattern, first: $first, offset: $offset)',
  videos: 'searchVideos(pattern: $pattern, first: $first, offset: $offset)',
  asmr: 'searchVideos(pattern: $pattern, asmr: true, first: $first, offset: $offset)',
  photos: 'searchPhotos(pattern: $pattern, first: $first, offset: $offset)',
  tv: 'searchTv(pattern: $pattern, first: $first, offset: $offset)',
  blog: 'searchBlog(pattern: $pattern, first: $first, offset: $offset)',
};

/** One section paged, answered as `section { count link items }`. */
export function sectionSearchQuery(section: GlobalSearchSection): string {
  return `query SectionSearch($pattern: String!, $first: Int!, $offset: Int!) { section: ${SECTION_QUERY_FIELD[section]} { count link items { ${SECTION_FIELDS[section]} } } }`;
}

export const STORE_SEARCH_PATTERN_MUTATION = /* GraphQL */ `
  mutation StoreSearchPattern($pattern: String!) { storeSearchPattern(pattern: $pattern) }
`;
