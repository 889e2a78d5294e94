// The spin wheel and the reward games on the query service (spec part 2 §7.10 game config and use
// of an attempt, actor gift calendar claim; part 1 §3 Reward / game, loyalty points reward; §4
// Reward redeem). A refused attempt, redeem or claim answers success false with an errorCode
// and an errorMessage in the query's language (part 2 §8 "Game attempt error: errorMessage");
// the result of a refused attempt is null.
import { GraphQLError } from 'graphql';
import { GAME_ERROR_MESSAGES, type GameErrorCode, LOYALTY_POINTS_REWARD, SPINWHEEL } from '../../src/contract/games.ts';
import {
  claimLoyaltyPointsReward as claimLoyaltyReward,
  gameByType,
  gameState,
  isActive,
  optionsOf,
  redeemReward,
  useAttempt,
} from '../domain/games.ts';
import { claimActorGiftCalendar as claimGiftCalendar } from '../domain/specialEvents.ts';
import { ApiError } from '../errors.ts';
import type { QueryContext } from './context.ts';
import { loggedInGuestOf } from './context.ts';

export const GAME_QUERY_FIELDS = /* GraphQL */ `
    "A game's config and the guest's tries and wins (spin wheel by default); null for an unknown game."
    gameConfig(game: String = "${SPINWHEEL}"): GameConfig
    "The loyalty points reward: what the guest's points buy and whether they suffice."
    loyaltyPointsReward: LoyaltyPointsReward!
`;

export const GAME_MUTATION_FIELDS = /* GraphQL */ `
    "Uses one of today's tries; errorCode noAttemptsLeft, notActive or notFound, and result null, when refused."
    useGameAttempt(game: String = "${SPINWHEEL}"): GameAttemptAnswer!
    "Redeems the last redeemable win with this option code, once; errorCode notRedeemable otherwise."
    redeemGameReward(optionCode: String!): GameRewardAnswer!
    "The actor gift calendar's gift of today, once; errorCode alreadyCollected, notActive or notFound."
    claimActorGiftCalendar: GameRewardAnswer!
    "Spends loyalty points on the loyalty points reward; errorCode notEnoughPoints."
    claimLoyaltyPointsReward: GameRewardAnswer!
`;

export const GAME_QUERY_TYPES = /* GraphQL */ `
  "A reward value: a number (album, voucher type, gift), a string (bonus code) or null."
  scalar RewardValue
  type GameReward { type: String! value: RewardValue optionCode: String! amount: Int! }
  type RewardHistoryEntry { optionCode: String! canRedeem: Boolean! created: String! reward: GameReward! }
  type GameConfig {
    gameId: Int! type: String! isActive: Boolean! dailyAttempts: Int! points: Int! rewards: [GameReward!]!
    creditsAvailable: Int! creditsTotal: Int! rewardHistory: [RewardHistoryEntry!]!
  }
  type GameResult { reward: GameReward! }
  type GameAttemptAnswer { success: Boolean! errorCode: String errorMessage: String result: GameResult creditsAvailable: Int! creditsTotal: Int! }
  type GameRewardAnswer { success: Boolean! errorCode: String errorMessage: String reward: GameReward }
  type LoyaltyPointsReward { points: Int! cost: Int! reward: GameReward! canClaim: Boolean! }
`;

const TYPE_SHAPE = /^[a-zA-Z-]{1,40}$/;
const OPTION_SHAPE = /^[a-zA-Z0-9-]{1,60}$/;

function checked(value: string, shape: RegExp, name: string): string {
  if (!shape.test(value)) throw new GraphQLError(`${name} must match ${shape.source}`, { extensions: { code: 'VALIDATION_FAILED' } });
  return value;
}

const messageOf = (ctx: QueryContext, code: GameErrorCode | null) => (code === null ? null : GAME_ERROR_MESSAGES[ctx.language][code]);

export async function gameConfig(args: { game: string }, ctx: QueryContext) {
  const game = await gameByType(ctx.db, checked(args.game, TYPE_SHAPE, 'game'), ctx.now);
  if (!game) return null;
  const state = await gameState(ctx.db, ctx.guestId, game, ctx.now);
  return {
    gameId: game.id,
    type: game.type,
    isActive: isActive(game, ctx.now),
    dailyAttempts: game.dailyAttempts,
    points: game.points,
    rewards: optionsOf(game).map(({ weight: _weight, ...option }) => option),
    ...state.credits,
    rewardHistory: state.rewardHistory,
  };
}

export async function useGameAttempt(args: { game: string }, ctx: QueryContext) {
  const guestId = loggedInGuestOf(ctx, 'Playing');
  const game = await gameByType(ctx.db, checked(args.game, TYPE_SHAPE, 'game'), ctx.now);
  if (!game)
    return {
      success: false,
      errorCode: 'notFound',
      errorMessage: messageOf(ctx, 'notFound'),
      result: null,
      creditsAvailable: 0,
      creditsTotal: 0,
    };
  // The spin wheel's wins wait to be redeemed; other games apply theirs at once.
  const answer = await useAttempt(ctx.db, ctx.bus, { guestId, game, apply: game.type !== SPINWHEEL, now: ctx.now });
  return {
    success: answer.success,
    errorCode: answer.errorCode,
    errorMessage: messageOf(ctx, answer.errorCode),
    result: answer.reward ? { reward: answer.reward } : null,
    ...answer.credits,
  };
}

export async function redeemGameReward(args: { optionCode: string }, ctx: QueryContext) {
  const guestId = loggedInGuestOf(ctx, 'Redeeming a reward');
  const answer = await redeemReward(ctx.db, ctx.bus, {
    guestId,
    optionCode: checked(args.optionCode, OPTION_SHAPE, 'optionCode'),
    now: ctx.now,
  });
  return { ...answer, errorMessage: messageOf(ctx, answer.errorCode) };
}

export async function claimActorGiftCalendar(_args: unknown, ctx: QueryContext) {
  const guestId = loggedInGuestOf(ctx, 'Claiming a gift');
  try {
    const reward = await claimGiftCalendar(ctx.db, ctx.bus, { guestId, now: ctx.now });
    return { success: true, errorCode: null, errorMessage: null, reward };
  } catch (error) {
    const errorCode = error instanceof ApiError ? ((error.details as { errorCode?: GameErrorCode } | undefined)?.errorCode ?? null) : null;
    if (errorCode === null) throw error;
    return { success: false, errorCode, errorMessage: messageOf(ctx, errorCode), reward: null };
  }
}

export async function loyaltyPointsReward(_args: unknown, ctx: QueryContext) {
  const row =
    ctx.guestId === null
      ? undefined
      : await ctx.db.selectFrom('guests').select('loyaltyPoints').where('id', '=', ctx.guestId).executeTakeFirst();
  const points = row?.loyaltyPoints ?? 0;
  return {
    points,
    cost: LOYALTY_POINTS_REWARD.cost,
    reward: LOYALTY_POINTS_REWARD.reward,
    canClaim: ctx.guestId !== null && points >= LOYALTY_POINTS_REWARD.cost,
  };
}

export async function claimLoyaltyPointsReward(_args: unknown, ctx: QueryContext) {
  const answer = await claimLoyaltyReward(ctx.db, ctx.bus, {
    guestId: loggedInGuestOf(ctx, 'Claiming the loyalty points reward'),
    now: ctx.now,
  });
  return { ...answer, errorMessage: messageOf(ctx, answer.errorCode) };
}
