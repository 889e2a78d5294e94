// The VIP monthly bonus (issue 21 point 8; chosen, see src/contract/monthlyBonus.ts): a VIP
// guest's first profile read of a month (the app reads it on every page load) credits
// MONTHLY_BONUS.vipCents, in one transaction with its row (unique per guest and month: a second
// read, or two at once, credit nothing) and a ledger row with its reason. The status bar item
// "monthly bonus processed" is raised by the server: it stays in the guest's unseen status
// items until the app reports it seen, so it shows once however often the page is reloaded.
import type { Kysely } from 'kysely';
import type { ServerStatusType } from '../../src/contract/account.ts';
import { bonusMonth, MONTHLY_BONUS, MONTHLY_BONUS_REASON } from '../../src/contract/monthlyBonus.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { credit, lockGuest } from './ledger.ts';

/**
 * Credits this month's bonus to a VIP guest who has not had it yet. Call after the plans are
 * renewed (a plan that ended no longer makes the guest VIP). True when it credited now: the
 * caller tells the guest's tabs the new balance.
 */
export async function processMonthlyBonus(db: Kysely<Database>, guestId: number, now = Date.now()): Promise<boolean> {
  const month = bonusMonth(now);
  const guest = await db.selectFrom('guests').select('isVip').where('id', '=', guestId).executeTakeFirst();
  if (guest?.isVip !== 1) return false;
  const done = await db
    .selectFrom('monthlyBonuses')
    .select('id')
    .where('guestId', '=', guestId)
    .where('month', '=', month)
    .executeTakeFirst();
  if (done) return false;
  try {
    await db.transaction().execute(async (trx) => {
      await lockGuest(trx, guestId);
      await trx
        .insertInto('monthlyBonuses')
        .values({ guestId, month, amountCents: MONTHLY_BONUS.vipCents, createdAt: now, seenAt: null })
        .execute();
      await credit(trx, { guestId, amountCents: MONTHLY_BONUS.vipCents, reason: MONTHLY_BONUS_REASON, ref: `monthly:${month}`, now });
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false; // a parallel read credited it
    throw error;
  }
  return true;
}

/** The server-raised status bar items the guest has not seen yet. */
export async function unseenStatusItems(db: Kysely<Database>, guestId: number): Promise<ServerStatusType[]> {
  const unseen = await db
    .selectFrom('monthlyBonuses')
    .select('id')
    .where('guestId', '=', guestId)
    .where('seenAt', 'is', null)
    .executeTakeFirst();
  return unseen ? ['monthlyBonusProcessed'] : [];
}

/** The guest saw the item: it is not raised again. True when something was unseen. */
export async function markStatusItemSeen(
  db: Kysely<Database>,
  guestId: number,
  type: ServerStatusType,
  now = Date.now(),
): Promise<boolean> {
  switch (type) {
    case 'monthlyBonusProcessed': {
      const updated = await db
        .updateTable('monthlyBonuses')
        .set({ seenAt: now })
        .where('guestId', '=', guestId)
        .where('seenAt', 'is', null)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    }
  }
}
