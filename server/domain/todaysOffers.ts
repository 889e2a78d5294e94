// Today's daily bonus offers that change top-ups and prices (topup_percent,
// video_discount_percent, loyalty_multiplier): in force for every logged-in guest on their
// Berlin day (day 0). Read by the offer bonuses (offers.ts) and by the loyalty points of every
// debit (loyaltyPoints.ts), so it sits below both.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** `topup_percent:20` → ['topup_percent', 20]; null when malformed. */
export function parseEffect(effect: string): { key: string; amount: number } | null {
  const match = /^([a-z_]+):(\d+)$/.exec(effect);
  if (!match) return null;
  const amount = Number(match[2]);
  return Number.isSafeInteger(amount) && amount > 0 ? { key: match[1]!, amount } : null;
}

/** Today's daily bonus offers (day 0 on the Berlin day) with this effect key. */
export async function todaysOffers(trx: Transaction<Database>, key: string) {
  const rows = await trx
    .selectFrom('dailyBonusOffers')
    .select(['id', 'effect', 'quantity', 'minAmountCents'])
    .where('dayOffset', '=', 0)
    .where('effect', 'like', `${key}:%`)
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => {
    const parsed = parseEffect(row.effect);
    return parsed && parsed.key === key ? [{ ...row, amount: parsed.amount }] : [];
  });
}
