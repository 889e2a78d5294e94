// Actors issue: a guest's private note per actor, the sedcard rating (one per guest and actor),
// profile visit counts, and indexes for the profile and listing queries on the seeded data.
import type { MigrationDb } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('actor_notes')
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('actors.id').onDelete('cascade'))
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('actor_notes_pk', ['guest_id', 'actor_id'])
    .execute();

  await db.schema
    .createTable('sedcard_ratings')
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('actors.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('sedcard_ratings_pk', ['guest_id', 'actor_id'])
    .execute();

  await db.schema
    .createTable('actor_profile_visits')
    .addColumn('actor_id', 'integer', (col) => col.primaryKey().references('actors.id').onDelete('cascade'))
    .addColumn('visits', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_visit_at', 'bigint', (col) => col.notNull())
    .execute();

  // The guest's favourites (pinnedModels, top cams "favorites"): newest pin first per guest.
  await db.schema.createIndex('guest_pins_guest_kind_created').on('guest_pins').columns(['guest_id', 'kind', 'created_at']).execute();
  // Cams listing online first: the order (is_online desc, rank_points desc, id) read straight off the index.
  await db.schema.createIndex('actors_online_rank_id').on('actors').columns(['is_online desc', 'rank_points desc', 'id']).execute();
  // Recommendations and sedcards: an actor's albums by type and age rating.
  await db.schema.createIndex('albums_actor_type_age').on('albums').columns(['actor_id', 'type', 'age_rating']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('albums_actor_type_age').execute();
  await db.schema.dropIndex('actors_online_rank_id').execute();
  await db.schema.dropIndex('guest_pins_guest_kind_created').execute();
  await db.schema.dropTable('actor_profile_visits').execute();
  await db.schema.dropTable('sedcard_ratings').execute();
  await db.schema.dropTable('actor_notes').execute();
}
