// The plans (spec part 1 §1, §6): VIP (which counts as TV too) with its one-time trial, and the
// TV plan (vxtv). A subscription row is one running plan: `price_cents` is what its NEXT period
// costs (the plan's price, or the cancellation offer's once accepted). Renewal is lazy: when a
// guest's plans are read with a `now` past `ends_at`, an active plan charges the saved method
// for the next period and a cancelled one (or one whose charge fails) ends.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { PaymentAttribution } from '../../src/contract/attribution.ts';
import { type ActiveAbo, CANCELLATION_OFFER, PLANS } from '../../src/contract/checkout.ts';
import type { PaymentMethodInput, PaymentOutcome } from '../../src/contract/checkoutApi.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { EventBus } from '../realtime/bus.ts';
import { formatBalance, publishBalance } from './balancePublishing.ts';
import { type Db, lockGuest } from './ledger.ts';
import { paymentFingerprint } from './paymentKeys.ts';
import { refuseRestricted } from './restriction.ts';
import { pay } from './wallet.ts';

export type Plan = 'vip' | 'vxtv';
const DAY_MS = 24 * 60 * 60_000;
/** Periods renewed in one read at most: a guest away for years is not charged years at once. */
const MAX_RENEWALS_PER_READ = 3;

/** The running (active or cancelled, not yet ended) subscription of a plan. */
async function runningSubscription(db: Db, guestId: number, plan: Plan, now: number) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('guestId', '=', guestId)
    .where('plan', '=', plan)
    .where('status', 'in', ['active', 'cancelled'])
    .where('endsAt', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function hasUsedVipTrial(db: Db, guestId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('guestId', '=', guestId)
    .where('flow', '=', 'trialvipabo')
    .where('status', '=', 'succeeded')
    .executeTakeFirst();
  return row !== undefined;
}

export async function activeAbos(db: Db, guestId: number, now: number): Promise<ActiveAbo[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .select(['plan', 'status', 'isTrial', 'priceCents', 'endsAt'])
    .where('guestId', '=', guestId)
    .where('status', 'in', ['active', 'cancelled'])
    .where('endsAt', '>', now)
    .orderBy('plan')
    .execute();
  return rows.map((row) => ({
    plan: row.plan,
    status: row.status as 'active' | 'cancelled',
    isTrial: row.isTrial === 1,
    priceCents: row.priceCents,
    endsAt: row.endsAt,
  }));
}

/** Sets guests.is_vip / is_vxtv from the running subscriptions; answers what changed. */
async function syncFlags(trx: Transaction<Database>, guestId: number, now: number): Promise<{ vip: boolean | null; tv: boolean | null }> {
  const before = await trx.selectFrom('guests').select(['isVip', 'isVxtv']).where('id', '=', guestId).executeTakeFirstOrThrow();
  const isVip = (await runningSubscription(trx, guestId, 'vip', now)) !== undefined;
  const isVxtv = (await runningSubscription(trx, guestId, 'vxtv', now)) !== undefined;
  await trx
    .updateTable('guests')
    .set({ isVip: isVip ? 1 : 0, isVxtv: isVxtv ? 1 : 0 })
    .where('id', '=', guestId)
    .execute();
  const tvBefore = before.isVip === 1 || before.isVxtv === 1;
  const tvAfter = isVip || isVxtv;
  return { vip: (before.isVip === 1) !== isVip ? isVip : null, tv: tvBefore !== tvAfter ? tvAfter : null };
}

/** vip.updated / tv.updated for what changed (VIP counts as TV, spec part 1 §3). */
export async function publishPlanFlags(
  bus: EventBus | null,
  guestId: number,
  changed: { vip: boolean | null; tv: boolean | null },
): Promise<void> {
  if (!bus) return;
  const target = { kind: 'guest' as const, guestId };
  if (changed.vip !== null) await bus.publish({ target, frame: { type: 'vip.updated', data: { isVip: changed.vip } } });
  if (changed.tv !== null) await bus.publish({ target, frame: { type: 'tv.updated', data: { isVXTVAboSubscriber: changed.tv } } });
}

const flowOf = (plan: Plan, trial: boolean) => (plan === 'vxtv' ? 'vxtvabo' : trial ? 'trialvipabo' : 'vipabo');

/** vipabo / trialvipabo / vxtvabo: pays the first period (any method, the balance too) and starts the plan. */
export async function subscribePlan(
  db: Kysely<Database>,
  bus: EventBus,
  input: {
    guestId: number;
    plan: Plan;
    trial: boolean;
    method: PaymentMethodInput;
    idempotencyKey: string;
    now?: number;
    attribution?: PaymentAttribution;
  },
): Promise<PaymentOutcome> {
  const { guestId, plan, trial } = input;
  const now = input.now ?? Date.now();
  if (trial && plan !== 'vip') throw new ApiError('VALIDATION_FAILED', 'Only the VIP plan has a trial.');
  const period = trial ? PLANS.vipTrial : PLANS[plan];
  let changed = { vip: null as boolean | null, tv: null as boolean | null };
  const outcome = await pay(db, {
    guestId,
    flow: flowOf(plan, trial),
    method: input.method,
    amountCents: period.priceCents,
    bonusCents: 0,
    idempotencyKey: input.idempotencyKey,
    now,
    attribution: input.attribution,
    // the price is the plan's: the guest asks for the plan (the flow), not an amount
    fingerprint: paymentFingerprint({ flow: flowOf(plan, trial), amountCents: null, method: input.method }),
    async check(trx) {
      await refuseRestricted(trx, guestId, flowOf(plan, trial));
      if (await runningSubscription(trx, guestId, plan, now))
        throw new ApiError('CONFLICT', `The ${plan} plan is already running.`, { reason: 'alreadySubscribed' });
      if (trial && (await hasUsedVipTrial(trx, guestId)))
        throw new ApiError('CONFLICT', 'The VIP trial can be used once per guest.', { reason: 'trialUsed' });
      return null;
    },
    async apply(trx) {
      await trx
        .insertInto('subscriptions')
        .values({
          guestId,
          plan,
          status: 'active',
          isTrial: trial ? 1 : 0,
          priceCents: PLANS[plan].priceCents,
          startedAt: now,
          endsAt: now + period.days * DAY_MS,
          cancelledAt: null,
          offerAcceptedAt: null,
        })
        .execute();
      changed = await syncFlags(trx, guestId, now);
    },
  });
  if (outcome.status === 'succeeded') {
    await publishPlanFlags(bus, guestId, changed);
    if (input.method.kind === 'balance') await publishBalance(db, bus, guestId);
  }
  return outcome;
}

/** Adds days to a running plan, or starts one that ends by itself (bonus codes: no charge). */
export async function grantPlanDays(trx: Transaction<Database>, guestId: number, plan: Plan, days: number, now: number) {
  const running = await runningSubscription(trx, guestId, plan, now);
  if (running) {
    await trx
      .updateTable('subscriptions')
      .set({ endsAt: sql<number>`ends_at + ${days * DAY_MS}` })
      .where('id', '=', running.id)
      .execute();
  } else {
    // A gift ends by itself: cancelled from the start, with no cancellation offer to accept.
    await trx
      .insertInto('subscriptions')
      .values({
        guestId,
        plan,
        status: 'cancelled',
        isTrial: 0,
        priceCents: PLANS[plan].priceCents,
        startedAt: now,
        endsAt: now + days * DAY_MS,
        cancelledAt: now,
        offerAcceptedAt: now,
      })
      .execute();
  }
  return syncFlags(trx, guestId, now);
}

const offerPlatformText = (plan: Plan) => `${plan}-cancel-offer-${CANCELLATION_OFFER.priceCents}`;

/** Cancels at the end of the period; answers the cancellation offer the first time only. */
export async function cancelPlan(db: Kysely<Database>, _bus: EventBus, input: { guestId: number; plan: Plan; now?: number }) {
  const now = input.now ?? Date.now();
  return db.transaction().execute(async (trx) => {
    await lockGuest(trx, input.guestId);
    const running = await runningSubscription(trx, input.guestId, input.plan, now);
    if (!running) throw new ApiError('NOT_FOUND', `There is no running ${input.plan} plan.`);
    if (running.status === 'cancelled')
      throw new ApiError('CONFLICT', `The ${input.plan} plan is already cancelled.`, { reason: 'alreadyCancelled' });
    await trx.updateTable('subscriptions').set({ status: 'cancelled', cancelledAt: now }).where('id', '=', running.id).execute();
    const offer =
      running.offerAcceptedAt === null ? { priceCents: CANCELLATION_OFFER.priceCents, platformText: offerPlatformText(input.plan) } : null;
    return { offer };
  });
}

/** guest/acceptCancellationOffer: the cancelled plan runs on, its next period at the offer's price. */
export async function acceptCancellationOffer(
  db: Kysely<Database>,
  input: { guestId: number; platformText: string; now?: number },
): Promise<{ accepted: boolean; info: string | null }> {
  const now = input.now ?? Date.now();
  const plan = (['vip', 'vxtv'] as const).find((candidate) => offerPlatformText(candidate) === input.platformText);
  if (!plan) return { accepted: false, info: null };
  return db.transaction().execute(async (trx) => {
    await lockGuest(trx, input.guestId);
    const running = await runningSubscription(trx, input.guestId, plan, now);
    if (!running || running.status !== 'cancelled' || running.offerAcceptedAt !== null) return { accepted: false, info: null };
    await trx
      .updateTable('subscriptions')
      .set({ status: 'active', cancelledAt: null, offerAcceptedAt: now, priceCents: CANCELLATION_OFFER.priceCents })
      .where('id', '=', running.id)
      .where('offerAcceptedAt', 'is', null)
      .execute();
    const guest = await trx.selectFrom('guests').select('language').where('id', '=', input.guestId).executeTakeFirstOrThrow();
    return {
      accepted: true,
      info: `${input.platformText}: ${formatBalance(CANCELLATION_OFFER.priceCents, guest.language).balanceFormatted}`,
    };
  });
}

/**
 * Lazy renewal: every plan of the guest whose period ended by `now` is renewed (active: the
 * saved method is charged the next period's price) or ended (cancelled, or the charge failed).
 */
export async function renewPlans(db: Kysely<Database>, bus: EventBus | null, guestId: number, now: number): Promise<void> {
  for (let round = 0; round < MAX_RENEWALS_PER_READ; round++) {
    const due = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('guestId', '=', guestId)
      .where('status', 'in', ['active', 'cancelled'])
      .where('endsAt', '<=', now)
      .execute();
    if (due.length === 0) break;
    for (const subscription of due) {
      let renewed = false;
      if (subscription.status === 'active') {
        const hasMethod = await db.selectFrom('paymentMethods').select('id').where('guestId', '=', guestId).executeTakeFirst();
        if (hasMethod) {
          const flow = subscription.plan === 'vip' ? 'vipabo' : 'vxtvabo';
          const method = { kind: 'saved' } as const;
          const outcome = await pay(db, {
            guestId,
            flow,
            method,
            amountCents: subscription.priceCents,
            bonusCents: 0,
            idempotencyKey: `renew:${subscription.id}:${subscription.endsAt}`,
            now,
            fingerprint: paymentFingerprint({ flow, amountCents: subscription.priceCents, method }),
            apply: async (trx) => {
              await trx
                .updateTable('subscriptions')
                .set({
                  endsAt: subscription.endsAt + PLANS[subscription.plan].days * DAY_MS,
                  isTrial: 0,
                  priceCents: PLANS[subscription.plan].priceCents,
                })
                .where('id', '=', subscription.id)
                .where('endsAt', '=', subscription.endsAt)
                .execute();
            },
          });
          renewed = outcome.status === 'succeeded';
        }
      }
      if (!renewed) {
        const changed = await db.transaction().execute(async (trx) => {
          await lockGuest(trx, guestId);
          await trx
            .updateTable('subscriptions')
            .set({ status: 'expired' })
            .where('id', '=', subscription.id)
            .where('endsAt', '<=', now)
            .execute();
          return syncFlags(trx, guestId, now);
        });
        await publishPlanFlags(bus, guestId, changed);
      }
    }
  }
}
