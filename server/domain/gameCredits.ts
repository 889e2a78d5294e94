// A guest's tries of one game on one game day (spec part 1 §3: tries from creditsAvailable and
// creditsTotal). The day's row starts with the game's daily attempts; an attempt takes one with
// a guarded update (never below zero, whatever runs in parallel), a spins reward adds some.
import { sql, type Transaction } from 'kysely';
import type { GameCredits } from '../../src/contract/games.ts';
import type { Database } from '../db/schema.ts';
import type { Db } from './ledger.ts';

/** Creates the day's row with the game's daily attempts when there is none yet (parallel callers: one wins, none fails). */
export async function ensureCredits(
  trx: Transaction<Database>,
  guestId: number,
  game: { id: number; dailyAttempts: number },
  day: number,
): Promise<void> {
  await trx
    .insertInto('gameCredits')
    .values({ guestId, gameId: game.id, day, creditsTotal: game.dailyAttempts, creditsAvailable: game.dailyAttempts })
    .onConflict((oc) => oc.columns(['guestId', 'gameId', 'day']).doNothing())
    .execute();
}

/** Takes one try of the day; false (changing nothing) when none is left. */
export async function takeCredit(trx: Transaction<Database>, guestId: number, gameId: number, day: number): Promise<boolean> {
  const taken = await trx
    .updateTable('gameCredits')
    .set({ creditsAvailable: sql<number>`credits_available - 1` })
    .where('guestId', '=', guestId)
    .where('gameId', '=', gameId)
    .where('day', '=', day)
    .where('creditsAvailable', '>', 0)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Adds tries to the day (a spins reward): available and total grow together. */
export async function addCredits(
  trx: Transaction<Database>,
  guestId: number,
  game: { id: number; dailyAttempts: number },
  day: number,
  amount: number,
): Promise<void> {
  await ensureCredits(trx, guestId, game, day);
  await trx
    .updateTable('gameCredits')
    .set({ creditsAvailable: sql<number>`credits_available + ${amount}`, creditsTotal: sql<number>`credits_total + ${amount}` })
    .where('guestId', '=', guestId)
    .where('gameId', '=', game.id)
    .where('day', '=', day)
    .execute();
}

/** The day's tries; a day not played yet has the game's daily attempts. */
export async function creditsOf(
  db: Db,
  guestId: number | null,
  game: { id: number; dailyAttempts: number },
  day: number,
): Promise<GameCredits> {
  const row =
    guestId === null
      ? undefined
      : await db
          .selectFrom('gameCredits')
          .select(['creditsAvailable', 'creditsTotal'])
          .where('guestId', '=', guestId)
          .where('gameId', '=', game.id)
          .where('day', '=', day)
          .executeTakeFirst();
  return row ?? { creditsAvailable: game.dailyAttempts, creditsTotal: game.dailyAttempts };
}
