// Actors and what hangs off an actor profile: chat ratings, heat maps, interviews, categories.
import { sql } from 'kysely';
import type { MigrationDb } from './columns.ts';
import { addIdColumn, floatType } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await addIdColumn(db, db.schema.createTable('actors'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_lower', 'text', (col) => col.notNull().unique())
    .addColumn('gender', 'text', (col) => col.notNull().check(sql`gender in ('N', 'M', 'F')`))
    .addColumn('actor_type', 'text', (col) => col.notNull().check(sql`actor_type in ('F', 'M', 'FM', 'FF', 'S')`))
    .addColumn('age', 'integer', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('zip', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('latitude', floatType(db), (col) => col.notNull().defaultTo(0))
    .addColumn('longitude', floatType(db), (col) => col.notNull().defaultTo(0))
    .addColumn('spoken_languages', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('about', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_online', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_online_mobile_videocall', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_online_at', 'bigint')
    .addColumn('free_chat', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('banned_country_codes', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('is_actor_available_for_conversion_chat', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_currently_ticket_show', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('price_free_messages', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('price_message', 'integer', (col) => col.notNull())
    .addColumn('price_single', 'integer', (col) => col.notNull())
    .addColumn('price_singlec2c', 'integer', (col) => col.notNull())
    .addColumn('price_video', 'integer', (col) => col.notNull())
    .addColumn('price_voucher_chat_minutes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('price_voyeur', 'integer', (col) => col.notNull())
    .addColumn('is_live_preview_enabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_voyeur_chat_available', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_voyeur_in_single_chat_allowed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_dildocontrol_available', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('pinned_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rank_points', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('preview_seed', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('preview_palette', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('preview_color', 'text', (col) => col.notNull().defaultTo('#888888'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  // Cam listings: online first by rank; new girls by creation; top lists by rank.
  await db.schema.createIndex('actors_online_rank').on('actors').columns(['is_online', 'rank_points']).execute();
  await db.schema.createIndex('actors_rank').on('actors').column('rank_points').execute();
  await db.schema.createIndex('actors_created').on('actors').column('created_at').execute();

  await db.schema
    .createTable('actor_chat_ratings')
    .addColumn('actor_id', 'integer', (col) => col.primaryKey().references('actors.id').onDelete('cascade'))
    .addColumn('count_ratings', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('satisfaction_rate', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('actor_heat_maps')
    .addColumn('actor_id', 'integer', (col) => col.primaryKey().references('actors.id').onDelete('cascade'))
    .addColumn('heat_map', 'text', (col) => col.notNull())
    .addColumn('hours_to_be_online', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('memo', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  await addIdColumn(db, db.schema.createTable('interviews'))
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('actors.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('interviews_actor').on('interviews').columns(['actor_id', 'position']).execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name_de', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('name_nl', 'text', (col) => col.notNull())
    .addColumn('name_es', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('actor_categories')
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('actors.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('actor_categories_pk', ['actor_id', 'category_id'])
    .execute();
  await db.schema.createIndex('actor_categories_category').on('actor_categories').columns(['category_id', 'actor_id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['actor_categories', 'categories', 'interviews', 'actor_heat_maps', 'actor_chat_ratings', 'actors']) {
    await db.schema.dropTable(table).execute();
  }
}
