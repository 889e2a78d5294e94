// The tracking outbox (PWA issue): calls the service worker queued while offline carry an id
// (x-outbox-id); a receipt per id makes a replay count once. tracker/track events are kept so
// they can be counted (spec part 2 §7.6: eventContext, eventAction, eventData).
import type { MigrationDb } from './columns.ts';
import { addIdColumn } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('outbox_receipts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('received_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('outbox_receipts_received').on('outbox_receipts').column('received_at').execute();
  await addIdColumn(db, db.schema.createTable('tracking_events'))
    .addColumn('guest_id', 'integer')
    .addColumn('event_context', 'text', (col) => col.notNull())
    .addColumn('event_action', 'text', (col) => col.notNull())
    .addColumn('event_data', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tracking_events_context').on('tracking_events').columns(['event_context', 'event_action']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('tracking_events').execute();
  await db.schema.dropIndex('outbox_receipts_received').execute();
  await db.schema.dropTable('outbox_receipts').execute();
}
