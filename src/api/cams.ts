// The calls of the cam listings, top cams, pro search and favourites (spec part 2 §7.1, §7.2,
// §7.4, §7.10). One typed function per call, through the one ky instance (client.ts) and the
// query service (query.ts).

import type { ProSearchQuery, TopCam } from '../contract/entities.ts';
import type { TopCamType } from '../contract/enums.ts';
import type { RestAnswer, RestKey, RestPayload } from '../contract/rest.ts';
import type { FavoriteActorSettings, TileGridQuery, TileGridSettings } from '../contract/restCalls.ts';
import { getJson, sendJson } from './client.ts';
import { query } from './query.ts';

type Answer<K extends RestKey> = RestAnswer<K>;

// --- 7.4 tile grids ---

/** One page of a tile grid; the payload travels as JSON in the path (spec part 2 §7.4). */
export const getTileGrid = (type: string, payload: TileGridQuery) =>
  getJson<Answer<'tileGrid/get/{type}/{payload}'>>(
    `tileGrid/get/${encodeURIComponent(type)}/${encodeURIComponent(JSON.stringify(payload))}`,
  );

export const storeTileGridSettings = (type: string, settings: TileGridSettings) =>
  sendJson<Answer<'tileGrid/storeTileGridSettings'>>('post', 'tileGrid/storeTileGridSettings', {
    type,
    settings,
  } satisfies RestPayload<'tileGrid/storeTileGridSettings'>);

// --- 7.2 pro search ---

export const initActorSearch = () => getJson<Answer<'actorsearch/init'>>('actorsearch/init');

export const searchActors = (query: ProSearchQuery) =>
  sendJson<Answer<'actorsearch/search'>>('post', 'actorsearch/search', query satisfies RestPayload<'actorsearch/search'>);

export const deleteActorSearchFilter = (filter: string) =>
  sendJson<Answer<'actorsearch/filter/delete'>>('post', 'actorsearch/filter/delete', {
    filter,
  } satisfies RestPayload<'actorsearch/filter/delete'>);

export const getGeoLocationByZip = (zipCode: string) =>
  getJson<Answer<'utility/getGeoLocationByZip/{zipCode}'>>(`utility/getGeoLocationByZip/${encodeURIComponent(zipCode)}`);

// --- 7.1 favourites ---

/** The guest's pinned actors (spec part 1 §9: guest favourites list 50 by default). */
export const getFavoriteActors = (limit: number, offset: number) =>
  getJson<Answer<'guest/favorite/actors'>>('guest/favorite/actors', { limit, offset } satisfies RestPayload<'guest/favorite/actors'>);

/** Per pinned actor e-mail and SMS notification settings (spec part 1 §3 Guest). */
export const getFavoriteActorSettings = () => getJson<Answer<'guest/favorite/actorSettings'>>('guest/favorite/actorSettings');

export const saveFavoriteActorSettings = (setting: FavoriteActorSettings) =>
  sendJson<Answer<'guest/favorite/actorSettings/save'>>(
    'post',
    'guest/favorite/actorSettings/save',
    setting satisfies RestPayload<'guest/favorite/actorSettings/save'>,
  );

// --- 7.10 query service ---

export interface CategoryOption {
  id: number;
  slug: string;
  name: string;
}

export const getCategories = () =>
  query<{ categories: CategoryOption[] }>('{ categories { id slug name } }').then((data) => data.categories);

const TOP_CAM_FIELDS = `id name profileLink online onlineVideocall age
  previewPicture { src srcSet width height } avatarPicture { src srcSet width height }
  spokenLanguages pinnedCount ratingCount satisfactionRate rankingPointsVideoCall
  videocallPrice { value currency }`;

/** Top cams of one type (best chats, top 100, favourites, video call), online only or all. */
export function getTopCams(type: TopCamType, online: boolean): Promise<TopCam[]> {
  // `type` is one of TOP_CAM_TYPES, an enum value of the schema, so it is written inline.
  return query<{ topCams: TopCam[] }>(`query TopCams($online: Boolean) { topCams(type: ${type}, online: $online) { ${TOP_CAM_FIELDS} } }`, {
    online,
  }).then((data) => data.topCams);
}

/** How many of the guest's pinned actors are online now (0 for an anonymous guest). */
export const getFavoritesOnlineCount = () =>
  query<{ favoritesOnlineCount: number }>('{ favoritesOnlineCount }').then((data) => data.favoritesOnlineCount);
