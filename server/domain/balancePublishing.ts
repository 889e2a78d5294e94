// The guest.balance socket event (spec part 1: "guest balance and vouchers"): after a commit
// that moved money, the guest's tabs are told the new balance, formatted in the guest's
// language, and the vouchers left. Every area that moves money publishes through here (wallet,
// plans, purchases, rewards, the chat's billing, ...) and the guest view formats its balance the
// same way, so this module sits below all of them and imports none (docs/decisions.md, one-way
// layers).
import type { Kysely } from 'kysely';
import type { Voucher } from '../../src/contract/entities.ts';
import type { VoucherType } from '../../src/contract/enums.ts';
import { centsToEuros, formatCurrency } from '../../src/lib/currency.ts';
import type { Database } from '../db/schema.ts';
import type { EventBus } from '../realtime/bus.ts';

/** The guest's vouchers, one entry per type and actor, only those with something left. */
export async function guestVouchers(db: Kysely<Database>, guestId: number): Promise<Voucher[]> {
  const rows = await db
    .selectFrom('vouchers')
    .select((eb) => ['type', 'actorId', eb.fn.sum<number>('amount').as('amount')])
    .where('guestId', '=', guestId)
    .where('amount', '>', 0)
    .groupBy(['type', 'actorId'])
    .orderBy('type')
    .orderBy('actorId')
    .execute();
  return rows.map((row) => ({ type: row.type as VoucherType, amount: Number(row.amount), actorId: row.actorId }));
}

export function formatBalance(cents: number, language: string): { balance: number; balanceFormatted: string } {
  const balance = centsToEuros(cents);
  return { balance, balanceFormatted: formatCurrency(balance, 'EUR', language) };
}

/** Tells the guest's sockets its balance and vouchers (after a commit). */
export async function publishBalance(db: Kysely<Database>, bus: EventBus, guestId: number): Promise<void> {
  const guest = await db.selectFrom('guests').select(['balanceCents', 'language']).where('id', '=', guestId).executeTakeFirst();
  if (!guest) return;
  const vouchers = await guestVouchers(db, guestId);
  await bus.publish({
    target: { kind: 'guest', guestId },
    frame: { type: 'guest.balance', data: { ...formatBalance(guest.balanceCents, guest.language), vouchers } },
  });
}
