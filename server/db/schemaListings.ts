// Tables of migration 0010 (listings, tile grids, pro search, zip geodata). Owner keys are
// 'g:{guestId}' or 't:{tokenHash}' (server/domain/tileGrid.ts `ownerOf`).
import type { EpochMs, JsonText } from './schema.ts';

interface TileGridSettingsTable {
  owner: string;
  /** Tile grid type (cams, freeChat, category, ...). */
  type: string;
  /** JSON TileGridSettings: columns, sort, filter. */
  settings: JsonText;
  updatedAt: EpochMs;
}

interface ActorSearchesTable {
  owner: string;
  /** JSON ProSearchQuery of the last search. */
  query: JsonText;
  updatedAt: EpochMs;
}

interface ZipGeolocationsTable {
  zip: string;
  country: string;
  latitude: number;
  longitude: number;
}

export interface ListingTables {
  tileGridSettings: TileGridSettingsTable;
  actorSearches: ActorSearchesTable;
  zipGeolocations: ZipGeolocationsTable;
}
