// Clash of cams (issue 21, point 10; src/contract/clashOfCams.ts): clashes with their period, the
// actors in each with their vote count, and the votes, one per guest and clash (unique), so a
// vote sent twice at once counts once.
import { sql } from 'kysely';
import { generateClashOfCams } from '../seed/clashOfCams.ts';
import type { MigrationDb } from './columns.ts';
import { addIdColumn, isPostgres } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await addIdColumn(db, db.schema.createTable('clashes'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'bigint', (col) => col.notNull())
    .addColumn('ends_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('clash_actors')
    .addColumn('clash_id', 'integer', (col) => col.notNull().references('clashes.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('actors.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('votes', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('clash_actors_pk', ['clash_id', 'actor_id'])
    .execute();
  await addIdColumn(db, db.schema.createTable('clash_votes'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('clash_id', 'integer', (col) => col.notNull().references('clashes.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('clash_votes_guest_clash', ['guest_id', 'clash_id'])
    .execute();

  // A database seeded before this migration gets the demo clash now (a fresh one is still empty
  // here and gets it from the seed), relative to the migration's moment.
  const actors = await db.selectFrom('actors').select('id').orderBy('id').limit(2).execute();
  const seed = generateClashOfCams(
    Date.now(),
    actors.map((row) => row.id as number),
  );
  if (seed.clashes.length === 0) return;
  await db
    .insertInto('clashes')
    .values(seed.clashes.map((row) => ({ id: row.id, title: row.title, starts_at: row.startsAt, ends_at: row.endsAt })))
    .execute();
  await db
    .insertInto('clash_actors')
    .values(seed.clashActors.map((row) => ({ clash_id: row.clashId, actor_id: row.actorId, position: row.position, votes: row.votes })))
    .execute();
  // migration 0028 already wrote them when it ran on this database after this code arrived
  await db
    .insertInto('content_translations')
    .values(
      seed.translations.map((row) => ({
        entity: row.entity,
        entity_id: row.entityId,
        field: row.field,
        language: row.language,
        text: row.text,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  if (isPostgres(db))
    await sql`select setval(pg_get_serial_sequence('clashes', 'id'), (select max(id) from clashes) + 1, false)`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.deleteFrom('content_translations').where('entity', '=', 'clash').execute();
  for (const table of ['clash_votes', 'clash_actors', 'clashes']) await db.schema.dropTable(table).execute();
}
