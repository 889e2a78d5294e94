// Albums (videos, photo albums, sedcards), their pictures and comments. See ../schema.ts for
// why sedcards and video stills are albums and pictures too.
import { sql } from 'kysely';
import type { MigrationDb } from './columns.ts';
import { addIdColumn } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await addIdColumn(db, db.schema.createTable('albums'))
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('actors.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('photo_album', 'video', 'sedcard')`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('duration', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('age_rating', 'integer', (col) => col.notNull().check(sql`age_rating in (16, 18)`))
    .addColumn('is_vip', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_free', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_new', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_cam_recording', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_classic', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('price', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('base_price', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('likes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('dislikes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total_views', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('comments_total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('picture_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('tag_group', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sales_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('published_at', 'bigint', (col) => col.notNull())
    .execute();
  // Actor pages (videos of an actor, newest first), video lists by type and period (new,
  // trending = last 8 days, top = last 9 months), tag pages.
  await db.schema.createIndex('albums_actor_type_published').on('albums').columns(['actor_id', 'type', 'published_at']).execute();
  await db.schema.createIndex('albums_type_published').on('albums').columns(['type', 'published_at']).execute();
  await db.schema.createIndex('albums_type_sales').on('albums').columns(['type', 'sales_count']).execute();
  await db.schema.createIndex('albums_tag_group').on('albums').columns(['tag_group', 'published_at']).execute();

  await addIdColumn(db, db.schema.createTable('pictures'))
    .addColumn('album_id', 'integer', (col) => col.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('likes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('dislikes', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('pictures_album_position').on('pictures').columns(['album_id', 'position']).execute();

  await addIdColumn(db, db.schema.createTable('album_comments'))
    .addColumn('album_id', 'integer', (col) => col.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('guest_id', 'integer', (col) => col.references('guests.id').onDelete('set null'))
    .addColumn('author_name', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('album_comments_album_created').on('album_comments').columns(['album_id', 'created_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('album_comments').execute();
  await db.schema.dropTable('pictures').execute();
  await db.schema.dropTable('albums').execute();
}
