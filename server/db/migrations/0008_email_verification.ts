// E-mail verification codes (accounts issue): the code of the link sent at signup, stored as
// its SHA-256 like every other token. And guest names unique regardless of case, so two
// guests can never be told apart only by case in chats and lists.
import { sql } from 'kysely';
import type { MigrationDb } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('email_verifications')
    .addColumn('code_hash', 'text', (col) => col.primaryKey())
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('email_verifications_guest').on('email_verifications').column('guest_id').execute();
  await db.schema.createIndex('guests_name_lower').on('guests').unique().expression(sql`lower(name)`).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('guests_name_lower').execute();
  await db.schema.dropTable('email_verifications').execute();
}
