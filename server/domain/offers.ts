// Offer bonuses (issue 21 point 1): what the special top-up, refill, tag reward, daily bonus and
// five-day bonus promise is granted here, inside the transaction of the top-up, purchase or claim
// that earns it, once. An accepted incentive becomes an offer_grants row with its window (its
// countdown); the next top-up within the window consumes it with a guarded update, so two
// top-ups at once never both get it. Today's daily bonus offers that change top-ups or prices
// are in force for every logged-in guest on their Berlin day. Every bonus credit is a
// balance event of its own whose reason (OFFER_REASONS) the ledger translates.
import type { Kysely, Transaction } from 'kysely';
import { TOP_UP_FLOWS } from '../../src/contract/checkout.ts';
import { berlinDay } from '../../src/contract/dailyBonus.ts';
import { FIVE_DAY_BONUS, OFFER_REASONS, type OfferKind } from '../../src/contract/incentives.ts';
import type { Database } from '../db/schema.ts';
import type { DailyBonusConditionRule } from '../db/schemaEngagement.ts';
import { monthStart } from './calendarMonth.ts';
import { mayOfferRefill, REFILL_TYPE } from './incentives.ts';
import { credit, lockGuest } from './ledger.ts';
import { parseEffect, todaysOffers } from './todaysOffers.ts';

type Trx = Transaction<Database>;

/** Cents a percent of an amount makes, rounded to the cent. */
const percentOf = (amountCents: number, percent: number) => Math.round((amountCents * percent) / 100);

const isOfferKind = (type: string): type is OfferKind => Object.hasOwn(OFFER_REASONS, type);

const numberIn = (content: Record<string, unknown>, key: string): number | null => {
  const value = content[key];
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
};

/**
 * conversion/closeIncentive with result accepted, for a logged-in guest: the close and what the
 * offer grants in one transaction. Only an incentive offered to this guest now grants anything,
 * and only on its first close (a closed incentive is not offered again). A percent (special
 * top-up, refill) is kept for the next top-up until the countdown ends; an amount (tag reward) is
 * credited now. Answers whether the balance changed.
 */
export async function acceptIncentive(
  db: Kysely<Database>,
  input: { guestId: number; incentiveId: number; now: number },
): Promise<{ balance: boolean }> {
  const { guestId, incentiveId, now } = input;
  const incentive = await db.selectFrom('incentives').selectAll().where('id', '=', incentiveId).executeTakeFirstOrThrow();
  const offered = incentive.startsAt <= now && incentive.endsAt > now && incentive.audience !== 'anonymous';
  const mayRefill = incentive.type !== REFILL_TYPE || (await mayOfferRefill(db, guestId, now));
  return db.transaction().execute(async (trx) => {
    await lockGuest(trx, guestId);
    const closed = await trx
      .insertInto('incentiveCloses')
      .values({ guestId, incentiveId, result: 'accepted', createdAt: now })
      .onConflict((oc) => oc.columns(['guestId', 'incentiveId']).doNothing())
      .executeTakeFirst();
    if (Number(closed.numInsertedOrUpdatedRows ?? 0) !== 1 || !offered || !mayRefill || !isOfferKind(incentive.type))
      return { balance: false };
    let content: Record<string, unknown> = {};
    try {
      content = JSON.parse(incentive.content) as Record<string, unknown>;
    } catch {
      return { balance: false };
    }
    const source = `incentive:${incentiveId}`;
    const percent = numberIn(content, 'bonusPercent');
    if (percent !== null) {
      const validUntil = incentive.countdownSeconds !== null ? now + incentive.countdownSeconds * 1000 : incentive.endsAt;
      await trx
        .insertInto('offerGrants')
        .values({ guestId, offer: incentive.type, source, effect: `topup_percent:${percent}`, validUntil, createdAt: now })
        .execute();
      return { balance: false };
    }
    const bonusCents = numberIn(content, 'bonusCents');
    if (bonusCents === null) return { balance: false };
    await trx
      .insertInto('offerGrants')
      .values({
        guestId,
        offer: incentive.type,
        source,
        effect: `bonus_cents:${bonusCents}`,
        validUntil: now,
        usedAt: now,
        usedRef: source,
        createdAt: now,
      })
      .execute();
    await credit(trx, { guestId, amountCents: bonusCents, reason: OFFER_REASONS[incentive.type], ref: source, now });
    return { balance: true };
  });
}

/** The daily bonus offer shows as taken (purchased) and among the consumed offers once it was used. */
async function markDailyOfferUsed(trx: Trx, guestId: number, offerId: number, now: number): Promise<void> {
  await trx
    .insertInto('dailyBonusClaims')
    .values({ guestId, offerId, day: berlinDay(now), createdAt: now })
    .onConflict((oc) => oc.columns(['guestId', 'offerId', 'day']).doNothing())
    .execute();
}

/**
 * The offer bonuses of a successful top-up, in its transaction (wallet.ts topUp): every accepted
 * top-up offer still in its window whose minimum the amount meets is used up, and every top-up
 * offer of today's daily bonus applies ("on every top-up"). Each bonus is its own balance event.
 * Answers the cents credited.
 */
export async function applyTopUpOffers(
  trx: Trx,
  input: { guestId: number; amountCents: number; ref: string; now: number },
): Promise<number> {
  const { guestId, amountCents, ref, now } = input;
  let total = 0;
  const grants = await trx
    .selectFrom('offerGrants')
    .select(['id', 'offer', 'effect'])
    .where('guestId', '=', guestId)
    .where('usedAt', 'is', null)
    .where('validUntil', '>', now)
    .where('minAmountCents', '<=', amountCents)
    .where('effect', 'like', 'topup_percent:%')
    .orderBy('id')
    .execute();
  for (const grant of grants) {
    const effect = parseEffect(grant.effect);
    if (!effect || !isOfferKind(grant.offer)) continue;
    const used = await trx
      .updateTable('offerGrants')
      .set({ usedAt: now, usedRef: ref })
      .where('id', '=', grant.id)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) continue;
    const bonus = percentOf(amountCents, effect.amount);
    await credit(trx, { guestId, amountCents: bonus, reason: OFFER_REASONS[grant.offer], ref, now });
    total += bonus;
  }
  for (const offer of await todaysOffers(trx, 'topup_percent')) {
    if (amountCents < offer.minAmountCents) continue;
    const bonus = percentOf(amountCents, offer.amount);
    await credit(trx, { guestId, amountCents: bonus, reason: OFFER_REASONS.dailyBonus, ref, now });
    await markDailyOfferUsed(trx, guestId, offer.id, now);
    total += bonus;
  }
  return total;
}

/**
 * The price of a video bought today (purchases.ts): half price (the offer's percent) for a video
 * on sale (price below its base price) while today's video discount offer has uses left (its
 * quantity per guest and day). The use is recorded in the purchase's transaction.
 */
export async function videoOfferPrice(
  trx: Trx,
  input: { guestId: number; album: { id: number; type: string; price: number; basePrice: number }; now: number },
): Promise<{ priceCents: number; reason: string | null }> {
  const { guestId, album, now } = input;
  const full = { priceCents: album.price, reason: null };
  if (album.type !== 'video' || album.price >= album.basePrice) return full;
  const day = berlinDay(now);
  for (const offer of await todaysOffers(trx, 'video_discount_percent')) {
    const prefix = `dailyBonus:${offer.id}:${day}:`;
    const used = await trx
      .selectFrom('offerGrants')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('guestId', '=', guestId)
      .where('source', 'like', `${prefix}%`)
      .executeTakeFirstOrThrow();
    if (Number(used.n) >= offer.quantity) continue;
    const source = `${prefix}album:${album.id}`;
    await trx
      .insertInto('offerGrants')
      .values({
        guestId,
        offer: 'dailyBonus',
        source,
        effect: offer.effect,
        validUntil: now,
        usedAt: now,
        usedRef: `album:${album.id}`,
        createdAt: now,
      })
      .execute();
    await markDailyOfferUsed(trx, guestId, offer.id, now);
    return { priceCents: album.price - percentOf(album.price, offer.amount), reason: OFFER_REASONS.videoDiscount };
  }
  return full;
}

/**
 * The five-day bonus, in the transaction of a daily bonus claim: when the guest has taken a daily
 * bonus on each of the last FIVE_DAY_BONUS.days Berlin days (today included) and no five-day bonus
 * was granted in the four days before, FIVE_DAY_BONUS.bonusCents are credited, once per day (the
 * grant's unique source). Answers whether it was granted.
 */
export async function grantFiveDayBonus(trx: Trx, guestId: number, now: number): Promise<boolean> {
  const days = Array.from({ length: FIVE_DAY_BONUS.days }, (_, index) => berlinDay(now, index - (FIVE_DAY_BONUS.days - 1)));
  const claimed = await trx
    .selectFrom('dailyBonusClaims')
    .select('day')
    .distinct()
    .where('guestId', '=', guestId)
    .where('day', 'in', days)
    .execute();
  if (claimed.length < FIVE_DAY_BONUS.days) return false;
  const sources = days.map((day) => `fiveDay:${day}`);
  const earlier = await trx
    .selectFrom('offerGrants')
    .select('id')
    .where('guestId', '=', guestId)
    .where('source', 'in', sources)
    .executeTakeFirst();
  if (earlier) return false;
  const source = sources[sources.length - 1]!;
  await trx
    .insertInto('offerGrants')
    .values({
      guestId,
      offer: 'fiveDayBonus',
      source,
      effect: `bonus_cents:${FIVE_DAY_BONUS.bonusCents}`,
      validUntil: now,
      usedAt: now,
      usedRef: source,
      createdAt: now,
    })
    .execute();
  await credit(trx, { guestId, amountCents: FIVE_DAY_BONUS.bonusCents, reason: OFFER_REASONS.fiveDayBonus, ref: source, now });
  return true;
}

/**
 * Why a free daily bonus offer may not be taken by this guest, by the rule its conditions text
 * states: "One per guest" (oncePerGuest: taken on any day before) or "For guests with a top-up
 * this month" (topUpThisMonth: no successful top-up since the month began). Null when it may.
 */
export async function dailyOfferRefusal(
  trx: Trx,
  guestId: number,
  offer: { id: number; conditionRule: DailyBonusConditionRule | null },
  now: number,
): Promise<'alreadyTaken' | 'conditionsNotMet' | null> {
  if (offer.conditionRule === 'oncePerGuest') {
    const earlier = await trx
      .selectFrom('dailyBonusClaims')
      .select('id')
      .where('guestId', '=', guestId)
      .where('offerId', '=', offer.id)
      .executeTakeFirst();
    return earlier ? 'alreadyTaken' : null;
  }
  if (offer.conditionRule === 'topUpThisMonth') {
    const topUp = await trx
      .selectFrom('payments')
      .select('id')
      .where('guestId', '=', guestId)
      .where('status', '=', 'succeeded')
      .where('flow', 'in', [...TOP_UP_FLOWS])
      .where('createdAt', '>=', monthStart(now))
      .executeTakeFirst();
    return topUp ? null : 'conditionsNotMet';
  }
  return null;
}
