// What brings guests back: contests, top cams, the feed, ticket shows and the daily bonus.
import { sql } from 'kysely';
import type { MigrationDb } from './columns.ts';
import { addIdColumn } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await addIdColumn(db, db.schema.createTable('contests'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('needs_avs', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('starts_at', 'bigint', (col) => col.notNull())
    .addColumn('ends_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('contests_starts').on('contests').column('starts_at').execute();

  await addIdColumn(db, db.schema.createTable('contest_media'))
    .addColumn('contest_id', 'integer', (col) => col.notNull().references('contests.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('actors.id').onDelete('cascade'))
    .addColumn('album_id', 'integer', (col) => col.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('votes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('contest_media_contest_album', ['contest_id', 'album_id'])
    .execute();
  // Contest grid and top list (by votes), per-actor entries.
  await db.schema.createIndex('contest_media_contest_votes').on('contest_media').columns(['contest_id', 'votes']).execute();
  await db.schema.createIndex('contest_media_actor').on('contest_media').column('actor_id').execute();

  await addIdColumn(db, db.schema.createTable('top_cams'))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('bestChats', 'top100', 'videoCall')`))
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('actors.id').onDelete('cascade'))
    .addColumn('rank', 'integer', (col) => col.notNull())
    .addColumn('ranking_points_video_call', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('videocall_price', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('top_cams_type_actor', ['type', 'actor_id'])
    .execute();
  await db.schema.createIndex('top_cams_type_rank').on('top_cams').columns(['type', 'rank']).execute();

  await addIdColumn(db, db.schema.createTable('feed_posts'))
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('actors.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('clip', 'photos', 'text')`))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('published'))
    .addColumn('pinned', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('likes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('paid_content', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('fsk', 'integer', (col) => col.notNull().check(sql`fsk in (16, 18)`))
    .addColumn('price_coins', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('tipping_goal_coins', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('tips_sum_coins', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('clip_length', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('clip_width', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('clip_height', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created', 'bigint', (col) => col.notNull())
    .addColumn('published', 'bigint', (col) => col.notNull())
    .execute();
  // The feed timeline (newest first) and an actor's posts.
  await db.schema.createIndex('feed_posts_published').on('feed_posts').columns(['status', 'published']).execute();
  await db.schema.createIndex('feed_posts_actor_published').on('feed_posts').columns(['actor_id', 'published']).execute();

  await addIdColumn(db, db.schema.createTable('feed_photos'))
    .addColumn('feed_post_id', 'integer', (col) => col.notNull().references('feed_posts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('feed_photos_post_position').on('feed_photos').columns(['feed_post_id', 'position']).execute();

  await addIdColumn(db, db.schema.createTable('chat_shows'))
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('actors.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('currency', 'text', (col) => col.notNull().defaultTo('EUR'))
    .addColumn('is_free', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('starts_at', 'bigint', (col) => col.notNull())
    .addColumn('ends_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('chat_shows_starts').on('chat_shows').column('starts_at').execute();
  await db.schema.createIndex('chat_shows_actor').on('chat_shows').column('actor_id').execute();

  await addIdColumn(db, db.schema.createTable('daily_bonus_offers'))
    .addColumn('day_offset', 'integer', (col) => col.notNull().check(sql`day_offset in (-1, 0, 1)`))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('offer', 'text', (col) => col.notNull())
    .addColumn('conditions', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('effect', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('is_free', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['daily_bonus_offers', 'chat_shows', 'feed_photos', 'feed_posts', 'top_cams', 'contest_media', 'contests']) {
    await db.schema.dropTable(table).execute();
  }
}
