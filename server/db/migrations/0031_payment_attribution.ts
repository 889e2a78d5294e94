// Issue 21 (point 14): a payment keeps the affiliate attribution the guest arrived with (spec
// part 1 §3 Payment options: webmaster id w, sub-reference ws, token wt) and whether it came
// from a test device (spec part 1 §2 testdevice), so statistics can credit the webmaster and
// leave test devices out. Payments stored before have none.
import type { MigrationDb } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  // SQLite adds one column per ALTER TABLE
  await db.schema.alterTable('payments').addColumn('affiliate_id', 'integer').execute();
  await db.schema.alterTable('payments').addColumn('affiliate_sub_ref', 'text').execute();
  await db.schema.alterTable('payments').addColumn('affiliate_token', 'text').execute();
  await db.schema
    .alterTable('payments')
    .addColumn('test_device', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const column of ['affiliate_id', 'affiliate_sub_ref', 'affiliate_token', 'test_device'])
    await db.schema.alterTable('payments').dropColumn(column).execute();
}
