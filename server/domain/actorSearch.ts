// Pro search (spec part 1 §3 "Pro search", part 2 §7.2 actorsearch init/search/filter delete):
// category, filter list, sort by rank or distance from a zip or the browser's place, markers
// and map state, 30 per page (spec part 1 §9). The last query is kept per guest (or anonymous
// token) so init opens the search as the guest left it.
import type { Kysely } from 'kysely';
import { DEFAULTS, PAGING } from '../../src/contract/constants.ts';
import type { GeoLocation, ProSearchQuery, ProSearchResult } from '../../src/contract/entities.ts';
import type { Language } from '../../src/contract/enums.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { distanceKm, geoLocationByZip } from './geo.ts';
import { actorTile } from './tileGrid.ts';

/** Filters of the pro search's filter list, each a flag on the actor. */
export const PRO_SEARCH_FILTERS = ['online', 'freeChat', 'videoCall', 'voyeur', 'toyControl', 'livePreview'] as const;
type ProSearchFilter = (typeof PRO_SEARCH_FILTERS)[number];
const FILTER_COLUMN = {
  online: 'isOnline',
  freeChat: 'freeChat',
  videoCall: 'isOnlineMobileVideocall',
  voyeur: 'isVoyeurChatAvailable',
  toyControl: 'isDildocontrolAvailable',
  livePreview: 'isLivePreviewEnabled',
} as const satisfies Record<ProSearchFilter, string>;

const PRO_SEARCH_PAGE_SIZE: number = PAGING.search.actors;
/** Map zoom when centred on a place, and the whole-Europe view without one. */
const ZOOM_PLACE = 9;
const ZOOM_OVERVIEW = 5;
const OVERVIEW_CENTER = { lat: 50.1, long: 9.7 };

const defaultProSearchQuery = (): ProSearchQuery => ({
  category: DEFAULTS.actorCategory,
  filters: [],
  sort: 'rank',
  page: 1,
  zip: null,
  geoLocation: null,
});

export async function lastProSearchQuery(db: Kysely<Database>, owner: string): Promise<ProSearchQuery> {
  const row = await db.selectFrom('actorSearches').select('query').where('owner', '=', owner).executeTakeFirst();
  return row ? { ...defaultProSearchQuery(), ...(JSON.parse(row.query) as ProSearchQuery) } : defaultProSearchQuery();
}

async function storeQuery(db: Kysely<Database>, owner: string, query: ProSearchQuery, now: number) {
  const value = JSON.stringify(query);
  await db
    .insertInto('actorSearches')
    .values({ owner, query: value, updatedAt: now })
    .onConflict((oc) => oc.column('owner').doUpdateSet({ query: value, updatedAt: now }))
    .execute();
}

/** Runs the query, stores it as the owner's last search and answers one page. */
export async function proSearch(
  db: Kysely<Database>,
  owner: string,
  query: ProSearchQuery,
  language: Language,
  now = Date.now(),
): Promise<ProSearchResult> {
  let origin: GeoLocation | null = query.geoLocation?.source === 'browser' ? query.geoLocation : null;
  if (!origin && query.zip) origin = await geoLocationByZip(db, query.zip);
  if (query.sort === 'distance' && !origin) {
    throw new ApiError(
      'VALIDATION_FAILED',
      query.zip
        ? `Unknown zip ${query.zip}: sort by distance needs a known zip or the browser's location.`
        : "Sort by distance needs a zip or the browser's location.",
    );
  }
  await storeQuery(db, owner, query, now);

  let base = db
    .selectFrom('actors')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('actorCategories')
          .select('actorCategories.actorId')
          .whereRef('actorCategories.actorId', '=', 'actors.id')
          .where('actorCategories.categoryId', '=', query.category),
      ),
    );
  for (const filter of new Set(query.filters as ProSearchFilter[])) base = base.where(`actors.${FILTER_COLUMN[filter]}`, '=', 1);
  // The seeded catalogue is a few hundred actors per category: distances are computed here,
  // which keeps one query for SQLite and PostgreSQL (no trigonometry in SQLite).
  const rows = await base
    .select([
      'actors.id',
      'actors.name',
      'actors.nameLower',
      'actors.age',
      'actors.isOnline',
      'actors.latitude',
      'actors.longitude',
      'actors.rankPoints',
    ])
    .orderBy('actors.rankPoints', 'desc')
    .orderBy('actors.id', 'asc')
    .execute();
  const withDistance = rows.map((row) => ({
    row,
    distance: origin ? distanceKm(origin, { lat: row.latitude, long: row.longitude }) : null,
  }));
  if (query.sort === 'distance') withDistance.sort((a, b) => a.distance! - b.distance! || a.row.id - b.row.id);

  const totalHits = withDistance.length;
  const maxPage = Math.max(1, Math.ceil(totalHits / PRO_SEARCH_PAGE_SIZE));
  const currentPage = Math.min(query.page, maxPage);
  const page = withDistance.slice((currentPage - 1) * PRO_SEARCH_PAGE_SIZE, currentPage * PRO_SEARCH_PAGE_SIZE);
  return {
    actors: page.map(({ row, distance }) => ({
      ...actorTile(row, language),
      distanceKm: distance === null ? null : Math.round(distance * 10) / 10,
    })),
    markers: page.map(({ row }) => ({
      actorId: row.id,
      lat: row.latitude,
      long: row.longitude,
      name: row.name,
      online: row.isOnline === 1,
    })),
    mapState: origin
      ? { center: { lat: origin.lat, long: origin.long }, zoom: ZOOM_PLACE }
      : { center: OVERVIEW_CENTER, zoom: ZOOM_OVERVIEW },
    geoLocation: origin,
    currentPage,
    maxPage,
    totalHits,
  };
}

/** filter/delete: removes one filter from the last query and searches again. */
export async function deleteProSearchFilter(db: Kysely<Database>, owner: string, filter: string, language: Language) {
  const last = await lastProSearchQuery(db, owner);
  const query = { ...last, filters: last.filters.filter((f) => f !== filter), page: 1 };
  return { query, result: await proSearch(db, owner, query, language) };
}
