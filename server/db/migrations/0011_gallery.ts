// Galleries (videos and albums issue): the guests' likes and dislikes of albums and pictures (one
// per guest and item, the albums' and pictures' counters follow them), the logged-in guests' album
// views, and one comment per guest and album (spec part 1 §4: after posting, the guest may no
// longer comment on that album), enforced by a unique index beside the seeded comments.

import { sql } from 'kysely';
import type { MigrationDb } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('album_ratings')
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('album_id', 'integer', (col) => col.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('album_ratings_pk', ['guest_id', 'album_id'])
    .execute();
  await db.schema
    .createTable('picture_ratings')
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('picture_id', 'integer', (col) => col.notNull().references('pictures.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('picture_ratings_pk', ['guest_id', 'picture_id'])
    .execute();
  await db.schema
    .createTable('album_views')
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('album_id', 'integer', (col) => col.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('views', 'integer', (col) => col.notNull())
    .addColumn('last_viewed_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('album_views_pk', ['guest_id', 'album_id'])
    .execute();
  await db.schema
    .createIndex('album_comments_one_per_guest')
    .on('album_comments')
    .columns(['album_id', 'guest_id'])
    .unique()
    .where(sql.ref('guest_id'), 'is not', null)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('album_comments_one_per_guest').execute();
  await db.schema.dropTable('album_views').execute();
  await db.schema.dropTable('picture_ratings').execute();
  await db.schema.dropTable('album_ratings').execute();
}
