// The wallet (spec part 1 §3 Guest balance, §4 payment flows): every balance change happens in
// ONE transaction through the ledger (ledger.ts), which moves `guests.balance_cents` with a
// relative, guarded UPDATE (never below zero, whatever runs in parallel) and writes a
// `balance_events` row with the balance after it. Payments carry a per-guest idempotency key, so a repeated submit answers the first
// result without charging again, and the key sent with another request is refused
// (paymentKeys.ts). Events go out on the bus only after the commit.
import type { Kysely, Transaction } from 'kysely';
import type { PaymentAttribution } from '../../src/contract/attribution.ts';
import { type DeclineReason, TOP_UP_FLOWS, TOP_UP_LIMITS, TOP_UP_PACKAGES, TRIAL_MONEY_CHARGE } from '../../src/contract/checkout.ts';
import type { PaymentMethodInput, PaymentOutcome } from '../../src/contract/checkoutApi.ts';
import type { PaymentFlow } from '../../src/contract/enums.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { ApiError } from '../errors.ts';
import type { EventBus } from '../realtime/bus.ts';
import { attributionColumns } from './attribution.ts';
import { publishBalance } from './balancePublishing.ts';
import { monthStart } from './calendarMonth.ts';
import { credit, type Db, debit, lockGuest } from './ledger.ts';
import { applyTopUpOffers } from './offers.ts';
import { checkPaymentKey, paymentFingerprint } from './paymentKeys.ts';
import { parseAutoRecharge } from './paymentSettings.ts';
import { refuseRestricted } from './restriction.ts';
import { chargeAccount, chargeCard, chargeCarrier, chargeSaved, type SandboxOutcome, type StorableMethod } from './sandboxCards.ts';

export async function savedMethodOf(db: Db, guestId: number): Promise<StorableMethod | null> {
  const row = await db
    .selectFrom('paymentMethods')
    .select(['kind', 'brand', 'last4', 'expiry', 'holder'])
    .where('guestId', '=', guestId)
    .executeTakeFirst();
  return row ?? null;
}

async function storeMethod(trx: Transaction<Database>, guestId: number, method: StorableMethod, now: number): Promise<void> {
  await trx
    .insertInto('paymentMethods')
    .values({ guestId, ...method, createdAt: now })
    .onConflict((oc) => oc.column('guestId').doUpdateSet({ ...method, createdAt: now }))
    .execute();
}

/** What the sandbox says about a method, before any transaction (malformed input throws here). */
async function sandboxOutcome(db: Db, guestId: number, method: PaymentMethodInput, amountCents: number, now: number) {
  switch (method.kind) {
    case 'card': {
      const { outcome, stored } = chargeCard(method, now);
      return { outcome, toSave: method.save ? stored : null };
    }
    case 'ls': {
      // A direct debit mandate is kept: it is how the guest pays next time.
      const { outcome, stored } = chargeAccount(method);
      return { outcome, toSave: stored };
    }
    case 'carrier':
      return { outcome: chargeCarrier(method.phoneNumber, amountCents), toSave: null };
    case 'saved': {
      const saved = await savedMethodOf(db, guestId);
      if (!saved) throw new ApiError('VALIDATION_FAILED', 'There is no saved payment method: pay with a card or an account first.');
      return { outcome: chargeSaved(saved, now), toSave: null };
    }
    case 'balance':
      return { outcome: 'success' as SandboxOutcome, toSave: null };
  }
}

const outcomeOf = (row: {
  status: 'succeeded' | 'declined';
  declineReason: string | null;
  amountCents: number;
  bonusCents: number;
}): PaymentOutcome => ({
  status: row.status,
  declineReason: row.declineReason as DeclineReason | null,
  amountCents: row.amountCents,
  bonusCents: row.bonusCents,
});

/** The payment stored under the key, when it answers this request; CONFLICT when the key was sent with another one. */
async function storedPayment(db: Db, guestId: number, idempotencyKey: string, fingerprint: string): Promise<PaymentOutcome | null> {
  const row = await db
    .selectFrom('payments')
    .select(['status', 'declineReason', 'amountCents', 'bonusCents', 'requestFingerprint'])
    .where('guestId', '=', guestId)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();
  if (!row) return null;
  checkPaymentKey(row.requestFingerprint, fingerprint);
  return outcomeOf(row);
}

export interface PaymentRequest {
  guestId: number;
  flow: PaymentFlow;
  method: PaymentMethodInput;
  amountCents: number;
  bonusCents: number;
  idempotencyKey: string;
  /** paymentFingerprint of what the guest asked: the key answers only this request again. */
  fingerprint: string;
  now: number;
  /** Runs first in the transaction: throws to refuse, or answers a decline reason. */
  check?: (trx: Transaction<Database>) => Promise<DeclineReason | null>;
  /** Runs after a successful charge, in the same transaction. */
  apply: (trx: Transaction<Database>) => Promise<void>;
  /** The affiliate attribution and test-device mark the payment came with, stored on its row. */
  attribution?: PaymentAttribution;
}

/**
 * One payment: answered from the stored row when the key was seen before; else charged through
 * the sandbox (or the balance), stored, and on success applied, all in one transaction.
 */
export async function pay(db: Kysely<Database>, request: PaymentRequest): Promise<PaymentOutcome> {
  const { guestId, idempotencyKey, fingerprint, now } = request;
  if (idempotencyKey.length < 1 || idempotencyKey.length > 200)
    throw new ApiError('VALIDATION_FAILED', 'idempotencyKey must have 1 to 200 characters.');
  const earlier = await storedPayment(db, guestId, idempotencyKey, fingerprint);
  if (earlier) return earlier;
  const { outcome, toSave } = await sandboxOutcome(db, guestId, request.method, request.amountCents, now);
  try {
    return await db.transaction().execute(async (trx) => {
      await lockGuest(trx, guestId);
      const raced = await storedPayment(trx, guestId, idempotencyKey, fingerprint);
      if (raced) return raced;
      let declineReason: DeclineReason | null = outcome === 'success' ? null : outcome;
      if (declineReason === null && request.check) declineReason = await request.check(trx);
      if (declineReason === null && request.method.kind === 'balance') {
        const balance = await trx.selectFrom('guests').select('balanceCents').where('id', '=', guestId).executeTakeFirstOrThrow();
        if (balance.balanceCents < request.amountCents) declineReason = 'insufficient_funds';
        else await debit(trx, { guestId, amountCents: request.amountCents, reason: request.flow, ref: `payment:${idempotencyKey}`, now });
      }
      const status = declineReason === null ? 'succeeded' : 'declined';
      const row = {
        guestId,
        flow: request.flow,
        method: request.method.kind,
        amountCents: request.amountCents,
        bonusCents: status === 'succeeded' ? request.bonusCents : 0,
        status,
        declineReason,
        idempotencyKey,
        requestFingerprint: fingerprint,
        ...attributionColumns(request.attribution),
        createdAt: now,
      } as const;
      await trx.insertInto('payments').values(row).execute();
      if (status === 'succeeded') {
        if (toSave) await storeMethod(trx, guestId, toSave, now);
        await request.apply(trx);
      }
      return outcomeOf(row);
    });
  } catch (error) {
    // The same key submitted twice at once: the other attempt won; answer its result (or
    // CONFLICT when it was another request).
    if (isUniqueViolation(error)) {
      const stored = await storedPayment(db, guestId, idempotencyKey, fingerprint);
      if (stored) return stored;
    }
    throw error;
  }
}

/** The bonus a top-up earns: a package's bonus, none for a free amount; refuses other amounts. */
export function topUpBonus(flow: PaymentFlow, amountCents: number): number {
  if (flow === 'trialmoneycharge') {
    if (amountCents !== TRIAL_MONEY_CHARGE.amountCents)
      throw new ApiError('VALIDATION_FAILED', `The trial top-up is exactly ${TRIAL_MONEY_CHARGE.amountCents} cents.`);
    return TRIAL_MONEY_CHARGE.bonusCents;
  }
  const found = TOP_UP_PACKAGES.find((item) => item.amountCents === amountCents);
  if (found) return found.bonusCents;
  if (!Number.isSafeInteger(amountCents) || amountCents < TOP_UP_LIMITS.minCents || amountCents > TOP_UP_LIMITS.maxCents) {
    throw new ApiError(
      'VALIDATION_FAILED',
      `A top-up is a package or between ${TOP_UP_LIMITS.minCents} and ${TOP_UP_LIMITS.maxCents} cents.`,
    );
  }
  return 0;
}

async function monthlyTopUps(trx: Transaction<Database>, guestId: number, now: number): Promise<number> {
  const row = await trx
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amountCents'), eb.val(0)).as('total'))
    .where('guestId', '=', guestId)
    .where('status', '=', 'succeeded')
    .where('flow', 'in', [...TOP_UP_FLOWS])
    .where('createdAt', '>=', monthStart(now))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function hasUsedTrialMoneyCharge(db: Db, guestId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('guestId', '=', guestId)
    .where('flow', '=', 'trialmoneycharge')
    .where('status', '=', 'succeeded')
    .executeTakeFirst();
  return row !== undefined;
}

/** A top-up (moneycharge, limit, oneclick, autorecharge, trialmoneycharge, carrier). */
export async function topUp(
  db: Kysely<Database>,
  bus: EventBus,
  input: {
    guestId: number;
    flow: PaymentFlow;
    amountCents: number;
    method: PaymentMethodInput;
    idempotencyKey: string;
    now?: number;
    attribution?: PaymentAttribution;
  },
): Promise<PaymentOutcome> {
  const { guestId, flow, amountCents, method } = input;
  const now = input.now ?? Date.now();
  if (!(TOP_UP_FLOWS as readonly string[]).includes(flow)) throw new ApiError('VALIDATION_FAILED', `${flow} is not a top-up flow.`);
  if (method.kind === 'balance') throw new ApiError('VALIDATION_FAILED', 'A top-up cannot be paid from the balance.');
  if ((flow === 'carrier') !== (method.kind === 'carrier'))
    throw new ApiError('VALIDATION_FAILED', 'The carrier flow pays by phone bill, and only it does.');
  const bonusCents = topUpBonus(flow, amountCents);
  let offerBonusCents = 0;
  const outcome = await pay(db, {
    guestId,
    flow,
    method,
    amountCents,
    bonusCents,
    idempotencyKey: input.idempotencyKey,
    now,
    attribution: input.attribution,
    fingerprint: paymentFingerprint({ flow, amountCents, method }),
    async check(trx) {
      await refuseRestricted(trx, guestId, flow);
      if (flow === 'trialmoneycharge' && (await hasUsedTrialMoneyCharge(trx, guestId))) {
        throw new ApiError('CONFLICT', 'The trial top-up can be used once per guest.', { reason: 'trialUsed' });
      }
      const guest = await trx.selectFrom('guests').select('monthlyLimitCents').where('id', '=', guestId).executeTakeFirstOrThrow();
      if (guest.monthlyLimitCents !== null && (await monthlyTopUps(trx, guestId, now)) + amountCents > guest.monthlyLimitCents)
        return 'limit_exceeded';
      return null;
    },
    async apply(trx) {
      await credit(trx, { guestId, amountCents: amountCents + bonusCents, reason: flow, ref: `payment:${input.idempotencyKey}`, now });
      // The accepted and today's top-up offers, once, in this transaction (offers.ts); their bonus
      // is part of what the payment brought (the frame's "plus … bonus", a repeated key's answer).
      offerBonusCents = await applyTopUpOffers(trx, { guestId, amountCents, ref: `payment:${input.idempotencyKey}`, now });
      if (offerBonusCents > 0)
        await trx
          .updateTable('payments')
          .set({ bonusCents: bonusCents + offerBonusCents })
          .where('guestId', '=', guestId)
          .where('idempotencyKey', '=', input.idempotencyKey)
          .execute();
      await trx.updateTable('guests').set({ isPayingCustomer: 1 }).where('id', '=', guestId).execute();
    },
  });
  if (outcome.status === 'succeeded') await publishBalance(db, bus, guestId);
  return { ...outcome, bonusCents: outcome.bonusCents + offerBonusCents };
}

/** changecc / changels: checks the card or account with the sandbox and keeps it on success. */
export async function savePaymentMethod(
  db: Kysely<Database>,
  _bus: EventBus,
  input: { guestId: number; method: Extract<PaymentMethodInput, { kind: 'card' | 'ls' }> },
): Promise<PaymentOutcome> {
  const now = Date.now();
  const { outcome, stored } = input.method.kind === 'card' ? chargeCard(input.method, now) : chargeAccount(input.method);
  if (outcome === 'success') {
    await db.transaction().execute((trx) => storeMethod(trx, input.guestId, stored, now));
  }
  return {
    status: outcome === 'success' ? 'succeeded' : 'declined',
    declineReason: outcome === 'success' ? null : outcome,
    amountCents: 0,
    bonusCents: 0,
  };
}

/** opcompensation: a restricted guest pays what it owes and the restriction ends. */
export async function payCompensation(
  db: Kysely<Database>,
  bus: EventBus,
  input: { guestId: number; method: PaymentMethodInput; idempotencyKey: string },
): Promise<PaymentOutcome> {
  const { guestId } = input;
  const guest = await db.selectFrom('guests').select('compensationCents').where('id', '=', guestId).executeTakeFirstOrThrow();
  // what is owed is the server's: the guest asks to pay it, whatever it is
  const fingerprint = paymentFingerprint({ flow: 'opcompensation', amountCents: null, method: input.method });
  const earlier = await storedPayment(db, guestId, input.idempotencyKey, fingerprint);
  if (earlier) return earlier;
  if (guest.compensationCents <= 0) throw new ApiError('CONFLICT', 'Nothing is owed.', { reason: 'nothingOwed' });
  const outcome = await pay(db, {
    guestId,
    flow: 'opcompensation',
    method: input.method,
    amountCents: guest.compensationCents,
    bonusCents: 0,
    idempotencyKey: input.idempotencyKey,
    fingerprint,
    now: Date.now(),
    async check(trx) {
      // Paid meanwhile under another key (two tabs): nothing is owed any more.
      const owed = await trx.selectFrom('guests').select('compensationCents').where('id', '=', guestId).executeTakeFirstOrThrow();
      if (owed.compensationCents !== guest.compensationCents)
        throw new ApiError('CONFLICT', 'What is owed changed meanwhile; reload.', { reason: 'nothingOwed' });
      return null;
    },
    async apply(trx) {
      await trx.updateTable('guests').set({ compensationCents: 0, restrictionLevel: 0 }).where('id', '=', guestId).execute();
    },
  });
  if (outcome.status === 'succeeded' && input.method.kind === 'balance') await publishBalance(db, bus, guestId);
  return outcome;
}

/**
 * Auto recharge: after a debit left the balance under the guest's threshold, top up the set
 * amount through the saved method. The key comes from the debit's balance event, so the same
 * debit never recharges twice. Failures are declines stored like any payment.
 */
export async function autoRechargeAfterDebit(
  db: Kysely<Database>,
  bus: EventBus,
  guestId: number,
  balanceEventId: number,
): Promise<PaymentOutcome | null> {
  const guest = await db.selectFrom('guests').select(['balanceCents', 'autoRecharge']).where('id', '=', guestId).executeTakeFirst();
  const config = parseAutoRecharge(guest?.autoRecharge ?? null);
  if (!guest || !config || guest.balanceCents >= config.thresholdCents) return null;
  if (!(await savedMethodOf(db, guestId))) return null;
  return topUp(db, bus, {
    guestId,
    flow: 'autorecharge',
    amountCents: config.amountCents,
    method: { kind: 'saved' },
    idempotencyKey: `autorecharge:${balanceEventId}`,
  });
}
