// Issue 20 (point 4): seeded content a guest reads (offers, profile questions, events, toys, TV,
// feed, videos...) in the request's language. One table for every kind: the entity's own row
// keeps the English text, this one the other languages (server/domain/translations.ts).
import { generateSeedRows } from '../seed/index.ts';
import type { MigrationDb } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('content_translations')
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'integer', (col) => col.notNull())
    .addColumn('field', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('content_translations_pk', ['entity', 'language', 'entity_id', 'field'])
    .execute();

  // A database seeded before this migration gets the translations of its demo content now (the
  // generated texts and their ids do not depend on the moment); a fresh one is still empty here
  // and gets them from the seed.
  const seeded = await db.selectFrom('meta').select('value').where('key', '=', 'seed_version').executeTakeFirst();
  if (!seeded) return;
  const rows = (generateSeedRows(Date.now()).contentTranslations ?? []).map((row) => ({
    entity: row.entity,
    entity_id: row.entityId,
    field: row.field,
    language: row.language,
    text: row.text,
  }));
  for (let start = 0; start < rows.length; start += 1_000) {
    await db
      .insertInto('content_translations')
      .values(rows.slice(start, start + 1_000))
      .execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('content_translations').execute();
}
