// Loyalty points (spec part 1 §3 Guest loyaltyPoints, §4 "loyalty points changed"): coins won
// or redeemed, the points each game attempt earns and those of each purchase paid from the
// balance add to them; the loyalty points reward spends LOYALTY_POINTS_REWARD.cost of them with
// a guarded update, so points are never spent twice, whatever runs in parallel.
import { sql, type Transaction } from 'kysely';
import { PURCHASE_LOYALTY_POINTS_PER_EURO } from '../../src/contract/incentives.ts';
import type { Database } from '../db/schema.ts';
import type { EventBus } from '../realtime/bus.ts';
import { todaysOffers } from './todaysOffers.ts';

/** Adds points; answers the new total. */
export async function addLoyaltyPoints(trx: Transaction<Database>, guestId: number, points: number): Promise<number> {
  const row = await trx
    .updateTable('guests')
    .set({ loyaltyPoints: sql<number>`loyalty_points + ${points}` })
    .where('id', '=', guestId)
    .returning('loyaltyPoints')
    .executeTakeFirstOrThrow();
  return row.loyaltyPoints;
}

/**
 * Loyalty points of a purchase paid from the balance (PURCHASE_LOYALTY_POINTS_PER_EURO), times
 * today's loyalty multiplier offer ("Double loyalty points on all purchases today"): called by
 * every debit (ledger.ts), so albums, messages, chats, tickets, feed posts and plans alike.
 * Answers the new total, or null when nothing was added.
 */
export async function purchaseLoyaltyPoints(
  trx: Transaction<Database>,
  input: { guestId: number; paidCents: number; now: number },
): Promise<number | null> {
  const multiplier = Math.max(1, ...(await todaysOffers(trx, 'loyalty_multiplier')).map((offer) => offer.amount));
  const points = Math.floor(input.paidCents / 100) * PURCHASE_LOYALTY_POINTS_PER_EURO * multiplier;
  if (points <= 0) return null;
  return addLoyaltyPoints(trx, input.guestId, points);
}

/** Spends points; answers the new total, or null (changing nothing) when the guest has too few. */
export async function spendLoyaltyPoints(trx: Transaction<Database>, guestId: number, points: number): Promise<number | null> {
  const row = await trx
    .updateTable('guests')
    .set({ loyaltyPoints: sql<number>`loyalty_points - ${points}` })
    .where('id', '=', guestId)
    .where('loyaltyPoints', '>=', points)
    .returning('loyaltyPoints')
    .executeTakeFirst();
  return row?.loyaltyPoints ?? null;
}

/** Tells the guest's tabs the new total (after the commit). */
export async function publishLoyaltyPoints(bus: EventBus, guestId: number, points: number): Promise<void> {
  await bus.publish({ target: { kind: 'guest', guestId }, frame: { type: 'loyalty.changed', data: { points } } });
}
