// On-top codes (issue 21 point 6): bonus codes a guest can redeem only with the personal
// instance it was handed, once. Every new account is handed an instance of each on-top code
// valid at its signup (the welcome bonus tile's and the chat trial's, src/contract/promoCodes.ts);
// the app shows the tile and the promo while promo/hasGuestNotRedeemedOnTopCodeInstance says the
// instance is not redeemed. Redeeming goes through the bonus code redeem (bonusCodes.ts), which
// claims the instance in its transaction.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Hands the guest an instance of every on-top code valid now (in the signup's transaction). */
export async function grantOnTopCodes(db: Db, guestId: number, now: number): Promise<void> {
  const codes = await db
    .selectFrom('bonusCodes')
    .select('id')
    .where('isOnTop', '=', 1)
    .where('validFrom', '<=', now)
    .where((eb) => eb.or([eb('validUntil', 'is', null), eb('validUntil', '>', now)]))
    .execute();
  if (codes.length === 0) return;
  await db
    .insertInto('onTopCodeInstances')
    .values(codes.map((code) => ({ guestId, codeId: code.id, createdAt: now, redeemedAt: null })))
    .execute();
}

/** Whether the guest holds an instance of the code that is not redeemed yet. */
export async function holdsUnredeemedInstance(db: Db, guestId: number, codeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('onTopCodeInstances')
    .select('id')
    .where('guestId', '=', guestId)
    .where('codeId', '=', codeId)
    .where('redeemedAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks the guest's instance redeemed; false when there is none left to redeem (guarded: two redeems at once claim it once). */
export async function claimInstance(trx: Transaction<Database>, guestId: number, codeId: number, now: number): Promise<boolean> {
  const updated = await trx
    .updateTable('onTopCodeInstances')
    .set({ redeemedAt: now })
    .where('guestId', '=', guestId)
    .where('codeId', '=', codeId)
    .where('redeemedAt', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
