// Issue 21 point 6: on-top codes. A bonus code flagged is_on_top is redeemable only with the
// instance a guest was handed (at signup), once; promo/hasGuestNotRedeemedOnTopCodeInstance
// reads the instances. A database seeded before this gets the two on-top codes of the seed (the
// welcome bonus tile and the chat trial) here; a fresh one is still empty and gets them from
// the seed.

import { sql } from 'kysely';
import { SEEDED_BONUS_CODES } from '../seed/bonusCodes.ts';
import { translationRows } from '../seed/localized.ts';
import { addIdColumn, isPostgres, type MigrationDb } from './columns.ts';

const DAY = 24 * 60 * 60 * 1000;

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('bonus_codes')
    .addColumn('is_on_top', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await addIdColumn(db, db.schema.createTable('on_top_code_instances'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('code_id', 'integer', (col) => col.notNull().references('bonus_codes.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('redeemed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('on_top_code_instances_guest_code')
    .on('on_top_code_instances')
    .columns(['guest_id', 'code_id'])
    .unique()
    .execute();

  const seeded = await db.selectFrom('meta').select('value').where('key', '=', 'seed_version').executeTakeFirst();
  if (!seeded) return;
  const now = Date.now();
  for (const [index, spec] of SEEDED_BONUS_CODES.entries()) {
    if (!spec.onTop) continue;
    // The seed's own id when it is free (it is, in a database seeded before the on-top codes were
    // appended), so the seed's translation ids fit; any free id otherwise.
    const seedId = index + 1;
    const taken = await db.selectFrom('bonus_codes').select('id').where('id', '=', seedId).executeTakeFirst();
    const row = await db
      .insertInto('bonus_codes')
      .values({
        ...(taken ? {} : { id: seedId }),
        code: spec.code,
        benefit_type: spec.type,
        amount: spec.amount,
        actor_id: null,
        max_redemptions: null,
        redemptions: 0,
        valid_from: now - 30 * DAY,
        valid_until: null,
        text: spec.text.en,
        is_on_top: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const texts = translationRows('bonusCode', row.id as number, { text: spec.text }).map((each) => ({
      entity: each.entity,
      entity_id: each.entityId,
      field: each.field,
      language: each.language,
      text: each.text,
    }));
    await db
      .insertInto('content_translations')
      .values(texts)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  if (isPostgres(db))
    await sql`select setval(pg_get_serial_sequence('bonus_codes', 'id'), (select max(id) from bonus_codes) + 1, false)`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('on_top_code_instances').execute();
  const onTop = db.selectFrom('bonus_codes').select('id').where('is_on_top', '=', 1);
  await db.deleteFrom('content_translations').where('entity', '=', 'bonusCode').where('entity_id', 'in', onTop).execute();
  await db.deleteFrom('bonus_codes').where('is_on_top', '=', 1).execute();
  await db.schema.alterTable('bonus_codes').dropColumn('is_on_top').execute();
}
