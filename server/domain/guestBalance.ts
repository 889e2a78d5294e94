// What the guest reads of their balance: the navbar figure (guest/getGuestBalance, spec part 2
// §7.1) and the transactions screen's last balance changes (guest/balanceEvents, ours).
import type { Kysely } from 'kysely';
import { isLanguage } from '../../src/contract/enums.ts';
import type { Database } from '../db/schema.ts';
import { formatBalance } from './balancePublishing.ts';

/** How many balance changes the transactions screen lists (chosen: a month of a busy guest fits). */
const BALANCE_EVENTS_SHOWN = 50;

/** An anonymous guest reads a zero balance; the figure is formatted in the asked language, else the guest's. */
export async function readGuestBalance(db: Kysely<Database>, guestId: number | null, askedLanguage: string | undefined) {
  const guest =
    guestId === null
      ? undefined
      : await db.selectFrom('guests').select(['balanceCents', 'isPayingCustomer', 'language']).where('id', '=', guestId).executeTakeFirst();
  const language = isLanguage(askedLanguage) ? askedLanguage : (guest?.language ?? 'en');
  return { ...formatBalance(guest?.balanceCents ?? 0, language), isPayingCustomer: guest?.isPayingCustomer === 1 };
}

/** The last balance changes, newest first, each with its reason (offer bonuses too). */
export async function latestBalanceEvents(db: Kysely<Database>, guestId: number) {
  return db
    .selectFrom('balanceEvents')
    .select(['id', 'deltaCents', 'balanceAfterCents', 'reason', 'createdAt'])
    .where('guestId', '=', guestId)
    .orderBy('id', 'desc')
    .limit(BALANCE_EVENTS_SHOWN)
    .execute();
}
