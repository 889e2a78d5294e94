// The search issue's rules: recent searches, the stale-answer rule, the answer cache, the page
// sizes and what a pattern becomes before any engine sees it.
import { describe, expect, test } from 'vitest';
import { LIMITS, PAGING, TIMING_MS } from '../../src/contract/constants.ts';
import { GLOBAL_SEARCH_SECTIONS } from '../../src/contract/enums.ts';
import { isGlobalSearchSection, SEARCH_LIMITS, SECTION_KINDS, SECTION_PAGE_SIZE, sectionSearchQuery } from '../../src/contract/search.ts';
import {
  AnswerCache,
  isCurrentAnswer,
  normalizePattern,
  validRecentList,
  withRecentSearch,
} from '../../src/features/search/searchRules.ts';

describe('the spec constants of search', () => {
  test('recent searches: 3 entries, terms of at least 3 characters; mobile minimum 3', () => {
    expect(LIMITS.recentSearches).toBe(3);
    expect(LIMITS.searchPatternMinLength).toBe(3);
    expect(SEARCH_LIMITS.recentSearches).toBe(3);
    expect(SEARCH_LIMITS.recentMinLength).toBe(3);
  });

  test('answers are cached 5 minutes and swept every 5 s', () => {
    expect(TIMING_MS.searchCacheTtl).toBe(300_000);
    expect(TIMING_MS.searchCacheSweep).toBe(5_000);
  });

  test('page sizes: 30 for actors, models, videos, TV and mediathek; 14 photos and galleries; 3 asmr; 15 blog', () => {
    expect(PAGING.search).toEqual({ actors: 30, models: 30, videos: 30, tv: 30, mediathek: 30, photos: 14, galleries: 14, asmr: 3 });
    expect(PAGING.blogSearch).toBe(15);
    expect(SECTION_PAGE_SIZE).toEqual({ actors: 30, videos: 30, asmr: 3, photos: 14, tv: 30, blog: 15 });
  });

  test('the overlay groups by actors, videos, asmr, photos, tv and blog', () => {
    expect(GLOBAL_SEARCH_SECTIONS).toEqual(['actors', 'videos', 'asmr', 'photos', 'tv', 'blog']);
    expect(Object.keys(SECTION_KINDS)).toEqual([...GLOBAL_SEARCH_SECTIONS]);
    expect(SECTION_KINDS.videos).toEqual(['video', 'asmr']);
    expect(isGlobalSearchSection('blog')).toBe(true);
    expect(isGlobalSearchSection('models')).toBe(false);
    expect(sectionSearchQuery('asmr')).toContain('asmr: true');
  });
});

describe('recent searches', () => {
  test('newest first, at most 3', () => {
    let list: string[] = [];
    for (const term of ['alpha', 'bravo', 'charlie', 'delta']) list = withRecentSearch(list, term);
    expect(list).toEqual(['delta', 'charlie', 'bravo']);
  });

  test('a repeated term moves to the front once, whatever its case or spacing', () => {
    const list = withRecentSearch(withRecentSearch(withRecentSearch([], 'Jonix'), 'travel'), '  jonix ');
    expect(list).toEqual(['jonix', 'travel']);
  });

  test('a term shorter than 3 characters is never stored', () => {
    expect(withRecentSearch(['travel'], 'ab')).toEqual(['travel']);
    expect(withRecentSearch([], ' a  ')).toEqual([]);
    expect(withRecentSearch([], 'abc')).toEqual(['abc']);
    // characters, not UTF-16 units: two emoji are two characters
    expect(withRecentSearch([], '😀😀')).toEqual([]);
  });

  test('a stored list is read as far as it obeys the rules', () => {
    expect(validRecentList(['one', 'ab', 'two', 'ONE', 3, 'three', 'four'])).toEqual(['one', 'two', 'three']);
    expect(validRecentList('not a list')).toEqual([]);
    expect(validRecentList(null)).toEqual([]);
  });

  test('patterns are trimmed and inner whitespace collapsed', () => {
    expect(normalizePattern('  summer   garden \n')).toBe('summer garden');
  });
});

describe('stale answers', () => {
  test('only the answer to the pattern asked last counts', () => {
    expect(isCurrentAnswer('jon', 'jon')).toBe(true);
    expect(isCurrentAnswer('jo', 'jon')).toBe(false);
    expect(isCurrentAnswer('jonix', 'jon')).toBe(false);
  });
});

describe('the answer cache', () => {
  test('an answer lives 5 minutes and the sweep drops it after', () => {
    let now = 1_000_000;
    const cache = new AnswerCache<string>(TIMING_MS.searchCacheTtl, () => now);
    cache.set('jon', 'answer');
    now += TIMING_MS.searchCacheTtl - 1;
    expect(cache.get('jon')).toBe('answer');
    expect(cache.sweep()).toBe(1);
    now += 1;
    expect(cache.get('jon')).toBeUndefined();
    expect(cache.size).toBe(1);
    expect(cache.sweep()).toBe(0);
  });
});
