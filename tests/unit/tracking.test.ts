import { describe, expect, test } from 'vitest';
import {
  EVENT_DATA_MAX_CHARS,
  type TrackingEvent,
  trackingEventProblem,
  WEB_TOKEN_RENEW_MS,
  WEB_TOKEN_TTL_MS,
} from '../../src/contract/tracking.ts';
import {
  type HeldWebToken,
  mayTrack,
  needsWebToken,
  newEventId,
  pageHiddenEvent,
  pageViewEvent,
  transportFor,
} from '../../src/features/tracking/trackingRules.ts';

const NOW = 1_800_000_000_000;
const DAY = 24 * 60 * 60 * 1000;
const valid: TrackingEvent = {
  eventId: 'a1b2c3d4e5f60718',
  timestamp: NOW,
  type: 'pageView',
  source: 'web',
  context: 'home',
  data: '{"path":"/en/"}',
  int1: 1,
  float1: 0.5,
};

describe('when an event is tracked (spec part 1 §5)', () => {
  const allowed = { trackerUrl: '/api/vxql', accessToken: 'token', analytics: true };

  test('with a tracker address, an access token and analytics consent', () => {
    expect(mayTrack(allowed)).toBe(true);
  });

  test('skipped without a tracker address or a token', () => {
    expect(mayTrack({ ...allowed, trackerUrl: '' })).toBe(false);
    expect(mayTrack({ ...allowed, accessToken: null })).toBe(false);
    expect(mayTrack({ ...allowed, accessToken: '' })).toBe(false);
  });

  test('skipped without analytics consent', () => {
    expect(mayTrack({ ...allowed, analytics: false })).toBe(false);
  });
});

describe('beacon or POST', () => {
  const held: HeldWebToken = { token: 'web', expiresAt: NOW + WEB_TOKEN_TTL_MS, accessToken: 'token' };
  const leaving = { leaving: true, online: true, held, accessToken: 'token', now: NOW };

  test('a page being hidden or unloaded sends a beacon with its web token', () => {
    expect(transportFor(leaving)).toBe('beacon');
  });

  test('otherwise a POST with the bearer token', () => {
    expect(transportFor({ ...leaving, leaving: false })).toBe('post');
  });

  test('a POST when leaving offline (the outbox keeps it) or without a valid web token for this access token', () => {
    expect(transportFor({ ...leaving, online: false })).toBe('post');
    expect(transportFor({ ...leaving, held: null })).toBe('post');
    expect(transportFor({ ...leaving, held: { ...held, expiresAt: NOW } })).toBe('post');
    expect(transportFor({ ...leaving, accessToken: 'after-login' })).toBe('post');
  });

  test("a new web token is fetched when none is held, it is another token's, or less than half an hour is left", () => {
    expect(WEB_TOKEN_RENEW_MS).toBe(30 * 60 * 1000);
    expect(needsWebToken(null, 'token', NOW)).toBe(true);
    expect(needsWebToken(held, 'token', NOW)).toBe(false);
    expect(needsWebToken(held, 'after-login', NOW)).toBe(true);
    expect(needsWebToken(held, 'token', held.expiresAt - WEB_TOKEN_RENEW_MS)).toBe(false);
    expect(needsWebToken(held, 'token', held.expiresAt - WEB_TOKEN_RENEW_MS + 1)).toBe(true);
  });
});

describe('the page events', () => {
  const complete = (fields: ReturnType<typeof pageViewEvent>): TrackingEvent => ({
    eventId: newEventId(),
    timestamp: NOW,
    source: 'web',
    ...fields,
  });

  test('a page view names its route and path and counts the pages of the visit', () => {
    const view = pageViewEvent({ routeId: 'actorProfile', path: '/en/amateur/jonix/', number: 3 });
    expect(view).toEqual({ type: 'pageView', context: 'actorProfile', data: '{"path":"/en/amateur/jonix/"}', int1: 3 });
    expect(trackingEventProblem(complete(view), NOW)).toBeNull();
  });

  test('a hidden page says how long it was in view; an unknown path is notFound', () => {
    const hidden = pageHiddenEvent({ routeId: null, path: '/en/nowhere/', visibleMs: 12_345 });
    expect(hidden).toEqual({ type: 'pageHidden', context: 'notFound', data: '{"path":"/en/nowhere/"}', float1: 12.345 });
    expect(trackingEventProblem(complete(hidden), NOW)).toBeNull();
  });

  test('a very long path is cut so the event can still be stored', () => {
    const view = pageViewEvent({ routeId: null, path: `/en/${'x'.repeat(10_000)}`, number: 1 });
    expect(trackingEventProblem(complete(view), NOW)).toBeNull();
  });

  test('event ids are 32 hex digits, new each time', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newEventId()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('what the server stores (spec part 2 §7.6)', () => {
  test('a complete event, and one with only id, time, type and source', () => {
    expect(trackingEventProblem(valid, NOW)).toBeNull();
    expect(trackingEventProblem({ eventId: valid.eventId, timestamp: NOW, type: 'x', source: 'y' }, NOW)).toBeNull();
  });

  test('an id the outbox could give: 8 to 64 letters, digits, - or _', () => {
    expect(trackingEventProblem({ ...valid, eventId: 'abcdefg' }, NOW)).toMatch(/eventId/);
    expect(trackingEventProblem({ ...valid, eventId: 'a'.repeat(65) }, NOW)).toMatch(/eventId/);
    expect(trackingEventProblem({ ...valid, eventId: 'has space-123' }, NOW)).toMatch(/eventId/);
  });

  test('a time within the last 30 days, at most a day ahead, in whole milliseconds', () => {
    expect(trackingEventProblem({ ...valid, timestamp: NOW - 30 * DAY }, NOW)).toBeNull();
    expect(trackingEventProblem({ ...valid, timestamp: NOW - 30 * DAY - 1 }, NOW)).toMatch(/timestamp/);
    expect(trackingEventProblem({ ...valid, timestamp: NOW + DAY }, NOW)).toBeNull();
    expect(trackingEventProblem({ ...valid, timestamp: NOW + DAY + 1 }, NOW)).toMatch(/timestamp/);
    expect(trackingEventProblem({ ...valid, timestamp: NOW + 0.5 }, NOW)).toMatch(/timestamp/);
  });

  test('type and source are names of at most 64 characters', () => {
    expect(trackingEventProblem({ ...valid, type: 'a'.repeat(64) }, NOW)).toBeNull();
    expect(trackingEventProblem({ ...valid, type: 'a'.repeat(65) }, NOW)).toMatch(/type/);
    expect(trackingEventProblem({ ...valid, source: '' }, NOW)).toMatch(/source/);
    expect(trackingEventProblem({ ...valid, source: '1web' }, NOW)).toMatch(/source/);
    expect(trackingEventProblem({ ...valid, type: 'page view' }, NOW)).toMatch(/type/);
  });

  test('context at most 200 characters; data a JSON object of at most 4000', () => {
    expect(trackingEventProblem({ ...valid, context: 'c'.repeat(200) }, NOW)).toBeNull();
    expect(trackingEventProblem({ ...valid, context: 'c'.repeat(201) }, NOW)).toMatch(/context/);
    expect(EVENT_DATA_MAX_CHARS).toBe(4_000);
    const data = (length: number) => JSON.stringify({ d: 'x'.repeat(length - 8) });
    expect(data(4_000)).toHaveLength(4_000);
    expect(trackingEventProblem({ ...valid, data: data(4_000) }, NOW)).toBeNull();
    expect(trackingEventProblem({ ...valid, data: data(4_001) }, NOW)).toMatch(/data/);
    for (const bad of ['{', '[]', '"text"', 'null', '3']) expect(trackingEventProblem({ ...valid, data: bad }, NOW), bad).toMatch(/data/);
  });

  test('integer measures are 32-bit integers, float measures finite numbers', () => {
    expect(trackingEventProblem({ ...valid, int5: 2 ** 31 - 1, float5: -1e300 }, NOW)).toBeNull();
    expect(trackingEventProblem({ ...valid, int5: 2 ** 31 }, NOW)).toMatch(/int5/);
    expect(trackingEventProblem({ ...valid, int2: 0.5 }, NOW)).toMatch(/int2/);
    expect(trackingEventProblem({ ...valid, float3: Number.NaN }, NOW)).toMatch(/float3/);
    expect(trackingEventProblem({ ...valid, float4: Number.POSITIVE_INFINITY }, NOW)).toMatch(/float4/);
  });
});
