// The cam listings' rules: columns per width, paging, the filters in the query string, the
// category default, what tileGrid/get is asked, top cams and the pro search's pure parts.
import { describe, expect, test } from 'vitest';
import type { ProSearchQuery } from '../../src/contract/entities.ts';
import { actorTilesOf, toModelTile } from '../../src/features/cams/actorTiles.ts';
import {
  carriedSearch,
  categoryFilterFor,
  clampPage,
  columnsForWidth,
  DEFAULT_SORT,
  isListingRoute,
  LISTING_PAGE_SIZE,
  listingFilterOf,
  listingSearchWith,
  pageCount,
  pageOffset,
  paginationItems,
  tileGridQueryFor,
} from '../../src/features/cams/listingRules.ts';
import { distanceKm, nextProSearchQuery, normalizeZip, PRO_SEARCH_PAGE_SIZE, plotMarkers } from '../../src/features/cams/proSearchRules.ts';
import { satisfactionPercent, topCamTypeOf } from '../../src/features/cams/topCamsRules.ts';

const noFilter = { online: false, sort: null, page: 1 };

describe('tile columns', () => {
  test('a wide screen above 1199 px shows 5 tiles a row', () => {
    expect(columnsForWidth(1200)).toBe(5);
    expect(columnsForWidth(1920)).toBe(5);
  });
  test('at 1199 px and down to 992 px the grid has 4 columns', () => {
    expect(columnsForWidth(1199)).toBe(4);
    expect(columnsForWidth(992)).toBe(4);
  });
  test('at 991 px and down to 768 px the grid has 3 columns', () => {
    expect(columnsForWidth(991)).toBe(3);
    expect(columnsForWidth(768)).toBe(3);
  });
  test('a phone at 767 px or less sees 2 columns', () => {
    expect(columnsForWidth(767)).toBe(2);
    expect(columnsForWidth(360)).toBe(2);
  });
});

describe('paging', () => {
  test('61 cams at 30 a page fill 3 pages, and no cams still make page 1', () => {
    expect(pageCount(61, 30)).toBe(3);
    expect(pageCount(60, 30)).toBe(2);
    expect(pageCount(0, 30)).toBe(1);
  });
  test('a page past the last is brought back to the last, and below 1 to 1', () => {
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
  });
  test('page 3 at 30 a page starts at the 61st cam', () => {
    expect(pageOffset(3, 30)).toBe(60);
    expect(pageOffset(1, 30)).toBe(0);
  });
  test('the pagination shows the first, the last and two pages either side, with gaps', () => {
    expect(paginationItems(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(paginationItems(1, 3)).toEqual([1, 2, 3]);
  });
  test('a listing page holds 30 cams, like a models search page', () => {
    expect(LISTING_PAGE_SIZE).toBe(30);
  });
});

describe('filters in the query string', () => {
  test('online only, the order and the page are read from the query', () => {
    expect(listingFilterOf('?online=1&sort=newest&page=3')).toEqual({ online: true, sort: 'newest', page: 3 });
  });
  test('an unknown order or a broken page counts as not given', () => {
    expect(listingFilterOf('?sort=cheapest&page=-2')).toEqual(noFilter);
    expect(listingFilterOf('page=abc')).toEqual(noFilter);
  });
  test('turning on online only goes back to page 1 and keeps other parameters', () => {
    expect(listingSearchWith('?page=4&ref=home', { online: true })).toBe('?ref=home&online=1');
  });
  test('changing the page keeps the filters', () => {
    expect(listingSearchWith('?online=1&sort=name', { page: 2 })).toBe('?online=1&sort=name&page=2');
  });
  test('back to the defaults leaves an empty query', () => {
    expect(listingSearchWith('?online=1&page=2', { online: false })).toBe('');
  });
  test('switching listing carries online only and the order but not the page', () => {
    expect(carriedSearch('?online=1&sort=rank&page=5')).toBe('?online=1&sort=rank');
  });
  test('only the four cam listings keep their filters in the query', () => {
    expect(isListingRoute('category')).toBe(true);
    expect(isListingRoute('cams')).toBe(true);
    expect(isListingRoute('videos')).toBe(false);
    expect(isListingRoute(undefined)).toBe(false);
  });
});

describe('categories', () => {
  test('an empty slug lists the default category 3', () => {
    expect(categoryFilterFor('', null)).toEqual({ categoryId: 3 });
    expect(categoryFilterFor(undefined, ['blonde'])).toEqual({ categoryId: 3 });
  });
  test('a slug no category has lists the default category 3', () => {
    expect(categoryFilterFor('nonsense', ['blonde', 'mature'])).toEqual({ categoryId: 3 });
  });
  test('a known slug lists that category, whatever its case', () => {
    expect(categoryFilterFor('Blonde', ['blonde'])).toEqual({ categorySlug: 'blonde' });
  });
  test('while the categories are not known the slug goes to the server', () => {
    expect(categoryFilterFor('mature', null)).toEqual({ categorySlug: 'mature' });
  });
});

describe('what a listing asks tileGrid/get', () => {
  test('all cams are listed online first by default', () => {
    expect(DEFAULT_SORT.cams).toBe('onlineFirst');
    expect(tileGridQueryFor('cams', noFilter, undefined)).toEqual({ page: 1, limit: 30, sort: 'onlineFirst', filter: {} });
  });
  test('new girls are the category 88, newest first', () => {
    expect(tileGridQueryFor('newGirls', noFilter, undefined)).toEqual({ page: 1, limit: 30, sort: 'newest', filter: { categoryId: 88 } });
  });
  test('free chat asks for actors in a free show only', () => {
    expect(tileGridQueryFor('freeChat', noFilter, undefined).filter).toEqual({ freeChat: true });
  });
  test('the stored order of the grid type is used when the query names none', () => {
    expect(tileGridQueryFor('cams', noFilter, 'name').sort).toBe('name');
    expect(tileGridQueryFor('cams', noFilter, 'bogus').sort).toBe('onlineFirst');
  });
  test("the query's order wins over the stored one", () => {
    expect(tileGridQueryFor('cams', { online: false, sort: 'rank', page: 1 }, 'name').sort).toBe('rank');
  });
  test('online only and the page travel to the server', () => {
    const query = tileGridQueryFor('category', { online: true, sort: null, page: 2 }, undefined, { categorySlug: 'mature' });
    expect(query).toEqual({ page: 2, limit: 30, sort: 'onlineFirst', filter: { categorySlug: 'mature', online: true } });
  });
});

describe('top cams', () => {
  test('the top cams list is named in the query', () => {
    expect(topCamTypeOf('?topCams=top100')).toBe('top100');
    expect(topCamTypeOf('topCams=videoCall&online=1')).toBe('videoCall');
  });
  test('an unknown or missing list shows the normal listing', () => {
    expect(topCamTypeOf('?topCams=worst')).toBeNull();
    expect(topCamTypeOf('')).toBeNull();
  });
  test('a satisfaction rate reads as a whole percentage, as share or as percent', () => {
    expect(satisfactionPercent(0.934)).toBe(93);
    expect(satisfactionPercent(87)).toBe(87);
    expect(satisfactionPercent(-1)).toBe(0);
  });
});

describe('pro search', () => {
  const query: ProSearchQuery = { category: 3, filters: ['online'], sort: 'rank', page: 4, zip: null };

  test('results come 30 a page', () => {
    expect(PRO_SEARCH_PAGE_SIZE).toBe(30);
  });
  test('a zip is trimmed and upper-cased; too short or odd characters are refused', () => {
    expect(normalizeZip(' 10115 ')).toBe('10115');
    expect(normalizeZip('sw1a 1aa')).toBe('SW1A 1AA');
    expect(normalizeZip('1')).toBeNull();
    expect(normalizeZip('10<b>')).toBeNull();
  });
  test('changing the sort starts again at page 1, changing the page keeps the rest', () => {
    expect(nextProSearchQuery(query, { sort: 'distance' })).toEqual({ ...query, sort: 'distance', page: 1 });
    expect(nextProSearchQuery(query, { page: 5 })).toEqual({ ...query, page: 5 });
  });
  test('Berlin to Hamburg is about 255 km', () => {
    expect(Math.round(distanceKm({ lat: 52.52, long: 13.405 }, { lat: 53.551, long: 9.993 }))).toBe(255);
  });
  test('markers sit around the centre: north up, east right, the farthest at the edge', () => {
    const [north, east] = plotMarkers(
      { lat: 50, long: 10 },
      [
        { actorId: 1, lat: 51, long: 10 },
        { actorId: 2, lat: 50, long: 10.5 },
      ],
      200,
      10,
    );
    expect(north).toEqual({ actorId: 1, x: 100, y: 10 });
    expect(east!.x).toBeGreaterThan(100);
    expect(east!.y).toBe(100);
  });
  test('a marker at the centre itself sits in the middle', () => {
    expect(plotMarkers({ lat: 50, long: 10 }, [{ actorId: 7, lat: 50, long: 10 }], 100)).toEqual([{ actorId: 7, x: 50, y: 50 }]);
  });
});

describe('actor lists to tiles', () => {
  const actor = {
    id: 5,
    name: 'Mia',
    age: 24,
    isOnline: true,
    profileLink: '/en/amateur/mia/',
    previewPicture: { src: '/img/5.svg', srcSet: '', width: 320, height: 240 },
  };
  test('a listed actor becomes a tile with its preview picture', () => {
    expect(toModelTile(actor)).toEqual({ id: 5, name: 'Mia', age: 24, isOnline: true, freeChat: false, preview: '/img/5.svg' });
  });
  test('videos in a grid are left out of the actor tiles', () => {
    const video = { id: 9, title: 'Clip' } as never;
    expect(actorTilesOf([actor, video]).map((tile) => tile.id)).toEqual([5]);
  });
});
