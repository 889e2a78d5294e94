// The cam listings' rules (spec part 1 §2 listings, §9 breakpoints and tile columns) as pure
// functions: columns per width, paging math, and the filters a listing keeps in its URL query.
import { DEFAULTS, TILE_COLUMNS } from '../../contract/constants.ts';
import type { TileGridQuery } from '../../contract/restCalls.ts';

/** The listings a tile grid can show; also the tileGrid/get type and the page's data-listing. */
const LISTING_TYPES = ['cams', 'freeChat', 'category', 'newGirls'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** Listing orders, as the query string and tileGrid/get's `sort` spell them. */
export const LISTING_SORTS = ['onlineFirst', 'rank', 'newest', 'name'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** Actor tiles per listing page. Not shown in spec: chosen, the same as a models search page (30). */
export const LISTING_PAGE_SIZE = 30;

/** The order a listing has when the query names none: cams list every actor, online first. */
export const DEFAULT_SORT: Record<ListingType, ListingSort> = {
  cams: 'onlineFirst',
  freeChat: 'rank',
  category: 'onlineFirst',
  newGirls: 'newest',
};

/** What a listing shows beyond its type, all of it in the URL query so links and back work. */
export interface ListingFilter {
  /** Only actors online now (`?online=1`). */
  online: boolean;
  /** `?sort=`; null when the query names none (the listing's default, or the stored setting). */
  sort: ListingSort | null;
  /** `?page=`, from 1. */
  page: number;
}

/** Tile grid columns at a viewport width (spec part 1 §9): 5 above 1199, 4 above 991, 3 above 767. */
export function columnsForWidth(widthPx: number): number {
  for (const step of TILE_COLUMNS.steps) if (widthPx > step.aboveWidthPx) return step.columns;
  return TILE_COLUMNS.narrowColumns;
}

/** How many pages `total` items fill at `perPage` each; at least 1, so an empty list has page 1. */
export function pageCount(total: number, perPage: number): number {
  if (perPage <= 0) return 1;
  return Math.max(1, Math.ceil(Math.max(0, total) / perPage));
}

/** A page number within 1..pages. */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, pages));
}

/** The offset of a page's first item. */
export function pageOffset(page: number, perPage: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * perPage;
}

/**
 * The page links a pagination shows: the first, the last, and `around` pages either side of
 * the current one, with null where pages are left out ("…").
 */
export function paginationItems(page: number, pages: number, around = 2): (number | null)[] {
  const items: (number | null)[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= around) items.push(n);
    else if (items.at(-1) !== null) items.push(null);
  }
  return items;
}

function parse(search: string): URLSearchParams {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
}

function isSort(value: string | null): value is ListingSort {
  return value !== null && (LISTING_SORTS as readonly string[]).includes(value);
}

/** The listing filter of a query string; anything unknown or malformed counts as not given. */
export function listingFilterOf(search: string): ListingFilter {
  const query = parse(search);
  const page = Number.parseInt(query.get('page') ?? '', 10);
  const sort = query.get('sort');
  return {
    online: query.get('online') === '1',
    sort: isSort(sort) ? sort : null,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/**
 * The query string (with `?`, or '' when empty) of `search` with `change` applied. Other
 * parameters stay; defaults (page 1, online off, no sort) are left out so URLs stay short.
 * Changing anything but the page goes back to page 1.
 */
export function listingSearchWith(search: string, change: Partial<ListingFilter>): string {
  const query = parse(search);
  const current = listingFilterOf(search);
  const next: ListingFilter = { ...current, ...change };
  if (change.page === undefined && (change.online !== undefined || change.sort !== undefined)) next.page = 1;
  if (next.online) query.set('online', '1');
  else query.delete('online');
  if (next.sort) query.set('sort', next.sort);
  else query.delete('sort');
  if (next.page > 1) query.set('page', String(next.page));
  else query.delete('page');
  query.delete('noscroll');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The filter part of a query that carries over to another listing (online only, order); no page. */
export function carriedSearch(search: string): string {
  const { online, sort } = listingFilterOf(search);
  return listingSearchWith('', { online, sort });
}

/** Whether a route is a cam listing whose filters live in the query. */
export function isListingRoute(routeId: string | undefined): routeId is ListingType {
  return routeId !== undefined && (LISTING_TYPES as readonly string[]).includes(routeId);
}

/**
 * The category filter of the categories listing: the slug when it names a known category, else
 * the default actor category (spec part 1 §9: 3). While the categories are not known (`known`
 * null), the slug is passed on and the server decides.
 */
export function categoryFilterFor(slug: string | undefined, known: readonly string[] | null): Record<string, string | number> {
  const trimmed = slug?.trim().toLowerCase() ?? '';
  if (!trimmed || (known !== null && known.length > 0 && !known.includes(trimmed))) return { categoryId: DEFAULTS.actorCategory };
  return { categorySlug: trimmed };
}

/** What tileGrid/get is asked for one listing page. */
export function tileGridQueryFor(
  type: ListingType,
  filter: ListingFilter,
  storedSort: string | undefined,
  extra: Record<string, string | number> = {},
  perPage: number = LISTING_PAGE_SIZE,
): TileGridQuery {
  const sort = filter.sort ?? (isSort(storedSort ?? null) ? (storedSort as ListingSort) : DEFAULT_SORT[type]);
  const grid: Record<string, string | number | boolean> = { ...extra };
  // spec part 1 §9: new girls are the category 88
  if (type === 'newGirls') grid.categoryId = DEFAULTS.newGirlsCategory;
  if (type === 'freeChat') grid.freeChat = true;
  if (filter.online) grid.online = true;
  return { page: filter.page, limit: perPage, sort, filter: grid };
}

/** The key a tile grid answer is cached under: its type and its exact query. */
export function tileGridKey(type: string, query: TileGridQuery): string {
  return `${type}:${JSON.stringify(query)}`;
}
