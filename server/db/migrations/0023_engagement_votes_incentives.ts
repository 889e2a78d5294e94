// Contest votes, the daily bonus claims, incentives and teasers, surveys and feature feedback
// (issue 11; spec part 1 §3 Contest, §4 Contest vote and Incentives, part 2 §7.6, §7.8, §7.10).
// A guest votes for a contest entry once (at most 5 entries per contest, decided in
// server/domain/contests.ts); incentives are configured rows per region and event; a closed
// incentive is remembered for a logged-in guest; survey answers are kept once per guest.
import type { MigrationDb } from './columns.ts';
import { addIdColumn } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  // The contest head per language (contests/{id}/getHeader); a missing language reads English.
  await db.schema
    .createTable('contest_translations')
    .addColumn('contest_id', 'integer', (col) => col.notNull().references('contests.id').onDelete('cascade'))
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('contest_translations_pk', ['contest_id', 'language'])
    .execute();
  await addIdColumn(db, db.schema.createTable('contest_votes'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('contest_id', 'integer', (col) => col.notNull().references('contests.id').onDelete('cascade'))
    .addColumn('contest_media_id', 'integer', (col) => col.notNull().references('contest_media.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('contest_votes_guest_media', ['guest_id', 'contest_media_id'])
    .execute();
  await db.schema.createIndex('contest_votes_guest_contest').on('contest_votes').columns(['guest_id', 'contest_id']).execute();
  await db.schema
    .createTable('contest_guests')
    .addColumn('guest_id', 'integer', (col) => col.primaryKey().references('guests.id').onDelete('cascade'))
    .addColumn('hide_vote_limit_modal', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await addIdColumn(db, db.schema.createTable('daily_bonus_claims'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('offer_id', 'integer', (col) => col.notNull().references('daily_bonus_offers.id').onDelete('cascade'))
    /** The Berlin day (YYYY-MM-DD) the offer was taken on. */
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('daily_bonus_claims_guest_offer_day', ['guest_id', 'offer_id', 'day'])
    .execute();

  await addIdColumn(db, db.schema.createTable('incentives'))
    .addColumn('region', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('unique_group', 'text')
    .addColumn('priority', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('countdown_seconds', 'integer')
    .addColumn('closable', 'integer', (col) => col.notNull().defaultTo(1))
    /** null: every route. */
    .addColumn('route_name', 'text')
    /** 'all', 'anonymous' or 'loggedIn'. */
    .addColumn('audience', 'text', (col) => col.notNull().defaultTo('all'))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'bigint', (col) => col.notNull())
    .addColumn('ends_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('incentives_event').on('incentives').columns(['event', 'ends_at']).execute();
  await db.schema
    .createTable('incentive_closes')
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('incentive_id', 'integer', (col) => col.notNull().references('incentives.id').onDelete('cascade'))
    .addColumn('result', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('incentive_closes_pk', ['guest_id', 'incentive_id'])
    .execute();
  await db.schema
    .createTable('incentive_hidden_types')
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('incentive_type', 'text', (col) => col.notNull())
    .addColumn('hidden_until', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('incentive_hidden_types_pk', ['guest_id', 'incentive_type'])
    .execute();
  await db.schema
    .createTable('guest_infos')
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('guest_infos_pk', ['guest_id', 'type'])
    .execute();
  await addIdColumn(db, db.schema.createTable('teasers'))
    .addColumn('route_name', 'text', (col) => col.notNull())
    .addColumn('region', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('surveys'))
    .addColumn('question', 'text', (col) => col.notNull())
    /** A JSON array of the answer options. */
    .addColumn('options', 'text', (col) => col.notNull())
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await addIdColumn(db, db.schema.createTable('survey_answers'))
    .addColumn('survey_id', 'integer', (col) => col.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('text', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('survey_answers_survey_guest', ['survey_id', 'guest_id'])
    .execute();
  await addIdColumn(db, db.schema.createTable('feature_feedback'))
    .addColumn('guest_id', 'integer', (col) => col.references('guests.id').onDelete('set null'))
    .addColumn('feature_id', 'text', (col) => col.notNull())
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'feature_feedback',
    'survey_answers',
    'surveys',
    'teasers',
    'guest_infos',
    'incentive_hidden_types',
    'incentive_closes',
    'incentives',
    'daily_bonus_claims',
    'contest_guests',
    'contest_votes',
    'contest_translations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
