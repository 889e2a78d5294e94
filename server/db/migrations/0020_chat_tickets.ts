// Chat tickets (live chat issue; spec part 1 §3 Chat ticket / show, §4 Chat ticket): a guest
// holds at most one ticket per show, with what it cost and its bonus code.
import type { MigrationDb } from './columns.ts';
import { addIdColumn } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await addIdColumn(db, db.schema.createTable('chat_tickets'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('show_id', 'integer', (col) => col.notNull().references('chat_shows.id').onDelete('cascade'))
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('bonus_code', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('chat_tickets_guest_show', ['guest_id', 'show_id'])
    .execute();
  await db.schema.createIndex('chat_tickets_show').on('chat_tickets').column('show_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('chat_tickets').execute();
}
