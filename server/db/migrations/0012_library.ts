// The media library (videos and albums issue): the guests' playlists of videos and albums (items
// ordered by position, an item once per playlist), the bought media a guest archived, and the
// indexes of the video lists' sorts.
import type { MigrationDb } from './columns.ts';
import { addIdColumn } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await addIdColumn(db, db.schema.createTable('playlists'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('playlists_guest').on('playlists').column('guest_id').execute();
  await db.schema
    .createTable('playlist_items')
    .addColumn('playlist_id', 'integer', (col) => col.notNull().references('playlists.id').onDelete('cascade'))
    .addColumn('album_id', 'integer', (col) => col.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('playlist_items_pk', ['playlist_id', 'album_id'])
    .execute();
  await db.schema
    .createTable('archived_media')
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('album_id', 'integer', (col) => col.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('archived_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('archived_media_pk', ['guest_id', 'album_id'])
    .execute();
  // The video lists' sorts read straight off an index: top rated (all and VIP).
  await db.schema.createIndex('albums_type_likes').on('albums').columns(['type', 'likes', 'id']).execute();
  await db.schema.createIndex('albums_type_vip_likes').on('albums').columns(['type', 'is_vip', 'likes', 'id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('albums_type_vip_likes').execute();
  await db.schema.dropIndex('albums_type_likes').execute();
  await db.schema.dropTable('archived_media').execute();
  await db.schema.dropTable('playlist_items').execute();
  await db.schema.dropIndex('playlists_guest').execute();
  await db.schema.dropTable('playlists').execute();
}
