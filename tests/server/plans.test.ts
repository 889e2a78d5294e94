import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkoutGuest } from '../../server/domain/guestView.ts';
import { cancelPlan, subscribePlan } from '../../server/domain/plans.ts';
import { CANCELLATION_OFFER, PLANS } from '../../src/contract/checkout.ts';
import { album, balanceOf, card, newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';
import { openSession } from './socketClient.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 60 * 60_000;
const db = () => t.server.db;
const bus = () => t.server.app.bus;
let keys = 0;
const subscribe = (guestId: number, plan: 'vip' | 'vxtv', extra: Partial<Parameters<typeof subscribePlan>[2]> = {}) =>
  subscribePlan(db(), bus(), {
    guestId,
    plan,
    trial: false,
    method: card('4242424242424242', { save: true }),
    idempotencyKey: `plan-${++keys}`,
    ...extra,
  });

describe('VIP', () => {
  test('buying VIP tells the guest it is VIP and a TV subscriber', async () => {
    const { guestId, token } = await newGuest(t);
    const socket = await openSession(t.baseUrl, token);
    const outcome = await subscribe(guestId, 'vip');
    expect(outcome).toMatchObject({ status: 'succeeded', amountCents: PLANS.vip.priceCents });
    expect((await socket.next('vip.updated')).data).toEqual({ isVip: true });
    expect((await socket.next('tv.updated')).data).toEqual({ isVXTVAboSubscriber: true });
    const guest = await checkoutGuest(db(), guestId);
    expect(guest).toMatchObject({ isVip: true, isVXTVAboSubscriber: true });
    expect(guest.abos).toEqual([
      { plan: 'vip', status: 'active', isTrial: false, priceCents: PLANS.vip.priceCents, endsAt: expect.any(Number) },
    ]);
    expect(guest.abos[0]!.endsAt - Date.now()).toBeGreaterThan((PLANS.vip.days - 1) * DAY);
    await socket.close();
  });

  test('a VIP guest gets a VIP video for free; without VIP it costs its price', async () => {
    const vipVideo = await album(db(), 'vipVideo', 500);
    const vip = await newGuest(t);
    await subscribe(vip.guestId, 'vip');
    const answer = await rest(t, vip.token, 'POST', `album/${vipVideo.id}/buy`);
    expect(answer.body).toMatchObject({ success: true, balance: 0, kind: 'flatrate' });
    const plain = await newGuest(t, { balanceCents: 600 });
    expect((await rest(t, plain.token, 'POST', `album/${vipVideo.id}/buy`)).body).toMatchObject({
      success: true,
      balance: 1,
      kind: 'bought',
    });
  });

  test('a declined card starts no plan', async () => {
    const { guestId } = await newGuest(t);
    expect(await subscribe(guestId, 'vip', { method: card('4000000000000002') })).toMatchObject({
      status: 'declined',
      declineReason: 'card_declined',
    });
    expect(await checkoutGuest(db(), guestId)).toMatchObject({ isVip: false, abos: [] });
  });

  test('VIP can be paid from the balance; too little balance declines and takes nothing', async () => {
    const poor = await newGuest(t, { balanceCents: 500 });
    expect(await subscribe(poor.guestId, 'vip', { method: { kind: 'balance' } })).toMatchObject({
      status: 'declined',
      declineReason: 'insufficient_funds',
    });
    expect(await balanceOf(db(), poor.guestId)).toBe(500);
    const rich = await newGuest(t, { balanceCents: 2_000 });
    expect((await subscribe(rich.guestId, 'vip', { method: { kind: 'balance' } })).status).toBe('succeeded');
    expect(await balanceOf(db(), rich.guestId)).toBe(2_000 - PLANS.vip.priceCents);
  });

  test('the VIP trial costs the trial price and works once per guest', async () => {
    const { guestId } = await newGuest(t);
    const trial = await subscribe(guestId, 'vip', { trial: true });
    expect(trial).toMatchObject({ status: 'succeeded', amountCents: PLANS.vipTrial.priceCents });
    const guest = await checkoutGuest(db(), guestId);
    expect(guest.hasUsedVipTrial).toBe(true);
    expect(guest.abos[0]!.isTrial).toBe(true);
    const later = Date.now() + (PLANS.vipTrial.days + 1) * DAY;
    await cancelPlan(db(), bus(), { guestId, plan: 'vip' });
    await checkoutGuest(db(), guestId, null, later);
    await expect(subscribe(guestId, 'vip', { trial: true, now: later })).rejects.toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'trialUsed' },
    });
  });

  test('a running plan cannot be bought twice; TV has no trial', async () => {
    const { guestId } = await newGuest(t);
    await subscribe(guestId, 'vxtv');
    await expect(subscribe(guestId, 'vxtv')).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(subscribe(guestId, 'vxtv', { trial: true })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await checkoutGuest(db(), guestId)).toMatchObject({ isVip: false, isVXTVAboSubscriber: true });
  });
});

describe('renewal and cancellation', () => {
  test('at the end of the period an active plan charges the saved card and runs on', async () => {
    const { guestId } = await newGuest(t);
    await subscribe(guestId, 'vip', { trial: true });
    const later = Date.now() + (PLANS.vipTrial.days + 1) * DAY;
    const guest = await checkoutGuest(db(), guestId, null, later);
    expect(guest.isVip).toBe(true);
    expect(guest.abos[0]).toMatchObject({ status: 'active', isTrial: false, priceCents: PLANS.vip.priceCents });
    const renewals = await db()
      .selectFrom('payments')
      .select(['flow', 'amountCents'])
      .where('guestId', '=', guestId)
      .orderBy('id')
      .execute();
    expect(renewals).toEqual([
      { flow: 'trialvipabo', amountCents: PLANS.vipTrial.priceCents },
      { flow: 'vipabo', amountCents: PLANS.vip.priceCents },
    ]);
  });

  test('a cancelled plan runs to its end and then ends, telling the socket', async () => {
    const { guestId, token } = await newGuest(t);
    await subscribe(guestId, 'vxtv');
    const { offer } = await cancelPlan(db(), bus(), { guestId, plan: 'vxtv' });
    expect(offer).toEqual({ priceCents: CANCELLATION_OFFER.priceCents, platformText: 'vxtv-cancel-offer-499' });
    expect(await checkoutGuest(db(), guestId)).toMatchObject({ isVXTVAboSubscriber: true, abos: [{ status: 'cancelled' }] });
    const socket = await openSession(t.baseUrl, token);
    await checkoutGuest(db(), guestId, bus(), Date.now() + (PLANS.vxtv.days + 1) * DAY);
    expect((await socket.next('tv.updated')).data).toEqual({ isVXTVAboSubscriber: false });
    expect(await checkoutGuest(db(), guestId, null, Date.now() + (PLANS.vxtv.days + 1) * DAY)).toMatchObject({
      isVXTVAboSubscriber: false,
      abos: [],
    });
    await socket.close();
  });

  test('the cancellation offer is accepted once and makes the next period cost the offer price', async () => {
    const { guestId, token } = await newGuest(t);
    await subscribe(guestId, 'vip');
    const { offer } = await cancelPlan(db(), bus(), { guestId, plan: 'vip' });
    const accept = () => rest(t, token, 'POST', 'guest/acceptCancellationOffer', { guest_id: guestId, platform_text: offer!.platformText });
    const first = await accept();
    expect(first.body).toMatchObject({ success: true, accepted_offer: true, accepted_offer_info: expect.stringContaining('4.99') });
    expect((await accept()).body).toMatchObject({ success: true, accepted_offer: false, accepted_offer_info: null });
    expect((await checkoutGuest(db(), guestId)).abos[0]).toMatchObject({ status: 'active', priceCents: CANCELLATION_OFFER.priceCents });
    // Cancelling again brings no second offer.
    expect((await cancelPlan(db(), bus(), { guestId, plan: 'vip' })).offer).toBeNull();
  });

  test('the offer cannot be accepted for another guest or without a cancelled plan', async () => {
    const { guestId, token } = await newGuest(t);
    expect(
      (await rest(t, token, 'POST', 'guest/acceptCancellationOffer', { guest_id: guestId + 1000, platform_text: 'vip-cancel-offer-499' }))
        .status,
    ).toBe(403);
    expect(
      (await rest(t, token, 'POST', 'guest/acceptCancellationOffer', { guest_id: guestId, platform_text: 'vip-cancel-offer-499' })).body
        .accepted_offer,
    ).toBe(false);
  });

  test('a failed renewal charge ends the plan', async () => {
    const { guestId } = await newGuest(t);
    await subscribe(guestId, 'vip', { method: card('4242424242424242', { save: true, expiry: '12/40' }) });
    await db().updateTable('paymentMethods').set({ expiry: '01/20' }).where('guestId', '=', guestId).execute();
    const later = Date.now() + (PLANS.vip.days + 1) * DAY;
    expect(await checkoutGuest(db(), guestId, null, later)).toMatchObject({ isVip: false, abos: [] });
  });
});

describe('videos in the query service', () => {
  test('a bought video shows as bought, and a VIP video as flatrate for a VIP guest', async () => {
    const vip = await newGuest(t);
    await subscribe(vip.guestId, 'vip');
    const { body } = await vxql(
      t.baseUrl,
      vip.token,
      '{ videos(category: vip30Videos, first: 2) { items { id vip guestInfo { bought flatrate } } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.videos.items[0].guestInfo).toEqual({ bought: false, flatrate: true });
    const anonymous = await vxql(
      t.baseUrl,
      await t.anonymousToken(),
      '{ videos(category: vip30Videos, first: 1) { items { guestInfo { bought } } } }',
    );
    expect(anonymous.body.data!.videos.items[0].guestInfo).toBeNull();
  });
});
