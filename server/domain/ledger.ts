// The ledger (spec part 1 §3 Guest balance): every balance change moves `guests.balance_cents`
// with a relative, guarded UPDATE (never below zero, whatever runs in parallel) and writes a
// `balance_events` row with the balance after it, inside the caller's transaction. Wallet, plans,
// offers, purchases and every other area that moves money build on these few primitives, so
// this module imports none of them (docs/decisions.md, one-way layers).
import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { purchaseLoyaltyPoints } from './loyaltyPoints.ts';

export type Db = Kysely<Database> | Transaction<Database>;

/**
 * Serialises the money transactions of one guest. PostgreSQL locks the guest row; SQLite runs
 * one transaction at a time anyway (one connection behind a mutex), so nothing is needed there.
 */
export async function lockGuest(trx: Transaction<Database>, guestId: number): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx.selectFrom('guests').select('id').where('id', '=', guestId).forUpdate().executeTakeFirst();
}

interface BalanceChange {
  guestId: number;
  amountCents: number;
  reason: string;
  ref: string;
  now: number;
}

/** Paying what is owed buys nothing: it earns no loyalty points. */
const NOT_A_PURCHASE = new Set<string>(['opcompensation']);

/**
 * Takes money off the balance; throws INSUFFICIENT_FUNDS (changing nothing) when it does not cover
 * it. A purchase earns its loyalty points in the same transaction (loyaltyPoints.ts); loyaltyPoints
 * is the new total when it did.
 */
export async function debit(
  trx: Transaction<Database>,
  input: BalanceChange,
): Promise<{ balanceAfterCents: number; eventId: number; loyaltyPoints: number | null }> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    throw new ApiError('VALIDATION_FAILED', 'A debit must be a positive number of cents.');
  const row = await trx
    .updateTable('guests')
    .set({ balanceCents: sql<number>`balance_cents - ${input.amountCents}` })
    .where('id', '=', input.guestId)
    .where('balanceCents', '>=', input.amountCents)
    .returning('balanceCents')
    .executeTakeFirst();
  if (!row)
    throw new ApiError('INSUFFICIENT_FUNDS', 'The balance does not cover this price: top up first.', { priceCents: input.amountCents });
  const eventId = await recordEvent(trx, input, -input.amountCents, row.balanceCents);
  const loyaltyPoints = NOT_A_PURCHASE.has(input.reason)
    ? null
    : await purchaseLoyaltyPoints(trx, { guestId: input.guestId, paidCents: input.amountCents, now: input.now });
  return { balanceAfterCents: row.balanceCents, eventId, loyaltyPoints };
}

/** Puts money on the balance. */
export async function credit(trx: Transaction<Database>, input: BalanceChange): Promise<{ balanceAfterCents: number; eventId: number }> {
  const row = await trx
    .updateTable('guests')
    .set({ balanceCents: sql<number>`balance_cents + ${input.amountCents}` })
    .where('id', '=', input.guestId)
    .returning('balanceCents')
    .executeTakeFirstOrThrow();
  return { balanceAfterCents: row.balanceCents, eventId: await recordEvent(trx, input, input.amountCents, row.balanceCents) };
}

async function recordEvent(trx: Transaction<Database>, input: BalanceChange, delta: number, after: number): Promise<number> {
  const event = await trx
    .insertInto('balanceEvents')
    .values({
      guestId: input.guestId,
      deltaCents: delta,
      balanceAfterCents: after,
      reason: input.reason,
      ref: input.ref,
      createdAt: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return event.id;
}
