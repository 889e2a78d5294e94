// The request rate limit's buckets (issue 19, server/domain/tokenBuckets.ts) and its settings.
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { TokenBuckets } from '../../server/domain/tokenBuckets.ts';

const takeMany = (buckets: TokenBuckets, key: string, count: number, now: number) =>
  Array.from({ length: count }, () => buckets.take(key, now).allowed);

describe('a token bucket', () => {
  test("a new caller gets a minute's worth at once, and the next one is refused", () => {
    const buckets = new TokenBuckets(60);
    expect(takeMany(buckets, 'a', 60, 0).every(Boolean)).toBe(true);
    const refused = buckets.take('a', 0);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBe(1_000);
  });

  test('the budget refills at its rate: one a second at 60 a minute', () => {
    const buckets = new TokenBuckets(60);
    takeMany(buckets, 'a', 60, 0);
    expect(buckets.take('a', 500).allowed).toBe(false);
    expect(buckets.take('a', 1_000).allowed).toBe(true);
    expect(buckets.take('a', 1_000).allowed).toBe(false);
    expect(takeMany(buckets, 'a', 3, 4_000)).toEqual([true, true, true]);
  });

  test('the refill stops at a full bucket', () => {
    const buckets = new TokenBuckets(60);
    buckets.take('a', 0);
    expect(takeMany(buckets, 'a', 61, 3_600_000).filter(Boolean)).toHaveLength(60);
  });

  test("one caller's budget is not another's", () => {
    const buckets = new TokenBuckets(2);
    takeMany(buckets, 'a', 3, 0);
    expect(buckets.take('b', 0).allowed).toBe(true);
  });

  test('a refused request waits as long as the missing part of one request takes to refill', () => {
    const buckets = new TokenBuckets(600);
    takeMany(buckets, 'a', 600, 0);
    expect(buckets.take('a', 0).retryAfterMs).toBe(100);
    expect(buckets.take('a', 40).retryAfterMs).toBe(60);
  });

  test('buckets idle for a minute are forgotten (they were full again), busy ones kept', () => {
    const buckets = new TokenBuckets(10);
    buckets.take('idle', 0);
    buckets.take('busy', 0);
    buckets.take('busy', 59_000);
    buckets.take('other', 60_000);
    expect(buckets.has('idle')).toBe(false);
    expect(buckets.has('busy')).toBe(true);
    expect(buckets.size).toBe(2);
  });

  test('0 a minute limits nothing but still knows its callers', () => {
    const buckets = new TokenBuckets(0);
    expect(takeMany(buckets, 'a', 10_000, 0).every(Boolean)).toBe(true);
    expect(buckets.has('a')).toBe(true);
  });
});

describe('the rate limit settings', () => {
  test('600 requests a minute per token and 300 per address unless set', () => {
    const config = loadConfig({});
    expect(config.rateLimitPerToken).toBe(600);
    expect(config.rateLimitPerAddress).toBe(300);
  });

  test('each can be raised, lowered or turned off with 0', () => {
    const config = loadConfig({ RATE_LIMIT_PER_TOKEN: '0', RATE_LIMIT_PER_ADDRESS: '100000' });
    expect(config.rateLimitPerToken).toBe(0);
    expect(config.rateLimitPerAddress).toBe(100_000);
  });

  test.each(['-1', '1.5', 'many', '1000001'])('"%s" is refused at start', (value) => {
    expect(() => loadConfig({ RATE_LIMIT_PER_TOKEN: value })).toThrow(/RATE_LIMIT_PER_TOKEN/);
    expect(() => loadConfig({ RATE_LIMIT_PER_ADDRESS: value })).toThrow(/RATE_LIMIT_PER_ADDRESS/);
  });
});
