// The conversion chat's eligibility countdown and the free preview offer (live chat issue; spec
// part 1 §4 Conversion chat, §2 modal fifteen-minutes-preview, part 2 §7.10 free preview init
// and decline): when the guest's conversion chat window ends, and the free preview's state and
// the preview time it has left.
import type { MigrationDb } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('guests').addColumn('conversion_chat_ends_at', 'bigint').execute();
  await db.schema
    .alterTable('guests')
    .addColumn('free_preview_state', 'text', (col) => col.notNull().defaultTo('offered'))
    .execute();
  await db.schema
    .alterTable('guests')
    .addColumn('free_preview_ms_left', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('guests').dropColumn('free_preview_ms_left').execute();
  await db.schema.alterTable('guests').dropColumn('free_preview_state').execute();
  await db.schema.alterTable('guests').dropColumn('conversion_chat_ends_at').execute();
}
