// Actor listings and tile grids (spec part 1 §2 listings, §9 categories; part 2 §7.4
// tileGrid/get and storeTileGridSettings). One listing function serves the query service's
// listing pages and the tile grids, so both answer the same rules:
// cams (all, online first), free chat (freeChat only), a category (default 3), new girls (88),
// the guest's favourites (pinned actors) and the top cam lists.
import { type Kysely, sql } from 'kysely';
import { DEFAULTS } from '../../src/contract/constants.ts';
import type { ActorTile } from '../../src/contract/entities.ts';
import { type Language, TOP_CAM_TYPES, type TopCamType } from '../../src/contract/enums.ts';
import type { TileGridQuery, TileGridSettings } from '../../src/contract/restCalls.ts';
import { reusableQuery } from '../db/reusableQuery.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { JsonSchema } from '../schemas/json.ts';
import { validate } from '../schemas/validate.ts';
import type { TokenOwner } from './accessTokens.ts';

const TILE_GRID_TYPES = ['cams', 'freeChat', 'category', 'newGirls', 'favorites', 'topCams'] as const;
export type TileGridType = (typeof TILE_GRID_TYPES)[number];
export type ActorSort = 'rank' | 'newest' | 'name' | 'onlineFirst' | 'pinned';

/** The sorts each grid knows; the first is its default (cams: online first, spec part 1 §2). */
export const TILE_GRID_SORTS: Record<TileGridType, readonly ActorSort[]> = {
  cams: ['onlineFirst', 'rank', 'newest', 'name'],
  freeChat: ['onlineFirst', 'rank', 'newest', 'name'],
  category: ['onlineFirst', 'rank', 'newest', 'name'],
  newGirls: ['newest', 'onlineFirst', 'rank', 'name'],
  favorites: ['pinned', 'onlineFirst', 'name'],
  topCams: ['rank', 'onlineFirst'],
};
const TILE_GRID_MAX_LIMIT = 100;
const TILE_GRID_MAX_COLUMNS = 5;

/** The filters a grid accepts: the camera and category filters of the mobile menus. */
export interface ActorFilter {
  gender?: 'N' | 'M' | 'F';
  actorType?: 'F' | 'M' | 'FM' | 'FF' | 'S';
  categoryId?: number;
  categorySlug?: string;
  freeChat?: boolean;
  online?: boolean;
  videoCall?: boolean;
  voyeur?: boolean;
  toyControl?: boolean;
  topCamType?: TopCamType;
}

const filterSchema: JsonSchema = {
  type: 'object',
  required: [],
  additionalProperties: false,
  properties: {
    gender: { enum: ['N', 'M', 'F'] },
    actorType: { enum: ['F', 'M', 'FM', 'FF', 'S'] },
    categoryId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    categorySlug: { type: 'string', minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$' },
    freeChat: { type: 'boolean' },
    online: { type: 'boolean' },
    videoCall: { type: 'boolean' },
    voyeur: { type: 'boolean' },
    toyControl: { type: 'boolean' },
    topCamType: { enum: TOP_CAM_TYPES },
  },
};
const querySchema = (type: TileGridType): JsonSchema => ({
  type: 'object',
  required: ['page', 'limit'],
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 10_000 },
    limit: { type: 'integer', minimum: 1, maximum: TILE_GRID_MAX_LIMIT },
    sort: { enum: TILE_GRID_SORTS[type] },
    filter: filterSchema,
  },
});
const settingsSchema = (type: TileGridType): JsonSchema => ({
  type: 'object',
  required: [],
  additionalProperties: false,
  properties: {
    columns: { type: 'integer', minimum: 1, maximum: TILE_GRID_MAX_COLUMNS },
    sort: { enum: TILE_GRID_SORTS[type] },
    filter: filterSchema,
  },
});

const isTileGridType = (type: string): type is TileGridType => (TILE_GRID_TYPES as readonly string[]).includes(type);

function gridType(type: string): TileGridType {
  if (!isTileGridType(type)) throw new ApiError('VALIDATION_FAILED', `type must be one of ${TILE_GRID_TYPES.join(', ')}`);
  return type;
}

/** The `{payload}` path param: JSON of page, limit, sort and filter, checked strictly. */
export function parseTileGridQuery(type: string, payload: string): { type: TileGridType; query: TileGridQuery & { filter?: ActorFilter } } {
  const known = gridType(type);
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    throw new ApiError('VALIDATION_FAILED', 'payload must be JSON: {"page":1,"limit":30,"sort":…,"filter":{…}}');
  }
  const error = validate(querySchema(known), parsed, 'payload');
  if (error) throw new ApiError('VALIDATION_FAILED', error);
  return { type: known, query: parsed as TileGridQuery & { filter?: ActorFilter } };
}

export function checkTileGridSettings(type: string, settings: unknown): { type: TileGridType; settings: TileGridSettings } {
  const known = gridType(type);
  const error = validate(settingsSchema(known), settings, 'settings');
  if (error) throw new ApiError('VALIDATION_FAILED', error);
  return { type: known, settings: settings as TileGridSettings };
}

/** Whose settings and search state: the guest once logged in, else the anonymous token. */
export const ownerOf = (access: TokenOwner) => (access.guestId === null ? `t:${access.tokenHash}` : `g:${access.guestId}`);

export function actorTile(
  row: { id: number; name: string; age: number; isOnline: number; nameLower: string },
  language: Language,
): ActorTile {
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    isOnline: row.isOnline === 1,
    profileLink: `/${language}/amateur/${encodeURIComponent(row.nameLower)}/`,
    previewPicture: {
      src: `/img/actor/${row.id}/w320.svg`,
      srcSet: `/img/actor/${row.id}/w320.svg 320w, /img/actor/${row.id}/w640.svg 640w`,
      width: 320,
      height: 427,
    },
  };
}

export interface ListingRequest {
  type: TileGridType;
  sort?: ActorSort;
  filter?: ActorFilter;
  limit: number;
  offset: number;
  /** The guest whose pins make the favourites (null: anonymous, an empty list). */
  guestId: number | null;
  language: Language;
}

/** One page of a listing and the total of the whole list. */
export async function listActors(db: Kysely<Database>, request: ListingRequest): Promise<{ items: ActorTile[]; total: number }> {
  const filter = request.filter ?? {};
  const sort = request.sort ?? TILE_GRID_SORTS[request.type][0]!;
  if (request.type === 'favorites' || (request.type === 'topCams' && filter.topCamType === 'favorites')) {
    if (request.guestId === null) return { items: [], total: 0 };
  }
  let categoryId = filter.categoryId;
  if (filter.categorySlug !== undefined) {
    const category = await db.selectFrom('categories').select('id').where('slug', '=', filter.categorySlug).executeTakeFirst();
    if (!category) throw new ApiError('NOT_FOUND', `No category with slug ${filter.categorySlug}.`);
    categoryId = category.id;
  }
  if (request.type === 'category') categoryId ??= DEFAULTS.actorCategory;
  if (request.type === 'newGirls') categoryId = DEFAULTS.newGirlsCategory;

  let base = db.selectFrom('actors');
  if (request.type === 'freeChat') base = base.where('actors.freeChat', '=', 1);
  if (request.type === 'favorites' || (request.type === 'topCams' && filter.topCamType === 'favorites')) {
    const guestId = request.guestId!;
    base = base.innerJoin('guestPins', (join) =>
      join.onRef('guestPins.targetId', '=', 'actors.id').on('guestPins.guestId', '=', guestId).on('guestPins.kind', '=', 'actor'),
    );
  } else if (request.type === 'topCams') {
    const topCamType = filter.topCamType ?? 'bestChats';
    base = base.innerJoin('topCams', (join) =>
      join.onRef('topCams.actorId', '=', 'actors.id').on('topCams.type', '=', topCamType as Exclude<TopCamType, 'favorites'>),
    );
  }
  if (filter.gender) base = base.where('actors.gender', '=', filter.gender);
  if (filter.actorType) base = base.where('actors.actorType', '=', filter.actorType);
  if (filter.freeChat !== undefined) base = base.where('actors.freeChat', '=', filter.freeChat ? 1 : 0);
  if (filter.online !== undefined) base = base.where('actors.isOnline', '=', filter.online ? 1 : 0);
  if (filter.videoCall !== undefined) base = base.where('actors.isOnlineMobileVideocall', '=', filter.videoCall ? 1 : 0);
  if (filter.voyeur !== undefined) base = base.where('actors.isVoyeurChatAvailable', '=', filter.voyeur ? 1 : 0);
  if (filter.toyControl !== undefined) base = base.where('actors.isDildocontrolAvailable', '=', filter.toyControl ? 1 : 0);
  if (categoryId !== undefined) {
    const id = categoryId;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('actorCategories')
          .select('actorCategories.actorId')
          .whereRef('actorCategories.actorId', '=', 'actors.id')
          .where('actorCategories.categoryId', '=', id),
      ),
    );
  }

  let list = base.select(['actors.id', 'actors.name', 'actors.nameLower', 'actors.age', 'actors.isOnline']);
  if (sort === 'onlineFirst') list = list.orderBy('actors.isOnline', 'desc');
  if (sort === 'newest') list = list.orderBy('actors.createdAt', 'desc');
  if (sort === 'name') list = list.orderBy('actors.nameLower', 'asc');
  if (sort === 'pinned' && request.type === 'favorites') list = list.orderBy(sql.ref('guestPins.createdAt'), 'desc');
  if (request.type === 'topCams' && filter.topCamType !== 'favorites') list = list.orderBy(sql.ref('topCams.rank'), 'asc');
  else list = list.orderBy('actors.rankPoints', 'desc');

  const [rows, count] = await Promise.all([
    list.orderBy('actors.id', 'asc').limit(request.limit).offset(request.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.n), items: rows.map((row) => actorTile(row, request.language)) };
}

/** A grid's stored settings: read with every page of a grid, so built once (server/db/reusableQuery.ts). */
const settingsRow = reusableQuery((db, owner: string, type: string) =>
  db.selectFrom('tileGridSettings').select('settings').where('owner', '=', owner).where('type', '=', type),
);

export async function tileGridSettingsOf(db: Kysely<Database>, owner: string, type: TileGridType): Promise<TileGridSettings | null> {
  const [row] = await settingsRow(db, owner, type);
  return row ? (JSON.parse(row.settings) as TileGridSettings) : null;
}

export async function storeTileGridSettings(
  db: Kysely<Database>,
  owner: string,
  type: TileGridType,
  settings: TileGridSettings,
  now = Date.now(),
): Promise<void> {
  const value = JSON.stringify(settings);
  await db
    .insertInto('tileGridSettings')
    .values({ owner, type, settings: value, updatedAt: now })
    .onConflict((oc) => oc.columns(['owner', 'type']).doUpdateSet({ settings: value, updatedAt: now }))
    .execute();
}
