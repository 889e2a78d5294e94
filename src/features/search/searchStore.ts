// The global search overlay's state: what the guest typed, the suggestions and the grouped
// results of the pattern asked last, and the recent searches. Suggestions are asked at every
// keystroke, the grouped results once typing pauses; an answer for any other pattern than the
// last one asked is ignored (searchRules.isCurrentAnswer). Answers are kept for 5 minutes and
// swept every 5 s. Recent searches live in local storage only with functional consent.
import { proxy, subscribe } from 'valtio';
import { type GlobalSearchAnswer, getGlobalSearch, getSearchSuggestions, storeSearchPattern } from '../../api/search.ts';
import { TIMING_MS } from '../../contract/constants.ts';
import { SEARCH_LIMITS, type SearchSuggestion } from '../../contract/search.ts';
import { RECENT_SEARCHES_KEY } from '../../contract/storageKeys.ts';
import { readLocalJson, removeLocal, writeLocalJson } from '../../lib/storage.ts';
import { consent, hasConsent } from '../../state/consent.ts';
import { AnswerCache, isCurrentAnswer, normalizePattern, validRecentList, withRecentSearch } from './searchRules.ts';

export interface SearchState {
  /** The pattern asked last ('' when the input is empty or too short). */
  pattern: string;
  suggestions: SearchSuggestion[];
  /** The pattern the shown suggestions answer. */
  suggestionsFor: string;
  results: GlobalSearchAnswer | null;
  resultsFor: string;
  status: 'idle' | 'loading' | 'done' | 'failed';
  recent: string[];
}

function storedRecent(): string[] {
  return hasConsent('functional') ? validRecentList(readLocalJson<unknown>(RECENT_SEARCHES_KEY)) : [];
}

export const searchState = proxy<SearchState>({
  pattern: '',
  suggestions: [],
  suggestionsFor: '',
  results: null,
  resultsFor: '',
  status: 'idle',
  recent: storedRecent(),
});

const suggestionCache = new AnswerCache<SearchSuggestion[]>();
const resultCache = new AnswerCache<GlobalSearchAnswer>();
let sweeper: ReturnType<typeof setInterval> | undefined;
let resultsTimer: ReturnType<typeof setTimeout> | undefined;

function startSweeping(): void {
  if (sweeper !== undefined) return;
  sweeper = setInterval(() => {
    suggestionCache.sweep();
    resultCache.sweep();
  }, TIMING_MS.searchCacheSweep);
}

// Functional consent withdrawn: what was stored goes; given later: the list of this visit is kept.
subscribe(consent, () => {
  if (hasConsent('functional')) writeLocalJson(RECENT_SEARCHES_KEY, searchState.recent);
  else removeLocal(RECENT_SEARCHES_KEY);
});

function showSuggestions(pattern: string, suggestions: SearchSuggestion[]): void {
  if (!isCurrentAnswer(pattern, searchState.pattern)) return;
  searchState.suggestions = suggestions;
  searchState.suggestionsFor = pattern;
}

function showResults(pattern: string, results: GlobalSearchAnswer | null, failed = false): void {
  if (!isCurrentAnswer(pattern, searchState.pattern)) return;
  searchState.results = results;
  searchState.resultsFor = pattern;
  searchState.status = failed ? 'failed' : 'done';
}

async function askSuggestions(pattern: string): Promise<void> {
  const cached = suggestionCache.get(pattern);
  if (cached) return showSuggestions(pattern, cached);
  try {
    const answer = await getSearchSuggestions(pattern);
    suggestionCache.set(pattern, answer);
    showSuggestions(pattern, answer);
  } catch {
    showSuggestions(pattern, []);
  }
}

async function askResults(pattern: string): Promise<void> {
  const cached = resultCache.get(pattern);
  if (cached) return showResults(pattern, cached);
  try {
    const answer = await getGlobalSearch(pattern);
    resultCache.set(pattern, answer);
    showResults(pattern, answer);
  } catch {
    showResults(pattern, null, true);
  }
}

/** The input changed: ask for suggestions now and for the grouped results once typing pauses. */
export function typePattern(raw: string, minLength: number): void {
  startSweeping();
  const pattern = normalizePattern(raw);
  clearTimeout(resultsTimer);
  if (Array.from(pattern).length < Math.max(1, minLength)) {
    Object.assign(searchState, { pattern: '', suggestions: [], suggestionsFor: '', results: null, resultsFor: '', status: 'idle' });
    return;
  }
  if (pattern === searchState.pattern) return;
  searchState.pattern = pattern;
  searchState.status = 'loading';
  void askSuggestions(pattern);
  const cached = resultCache.get(pattern);
  if (cached) showResults(pattern, cached);
  else resultsTimer = setTimeout(() => void askResults(pattern), SEARCH_LIMITS.resultsDelayMs);
}

/** A search the guest submitted or a result they picked: first in the recent list, counted on the server. */
export function rememberSearch(raw: string): void {
  const pattern = normalizePattern(raw);
  const recent = withRecentSearch(searchState.recent, pattern);
  if (recent.join('\n') !== searchState.recent.join('\n')) {
    searchState.recent = recent;
    if (hasConsent('functional')) writeLocalJson(RECENT_SEARCHES_KEY, recent);
  }
  if (Array.from(pattern).length >= SEARCH_LIMITS.recentMinLength) void storeSearchPattern(pattern);
}

/** Removes one entry of the recent list. */
export function forgetRecentSearch(term: string): void {
  searchState.recent = searchState.recent.filter((entry) => entry !== term);
  if (hasConsent('functional')) writeLocalJson(RECENT_SEARCHES_KEY, searchState.recent);
}
