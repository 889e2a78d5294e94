// The spin wheel and the reward games (spec part 1 §3 Reward / game, §4 Reward redeem; part 2
// §7.7, §7.10 game config and use of an attempt). The server decides: an attempt takes one of
// the day's tries and picks the reward in ONE transaction (20 attempts at once with 3 tries
// left win exactly 3 times); a reward won is a history entry, redeemable once: the redeem
// marks the last redeemable entry with that option code as redeemed with a guarded update and
// applies the reward in the same transaction, so a reward redeemed twice applies once.
import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { GameReward, RewardHistoryEntry } from '../../src/contract/entities.ts';
import { type GameCredits, type GameErrorCode, type GameRewardOption, gameDayOf, LOYALTY_POINTS_REWARD } from '../../src/contract/games.ts';
import type { Database } from '../db/schema.ts';
import type { EventBus } from '../realtime/bus.ts';
import { creditsOf, ensureCredits, takeCredit } from './gameCredits.ts';
import { type Db, lockGuest } from './ledger.ts';
import { addLoyaltyPoints, spendLoyaltyPoints } from './loyaltyPoints.ts';
import { applyReward, mergeEffects, noEffects, publishRewardEffects, type RewardEffects } from './rewards.ts';

type GameRow = Awaited<ReturnType<typeof findGame>>;
export type Game = NonNullable<GameRow>;
export type WeightedOption = GameRewardOption & { weight: number };

const GAME_COLUMNS = ['id', 'type', 'title', 'startsAt', 'endsAt', 'dailyAttempts', 'points', 'rewards', 'config'] as const;

async function findGame(db: Db, where: { id: number } | { type: string }, now: number) {
  let query = db.selectFrom('games').select(GAME_COLUMNS);
  if ('id' in where) return query.where('id', '=', where.id).executeTakeFirst();
  // Of several games of a type, the one running now, else the latest.
  query = query.where('type', '=', where.type);
  const running = await query.where('startsAt', '<=', now).where('endsAt', '>', now).orderBy('startsAt', 'desc').executeTakeFirst();
  return running ?? query.orderBy('startsAt', 'desc').executeTakeFirst();
}

export const gameById = (db: Db, id: number, now = Date.now()) => findGame(db, { id }, now);
export const gameByType = (db: Db, type: string, now = Date.now()) => findGame(db, { type }, now);

export function isActive(game: { startsAt: number; endsAt: number }, now: number): boolean {
  return game.startsAt <= now && now < game.endsAt;
}

/** The reward options of a game, with their weights (the games table's JSON). */
export function optionsOf(game: { rewards: string }): WeightedOption[] {
  return JSON.parse(game.rewards) as WeightedOption[];
}

export const rewardOf = (option: GameRewardOption): GameReward => ({
  type: option.type,
  value: option.value,
  optionCode: option.optionCode,
  amount: option.amount,
});

/** Picks an option by weight. */
function pickOption(options: readonly WeightedOption[], roll = (total: number) => randomInt(total)): WeightedOption {
  const total = options.reduce((sum, option) => sum + option.weight, 0);
  let left = roll(total);
  for (const option of options) {
    left -= option.weight;
    if (left < 0) return option;
  }
  return options.at(-1)!;
}

/** The guest's latest wins of a game, newest first. */
async function rewardHistory(db: Db, guestId: number | null, gameId: number, limit = 20): Promise<RewardHistoryEntry[]> {
  if (guestId === null) return [];
  const rows = await db
    .selectFrom('gameRewards')
    .select(['optionCode', 'type', 'value', 'amount', 'canRedeem', 'createdAt'])
    .where('guestId', '=', guestId)
    .where('gameId', '=', gameId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    optionCode: row.optionCode,
    canRedeem: row.canRedeem === 1,
    created: new Date(row.createdAt).toISOString(),
    reward: { type: row.type, value: JSON.parse(row.value) as GameReward['value'], optionCode: row.optionCode, amount: row.amount },
  }));
}

export interface GameState {
  credits: GameCredits;
  rewardHistory: RewardHistoryEntry[];
}

export async function gameState(db: Db, guestId: number | null, game: Game, now = Date.now()): Promise<GameState> {
  return { credits: await creditsOf(db, guestId, game, gameDayOf(now)), rewardHistory: await rewardHistory(db, guestId, game.id) };
}

/** Writes a win to the history: redeemable, or applied at once (redeemed) with `apply`. */
export async function recordWin(
  trx: Transaction<Database>,
  guestId: number,
  game: { id: number },
  option: GameRewardOption,
  now: number,
  apply: boolean,
): Promise<RewardEffects> {
  await trx
    .insertInto('gameRewards')
    .values({
      guestId,
      gameId: game.id,
      optionCode: option.optionCode,
      type: option.type,
      value: JSON.stringify(option.value),
      amount: option.amount,
      canRedeem: apply ? 0 : 1,
      createdAt: now,
      redeemedAt: apply ? now : null,
    })
    .execute();
  return apply ? applyReward(trx, guestId, option, now) : noEffects();
}

export type AttemptResult =
  | { success: true; errorCode: null; reward: GameReward; credits: GameCredits }
  | { success: false; errorCode: GameErrorCode; reward: null; credits: GameCredits };

/**
 * Uses one try of today: refused (changing nothing) when the game is not running or no try is
 * left. The won reward is redeemable later (the spin wheel) or applied at once (`apply`: the
 * special events' getReward); the attempt's points are added to the loyalty points.
 */
export async function useAttempt(
  db: Kysely<Database>,
  bus: EventBus,
  input: { guestId: number; game: Game; apply: boolean; now?: number },
): Promise<AttemptResult> {
  const { guestId, game } = input;
  const now = input.now ?? Date.now();
  const day = gameDayOf(now);
  if (!isActive(game, now))
    return { success: false, errorCode: 'notActive', reward: null, credits: await creditsOf(db, guestId, game, day) };
  const outcome = await db.transaction().execute(async (trx) => {
    await lockGuest(trx, guestId);
    await ensureCredits(trx, guestId, game, day);
    if (!(await takeCredit(trx, guestId, game.id, day))) return null;
    const option = pickOption(optionsOf(game));
    let effects = await recordWin(trx, guestId, game, option, now, input.apply);
    if (game.points > 0)
      effects = mergeEffects(effects, { ...noEffects(), loyaltyPoints: await addLoyaltyPoints(trx, guestId, game.points) });
    return { option, effects };
  });
  const credits = await creditsOf(db, guestId, game, day);
  if (!outcome) return { success: false, errorCode: 'noAttemptsLeft', reward: null, credits };
  await publishRewardEffects(db, bus, guestId, outcome.effects);
  return { success: true, errorCode: null, reward: rewardOf(outcome.option), credits };
}

export type RedeemResult =
  | { success: true; errorCode: null; reward: GameReward }
  | { success: false; errorCode: GameErrorCode; reward: null };

/** Redeems the guest's last redeemable win with that option code (spec part 1 §4 Reward redeem): once. */
export async function redeemReward(
  db: Kysely<Database>,
  bus: EventBus,
  input: { guestId: number; optionCode: string; now?: number },
): Promise<RedeemResult> {
  const { guestId, optionCode } = input;
  const now = input.now ?? Date.now();
  const outcome = await db.transaction().execute(async (trx) => {
    await lockGuest(trx, guestId);
    const entry = await trx
      .selectFrom('gameRewards')
      .select(['id', 'optionCode', 'type', 'value', 'amount'])
      .where('guestId', '=', guestId)
      .where('optionCode', '=', optionCode)
      .where('canRedeem', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!entry) return null;
    // Guarded: of two redeems at once only one turns the entry (PostgreSQL rechecks the row).
    const marked = await trx
      .updateTable('gameRewards')
      .set({ canRedeem: 0, redeemedAt: now })
      .where('id', '=', entry.id)
      .where('canRedeem', '=', 1)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return null;
    const option: GameRewardOption = {
      optionCode: entry.optionCode,
      type: entry.type as GameRewardOption['type'],
      value: JSON.parse(entry.value) as GameRewardOption['value'],
      amount: entry.amount,
    };
    return { option, effects: await applyReward(trx, guestId, option, now) };
  });
  if (!outcome) return { success: false, errorCode: 'notRedeemable', reward: null };
  await publishRewardEffects(db, bus, guestId, outcome.effects);
  return { success: true, errorCode: null, reward: rewardOf(outcome.option) };
}

/**
 * The loyalty points reward (spec part 1 §3): LOYALTY_POINTS_REWARD.cost points buy its reward;
 * the points are spent with a guarded update in the same transaction, so they buy it once.
 */
export async function claimLoyaltyPointsReward(
  db: Kysely<Database>,
  bus: EventBus,
  input: { guestId: number; now?: number },
): Promise<RedeemResult> {
  const now = input.now ?? Date.now();
  const { cost, reward } = LOYALTY_POINTS_REWARD;
  const effects = await db.transaction().execute(async (trx) => {
    await lockGuest(trx, input.guestId);
    const left = await spendLoyaltyPoints(trx, input.guestId, cost);
    if (left === null) return null;
    return mergeEffects({ ...noEffects(), loyaltyPoints: left }, await applyReward(trx, input.guestId, reward, now));
  });
  if (!effects) return { success: false, errorCode: 'notEnoughPoints', reward: null };
  await publishRewardEffects(db, bus, input.guestId, effects);
  return { success: true, errorCode: null, reward: rewardOf(reward) };
}
