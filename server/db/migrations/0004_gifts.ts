// Messenger gifts with their translations, and toy controls.
import { sql } from 'kysely';
import type { MigrationDb } from './columns.ts';
import { addIdColumn } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('gift_categories')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await addIdColumn(db, db.schema.createTable('gifts'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('gift_categories.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('price_value', 'integer', (col) => col.notNull())
    .addColumn('price_currency', 'text', (col) => col.notNull().defaultTo('EUR'))
    .addColumn('image_url', 'text', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('vip', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('gifts_category').on('gifts').columns(['category_id', 'position']).execute();

  await db.schema
    .createTable('gift_translations')
    .addColumn('gift_id', 'integer', (col) => col.notNull().references('gifts.id').onDelete('cascade'))
    .addColumn('language', 'text', (col) => col.notNull().check(sql`language in ('de', 'en', 'nl', 'es')`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('gift_translations_pk', ['gift_id', 'language'])
    .execute();

  await addIdColumn(db, db.schema.createTable('toy_controls'))
    .addColumn('duration', 'integer', (col) => col.notNull())
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('random', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('toy_controls').execute();
  await db.schema.dropTable('gift_translations').execute();
  await db.schema.dropTable('gifts').execute();
  await db.schema.dropTable('gift_categories').execute();
}
