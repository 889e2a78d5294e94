// The global search and the video search page on the query service (spec part 2 §7.5, §7.10).

import type { GlobalSearchResult, SearchSection } from '../contract/entities.ts';
import type { GlobalSearchSection } from '../contract/enums.ts';
import {
  GLOBAL_SEARCH_QUERY,
  SEARCH_SUGGESTIONS_QUERY,
  type SearchSuggestion,
  STORE_SEARCH_PATTERN_MUTATION,
  sectionSearchQuery,
} from '../contract/search.ts';
import { query } from './query.ts';

export type GlobalSearchAnswer = Omit<GlobalSearchResult, 'mediathek'>;

export async function getSearchSuggestions(pattern: string): Promise<SearchSuggestion[]> {
  return (await query<{ searchSuggestions: SearchSuggestion[] }>(SEARCH_SUGGESTIONS_QUERY, { pattern })).searchSuggestions;
}

export async function getGlobalSearch(pattern: string): Promise<GlobalSearchAnswer> {
  return (await query<{ globalSearch: GlobalSearchAnswer }>(GLOBAL_SEARCH_QUERY, { pattern })).globalSearch;
}

export async function getSearchSection(
  section: GlobalSearchSection,
  pattern: string,
  first: number,
  offset: number,
): Promise<SearchSection<unknown>> {
  return (await query<{ section: SearchSection<unknown> }>(sectionSearchQuery(section), { pattern, first, offset })).section;
}

/** Counts a submitted search on the server (popular searches); a failure changes nothing for the guest. */
export async function storeSearchPattern(pattern: string): Promise<void> {
  await query<{ storeSearchPattern: boolean }>(STORE_SEARCH_PATTERN_MUTATION, { pattern }).catch(() => undefined);
}
