// The spin wheel on screen (spec part 1 §3 Reward / game, §4 Reward redeem; part 2 §8): its
// config and the guest's tries and wins, the last attempt's reward or refusal, redeeming. The
// server decides every attempt and redeem; a call on its way takes no second one. Reward
// loaders fail silently (part 2 §8): the wheel then shows what it had.
import { proxy } from 'valtio';
import type { GameReward } from '../../contract/entities/engagement.ts';
import { gameResultOf, SPINWHEEL } from '../../contract/games.ts';
import {
  claimLoyaltyPointsReward,
  type GameConfig,
  getGameConfig,
  getLoyaltyPointsReward,
  type LoyaltyPointsReward,
  playGameAttempt,
  redeemGameReward,
} from './api.ts';
import { markRedeemed } from './gameRules.ts';

export const spinwheel = proxy({
  config: null as GameConfig | null,
  /** The last attempt's reward, or null (refused, or none yet). */
  lastReward: null as GameReward | null,
  /** The last refusal's errorMessage, shown as it comes. */
  errorMessage: null as string | null,
  spinning: false,
  /** Option codes with a redeem on its way. */
  redeeming: [] as string[],
  loyalty: null as LoyaltyPointsReward | null,
  /** The loyalty reward could not be loaded: its place (LoyaltyPointsCard) is let go. */
  loyaltyFailed: false,
  loyaltyMessage: null as string | null,
});

/** Answers of an older load are dropped: a load from before a spin must not undo it. */
let loadSerial = 0;

export async function loadSpinwheel(): Promise<void> {
  const serial = ++loadSerial;
  try {
    const config = await getGameConfig(SPINWHEEL);
    if (serial === loadSerial) spinwheel.config = config;
  } catch {
    // spec part 2 §8: reward loaders fail silently
  }
}

export async function spin(): Promise<void> {
  if (spinwheel.spinning) return;
  Object.assign(spinwheel, { spinning: true, errorMessage: null, lastReward: null });
  try {
    const answer = await playGameAttempt(SPINWHEEL);
    spinwheel.lastReward = gameResultOf(answer)?.reward ?? null;
    if (!answer.success) spinwheel.errorMessage = answer.errorMessage;
    if (spinwheel.config) Object.assign(spinwheel.config, { creditsAvailable: answer.creditsAvailable, creditsTotal: answer.creditsTotal });
    await loadSpinwheel();
  } catch (error) {
    spinwheel.errorMessage = error instanceof Error ? error.message : String(error);
  } finally {
    spinwheel.spinning = false;
  }
}

export async function redeem(optionCode: string): Promise<void> {
  if (spinwheel.redeeming.includes(optionCode)) return;
  spinwheel.redeeming.push(optionCode);
  try {
    const answer = await redeemGameReward(optionCode);
    if (answer.success && spinwheel.config) spinwheel.config.rewardHistory = markRedeemed(spinwheel.config.rewardHistory, optionCode);
    if (!answer.success) spinwheel.errorMessage = answer.errorMessage;
    if (spinwheel.lastReward?.optionCode === optionCode) spinwheel.lastReward = null;
    await Promise.all([loadSpinwheel(), loadLoyaltyPointsReward()]);
  } catch (error) {
    spinwheel.errorMessage = error instanceof Error ? error.message : String(error);
  } finally {
    spinwheel.redeeming = spinwheel.redeeming.filter((code) => code !== optionCode);
  }
}

export async function loadLoyaltyPointsReward(): Promise<void> {
  try {
    Object.assign(spinwheel, { loyalty: await getLoyaltyPointsReward(), loyaltyFailed: false });
  } catch {
    // spec part 2 §8: reward loaders fail silently
    spinwheel.loyaltyFailed = true;
  }
}

export async function claimLoyaltyReward(): Promise<void> {
  try {
    const answer = await claimLoyaltyPointsReward();
    spinwheel.loyaltyMessage = answer.success ? null : answer.errorMessage;
    await loadLoyaltyPointsReward();
  } catch (error) {
    spinwheel.loyaltyMessage = error instanceof Error ? error.message : String(error);
  }
}
