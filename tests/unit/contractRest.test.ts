// The REST route table of spec part 2 §7 and the path helpers both sides use.
import { describe, expect, test } from 'vitest';
import { ContractError } from '../../src/contract/errors.ts';
import {
  buildRestPath,
  buildRestRequest,
  QUERY_PATH,
  REST_BASE,
  type RestKey,
  restRoutePattern,
  restRoutes,
  SOCKET_PATH,
} from '../../src/contract/rest.ts';

const keys = Object.keys(restRoutes) as RestKey[];
const placeholders = (key: string): string[] => [...key.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

describe('REST route table', () => {
  test('the bases are /api/v1/, /socket and /api/vxql', () => {
    expect(REST_BASE).toBe('/api/v1/');
    expect(SOCKET_PATH).toBe('/socket');
    expect(QUERY_PATH).toBe('/api/vxql');
  });

  test('every route has a known method', () => {
    for (const key of keys) {
      expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], key).toContain(restRoutes[key].method);
    }
  });

  test('no two routes share a method and path shape, whatever their param names', () => {
    const shapes = keys.map((key) => `${restRoutes[key].method} ${key.replace(/\{\w+\}/g, '{}')}`);
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  test('each route lists exactly its placeholders, in order', () => {
    for (const key of keys) {
      expect([...restRoutes[key].params], key).toStrictEqual(placeholders(key));
    }
  });

  test('keys are relative paths without slashes at either end', () => {
    for (const key of keys) {
      expect(key, key).not.toMatch(/^\/|\/$|\s/);
    }
  });

  test('the calls the spec gives a method for keep it', () => {
    expect(restRoutes['guest/getGuestBalance'].method).toBe('GET');
    expect(restRoutes['vxpay/onsuccess'].method).toBe('POST');
    expect(restRoutes['album/{albumId}/buy'].method).toBe('POST');
    expect(restRoutes['conversion/getPageLoadIncentives'].method).toBe('POST');
    expect(restRoutes['tv/updateMediathek'].method).toBe('GET');
    expect(restRoutes['gallery/setSedcardsGuestRating/{actorId}'].method).toBe('POST');
    expect(restRoutes['auth/anonymous'].method).toBe('POST');
  });

  test('breadcrumbs send credentials; jumbotron answers are cached 60 seconds', () => {
    expect(restRoutes['breadcrumb/{breadcrumbType}'].credentials).toBe(true);
    expect(restRoutes['video/jumbotron/config'].cacheSeconds).toBe(60);
    expect(restRoutes['video/jumbotron/homepage'].cacheSeconds).toBe(60);
  });

  test('every special event reward route exists', () => {
    for (const event of ['slotmachine', 'halloween', 'reward-box', 'wiesn-shooting', 'wet-and-wild', 'wiesn-bude', 'kickIt']) {
      expect(keys).toContain(`special/${event}/getReward/{eventId}`);
    }
  });
});

describe('buildRestPath', () => {
  test('a route without params is its key', () => {
    expect(buildRestPath('guest/getGuestBalance', {})).toBe('guest/getGuestBalance');
  });

  test('fills every placeholder', () => {
    expect(buildRestPath('album/{albumId}/buy', { albumId: 42 })).toBe('album/42/buy');
    expect(
      buildRestPath('contests/getContestGridItems/{contestId}/{contestSub}/{limit}/{offset}', {
        contestId: 7,
        contestSub: 'top10',
        limit: 20,
        offset: 40,
      }),
    ).toBe('contests/getContestGridItems/7/top10/20/40');
  });

  test('URI-encodes values', () => {
    expect(buildRestPath('searchResult/search/{language}/{searchPattern}', { language: 'de', searchPattern: 'a/b c?&#' })).toBe(
      'searchResult/search/de/a%2Fb%20c%3F%26%23',
    );
    expect(buildRestPath('seo/getActorSeoContent/{actorId}/{tagGroup}', { actorId: 1, tagGroup: 'Öl & Co' })).toBe(
      'seo/getActorSeoContent/1/%C3%96l%20%26%20Co',
    );
  });

  test('a JSON payload placeholder carries the encoded JSON', () => {
    const path = buildRestPath('tileGrid/get/{type}/{payload}', { type: 'videos', payload: { page: 2, limit: 16 } });
    expect(path).toBe(`tileGrid/get/videos/${encodeURIComponent('{"page":2,"limit":16}')}`);
  });

  test('throws on a missing param', () => {
    expect(() => buildRestPath('album/{albumId}/buy', {} as never)).toThrow(/albumId/);
    expect(() => buildRestPath('album/{albumId}/buy', {} as never)).toThrow(ContractError);
  });

  test('throws on an empty or non-finite param', () => {
    expect(() => buildRestPath('tv/article/{slug}', { slug: '' })).toThrow(/slug/);
    expect(() => buildRestPath('tv/video/{videoId}', { videoId: Number.NaN })).toThrow(/videoId/);
  });
});

describe('buildRestRequest and restRoutePattern', () => {
  test('path params leave the payload; the rest stays', () => {
    expect(buildRestRequest('gallery/setSedcardsGuestRating/{actorId}', { actorId: 9, guestRating: 1 })).toStrictEqual({
      method: 'POST',
      path: 'gallery/setSedcardsGuestRating/9',
      payload: { guestRating: 1 },
    });
    expect(buildRestRequest('actor/getActorDataByIdOrName/{actorIdOrName}', { actorIdOrName: 'Lola', qmday: '2025-01-01' })).toStrictEqual({
      method: 'GET',
      path: 'actor/getActorDataByIdOrName/Lola',
      payload: { qmday: '2025-01-01' },
    });
  });

  test('the server pattern uses :name params under the REST base', () => {
    expect(restRoutePattern('album/{albumId}/buy')).toBe('/api/v1/album/:albumId/buy');
    expect(restRoutePattern('guest/getGuestBalance')).toBe('/api/v1/guest/getGuestBalance');
  });
});
