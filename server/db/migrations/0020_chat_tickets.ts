// Chat tickets (live chat issue; spec part 1 §3 Chat ticket / show, §4 Chat ticket): a guest
// holds at most one ticket per show, with what it cost and its bonus code; a show remembers when
// its ticket holders were invited (once, whichever process claims it). A chat keeps the guest's
// rating of it (survey/chatexit, once).
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
  await db.schema.alterTable('chat_shows').addColumn('invited_at', 'bigint').execute();
  await db.schema.alterTable('chat_sessions').addColumn('rating', 'integer').execute();
  await db.schema.alterTable('chat_sessions').addColumn('rating_text', 'text').execute();
  // Anonymous voice calls (spec part 1 §4): the call's client id, the token that started it.
  await db.schema
    .createTable('voice_calls')
    .addColumn('client_id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('actors.id').onDelete('cascade'))
    .addColumn('started_at', 'bigint', (col) => col.notNull())
    .addColumn('ended_at', 'bigint')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('voice_calls').execute();
  await db.schema.alterTable('chat_sessions').dropColumn('rating_text').execute();
  await db.schema.alterTable('chat_sessions').dropColumn('rating').execute();
  await db.schema.alterTable('chat_shows').dropColumn('invited_at').execute();
  await db.schema.dropTable('chat_tickets').execute();
}
