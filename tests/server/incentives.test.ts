// Incentives, teasers, surveys, feature feedback and the daily bonus over real HTTP (issue 11;
// spec part 1 §4 Incentives, part 2 §7.6, §7.10, §8): page-load incentives by route with
// vxpayConfig and trackingData, highest priority first; a logged-in guest's closed incentive is
// not offered again; a hidden refill window hides its type; guest infos; teasers; a survey is
// answered once; feature feedback answers result true; a free daily bonus is taken once a day.
// Every bad input is refused with a clear error and changes nothing. A vote reaches every socket.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rewardOfEffect } from '../../server/domain/dailyBonusRewards.ts';
import { REFILL_OFFER } from '../../src/contract/incentives.ts';
import { newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';
import { openSession } from './socketClient.ts';

// On PostgreSQL when DATABASE_URL is set (the upserts and unique indexes differ by engine), else SQLite.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
});
afterAll(async () => t?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, checked by the assertions
const vx = async (...args: Parameters<typeof vxql>): Promise<{ status: number; body: any }> => vxql(...args);

const types = (answer: { body: { incentives: { type: string }[] } }) => answer.body.incentives.map((incentive) => incentive.type);

describe('incentives and teasers', () => {
  test('page-load incentives come per route with vxpayConfig and trackingData, highest priority first', async () => {
    const token = await t.anonymousToken();
    const contests = await rest(t, token, 'POST', 'conversion/getPageLoadIncentives', { routeName: 'contests', routeArgs: {} });
    expect(contests.status).toBe(200);
    expect(types(contests)).toEqual(['specialTopUp', 'vip30']);
    expect(contests.body.incentives[0]).toMatchObject({
      region: 'banner',
      uniqueGroup: 'special-top-up',
      priority: 2,
      countdown: 7200,
      closable: true,
      content: { modal: 'specialTopUp', bonusPercent: 20 },
    });
    expect(contests.body.vxpayConfig).toMatchObject({ flow: 'moneycharge', isLoggedIn: false });
    expect(contests.body.trackingData).toEqual({ routeName: 'contests', incentiveTypes: ['specialTopUp', 'vip30'] });
    expect(types(await rest(t, token, 'POST', 'conversion/getPageLoadIncentives', { routeName: 'home', routeArgs: {} }))).toEqual([]);
    // an incentive for logged-in guests only
    expect(types(await rest(t, token, 'POST', 'conversion/getPageLoadIncentives', { routeName: 'contest' })).sort()).toEqual([
      'onboarding',
      'vxcoinInfo',
    ]);
    const { token: member } = await newGuest(t);
    expect(types(await rest(t, member, 'POST', 'conversion/getPageLoadIncentives', { routeName: 'contest' })).sort()).toEqual([
      'onboarding',
      'tagReward',
      'vxcoinInfo',
    ]);
  });

  test('a closed incentive is not offered again to that guest; others still get it', async () => {
    const { token } = await newGuest(t);
    const first = await rest(t, token, 'POST', 'conversion/getPageLoadIncentives', { routeName: 'contests', routeArgs: {} });
    const top = first.body.incentives[0];
    const closed = await rest(t, token, 'POST', 'conversion/closeIncentive', {
      result: 'blocked',
      incentive: { id: top.id, region: top.region, type: top.type, event: top.event, uniqueGroup: top.uniqueGroup },
    });
    expect(closed.body).toEqual({ success: true });
    expect(types(await rest(t, token, 'POST', 'conversion/getPageLoadIncentives', { routeName: 'contests' }))).toEqual(['vip30']);
    const { token: other } = await newGuest(t);
    expect(types(await rest(t, other, 'POST', 'conversion/getPageLoadIncentives', { routeName: 'contests' }))).toEqual([
      'specialTopUp',
      'vip30',
    ]);
  });

  test('a hidden refill window hides its type for the interval; incentives by event and for albums', async () => {
    const { token } = await newGuest(t);
    expect(types(await rest(t, token, 'GET', 'conversion/getIncentivesByEvent?event=balance'))).toEqual(['refill']);
    expect((await rest(t, token, 'POST', 'conversion/setRefillWindowHidden', { incentiveType: 'refill', interval: 3600 })).body).toEqual({
      success: true,
    });
    expect(types(await rest(t, token, 'GET', 'conversion/getIncentivesByEvent?event=balance'))).toEqual([]);
    const album = await t.server.db.selectFrom('albums').select('id').orderBy('id').executeTakeFirstOrThrow();
    const buy = await rest(t, token, 'GET', `conversion/getBuyImageAlbumIncentives/${album.id}`);
    expect(buy.body.incentives[0]).toMatchObject({ type: 'buyImageAlbum', content: { albumId: album.id } });
    // the preview's end offers signing up: to a guest without an account only (issue 20)
    expect(types(await rest(t, token, 'GET', `conversion/getVideoPreviewEndIncentives/${album.id}`))).toEqual([]);
    expect(types(await rest(t, await t.anonymousToken(), 'GET', `conversion/getVideoPreviewEndIncentives/${album.id}`))).toEqual([
      'videoPreviewEnd',
    ]);
    expect((await rest(t, token, 'GET', 'conversion/getBuyImageAlbumIncentives/99999999')).status).toBe(404);
  });

  test('the balance-low incentive comes only below the minimum chat balance and not within a day of a top-up (issue 20)', async () => {
    const { token, guestId } = await newGuest(t);
    const db = t.server.db;
    const refill = async () => types(await rest(t, token, 'GET', 'conversion/getIncentivesByEvent?event=balance'));
    await db.updateTable('guests').set({ balanceCents: REFILL_OFFER.belowCents }).where('id', '=', guestId).execute();
    expect(await refill()).toEqual([]);
    await db
      .updateTable('guests')
      .set({ balanceCents: REFILL_OFFER.belowCents - 1 })
      .where('id', '=', guestId)
      .execute();
    expect(await refill()).toEqual(['refill']);
    // a top-up 23 hours ago, spent down since: still too soon to ask for another
    const topUpAt = Date.now() - 23 * 3_600_000;
    await db
      .insertInto('balanceEvents')
      .values({ guestId, deltaCents: 1_000, balanceAfterCents: 1_000, reason: 'moneycharge', ref: 'test', createdAt: topUpAt })
      .execute();
    expect(await refill()).toEqual([]);
    await db
      .updateTable('balanceEvents')
      .set({ createdAt: Date.now() - REFILL_OFFER.quietAfterTopUpMs - 60_000 })
      .where('guestId', '=', guestId)
      .execute();
    expect(await refill()).toEqual(['refill']);
    // a debit (a purchase) is no top-up
    await db
      .insertInto('balanceEvents')
      .values({ guestId, deltaCents: -300, balanceAfterCents: 0, reason: 'album', ref: 'test2', createdAt: Date.now() })
      .execute();
    expect(await refill()).toEqual(['refill']);
  });

  test('guest infos are stored per type, newest kept; teasers come per route', async () => {
    const { token, guestId } = await newGuest(t);
    await rest(t, token, 'POST', 'conversion/setGuestInfo', { type: 'onboardingChoice', value: 'cams' });
    await rest(t, token, 'POST', 'conversion/setGuestInfo', { type: 'onboardingChoice', value: 'videos' });
    const rows = await t.server.db.selectFrom('guestInfos').select(['type', 'value']).where('guestId', '=', guestId).execute();
    expect(rows).toEqual([{ type: 'onboardingChoice', value: 'videos' }]);
    const teasers = await rest(t, token, 'POST', 'teaser/getTeasers', { routeName: 'contests', routeArgs: {} });
    expect(teasers.body.teasers).toEqual([{ id: 1, region: 'top', content: { kind: 'dailyBonus' } }]);
  });

  test('bad input is refused cleanly and changes nothing', async () => {
    const { token, guestId } = await newGuest(t);
    const anonymous = await t.anonymousToken();
    const cases: [string | null, string, string, unknown, number, string][] = [
      [token, 'POST', 'conversion/getPageLoadIncentives', { routeArgs: {} }, 400, 'VALIDATION_FAILED'],
      [token, 'POST', 'conversion/getPageLoadIncentives', { routeName: '<script>' }, 400, 'VALIDATION_FAILED'],
      [
        token,
        'POST',
        'conversion/closeIncentive',
        { result: 'gone', incentive: { id: 1, region: 'banner', type: 'vip30', event: 'pageLoad', uniqueGroup: null } },
        400,
        'VALIDATION_FAILED',
      ],
      [
        token,
        'POST',
        'conversion/closeIncentive',
        { result: 'closed', incentive: { id: 999999, region: 'banner', type: 'vip30', event: 'pageLoad', uniqueGroup: null } },
        404,
        'NOT_FOUND',
      ],
      [token, 'POST', 'conversion/setRefillWindowHidden', { incentiveType: 'refill', interval: 0 }, 400, 'VALIDATION_FAILED'],
      [token, 'POST', 'conversion/setRefillWindowHidden', { incentiveType: 'refill', interval: 99_999_999 }, 400, 'VALIDATION_FAILED'],
      [anonymous, 'POST', 'conversion/setRefillWindowHidden', { incentiveType: 'refill', interval: 60 }, 401, 'UNAUTHORIZED'],
      [token, 'POST', 'conversion/setGuestInfo', { type: 'x', value: { nested: true } }, 400, 'VALIDATION_FAILED'],
      [token, 'POST', 'survey/feedback', { surveyId: 1, answer: 'not an option' }, 400, 'VALIDATION_FAILED'],
      [token, 'POST', 'survey/feedback', { surveyId: 999, answer: 'great' }, 404, 'NOT_FOUND'],
      [anonymous, 'POST', 'survey/feedback', { surveyId: 1, answer: 'great' }, 401, 'UNAUTHORIZED'],
      [null, 'POST', 'conversion/getPageLoadIncentives', { routeName: 'contests' }, 401, 'MISSING_TOKEN'],
    ];
    for (const [who, method, path, body, status, code] of cases) {
      const answer = await rest(t, who, method as 'GET' | 'POST', path, body);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(answer.body.error.code).toBe(code);
    }
    for (const table of ['incentiveCloses', 'incentiveHiddenTypes', 'guestInfos', 'surveyAnswers'] as const) {
      expect(await t.server.db.selectFrom(table).select('guestId').where('guestId', '=', guestId).execute(), table).toHaveLength(0);
    }
  });
});

describe('surveys and feature feedback', () => {
  test('the open survey is answered once; then there is none for the guest', async () => {
    const { token } = await newGuest(t);
    const data = await rest(t, token, 'GET', 'survey/feedbackdata');
    expect(data.body.survey).toEqual({ id: 1, question: 'contestPages', options: ['great', 'good', 'poor'] });
    expect((await rest(t, token, 'POST', 'survey/feedback', { surveyId: 1, answer: 'good', text: 'Nice' })).body).toEqual({
      success: true,
    });
    const again = await rest(t, token, 'POST', 'survey/feedback', { surveyId: 1, answer: 'great' });
    expect(again.body.error.code).toBe('CONFLICT');
    expect((await rest(t, token, 'GET', 'survey/feedbackdata')).body.survey).toBeNull();
  });

  test('feature feedback answers result true and is stored; bad fields are refused', async () => {
    const { token, guestId } = await newGuest(t);
    const mutation =
      'mutation($f: String!, $r: Int!, $t: String!, $u: String!) { featureFeedback(featureId: $f, rating: $r, text: $t, url: $u) { result } }';
    const ok = await vx(t.baseUrl, token, mutation, { f: 'contests', r: 4, t: 'Nice pages', u: '/en/contests/' });
    expect(ok.body.data.featureFeedback).toEqual({ result: true });
    for (const variables of [
      { f: 'contests', r: 6, t: '', u: '/en/' },
      { f: '', r: 3, t: '', u: '/en/' },
      { f: 'contests', r: 3, t: '', u: 'https://elsewhere.example/' },
    ]) {
      const refused = await vx(t.baseUrl, token, mutation, variables);
      expect(refused.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
    }
    expect(
      await t.server.db
        .selectFrom('featureFeedback')
        .select(['featureId', 'rating', 'text', 'url'])
        .where('guestId', '=', guestId)
        .execute(),
    ).toEqual([{ featureId: 'contests', rating: 4, text: 'Nice pages', url: '/en/contests/' }]);
  });
});

describe('the daily bonus', () => {
  const query = '{ dailyBonus { id day free purchased } consumedOffers { offerId day } bonusModels(first: 3) { id name isOnline } }';

  test('a free offer of today is taken once; it shows as purchased and consumed; others are refused', async () => {
    const { token, guestId } = await newGuest(t);
    // today's first free offer is for guests with a top-up this month (its conditions; offers.test.ts)
    await t.server.db
      .insertInto('payments')
      .values({
        guestId,
        flow: 'moneycharge',
        method: 'card',
        amountCents: 1_000,
        bonusCents: 0,
        status: 'succeeded',
        declineReason: null,
        idempotencyKey: 'daily-bonus-top-up',
        requestFingerprint: 'test',
        createdAt: Date.now(),
      })
      .execute();
    const before = (await vx(t.baseUrl, token, query)).body.data;
    expect(before.dailyBonus.map((offer: { day: number }) => offer.day).sort()).toEqual([-1, -1, -1, 0, 0, 0, 1, 1, 1]);
    expect(before.consumedOffers).toEqual([]);
    const todayFree = before.dailyBonus.find((offer: { day: number; free: boolean }) => offer.day === 0 && offer.free);
    const todayPaid = before.dailyBonus.find((offer: { day: number; free: boolean }) => offer.day === 0 && !offer.free);
    const tomorrow = before.dailyBonus.find((offer: { day: number }) => offer.day === 1);
    const claim = (offerId: number) =>
      vx(t.baseUrl, token, 'mutation($o: Int!) { claimDailyBonus(offerId: $o) { success errorCode } }', { o: offerId });
    const results = await Promise.all(Array.from({ length: 5 }, () => claim(todayFree.id)));
    expect(results.filter((result) => result.body.data.claimDailyBonus.success)).toHaveLength(1);
    expect((await claim(todayPaid.id)).body.data.claimDailyBonus).toEqual({ success: false, errorCode: 'notFree' });
    expect((await claim(tomorrow.id)).body.data.claimDailyBonus).toEqual({ success: false, errorCode: 'notToday' });
    const after = (await vx(t.baseUrl, token, query)).body.data;
    expect(after.dailyBonus.find((offer: { id: number }) => offer.id === todayFree.id).purchased).toBe(true);
    expect(after.consumedOffers).toHaveLength(1);
    expect(after.bonusModels.every((model: { isOnline: boolean }) => model.isOnline)).toBe(true);
    // what the free offer grants landed once (5 free chat minutes: one voucher row of 5)
    const vouchers = await t.server.db.selectFrom('vouchers').select(['type', 'amount']).where('guestId', '=', guestId).execute();
    const offer = await t.server.db
      .selectFrom('dailyBonusOffers')
      .select('effect')
      .where('id', '=', todayFree.id)
      .executeTakeFirstOrThrow();
    const reward = rewardOfEffect(offer.effect);
    if (reward?.type === 'voucher') expect(vouchers).toEqual([{ type: reward.value, amount: reward.amount }]);
    expect((await vx(t.baseUrl, token, '{ consumedOffers(first: 32) { offerId } }')).body.errors[0].extensions.code).toBe(
      'VALIDATION_FAILED',
    );
  });
});

describe('contest voting over the socket', () => {
  test("every socket hears an entry's new total when a guest votes", async () => {
    const { token, guestId } = await newGuest(t);
    const listener = await openSession(t.baseUrl, await t.anonymousToken());
    try {
      const now = Date.now();
      const entry = await t.server.db
        .selectFrom('contestMedia')
        .innerJoin('contests', 'contests.id', 'contestMedia.contestId')
        .select(['contestMedia.id', 'contestMedia.contestId', 'contestMedia.actorId', 'contestMedia.albumId', 'contestMedia.votes'])
        .where('contests.needsAvs', '=', 0)
        .where('contests.startsAt', '<=', now)
        .where('contests.endsAt', '>', now)
        .executeTakeFirstOrThrow();
      await rest(t, token, 'POST', 'contests/addContestMediaVoting', {
        actorId: entry.actorId,
        contestId: entry.contestId,
        guestId,
        mediaId: entry.id,
        albumId: entry.albumId,
        hideConfirmWindow: false,
      });
      expect((await listener.next('contest.voting')).data).toEqual({
        contestId: entry.contestId,
        mediaId: entry.id,
        votes: entry.votes + 1,
      });
    } finally {
      await listener.close();
    }
  });
});
