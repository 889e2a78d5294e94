// The guest's payment settings (spec part 1 §4 settings and limit flows): auto recharge, the
// one-click buttons and the monthly limit, checked and stored on the guest, and the stored
// auto recharge read back (the wallet's autoRechargeAfterDebit uses it).
import type { Kysely } from 'kysely';
import { AUTO_RECHARGE_DEFAULT, TOP_UP_LIMITS } from '../../src/contract/checkout.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';

const ONE_CLICK_MAX_BUTTONS = 6;

const inTopUpLimits = (cents: unknown) =>
  Number.isSafeInteger(cents) && (cents as number) >= TOP_UP_LIMITS.minCents && (cents as number) <= TOP_UP_LIMITS.maxCents;

/** settings / limit flows: auto recharge, one-click buttons and the monthly limit. */
export async function savePaymentSettings(
  db: Kysely<Database>,
  input: {
    guestId: number;
    autoRecharge: { amountCents: number; thresholdCents: number } | null;
    oneClickAmounts: number[];
    monthlyLimitCents: number | null;
  },
): Promise<void> {
  const { autoRecharge, oneClickAmounts, monthlyLimitCents } = input;
  if (
    autoRecharge &&
    (!inTopUpLimits(autoRecharge.amountCents) ||
      !Number.isSafeInteger(autoRecharge.thresholdCents) ||
      autoRecharge.thresholdCents < 0 ||
      autoRecharge.thresholdCents > TOP_UP_LIMITS.maxCents)
  ) {
    throw new ApiError(
      'VALIDATION_FAILED',
      `Auto recharge needs an amount between ${TOP_UP_LIMITS.minCents} and ${TOP_UP_LIMITS.maxCents} cents and a threshold of 0 or more.`,
    );
  }
  if (oneClickAmounts.length > ONE_CLICK_MAX_BUTTONS || !oneClickAmounts.every(inTopUpLimits)) {
    throw new ApiError('VALIDATION_FAILED', `At most ${ONE_CLICK_MAX_BUTTONS} one-click amounts, each a valid top-up.`);
  }
  if (monthlyLimitCents !== null && (!Number.isSafeInteger(monthlyLimitCents) || monthlyLimitCents < TOP_UP_LIMITS.minCents)) {
    throw new ApiError('VALIDATION_FAILED', `The monthly limit is at least ${TOP_UP_LIMITS.minCents} cents, or none.`);
  }
  await db
    .updateTable('guests')
    .set({
      autoRecharge: autoRecharge
        ? JSON.stringify({ amountCents: autoRecharge.amountCents, thresholdCents: autoRecharge.thresholdCents })
        : null,
      oneClickAmounts: JSON.stringify([...new Set(oneClickAmounts)].sort((a, b) => a - b)),
      monthlyLimitCents,
    })
    .where('id', '=', input.guestId)
    .execute();
}

export function parseAutoRecharge(text: string | null): { amountCents: number; thresholdCents: number } | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { amountCents?: unknown; thresholdCents?: unknown };
    const amountCents = Number(value.amountCents ?? AUTO_RECHARGE_DEFAULT.amountCents);
    const thresholdCents = Number(value.thresholdCents ?? AUTO_RECHARGE_DEFAULT.thresholdCents);
    return Number.isFinite(amountCents) && Number.isFinite(thresholdCents) ? { amountCents, thresholdCents } : null;
  } catch {
    return null;
  }
}
