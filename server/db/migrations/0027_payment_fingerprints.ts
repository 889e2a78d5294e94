// Issue 19 (point 8): a payment keeps the fingerprint of the request its key was sent with, so
// the key sent again with another request is refused instead of answering the first payment
// (server/domain/paymentKeys.ts). Payments stored before have none and are answered as before.
import type { MigrationDb } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('payments').addColumn('request_fingerprint', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('request_fingerprint').execute();
}
