// The guest snapshot of session.ack: what a freshly connected browser needs before any event
// (spec part 1 §4, server-pushed guest flags). The guest's plans are renewed lazily first, so
// the flags are those of `now`; unread messages are counted over all the guest's channels.
import type { Kysely } from 'kysely';
import type { GuestSnapshot } from '../../src/contract/socket.ts';
import { centsToEuros, formatCurrency } from '../../src/lib/currency.ts';
import type { Database } from '../db/schema.ts';
import { guestVouchers } from '../domain/balancePublishing.ts';
import { unreadTotal } from '../domain/messengerChannels.ts';
import { renewPlans } from '../domain/plans.ts';
import type { EventBus } from './bus.ts';

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
    isRestricted: false,
    restrictionLevel: 0,
  };
}

/** The snapshot of a logged-in guest from its row; null when the row is gone. */
export async function guestSnapshot(
  db: Kysely<Database>,
  guestId: number,
  language: string,
  bus: EventBus | null = null,
): Promise<GuestSnapshot | null> {
  await renewPlans(db, bus, guestId, Date.now());
  const guest = await db
    .selectFrom('guests')
    .select(['id', 'balanceCents', 'isVip', 'isVxtv', 'avsStatus', 'loyaltyPoints', 'restrictionLevel'])
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
    vouchers: await guestVouchers(db, guest.id),
    loyaltyPoints: guest.loyaltyPoints,
    isVip,
    // spec part 1 §3: VIP counts as TV subscriber.
    isVXTVAboSubscriber: isVip || guest.isVxtv === 1,
    avsStatus: guest.avsStatus,
    hasAvs: guest.avsStatus === 'accepted',
    unreadMessages: await unreadTotal(db, guest.id),
    isRestricted: guest.restrictionLevel > 0,
    restrictionLevel: guest.restrictionLevel,
  };
}
