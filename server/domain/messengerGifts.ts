// The messenger gifts a guest holds in advance (spec part 1 §3 boughtGifts, §5 gift count): what
// the guest holds, and gifts put in their hands by the internal route or a bonus code. Sending
// a gift spends one of these first (messengerSending.ts).
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The gifts the guest holds in advance (spec part 1 §3 boughtGifts: gift id to quantity). */
export async function boughtGifts(db: Db, guestId: number): Promise<Record<number, number>> {
  const rows = await db
    .selectFrom('guestGifts')
    .select(['giftId', 'quantity'])
    .where('guestId', '=', guestId)
    .where('quantity', '>', 0)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.giftId, row.quantity]));
}

/** grantMessengerGifts: gifts put in the guest's hands in advance (internal route, bonus codes). */
export async function grantGifts(db: Db, guestId: number, giftId: number, quantity: number): Promise<void> {
  const gift = await db.selectFrom('gifts').select('id').where('id', '=', giftId).executeTakeFirst();
  if (!gift) throw new ApiError('NOT_FOUND', `There is no gift ${giftId}.`);
  await db
    .insertInto('guestGifts')
    .values({ guestId, giftId, quantity })
    .onConflict((oc) => oc.columns(['guestId', 'giftId']).doUpdateSet({ quantity: sql<number>`guest_gifts.quantity + ${quantity}` }))
    .execute();
}
