import { describe, expect, test } from 'vitest';
import {
  buildPath,
  matchPath,
  PRODUCT_SLUG,
  ROUTE_IDS,
  type RouteId,
  type RouteParamInput,
  routeParamNames,
} from '../../src/app/routes.ts';
import { LANGUAGES } from '../../src/contract/enums.ts';

// Sample values with the awkward cases: capitals, spaces, '&', umlauts, a slash.
const SAMPLE: Record<string, string> = {
  actorName: 'AnnaBella',
  searchPattern: 'rote Schuhe über',
  tagGroup: 'Outdoor & Travel 2/3',
  albumId: '4711',
  categorySlug: 'couples',
  series: 'late-night-talk',
  key: 'studio-42',
  id: '17',
  year: '2024',
  slug: 'behind-the-scenes',
  product: PRODUCT_SLUG,
};

function sampleParams(id: RouteId): Record<string, string> {
  return Object.fromEntries(routeParamNames(id).map((name) => [name, SAMPLE[name] ?? `x-${name}`]));
}

function expectedParams(id: RouteId): Record<string, string> {
  const params = sampleParams(id);
  if (params.actorName) params.actorName = params.actorName.toLowerCase();
  return params;
}

const build = (id: RouteId, params: Record<string, string>, language: (typeof LANGUAGES)[number]) =>
  buildPath(id, params as RouteParamInput<RouteId>, language);

describe('every route in every language', () => {
  for (const language of LANGUAGES) {
    for (const id of ROUTE_IDS) {
      test(`${language} ${id}: a built link matches back to the same page`, () => {
        const path = build(id, sampleParams(id), language);
        expect(path.startsWith(`/${language}/`)).toBe(true);
        expect(matchPath(path)).toEqual({ id, params: expectedParams(id), language });
      });
    }
  }
});

test('the root path and a bare language prefix show home', () => {
  expect(matchPath('/')).toEqual({ id: 'home', params: {}, language: 'en' });
  expect(matchPath('/de')).toEqual({ id: 'home', params: {}, language: 'de' });
  expect(matchPath('/es/')).toEqual({ id: 'home', params: {}, language: 'es' });
  expect(build('home', {}, 'nl')).toBe('/nl/');
});

test('unknown paths match nothing', () => {
  for (const path of ['/en/nope/', '/cams/', '/fr/cams/', '/de/suche/', '/en//cams/', 'cams', '/en/amateur/anna/x/']) {
    expect(matchPath(path)).toBeNull();
  }
});

test('a trailing slash is optional, and the query string is ignored', () => {
  expect(matchPath('/en/cams')?.id).toBe('cams');
  expect(matchPath('/en/amateur/anna/videos/tag/summer/')?.id).toBe('actorVideosByTag');
  expect(matchPath('/de/amateur/anna/?scrollTo=videos')).toMatchObject({ id: 'actorProfile', language: 'de' });
});

test('nl uses the en slugs under /nl/', () => {
  for (const id of ROUTE_IDS) {
    const params = sampleParams(id);
    expect(build(id, params, 'nl')).toBe(build(id, params, 'en').replace(/^\/en\//, '/nl/'));
  }
});

test('de and es use translated slugs', () => {
  expect(build('messenger', {}, 'es')).toBe('/es/mensajes/');
  expect(build('contests', {}, 'de')).toBe('/de/wettbewerbe/');
  expect(build('dataProtection', {}, 'de')).toBe('/de/datenschutz/');
  expect(build('newVideos', {}, 'es')).toBe('/es/videos/nuevos-videos/');
  const translated = (language: 'de' | 'es') =>
    ROUTE_IDS.filter((id) => build(id, sampleParams(id), language).slice(3) !== build(id, sampleParams(id), 'en').slice(3));
  expect(translated('de').length).toBeGreaterThan(25);
  expect(translated('es').length).toBeGreaterThan(30);
});

test('the spec examples hold exactly', () => {
  expect(buildPath('videoSearch', { searchPattern: 'x' }, 'de')).toBe('/de/suche/videos/x/');
  expect(buildPath('actorAbout', { actorName: 'Anna' }, 'de')).toBe('/de/amateur/anna/ueber-mich/');
  expect(buildPath('messenger', {}, 'es')).toBe('/es/mensajes/');
  expect(buildPath('actorVideosByTag', { actorName: 'anna', tagGroup: 'a & b' }, 'en')).toBe('/en/amateur/anna/videos/tag/a%20%26%20b');
  expect(buildPath('myProfile', {}, 'en')).toBe(`/en/my${PRODUCT_SLUG}/profile/`);
});

test('a path already passed through decodeURI (as wouter hands it out) matches the same', () => {
  for (const id of ROUTE_IDS) {
    const path = build(id, sampleParams(id), 'de');
    expect(matchPath(decodeURI(path))).toEqual(matchPath(path));
  }
  expect(matchPath('/en/search/videos/100%/')?.params).toEqual({ searchPattern: '100%' });
});

test('the actor name is lowercased in links and in matches', () => {
  expect(buildPath('actorProfile', { actorName: 'LolaStar' }, 'en')).toBe('/en/amateur/lolastar/');
  expect(matchPath('/en/amateur/LolaStar/')?.params).toEqual({ actorName: 'lolastar' });
});

test('switching language keeps the page and its parameters', () => {
  for (const id of ROUTE_IDS) {
    const start = matchPath(build(id, sampleParams(id), 'de'));
    expect(start).not.toBeNull();
    for (const language of LANGUAGES) {
      const switched = matchPath(buildPath(start!.id, start!.params, language));
      expect(switched).toEqual({ id, params: start!.params, language });
    }
  }
});

test('fixed segments win over parameters', () => {
  expect(matchPath('/en/blog/archive/2020/')?.id).toBe('blogArchive');
  expect(matchPath('/en/blog/archive/')).toEqual({ id: 'blogPost', params: { slug: 'archive' }, language: 'en' });
  expect(matchPath('/en/tv/media/series/')?.id).toBe('tvMediaSeries');
  expect(matchPath('/en/tv/mediathek/series/')).toMatchObject({ id: 'tvMediathekSeries', params: { series: 'series' } });
});

test('the TV post and video pages and the clash of cams have their slugs per language', () => {
  expect(matchPath('/en/tv/posts/premium-tv-news-1/')).toEqual({ id: 'tvPost', params: { slug: 'premium-tv-news-1' }, language: 'en' });
  expect(matchPath('/de/tv/beitraege/premium-tv-news-1/')).toEqual({ id: 'tvPost', params: { slug: 'premium-tv-news-1' }, language: 'de' });
  expect(matchPath('/es/tv/articulos/premium-tv-news-1/')).toEqual({ id: 'tvPost', params: { slug: 'premium-tv-news-1' }, language: 'es' });
  expect(matchPath('/nl/tv/posts/premium-tv-news-1/')?.id).toBe('tvPost');
  for (const language of ['en', 'de', 'nl', 'es'] as const)
    expect(matchPath(`/${language}/tv/videos/12/`)).toEqual({ id: 'tvVideo', params: { videoId: '12' }, language });
  expect(matchPath('/de/clash-of-cams/')?.id).toBe('clashOfCams');
  expect(matchPath('/es/duelo-de-cams/')?.id).toBe('clashOfCams');
});

test('a de or es path written with the en slugs still opens its page', () => {
  expect(matchPath('/de/messenger/')).toMatchObject({ id: 'messenger', language: 'de' });
  expect(matchPath('/es/search/videos/x/')).toMatchObject({ id: 'videoSearch', language: 'es' });
});

test('a missing parameter throws', () => {
  expect(() => build('actorProfile', {}, 'en')).toThrow(/actorName/);
  expect(() => build('videoSearch', { searchPattern: '' }, 'de')).toThrow(/searchPattern/);
});

test('every language names the same parameters', () => {
  for (const id of ROUTE_IDS) {
    const names = routeParamNames(id);
    for (const language of LANGUAGES) {
      const path = build(id, sampleParams(id), language);
      expect(Object.keys(matchPath(path)?.params ?? {}).sort()).toEqual([...names].sort());
    }
  }
});
