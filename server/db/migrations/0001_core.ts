// The database's own bookkeeping (meta) and the guest identity tables. Guests are minimal on
// purpose; later features extend them with their own migrations.
import { sql } from 'kysely';
import type { MigrationDb } from './columns.ts';
import { addIdColumn } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('guests'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('balance_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('credits', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_vip', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_vxtv', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('avs_status', 'text', (col) =>
      col.notNull().defaultTo('unknown').check(sql`avs_status in ('unknown', 'pending', 'accepted', 'rejected')`),
    )
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  // Only the sha256 hex of a token is stored: a leaked table does not leak sessions.
  await db.schema
    .createTable('access_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('guest_id', 'integer', (col) => col.references('guests.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('access_tokens_guest').on('access_tokens').column('guest_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('access_tokens').execute();
  await db.schema.dropTable('guests').execute();
  await db.schema.dropTable('meta').execute();
}
