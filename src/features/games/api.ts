// The spin wheel's calls on the query service (spec part 2 §7.10 game config and use of an
// attempt, actor gift calendar claim; part 1 §3 loyalty points reward; §4 Reward redeem). Kept
// beside the feature so the games stay one lazy chunk; every call goes through src/api's query client.

import { query } from '../../api/query.ts';
import type { GameReward, RewardHistoryEntry } from '../../contract/entities/engagement.ts';
import type { GameCredits } from '../../contract/games.ts';

export interface GameConfig extends GameCredits {
  gameId: number;
  type: string;
  isActive: boolean;
  dailyAttempts: number;
  points: number;
  rewards: GameReward[];
  rewardHistory: RewardHistoryEntry[];
}

/** An attempt's answer: refused ones carry errorCode and errorMessage, and no result. */
export interface GameAttemptAnswer extends GameCredits {
  success: boolean;
  errorCode: string | null;
  errorMessage: string | null;
  result?: { reward: GameReward } | null;
}

export interface GameRewardAnswer {
  success: boolean;
  errorCode: string | null;
  errorMessage: string | null;
  reward: GameReward | null;
}

export interface LoyaltyPointsReward {
  points: number;
  cost: number;
  canClaim: boolean;
  reward: GameReward;
}

const REWARD = 'type value optionCode amount';

export async function getGameConfig(game: string): Promise<GameConfig | null> {
  const answer = await query<{ gameConfig: GameConfig | null }>(
    `query GameConfig($g: String!) { gameConfig(game: $g) { gameId type isActive dailyAttempts points rewards { ${REWARD} } creditsAvailable creditsTotal rewardHistory { optionCode canRedeem created reward { ${REWARD} } } } }`,
    { g: game },
  );
  return answer.gameConfig;
}

export async function playGameAttempt(game: string): Promise<GameAttemptAnswer> {
  const answer = await query<{ useGameAttempt: GameAttemptAnswer }>(
    `mutation UseGameAttempt($g: String!) { useGameAttempt(game: $g) { success errorCode errorMessage result { reward { ${REWARD} } } creditsAvailable creditsTotal } }`,
    { g: game },
  );
  return answer.useGameAttempt;
}

export async function redeemGameReward(optionCode: string): Promise<GameRewardAnswer> {
  const answer = await query<{ redeemGameReward: GameRewardAnswer }>(
    `mutation RedeemGameReward($o: String!) { redeemGameReward(optionCode: $o) { success errorCode errorMessage reward { ${REWARD} } } }`,
    { o: optionCode },
  );
  return answer.redeemGameReward;
}

export async function getLoyaltyPointsReward(): Promise<LoyaltyPointsReward> {
  const answer = await query<{ loyaltyPointsReward: LoyaltyPointsReward }>(
    `query LoyaltyPointsReward { loyaltyPointsReward { points cost canClaim reward { ${REWARD} } } }`,
  );
  return answer.loyaltyPointsReward;
}

export async function claimLoyaltyPointsReward(): Promise<GameRewardAnswer> {
  const answer = await query<{ claimLoyaltyPointsReward: GameRewardAnswer }>(
    `mutation ClaimLoyaltyPointsReward { claimLoyaltyPointsReward { success errorCode errorMessage reward { ${REWARD} } } }`,
  );
  return answer.claimLoyaltyPointsReward;
}

export async function claimActorGiftCalendar(): Promise<GameRewardAnswer> {
  const answer = await query<{ claimActorGiftCalendar: GameRewardAnswer }>(
    `mutation ClaimActorGiftCalendar { claimActorGiftCalendar { success errorCode errorMessage reward { ${REWARD} } } }`,
  );
  return answer.claimActorGiftCalendar;
}
