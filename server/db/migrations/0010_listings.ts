// Listings, tile grids, pro search and favourites (actors issue): per-guest tile grid settings
// and pro search state, the zip table of utility/getGeoLocationByZip, and the indexes the
// listing queries need. Owners are 'g:{guestId}' for a logged-in guest and 't:{tokenHash}'
// for an anonymous token, so a grid opens as the guest left it on either.
import type { MigrationDb } from './columns.ts';
import { floatType } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('tile_grid_settings')
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('settings', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('tile_grid_settings_pk', ['owner', 'type'])
    .execute();
  await db.schema
    .createTable('actor_searches')
    .addColumn('owner', 'text', (col) => col.primaryKey())
    .addColumn('query', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('zip_geolocations')
    .addColumn('zip', 'text', (col) => col.primaryKey())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('latitude', floatType(db), (col) => col.notNull())
    .addColumn('longitude', floatType(db), (col) => col.notNull())
    .execute();
  // Free chat page: free_chat = 1, online first, then rank.
  await db.schema.createIndex('actors_free_chat_online_rank').on('actors').columns(['free_chat', 'is_online', 'rank_points']).execute();
  await db.schema.createIndex('actors_zip').on('actors').column('zip').execute();
  // Favourites (pins by guest, kind, created_at) are indexed by 0009_actor_notes.
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('actors_zip').execute();
  await db.schema.dropIndex('actors_free_chat_online_rank').execute();
  await db.schema.dropTable('zip_geolocations').execute();
  await db.schema.dropTable('actor_searches').execute();
  await db.schema.dropTable('tile_grid_settings').execute();
}
