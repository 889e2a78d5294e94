import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { savePaymentSettings } from '../../server/domain/paymentSettings.ts';
import { autoRechargeAfterDebit, payCompensation, savePaymentMethod, topUp } from '../../server/domain/wallet.ts';
import { SANDBOX_CARDS, SANDBOX_DECLINED_IBAN, TRIAL_MONEY_CHARGE } from '../../src/contract/checkout.ts';
import { album, balanceOf, card, newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { openSession } from './socketClient.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.server.db;
const bus = () => t.server.app.bus;
let keys = 0;
const key = () => `key-${++keys}`;
const charge = (
  guestId: number,
  amountCents: number,
  method: Parameters<typeof topUp>[2]['method'] = card('4242424242424242'),
  flow: Parameters<typeof topUp>[2]['flow'] = 'moneycharge',
) => topUp(db(), bus(), { guestId, flow, amountCents, method, idempotencyKey: key() });

describe('topping up', () => {
  test('a package top-up adds the amount and its bonus, and the guest becomes a paying customer', async () => {
    const { guestId, token } = await newGuest(t);
    expect((await rest(t, token, 'GET', 'guest/getGuestBalance')).body.isPayingCustomer).toBe(false);
    const outcome = await charge(guestId, 2_500);
    expect(outcome).toEqual({ status: 'succeeded', declineReason: null, amountCents: 2_500, bonusCents: 250 });
    expect(await balanceOf(db(), guestId)).toBe(2_750);
    const answer = await rest(t, token, 'GET', 'guest/getGuestBalance?language=de');
    expect(answer.body).toMatchObject({ success: true, balance: 27.5, isPayingCustomer: true });
    expect(answer.body.balanceFormatted).toMatch(/27,50/);
  });

  test('every balance change leaves a ledger row with the balance after it', async () => {
    const { guestId } = await newGuest(t);
    await charge(guestId, 1_000);
    await charge(guestId, 700);
    const events = await db()
      .selectFrom('balanceEvents')
      .select(['deltaCents', 'balanceAfterCents'])
      .where('guestId', '=', guestId)
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { deltaCents: 1_000, balanceAfterCents: 1_000 },
      { deltaCents: 700, balanceAfterCents: 1_700 },
    ]);
  });

  test('the same idempotency key charges once and answers the first result', async () => {
    const { guestId } = await newGuest(t);
    const input = {
      guestId,
      flow: 'moneycharge' as const,
      amountCents: 1_000,
      method: card('4242424242424242'),
      idempotencyKey: 'double-click',
    };
    const [first, second] = await Promise.all([topUp(db(), bus(), input), topUp(db(), bus(), input)]);
    const third = await topUp(db(), bus(), input);
    expect(first).toEqual(second);
    expect(third).toEqual(first);
    expect(await balanceOf(db(), guestId)).toBe(1_000);
    expect(await db().selectFrom('payments').select('id').where('guestId', '=', guestId).execute()).toHaveLength(1);
  });

  const declining = Object.entries(SANDBOX_CARDS).filter(([, c]) => c.outcome !== 'success');
  test.each(declining)('card %s is declined with its reason and changes nothing', async (number, { outcome }) => {
    const { guestId } = await newGuest(t);
    const result = await charge(guestId, 1_000, card(number, { save: true }));
    expect(result).toEqual({ status: 'declined', declineReason: outcome, amountCents: 1_000, bonusCents: 0 });
    expect(await balanceOf(db(), guestId)).toBe(0);
    expect(await db().selectFrom('paymentMethods').select('id').where('guestId', '=', guestId).execute()).toEqual([]);
    const stored = await db().selectFrom('payments').select(['status', 'declineReason']).where('guestId', '=', guestId).execute();
    expect(stored).toEqual([{ status: 'declined', declineReason: outcome }]);
    const guest = await db().selectFrom('guests').select('isPayingCustomer').where('id', '=', guestId).executeTakeFirstOrThrow();
    expect(guest.isPayingCustomer).toBe(0);
  });

  test('an unknown but valid card is not supported; an invalid one is refused before anything is stored', async () => {
    const { guestId } = await newGuest(t);
    expect((await charge(guestId, 1_000, card('4111111111111111'))).declineReason).toBe('card_not_supported');
    await expect(charge(guestId, 1_000, card('4242424242424241'))).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await db().selectFrom('payments').select('id').where('guestId', '=', guestId).execute()).toHaveLength(1);
  });

  test('a direct debit succeeds, the sandbox IBAN declines, a phone bill ending in 9 declines', async () => {
    const { guestId } = await newGuest(t);
    expect((await charge(guestId, 1_000, { kind: 'ls', iban: 'DE89370400440532013000', holder: 'A B' })).status).toBe('succeeded');
    expect((await charge(guestId, 1_000, { kind: 'ls', iban: SANDBOX_DECLINED_IBAN, holder: 'A B' })).declineReason).toBe(
      'account_declined',
    );
    expect((await charge(guestId, 1_000, { kind: 'carrier', phoneNumber: '+491511234569' }, 'carrier')).declineReason).toBe(
      'carrier_declined',
    );
    expect((await charge(guestId, 1_000, { kind: 'carrier', phoneNumber: '+491511234567' }, 'carrier')).status).toBe('succeeded');
    expect(await balanceOf(db(), guestId)).toBe(2_000);
  });

  test('paying with a saved method needs one; a saved card keeps no number and no CVC', async () => {
    const { guestId } = await newGuest(t);
    await expect(charge(guestId, 1_000, { kind: 'saved' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await charge(guestId, 1_000, card('5555555555554444', { save: true }));
    const saved = await db().selectFrom('paymentMethods').selectAll().where('guestId', '=', guestId).executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ kind: 'card', brand: 'mastercard', last4: '4444', expiry: '12/40', holder: 'Test Guest' });
    expect(JSON.stringify(saved)).not.toContain('5555555555554444');
    expect(JSON.stringify(saved)).not.toContain('123');
    expect((await charge(guestId, 1_000, { kind: 'saved' })).status).toBe('succeeded');
    expect(await balanceOf(db(), guestId)).toBe(2_000);
  });

  test('changecc keeps a good card and answers a declined one without keeping it', async () => {
    const { guestId } = await newGuest(t);
    const declined = await savePaymentMethod(db(), bus(), { guestId, method: card('4000000000000002') });
    expect(declined).toMatchObject({ status: 'declined', declineReason: 'card_declined' });
    expect(await db().selectFrom('paymentMethods').select('id').where('guestId', '=', guestId).execute()).toEqual([]);
    expect((await savePaymentMethod(db(), bus(), { guestId, method: card('4242424242424242') })).status).toBe('succeeded');
    expect(await db().selectFrom('paymentMethods').select('last4').where('guestId', '=', guestId).executeTakeFirst()).toEqual({
      last4: '4242',
    });
  });

  test('the trial top-up works once per guest', async () => {
    const { guestId } = await newGuest(t);
    const first = await charge(guestId, TRIAL_MONEY_CHARGE.amountCents, card('4242424242424242'), 'trialmoneycharge');
    expect(first.bonusCents).toBe(TRIAL_MONEY_CHARGE.bonusCents);
    await expect(charge(guestId, TRIAL_MONEY_CHARGE.amountCents, card('4242424242424242'), 'trialmoneycharge')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await balanceOf(db(), guestId)).toBe(TRIAL_MONEY_CHARGE.amountCents + TRIAL_MONEY_CHARGE.bonusCents);
  });

  test('a top-up over the monthly limit is declined with limit_exceeded', async () => {
    const { guestId } = await newGuest(t);
    await savePaymentSettings(db(), { guestId, autoRecharge: null, oneClickAmounts: [], monthlyLimitCents: 2_000 });
    expect((await charge(guestId, 1_500)).status).toBe('succeeded');
    expect(await charge(guestId, 1_000)).toMatchObject({ status: 'declined', declineReason: 'limit_exceeded' });
    expect((await charge(guestId, 500)).status).toBe('succeeded');
    expect(await balanceOf(db(), guestId)).toBe(2_000);
  });

  test('an amount that is neither a package nor within the limits is refused', async () => {
    const { guestId } = await newGuest(t);
    await expect(charge(guestId, 499)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(charge(guestId, 1_000, { kind: 'balance' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await db().selectFrom('payments').select('id').where('guestId', '=', guestId).execute()).toEqual([]);
  });

  test('the guest hears its new balance on the socket', async () => {
    const { guestId, token } = await newGuest(t, { language: 'de' });
    const socket = await openSession(t.baseUrl, token);
    await charge(guestId, 1_000);
    const frame = await socket.next('guest.balance');
    expect(frame.data).toEqual({ balance: 10, balanceFormatted: expect.stringMatching(/10,00/), vouchers: [] });
    await socket.close();
  });
});

describe('settings, auto recharge and compensation', () => {
  test('settings out of bounds are refused', async () => {
    const { guestId } = await newGuest(t);
    await expect(
      savePaymentSettings(db(), {
        guestId,
        autoRecharge: { amountCents: 100, thresholdCents: 0 },
        oneClickAmounts: [],
        monthlyLimitCents: null,
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      savePaymentSettings(db(), { guestId, autoRecharge: null, oneClickAmounts: [1_000, 100], monthlyLimitCents: null }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      savePaymentSettings(db(), { guestId, autoRecharge: null, oneClickAmounts: [], monthlyLimitCents: 10 }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  test('a purchase that leaves the balance under the threshold recharges through the saved card once', async () => {
    const { guestId, token } = await newGuest(t);
    await charge(guestId, 1_000, card('4242424242424242', { save: true }));
    await savePaymentSettings(db(), {
      guestId,
      autoRecharge: { amountCents: 2_500, thresholdCents: 500 },
      oneClickAmounts: [1_000],
      monthlyLimitCents: null,
    });
    const video = await album(db(), 'video', 800, 3);
    const bought = await rest(t, token, 'POST', `album/${video.id}/buy`);
    expect(bought.status).toBe(200);
    // 10.00 - 8.00 = 2.00 < 5.00: recharged 25.00 + 2.50 package bonus.
    expect(await balanceOf(db(), guestId)).toBe(200 + 2_750);
    const event = await db()
      .selectFrom('balanceEvents')
      .select('id')
      .where('guestId', '=', guestId)
      .where('reason', '=', 'album')
      .executeTakeFirstOrThrow();
    expect(await autoRechargeAfterDebit(db(), bus(), guestId, event.id)).toBeNull();
  });

  test('a restricted guest pays what it owes and is no longer restricted', async () => {
    const { guestId } = await newGuest(t, { restrictionLevel: 2, compensationCents: 1_500 });
    const outcome = await payCompensation(db(), bus(), { guestId, method: card('4242424242424242'), idempotencyKey: key() });
    expect(outcome).toMatchObject({ status: 'succeeded', amountCents: 1_500 });
    const guest = await db()
      .selectFrom('guests')
      .select(['restrictionLevel', 'compensationCents', 'balanceCents'])
      .where('id', '=', guestId)
      .executeTakeFirstOrThrow();
    expect(guest).toEqual({ restrictionLevel: 0, compensationCents: 0, balanceCents: 0 });
    await expect(payCompensation(db(), bus(), { guestId, method: card('4242424242424242'), idempotencyKey: key() })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });
});

describe('compensation under a race', () => {
  test('two tabs paying what is owed at once pay it once', async () => {
    const { guestId } = await newGuest(t, { restrictionLevel: 1, compensationCents: 900 });
    const results = await Promise.allSettled(
      ['tab-a', 'tab-b'].map((idempotencyKey) =>
        payCompensation(db(), bus(), { guestId, method: card('4242424242424242'), idempotencyKey }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const paid = await db().selectFrom('payments').select('id').where('guestId', '=', guestId).where('status', '=', 'succeeded').execute();
    expect(paid).toHaveLength(1);
  });
});
