// Offer bonuses over real HTTP on a real database (issue 21 point 1): the special top-up (20 %)
// and refill (10 %) offers, taken in their dialog, add their percent to the next top-up within
// their countdown, once (also when two top-ups race); the daily bonus top-up offer adds its
// percent to every top-up of its day that meets its minimum; the video discount halves the price
// of a video on sale up to its quantity; the loyalty multiplier doubles a purchase's points; the
// tag reward and the five-day bonus are credited once. Each bonus is a ledger row with its reason.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { grantFiveDayBonus } from '../../server/domain/offers.ts';
import { berlinDay } from '../../src/contract/dailyBonus.ts';
import { FIVE_DAY_BONUS, OFFER_REASONS, PURCHASE_LOYALTY_POINTS_PER_EURO } from '../../src/contract/incentives.ts';
import { album, balanceOf, card, rest } from './guestHelpers.ts';
import { checkoutCall, signUpGuest, startTestServer, type TestServer, vxql } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
});
afterAll(async () => t?.close());

const db = () => t.server.db;
let keyNumber = 0;
const topUp = (session: string, amountCents: number, idempotencyKey = `offer-key-${++keyNumber}`) =>
  checkoutCall(
    t.checkoutUrl,
    'payments',
    { flow: 'moneycharge', amountCents, method: card('4242424242424242'), idempotencyKey },
    { session },
  );

/** The guest's ledger as the transactions screen gets it, oldest first. */
async function ledger(token: string): Promise<{ deltaCents: number; reason: string }[]> {
  const answer = await rest(t, token, 'GET', 'guest/balanceEvents');
  expect(answer.status).toBe(200);
  return (answer.body.events as { deltaCents: number; reason: string }[])
    .map(({ deltaCents, reason }) => ({ deltaCents, reason }))
    .reverse();
}

/** Takes the offer of this type on a route (its dialog's button: closeIncentive accepted). */
async function accept(
  token: string,
  type: string,
  load: () => Promise<{ body: { incentives: { id: number; region: string; type: string; event: string; uniqueGroup: string | null }[] } }>,
) {
  const incentive = (await load()).body.incentives.find((each) => each.type === type);
  if (!incentive) throw new Error(`${type} is not offered`);
  const { id, region, event, uniqueGroup } = incentive;
  const answer = await rest(t, token, 'POST', 'conversion/closeIncentive', {
    result: 'accepted',
    incentive: { id, region, type, event, uniqueGroup },
  });
  expect(answer.body).toEqual({ success: true });
  return incentive;
}
const specialTopUp = (token: string) =>
  accept(token, 'specialTopUp', () => rest(t, token, 'POST', 'conversion/getPageLoadIncentives', { routeName: 'contests' }));

/** Puts a daily bonus offer on today (the seed puts each on a fixed day), for one test. */
async function onToday<T>(effect: string, run: () => Promise<T>): Promise<T> {
  const offer = await db()
    .selectFrom('dailyBonusOffers')
    .select(['id', 'dayOffset'])
    .where('effect', '=', effect)
    .executeTakeFirstOrThrow();
  await db().updateTable('dailyBonusOffers').set({ dayOffset: 0 }).where('id', '=', offer.id).execute();
  try {
    return await run();
  } finally {
    await db().updateTable('dailyBonusOffers').set({ dayOffset: offer.dayOffset }).where('id', '=', offer.id).execute();
  }
}

describe('top-up offers', () => {
  test('the special top-up: 20 % on the next top-up, with a ledger row saying why; the second top-up gets none', async () => {
    const guest = await signUpGuest(t);
    const offered = await specialTopUp(guest.token);
    expect(offered).toMatchObject({ content: { bonusPercent: 20 }, countdown: 7200 });
    const first = await topUp(guest.session, 1_000, 'special-first');
    // the frame's answer counts the offer's bonus, now and when the key is sent again
    expect(first.body.payment).toMatchObject({ status: 'succeeded', amountCents: 1_000, bonusCents: 200 });
    expect((await topUp(guest.session, 1_000, 'special-first')).body.payment).toMatchObject({ status: 'succeeded', bonusCents: 200 });
    expect(await balanceOf(db(), guest.guestId)).toBe(1_200);
    expect(await ledger(guest.token)).toEqual([
      { deltaCents: 1_000, reason: 'moneycharge' },
      { deltaCents: 200, reason: OFFER_REASONS.specialTopUp },
    ]);
    await topUp(guest.session, 1_000);
    expect(await balanceOf(db(), guest.guestId)).toBe(2_200);
    // taking it again changes nothing: a closed incentive is taken once
    await rest(t, guest.token, 'POST', 'conversion/closeIncentive', {
      result: 'accepted',
      incentive: { id: offered.id, region: offered.region, type: offered.type, event: offered.event, uniqueGroup: offered.uniqueGroup },
    });
    await topUp(guest.session, 1_000);
    expect(await balanceOf(db(), guest.guestId)).toBe(3_200);
  });

  test('two top-ups at once share one bonus; a repeated key answers without a second one', async () => {
    const guest = await signUpGuest(t);
    await specialTopUp(guest.token);
    await Promise.all([
      topUp(guest.session, 1_000, 'race-key-a'),
      topUp(guest.session, 1_000, 'race-key-b'),
      topUp(guest.session, 1_000, 'race-key-a'),
    ]);
    expect(await balanceOf(db(), guest.guestId)).toBe(2_200);
    expect((await ledger(guest.token)).filter((row) => row.reason === OFFER_REASONS.specialTopUp)).toEqual([
      { deltaCents: 200, reason: OFFER_REASONS.specialTopUp },
    ]);
  });

  test('the window is the countdown: a top-up after it ends gets no bonus', async () => {
    const guest = await signUpGuest(t);
    const before = Date.now();
    await specialTopUp(guest.token);
    const grant = await db()
      .selectFrom('offerGrants')
      .select(['validUntil', 'effect'])
      .where('guestId', '=', guest.guestId)
      .executeTakeFirstOrThrow();
    expect(grant.effect).toBe('topup_percent:20');
    expect(grant.validUntil).toBeGreaterThanOrEqual(before + 7_200_000);
    expect(grant.validUntil).toBeLessThanOrEqual(Date.now() + 7_200_000);
    // the countdown ran out
    await db()
      .updateTable('offerGrants')
      .set({ validUntil: Date.now() - 1 })
      .where('guestId', '=', guest.guestId)
      .execute();
    await topUp(guest.session, 1_000);
    expect(await balanceOf(db(), guest.guestId)).toBe(1_000);
  });

  test('an offer not taken, or only closed, grants nothing; an anonymous guest gets nothing', async () => {
    const guest = await signUpGuest(t);
    const incentive = (await rest(t, guest.token, 'POST', 'conversion/getPageLoadIncentives', { routeName: 'contests' })).body
      .incentives[0];
    await rest(t, guest.token, 'POST', 'conversion/closeIncentive', {
      result: 'closed',
      incentive: {
        id: incentive.id,
        region: incentive.region,
        type: incentive.type,
        event: incentive.event,
        uniqueGroup: incentive.uniqueGroup,
      },
    });
    await rest(t, guest.token, 'POST', 'conversion/closeIncentive', {
      result: 'accepted',
      incentive: {
        id: incentive.id,
        region: incentive.region,
        type: incentive.type,
        event: incentive.event,
        uniqueGroup: incentive.uniqueGroup,
      },
    });
    await topUp(guest.session, 1_000);
    expect(await balanceOf(db(), guest.guestId)).toBe(1_000);
    const anonymous = await t.anonymousToken();
    expect(
      (
        await rest(t, anonymous, 'POST', 'conversion/closeIncentive', {
          result: 'accepted',
          incentive: {
            id: incentive.id,
            region: incentive.region,
            type: incentive.type,
            event: incentive.event,
            uniqueGroup: incentive.uniqueGroup,
          },
        })
      ).body,
    ).toEqual({ success: true });
    expect(
      await db()
        .selectFrom('offerGrants')
        .select('id')
        .where('source', '=', `incentive:${incentive.id}`)
        .where('guestId', '=', guest.guestId)
        .execute(),
    ).toEqual([]);
  });

  test('the refill offer: 10 % on the next top-up within its 15 minutes', async () => {
    const guest = await signUpGuest(t);
    const offered = await accept(guest.token, 'refill', () => rest(t, guest.token, 'GET', 'conversion/getIncentivesByEvent?event=balance'));
    expect(offered).toMatchObject({ content: { bonusPercent: 10 }, countdown: 900 });
    const grant = await db()
      .selectFrom('offerGrants')
      .select(['validUntil', 'createdAt'])
      .where('guestId', '=', guest.guestId)
      .executeTakeFirstOrThrow();
    expect(grant.validUntil - grant.createdAt).toBe(900_000);
    await topUp(guest.session, 2_500);
    // 25 € package: its own 2.50 € bonus, and 10 % of the 25 € paid
    expect(await balanceOf(db(), guest.guestId)).toBe(2_500 + 250 + 250);
    expect((await ledger(guest.token)).at(-1)).toEqual({ deltaCents: 250, reason: OFFER_REASONS.refill });
  });

  test('the daily bonus top-up offer: 20 % on every top-up of its day from 10 €, none below', async () => {
    const offer = await db()
      .selectFrom('dailyBonusOffers')
      .select(['id', 'minAmountCents', 'conditions'])
      .where('effect', '=', 'topup_percent:20')
      .executeTakeFirstOrThrow();
    // the condition the guest reads is the number the server holds
    expect(offer.minAmountCents).toBe(1_000);
    expect(offer.conditions).toBe('Top-up of at least 10 €');
    const guest = await signUpGuest(t);
    await onToday('topup_percent:20', async () => {
      await topUp(guest.session, 900);
      expect(await balanceOf(db(), guest.guestId)).toBe(900);
      await topUp(guest.session, 1_000);
      await topUp(guest.session, 1_000);
      expect(await balanceOf(db(), guest.guestId)).toBe(900 + 2 * 1_200);
      expect((await ledger(guest.token)).filter((row) => row.reason === OFFER_REASONS.dailyBonus)).toHaveLength(2);
      // the offer shows as taken on its day
      const daily = (await vxql(t.baseUrl, guest.token, '{ dailyBonus { id purchased } }')).body.data!.dailyBonus as {
        id: number;
        purchased: boolean;
      }[];
      expect(daily.find((each) => each.id === offer.id)?.purchased).toBe(true);
    });
    // on another day it is not in force
    await topUp(guest.session, 1_000);
    expect(await balanceOf(db(), guest.guestId)).toBe(900 + 2 * 1_200 + 1_000);
  });
});

describe('purchase offers', () => {
  test('the video discount halves the price of a video on sale, three times a day, in the purchase', async () => {
    const guest = await signUpGuest(t);
    await topUp(guest.session, 5_000);
    const start = await balanceOf(db(), guest.guestId);
    await db().updateTable('dailyBonusOffers').set({ dayOffset: -1 }).where('effect', 'like', 'loyalty_multiplier:%').execute();
    const videos: { id: number; actorId: number }[] = [];
    for (let skip = 0; skip < 5; skip++) videos.push(await album(db(), 'video', 400, skip));
    await db()
      .updateTable('albums')
      .set({ basePrice: 800 })
      .where(
        'id',
        'in',
        videos.slice(0, 4).map((video) => video.id),
      )
      .execute();
    await db().updateTable('albums').set({ basePrice: 400 }).where('id', '=', videos[4]!.id).execute();
    await onToday('video_discount_percent:50', async () => {
      // not on sale: full price
      expect((await rest(t, guest.token, 'POST', `album/${videos[4]!.id}/buy`)).status).toBe(200);
      for (const video of videos.slice(0, 4)) expect((await rest(t, guest.token, 'POST', `album/${video.id}/buy`)).status).toBe(200);
    });
    await db().updateTable('dailyBonusOffers').set({ dayOffset: 0 }).where('effect', 'like', 'loyalty_multiplier:%').execute();
    // 4 € + three at 2 € + the fourth at 4 €
    expect(await balanceOf(db(), guest.guestId)).toBe(start - 400 - 3 * 200 - 400);
    const rows = (await ledger(guest.token)).filter((row) => row.reason === OFFER_REASONS.videoDiscount);
    expect(rows).toEqual(Array.from({ length: 3 }, () => ({ deltaCents: -200, reason: OFFER_REASONS.videoDiscount })));
    const prices = await db()
      .selectFrom('albumPurchases')
      .select('priceCents')
      .where('guestId', '=', guest.guestId)
      .orderBy('id')
      .execute();
    expect(prices.map((row) => row.priceCents)).toEqual([400, 200, 200, 200, 400]);
  });

  test('double loyalty points on a purchase on the day of the offer, single on another', async () => {
    const guest = await signUpGuest(t);
    await topUp(guest.session, 1_000);
    const [first, second] = [await album(db(), 'photo', 300, 3), await album(db(), 'photo', 300, 4)];
    const points = async () =>
      (await db().selectFrom('guests').select('loyaltyPoints').where('id', '=', guest.guestId).executeTakeFirstOrThrow()).loyaltyPoints;
    const before = await points();
    await rest(t, guest.token, 'POST', `album/${first.id}/buy`);
    expect(await points()).toBe(before + 3 * PURCHASE_LOYALTY_POINTS_PER_EURO * 2);
    await db().updateTable('dailyBonusOffers').set({ dayOffset: -1 }).where('effect', '=', 'loyalty_multiplier:2').execute();
    try {
      await rest(t, guest.token, 'POST', `album/${second.id}/buy`);
    } finally {
      await db().updateTable('dailyBonusOffers').set({ dayOffset: 0 }).where('effect', '=', 'loyalty_multiplier:2').execute();
    }
    expect(await points()).toBe(before + 6 * PURCHASE_LOYALTY_POINTS_PER_EURO + 3 * PURCHASE_LOYALTY_POINTS_PER_EURO);
  });
});

describe('rewards', () => {
  test('the tag reward is credited once when taken, with its reason', async () => {
    const guest = await signUpGuest(t);
    const load = () => rest(t, guest.token, 'POST', 'conversion/getPageLoadIncentives', { routeName: 'contest' });
    const offered = await accept(guest.token, 'tagReward', load);
    expect(offered).toMatchObject({ content: { bonusCents: 100 } });
    expect(await balanceOf(db(), guest.guestId)).toBe(100);
    await Promise.all(
      [1, 2].map(() =>
        rest(t, guest.token, 'POST', 'conversion/closeIncentive', {
          result: 'accepted',
          incentive: { id: offered.id, region: offered.region, type: offered.type, event: offered.event, uniqueGroup: offered.uniqueGroup },
        }),
      ),
    );
    expect(await balanceOf(db(), guest.guestId)).toBe(100);
    expect(await ledger(guest.token)).toEqual([{ deltaCents: 100, reason: OFFER_REASONS.tagReward }]);
  });

  test('the five-day bonus: a daily bonus taken on the fifth day in a row credits 2 € once', async () => {
    expect(FIVE_DAY_BONUS).toEqual({ days: 5, bonusCents: 200 });
    const guest = await signUpGuest(t);
    // today's free chat minutes are for guests with a top-up this month
    await topUp(guest.session, 1_000);
    const now = Date.now();
    const free = await db()
      .selectFrom('dailyBonusOffers')
      .select('id')
      .where('dayOffset', '=', 0)
      .where('isFree', '=', 1)
      .orderBy('id')
      .execute();
    const claim = (offerId: number) =>
      vxql(t.baseUrl, guest.token, 'mutation($o: Int!) { claimDailyBonus(offerId: $o) { success errorCode } }', { o: offerId });
    // three days before: not yet five in a row
    await db()
      .insertInto('dailyBonusClaims')
      .values(
        [1, 2, 3].map((back) => ({
          guestId: guest.guestId,
          offerId: free[0]!.id,
          day: berlinDay(now, -back),
          createdAt: now - back * 86_400_000,
        })),
      )
      .execute();
    expect((await claim(free[0]!.id)).body.data!.claimDailyBonus).toEqual({ success: true, errorCode: null });
    expect(await balanceOf(db(), guest.guestId)).toBe(1_000);
    // the fourth day back too: today makes five
    await db()
      .insertInto('dailyBonusClaims')
      .values({ guestId: guest.guestId, offerId: free[0]!.id, day: berlinDay(now, -4), createdAt: now - 4 * 86_400_000 })
      .execute();
    expect((await claim(free[1]!.id)).body.data!.claimDailyBonus.success).toBe(true);
    expect(await balanceOf(db(), guest.guestId)).toBe(1_000 + FIVE_DAY_BONUS.bonusCents);
    expect((await ledger(guest.token)).at(-1)).toEqual({ deltaCents: 200, reason: OFFER_REASONS.fiveDayBonus });
    // the sixth day in a row is not a fifth one: tomorrow's claim earns no second bonus
    const tomorrow = now + 86_400_000;
    await db()
      .insertInto('dailyBonusClaims')
      .values({ guestId: guest.guestId, offerId: free[0]!.id, day: berlinDay(tomorrow), createdAt: tomorrow })
      .execute();
    expect(
      await db()
        .transaction()
        .execute((trx) => grantFiveDayBonus(trx, guest.guestId, tomorrow)),
    ).toBe(false);
    expect(await balanceOf(db(), guest.guestId)).toBe(1_000 + FIVE_DAY_BONUS.bonusCents);
  });

  test("a free offer's conditions hold: chat minutes need a top-up this month, free messages are once per guest", async () => {
    const guest = await signUpGuest(t);
    const claim = (offerId: number) =>
      vxql(t.baseUrl, guest.token, 'mutation($o: Int!) { claimDailyBonus(offerId: $o) { success errorCode } }', { o: offerId });
    const minutes = await db()
      .selectFrom('dailyBonusOffers')
      .select(['id', 'conditions', 'conditionRule'])
      .where('effect', '=', 'free_minutes:5')
      .executeTakeFirstOrThrow();
    expect(minutes).toMatchObject({ conditions: 'For guests with a top-up this month', conditionRule: 'topUpThisMonth' });
    expect((await claim(minutes.id)).body.data!.claimDailyBonus).toEqual({ success: false, errorCode: 'conditionsNotMet' });
    expect(await db().selectFrom('vouchers').select('id').where('guestId', '=', guest.guestId).execute()).toEqual([]);
    await topUp(guest.session, 1_000);
    expect((await claim(minutes.id)).body.data!.claimDailyBonus).toEqual({ success: true, errorCode: null });

    const messages = await db()
      .selectFrom('dailyBonusOffers')
      .select(['id', 'conditions', 'conditionRule'])
      .where('effect', '=', 'free_messages:3')
      .executeTakeFirstOrThrow();
    expect(messages).toMatchObject({ conditions: 'One per guest', conditionRule: 'oncePerGuest' });
    // taken on an earlier day: not again
    await db()
      .insertInto('dailyBonusClaims')
      .values({ guestId: guest.guestId, offerId: messages.id, day: berlinDay(Date.now(), -7), createdAt: Date.now() - 7 * 86_400_000 })
      .execute();
    await onToday('free_messages:3', async () => {
      expect((await claim(messages.id)).body.data!.claimDailyBonus).toEqual({ success: false, errorCode: 'alreadyTaken' });
    });
  });
});
