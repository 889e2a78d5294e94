// The query service's cost limit (issue 19): what a document may ask for in one request, computed
// from the parsed document and its variables before anything runs (server/query/cost.ts). The
// app's own documents stay well under it (tests/unit/appQueryCost.test.ts).
import { PAGING } from './constants.ts';
import { FEED } from './feed.ts';
import { SEARCH_LIMITS, SECTION_PAGE_SIZE } from './search.ts';

/** The rules' figures (the unit tests try the rules with their own). */
export interface QueryCostRules {
  limit: number;
  maxDepth: number;
  field: number;
  resolver: number;
  searchResolvers: Readonly<Record<string, number>>;
  sizeArgument: string;
  maxListSize: number;
  unsizedList: number;
  listSizes: Readonly<Record<string, number>>;
}

export const QUERY_COST = {
  /**
   * A document costing more is refused (QUERY_TOO_COMPLEX). The app's biggest page (500
   * messenger channels of 25 fields) costs about 12,000. At the measurements (a
   * globalSearch 11 ms, a models(first: 100) page 6.5 ms) the costliest document let through is
   * about 200 ms of work.
   */
  limit: 30_000,
  /** Fields nested deeper than this are refused (the app nests 5 at most; FeedComment.replies recurses). */
  maxDepth: 10,
  /** Every value the answer holds: each field, once for each item of the lists around it. */
  field: 1,
  /** A field that runs a resolver of its own (a root field, an alias of one, a field with arguments): a database round trip. */
  resolver: 50,
  /** Resolvers that run the search engine cost this instead (the global search searches every section). */
  searchResolvers: {
    globalSearch: 2_500,
    searchSuggestions: 250,
    searchActors: 250,
    searchVideos: 250,
    searchPhotos: 250,
    searchTv: 250,
    searchBlog: 250,
    searchMediathek: 250,
    storeSearchPattern: 250,
    tagSuggestion: 250,
  } as Readonly<Record<string, number>>,
  /** The page-size argument of a list field (or of the page object holding the list). */
  sizeArgument: 'first',
  /**
   * A page larger than any field accepts is refused by its resolver; the cost counts it as the
   * largest page there is (500 messenger channels or feed comments), so that refusal stays the
   * resolver's clear VALIDATION_FAILED.
   */
  maxListSize: Math.max(PAGING.messengerChannels, FEED.commentsLimit),
  /** Items of a list without a page size (a catalogue such as gifts or categories), per list level. */
  unsizedList: 20,
  /** Lists whose size is fixed elsewhere, as `Type.field`: the size applies to the field's list, or the first list below it. */
  listSizes: {
    'GlobalSearchResult.actors': SECTION_PAGE_SIZE.actors,
    'GlobalSearchResult.videos': SECTION_PAGE_SIZE.videos,
    'GlobalSearchResult.asmr': SECTION_PAGE_SIZE.asmr,
    'GlobalSearchResult.photos': SECTION_PAGE_SIZE.photos,
    'GlobalSearchResult.tv': SECTION_PAGE_SIZE.tv,
    'GlobalSearchResult.blog': SECTION_PAGE_SIZE.blog,
    'GlobalSearchResult.proposals': SEARCH_LIMITS.suggestions,
    'Query.searchSuggestions': SEARCH_LIMITS.suggestions,
    'Query.tagSuggestion': SEARCH_LIMITS.suggestions,
    /** comments(first: n) answers n rows, replies included: counting one reply per comment is never less. */
    'FeedComment.replies': 1,
  } as Readonly<Record<string, number>>,
} as const satisfies QueryCostRules;
