// Issue 21 point 8: the VIP monthly bonus, one row per guest and month (the unique index makes
// a second credit in the same month impossible, also when two requests race), with the moment
// the guest saw its status bar item.
import { addIdColumn, type MigrationDb } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await addIdColumn(db, db.schema.createTable('monthly_bonuses'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('seen_at', 'bigint')
    .execute();
  await db.schema.createIndex('monthly_bonuses_guest_month').on('monthly_bonuses').columns(['guest_id', 'month']).unique().execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('monthly_bonuses').execute();
}
