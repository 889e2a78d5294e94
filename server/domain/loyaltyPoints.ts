// Loyalty points (spec part 1 §3 Guest loyaltyPoints, §4 "loyalty points changed"): coins won
// or redeemed and the points each game attempt earns add to them; the loyalty points reward
// spends LOYALTY_POINTS_REWARD.cost of them with a guarded update, so points are never spent
// twice, whatever runs in parallel.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { EventBus } from '../realtime/bus.ts';

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
