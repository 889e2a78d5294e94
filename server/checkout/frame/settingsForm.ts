// The payment settings form (settings, limit, autorecharge flows): one-click amounts, auto
// recharge and the monthly limit, as typed, checked and turned into the settings call's body.
import { AUTO_RECHARGE_DEFAULT, ONE_CLICK_DEFAULT_AMOUNTS, TOP_UP_LIMITS, TOP_UP_PACKAGES } from '../../../src/contract/checkout.ts';
import type { CheckoutCalls, CheckoutGuest } from '../../../src/contract/checkoutApi.ts';
import { amountText, isTopUpAmount, parseAmountCents } from './amounts.ts';

/** The amounts a one-click button can offer: the packages and the one-click defaults. */
export const ONE_CLICK_CHOICES = [...new Set([...ONE_CLICK_DEFAULT_AMOUNTS, ...TOP_UP_PACKAGES.map((p) => p.amountCents)])].sort(
  (a, b) => a - b,
);
/** At most this many one-click buttons (the app shows them in one row). */
export const MAX_ONE_CLICK_AMOUNTS = 3;

export interface SettingsDraft {
  oneClickAmounts: number[];
  autoRechargeOn: boolean;
  autoRechargeAmount: string;
  autoRechargeThreshold: string;
  limitOn: boolean;
  limit: string;
}

export type SettingsProblem = 'oneClickCount' | 'autoRechargeAmount' | 'autoRechargeThreshold' | 'limit';

export function settingsDraftOf(guest: CheckoutGuest): SettingsDraft {
  const autoRecharge = guest.autoRecharge ?? AUTO_RECHARGE_DEFAULT;
  return {
    oneClickAmounts: guest.oneClickAmounts.length > 0 ? [...guest.oneClickAmounts] : [...ONE_CLICK_DEFAULT_AMOUNTS],
    autoRechargeOn: guest.autoRecharge !== null,
    autoRechargeAmount: amountText(autoRecharge.amountCents),
    autoRechargeThreshold: amountText(autoRecharge.thresholdCents),
    limitOn: guest.monthlyLimitCents !== null,
    limit: guest.monthlyLimitCents === null ? '' : amountText(guest.monthlyLimitCents),
  };
}

/** Adds or removes a one-click amount, keeping them sorted and at most MAX_ONE_CLICK_AMOUNTS. */
export function toggleOneClickAmount(amounts: readonly number[], cents: number): number[] {
  if (amounts.includes(cents)) return amounts.filter((a) => a !== cents);
  if (amounts.length >= MAX_ONE_CLICK_AMOUNTS) return [...amounts];
  return [...amounts, cents].sort((a, b) => a - b);
}

export function settingsProblems(draft: SettingsDraft): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  if (draft.oneClickAmounts.length === 0 || draft.oneClickAmounts.length > MAX_ONE_CLICK_AMOUNTS) problems.push('oneClickCount');
  if (draft.autoRechargeOn) {
    const amount = parseAmountCents(draft.autoRechargeAmount);
    if (amount === null || !isTopUpAmount(amount)) problems.push('autoRechargeAmount');
    const threshold = parseAmountCents(draft.autoRechargeThreshold);
    // A threshold at or above the top-up would recharge again right after recharging.
    if (threshold === null || threshold <= 0 || (amount !== null && threshold >= amount)) problems.push('autoRechargeThreshold');
  }
  if (draft.limitOn) {
    const limit = parseAmountCents(draft.limit);
    if (limit === null || limit < TOP_UP_LIMITS.minCents) problems.push('limit');
  }
  return problems;
}

/** The settings call's body (call only when settingsProblems found none). */
export function settingsBody(draft: SettingsDraft): CheckoutCalls['settings']['body'] {
  return {
    oneClickAmounts: [...draft.oneClickAmounts],
    autoRecharge: draft.autoRechargeOn
      ? { amountCents: parseAmountCents(draft.autoRechargeAmount) ?? 0, thresholdCents: parseAmountCents(draft.autoRechargeThreshold) ?? 0 }
      : null,
    monthlyLimitCents: draft.limitOn ? parseAmountCents(draft.limit) : null,
  };
}
