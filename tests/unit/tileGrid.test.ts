// The tile grid's memory of the last answers: coming back to a listing shows its page in the
// first render, so the shell can restore the scroll position at once.
import { describe, expect, test } from 'vitest';
import { GRID_CACHE_MAX, GridCache, gridStateFor } from '../../src/features/cams/gridCache.ts';
import { tileGridKey } from '../../src/features/cams/listingRules.ts';

describe('tile grid cache', () => {
  test('coming back to a listing page shows its cams in the first render, without loading', () => {
    const cache = new GridCache<{ answer: string[] }>();
    const key = tileGridKey('cams', { page: 2, limit: 30, sort: 'onlineFirst', filter: {} });
    cache.set(key, { answer: ['page two'] });
    expect(gridStateFor(cache, key, null)).toEqual({ key, answer: ['page two'], loading: false, failed: false });
  });

  test('a page never seen keeps showing the previous page while it loads', () => {
    const cache = new GridCache<{ answer: string[] }>();
    expect(gridStateFor(cache, 'cams:new', ['page one'])).toEqual({ key: 'cams:new', answer: ['page one'], loading: true, failed: false });
  });

  test('each page, filter and type is remembered apart', () => {
    const base = { page: 1, limit: 30, sort: 'onlineFirst', filter: {} };
    const keys = new Set([
      tileGridKey('cams', base),
      tileGridKey('cams', { ...base, page: 2 }),
      tileGridKey('cams', { ...base, filter: { online: true } }),
      tileGridKey('freeChat', base),
    ]);
    expect(keys.size).toBe(4);
  });

  test(`only the last ${GRID_CACHE_MAX} answers are kept, the oldest dropped first`, () => {
    const cache = new GridCache<number>();
    for (let n = 0; n <= GRID_CACHE_MAX; n++) cache.set(`k${n}`, n);
    expect(cache.size).toBe(GRID_CACHE_MAX);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get(`k${GRID_CACHE_MAX}`)).toBe(GRID_CACHE_MAX);
  });

  test('a page read again is kept longer than one not read', () => {
    const cache = new GridCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBeUndefined();
  });

  test('clearing the cache (after an album purchase) forgets every page', () => {
    const cache = new GridCache<number>();
    cache.set('a', 1);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    expect(GRID_CACHE_MAX).toBe(20);
  });
});
