// Editorial content: the blog and TV (series, episodes, livestream program).
import { sql } from 'kysely';
import type { MigrationDb } from './columns.ts';
import { addIdColumn } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('blog_categories')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name_de', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('name_nl', 'text', (col) => col.notNull())
    .addColumn('name_es', 'text', (col) => col.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('blog_posts'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('blog_categories.id').onDelete('cascade'))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('teaser', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('published_at', 'bigint', (col) => col.notNull())
    .execute();
  // Blog overview (newest first), category pages and archives by year.
  await db.schema.createIndex('blog_posts_category_published').on('blog_posts').columns(['category_id', 'published_at']).execute();
  await db.schema.createIndex('blog_posts_published').on('blog_posts').column('published_at').execute();

  await db.schema
    .createTable('blog_post_actors')
    .addColumn('blog_post_id', 'integer', (col) => col.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('actors.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('blog_post_actors_pk', ['blog_post_id', 'actor_id'])
    .execute();
  await db.schema.createIndex('blog_post_actors_actor').on('blog_post_actors').column('actor_id').execute();

  await addIdColumn(db, db.schema.createTable('tv_series'))
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_premium', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await addIdColumn(db, db.schema.createTable('tv_episodes'))
    .addColumn('series_id', 'integer', (col) => col.notNull().references('tv_series.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('duration', 'integer', (col) => col.notNull())
    .addColumn('published_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tv_episodes_series_published').on('tv_episodes').columns(['series_id', 'published_at']).execute();

  await addIdColumn(db, db.schema.createTable('tv_program'))
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('free', 'premium')`))
    .addColumn('episode_id', 'integer', (col) => col.references('tv_episodes.id').onDelete('set null'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'bigint', (col) => col.notNull())
    .addColumn('ends_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tv_program_channel_starts').on('tv_program').columns(['channel', 'starts_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['tv_program', 'tv_episodes', 'tv_series', 'blog_post_actors', 'blog_posts', 'blog_categories']) {
    await db.schema.dropTable(table).execute();
  }
}
