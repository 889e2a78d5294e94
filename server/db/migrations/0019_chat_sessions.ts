// Live chat sessions (live chat issue; spec part 1 §1 chat kinds, §4 exit and end codes): who
// chats with whom, of which kind, at which price per minute, how many minutes were charged (and
// how many of them voucher minutes), and how it ended.
import { sql } from 'kysely';
import type { MigrationDb } from './columns.ts';
import { addIdColumn } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await addIdColumn(db, db.schema.createTable('chat_sessions'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('actors.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents >= 0`))
    .addColumn('started_at', 'bigint', (col) => col.notNull())
    .addColumn('ended_at', 'bigint')
    .addColumn('end_code', 'integer')
    .addColumn('minutes_charged', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('cents_charged', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('voucher_minutes_left', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('chat_sessions_guest').on('chat_sessions').columns(['guest_id', 'ended_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('chat_sessions').execute();
}
