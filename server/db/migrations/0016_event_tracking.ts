// The event-tracking mutation of the query service (PWA issue; spec part 2 §7.6): its events,
// each stored once by the id its sender gave it (a replay from the service worker's outbox or a
// retry finds the unique index), beside tracker/track's `tracking_events` of migration 0014.
// And the web tokens its beacon form carries (sendBeacon cannot send a bearer header): random,
// stored as SHA-256 like access tokens, each bound to the access token it was issued for.
import type { MigrationDb } from './columns.ts';
import { addIdColumn, floatType } from './columns.ts';

const MEASURES = [1, 2, 3, 4, 5];

export async function up(db: MigrationDb): Promise<void> {
  let events = addIdColumn(db, db.schema.createTable('event_tracking'))
    .addColumn('event_id', 'text', (col) => col.notNull().unique())
    .addColumn('guest_id', 'integer')
    /** The event's timestamp (the sender's clock). */
    .addColumn('occurred_at', 'bigint', (col) => col.notNull())
    .addColumn('received_at', 'bigint', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('context', 'text')
    /** A JSON object. */
    .addColumn('data', 'text');
  for (const n of MEASURES) events = events.addColumn(`int${n}`, 'integer');
  for (const n of MEASURES) events = events.addColumn(`float${n}`, floatType(db));
  await events.execute();
  await db.schema.createIndex('event_tracking_type').on('event_tracking').columns(['type', 'occurred_at']).execute();

  await db.schema
    .createTable('web_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('access_token_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('web_tokens_expires').on('web_tokens').column('expires_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('web_tokens').execute();
  await db.schema.dropTable('event_tracking').execute();
}
