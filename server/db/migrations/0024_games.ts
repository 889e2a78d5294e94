// The spin wheel, the reward games and the special events (spec part 1 §3 Reward / game, §4
// Reward redeem; part 2 §7.7, §7.10). A game row is the spin wheel or one special event, with
// the dates it runs, its daily attempts and the rewards it pays. A guest's tries of one game
// day are one row (creditsTotal, creditsAvailable) used with a guarded update, so parallel
// attempts never use more than there are. Rewards won are history rows, redeemable once.
// Collected things (easter eggs, advent doors, the actor gift calendar's days) are unique per
// guest, game and item: collected twice counts once.

import { sql } from 'kysely';
import { generateGames } from '../seed/games.ts';
import type { MigrationDb } from './columns.ts';
import { addIdColumn, isPostgres } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await addIdColumn(db, db.schema.createTable('games'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'bigint', (col) => col.notNull())
    .addColumn('ends_at', 'bigint', (col) => col.notNull())
    .addColumn('daily_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
    // JSON: the reward options with their weights.
    .addColumn('rewards', 'text', (col) => col.notNull().defaultTo('[]'))
    // JSON: what one game type needs beyond that (the actor of an actor gift calendar).
    .addColumn('config', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('games_type_starts').on('games').columns(['type', 'starts_at']).execute();

  await addIdColumn(db, db.schema.createTable('game_credits'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id').onDelete('cascade'))
    .addColumn('day', 'integer', (col) => col.notNull())
    .addColumn('credits_total', 'integer', (col) => col.notNull())
    .addColumn('credits_available', 'integer', (col) => col.notNull())
    .addUniqueConstraint('game_credits_guest_game_day', ['guest_id', 'game_id', 'day'])
    .execute();

  await addIdColumn(db, db.schema.createTable('game_rewards'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id').onDelete('cascade'))
    .addColumn('option_code', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    // JSON: a number, a string or null.
    .addColumn('value', 'text', (col) => col.notNull().defaultTo('null'))
    .addColumn('amount', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('can_redeem', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('redeemed_at', 'bigint')
    .execute();
  // The history of one game, and the redeem's "last redeemable entry with that option code".
  await db.schema.createIndex('game_rewards_guest_game').on('game_rewards').columns(['guest_id', 'game_id', 'id']).execute();
  await db.schema.createIndex('game_rewards_guest_option').on('game_rewards').columns(['guest_id', 'option_code', 'can_redeem']).execute();

  await addIdColumn(db, db.schema.createTable('game_collections'))
    .addColumn('guest_id', 'integer', (col) => col.notNull().references('guests.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id').onDelete('cascade'))
    .addColumn('item_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('game_collections_guest_game_item', ['guest_id', 'game_id', 'item_key'])
    .execute();

  // A database seeded before this migration gets the spin wheel and the events now (a fresh one
  // is still empty here and gets them from the seed): relative to the migration's moment.
  const firstActor = await db.selectFrom('actors').select('id').orderBy('id').limit(1).executeTakeFirst();
  if (firstActor) {
    const rows = generateGames(Date.now(), firstActor.id as number).games.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      starts_at: row.startsAt,
      ends_at: row.endsAt,
      daily_attempts: row.dailyAttempts,
      points: row.points,
      rewards: row.rewards,
      config: row.config,
    }));
    await db.insertInto('games').values(rows).execute();
    if (isPostgres(db)) await sql`select setval(pg_get_serial_sequence('games', 'id'), (select max(id) from games) + 1, false)`.execute(db);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['game_collections', 'game_rewards', 'game_credits', 'games']) {
    await db.schema.dropTable(table).execute();
  }
}
