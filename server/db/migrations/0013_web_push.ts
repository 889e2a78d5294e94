// Web push (PWA issue): the server's VAPID key pair (generated once, kept here so every process
// and every restart signs with the same key), the browsers' push subscriptions per guest with
// their topics, the actor-online notices already sent (one per guest and actor within the
// cool-down), and a push switch per pinned actor beside its e-mail and SMS switches.
import type { MigrationDb } from './columns.ts';
import { addIdColumn } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await addIdColumn(db, db.schema.createTable('push_subscriptions'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    /** JSON { actorOnline: boolean, messages: boolean }. */
    .addColumn('topics', 'text', (col) => col.notNull())
    /** sha256 hex of the token the service worker resubscribes with. */
    .addColumn('resubscribe_token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_guest').on('push_subscriptions').column('guest_id').execute();
  await db.schema
    .createTable('push_actor_notices')
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (col) => col.notNull())
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('push_actor_notices_pk', ['guest_id', 'actor_id'])
    .execute();
  await db.schema
    .alterTable('guest_pins')
    .addColumn('push_notification', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('guest_pins').dropColumn('push_notification').execute();
  await db.schema.dropTable('push_actor_notices').execute();
  await db.schema.dropIndex('push_subscriptions_guest').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('server_keys').execute();
}
