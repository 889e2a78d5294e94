// The guest snapshot of session.ack: what a freshly connected browser needs before any event
// (spec part 1 §4, server-pushed guest flags). Fields whose features arrive with later issues
// (vouchers, loyalty points, unread messages) are their empty values, not invented numbers.
import type { Kysely } from 'kysely';
import { centsToEuros, formatCurrency } from '../../src/lib/currency.ts';
import type { GuestSnapshot } from '../../src/contract/socket.ts';
import type { Database } from '../db/schema.ts';

/** An anonymous visitor: nothing bought, nothing verified. */
export function anonymousSnapshot(language: string): GuestSnapshot {
  return {
    guestId: null,
    isLoggedIn: false,
    balance: 0,
    balanceFormatted: formatCurrency(0, 'EUR', language),
    vouchers: [],
    loyaltyPoints: 0,
    isVip: false,
    isVXTVAboSubscriber: false,
    avsStatus: 'unknown',
    hasAvs: false,
    unreadMessages: 0,
  };
}

/** The snapshot of a logged-in guest from its row; null when the row is gone. */
export async function guestSnapshot(db: Kysely<Database>, guestId: number, language: string): Promise<GuestSnapshot | null> {
  const guest = await db
    .selectFrom('guests')
    .select(['id', 'balanceCents', 'isVip', 'isVxtv', 'avsStatus'])
    .where('id', '=', guestId)
    .executeTakeFirst();
  if (!guest) return null;
  const balance = centsToEuros(guest.balanceCents);
  const isVip = guest.isVip === 1;
  return {
    ...anonymousSnapshot(language),
    guestId: guest.id,
    isLoggedIn: true,
    balance,
    balanceFormatted: formatCurrency(balance, 'EUR', language),
    isVip,
    // spec part 1 §3: VIP counts as TV subscriber.
    isVXTVAboSubscriber: isVip || guest.isVxtv === 1,
    avsStatus: guest.avsStatus,
    hasAvs: guest.avsStatus === 'accepted',
  };
}
