// The messenger (messenger issue; spec part 1 §3 Channel, Messenger content, Gift, Notification):
// one channel per guest and actor with its counters, the messages (a guest's carries the id
// its tab gave it, so one sent again after a reconnect is stored once), their media, the gifts a
// guest holds in advance, and the guest's notifications.
import { sql } from 'kysely';
import type { MigrationDb } from './columns.ts';
import { addIdColumn } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await addIdColumn(db, db.schema.createTable('channels'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('actors.id').onDelete('cascade'))
    .addColumn('unread_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('blocked', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('archived', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('free_messages_left', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_message_id', 'integer')
    .addColumn('subject', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('message_timestamp', 'bigint', (col) => col.notNull())
    .addColumn('last_viewed_timestamp', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('channels_guest_actor', ['guest_id', 'actor_id'])
    .execute();
  await db.schema.createIndex('channels_guest_timestamp').on('channels').columns(['guest_id', 'message_timestamp']).execute();

  await addIdColumn(db, db.schema.createTable('messages'))
    .addColumn('channel_id', 'integer', (col) => col.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('sender', 'text', (col) => col.notNull().check(sql`sender in ('guest', 'actor')`))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('gift_id', 'integer', (col) => col.references('gifts.id'))
    .addColumn('toy_control_id', 'integer', (col) => col.references('toy_controls.id'))
    .addColumn('price_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('client_id', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('messages_channel_client', ['channel_id', 'client_id'])
    .execute();
  await db.schema.createIndex('messages_channel_id').on('messages').columns(['channel_id', 'id']).execute();

  await addIdColumn(db, db.schema.createTable('message_media'))
    .addColumn('message_id', 'integer', (col) => col.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('image', 'video', 'audio')`))
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('duration', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('message_media_message').on('message_media').columns(['message_id', 'position']).execute();

  await db.schema
    .createTable('guest_gifts')
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('gift_id', 'integer', (col) => col.notNull().references('gifts.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 0`))
    .addPrimaryKeyConstraint('guest_gifts_pk', ['guest_id', 'gift_id'])
    .execute();

  await addIdColumn(db, db.schema.createTable('notifications'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('link', 'text')
    .addColumn('unread', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('unseen', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('notifications_guest').on('notifications').columns(['guest_id', 'id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('guest_gifts').execute();
  await db.schema.dropTable('message_media').execute();
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('channels').execute();
}
