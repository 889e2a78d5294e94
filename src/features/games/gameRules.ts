// The spin wheel's rules on the client (spec part 1 §3, §4 Reward redeem): pure functions.
import type { RewardHistoryEntry } from '../../contract/entities/engagement.ts';

/** The last redeemable entry with that option code becomes not redeemable (the history is newest first). */
export function markRedeemed(history: readonly RewardHistoryEntry[], optionCode: string): RewardHistoryEntry[] {
  const index = history.findIndex((entry) => entry.optionCode === optionCode && entry.canRedeem);
  return history.map((entry, at) => (at === index ? { ...entry, canRedeem: false } : entry));
}

/** The wheel's turn (degrees) to stop on a reward's segment. */
export function wheelTurn(optionCodes: readonly string[], optionCode: string | null, spins: number): number {
  const index = optionCode === null ? -1 : optionCodes.indexOf(optionCode);
  if (index < 0 || optionCodes.length === 0) return spins * 360;
  const segment = 360 / optionCodes.length;
  return spins * 360 + (360 - (index * segment + segment / 2));
}
