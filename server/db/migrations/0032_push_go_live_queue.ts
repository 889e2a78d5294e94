// Issue 22 (point 3): go-live pushes wait a short window so that several pinned actors coming
// online close together reach the guest as one push (server/domain/goLiveAlerts.ts). A row is a
// go-live waiting for its guest's window to end; every process may send it, the first to take
// the guest's rows does. A subscription also keeps when a push service last took a push for it,
// so the app can tell a guest whose device stopped showing them (issue 22, point 5).
import type { MigrationDb } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('push_go_live_queue')
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (col) => col.notNull())
    .addColumn('due_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('push_go_live_queue_pk', ['guest_id', 'actor_id'])
    .execute();
  await db.schema.createIndex('push_go_live_queue_due').on('push_go_live_queue').column('due_at').execute();
  await db.schema.alterTable('push_subscriptions').addColumn('last_delivered_at', 'bigint').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('push_subscriptions').dropColumn('last_delivered_at').execute();
  await db.schema.dropIndex('push_go_live_queue_due').execute();
  await db.schema.dropTable('push_go_live_queue').execute();
}
