import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FLOWS_REFUSED_WHEN_RESTRICTED } from '../../src/contract/checkout.ts';
import { balanceOf, card, newGuest } from './guestHelpers.ts';
import { checkoutCall, openFrameSession, startTestServer, type TestServer } from './harness.ts';
import { openSession } from './socketClient.ts';

// Restricted guests (issue 21 point 4; spec part 1 §4, §6): every top-up and plan is refused
// over the checkout API with FORBIDDEN and changes nothing; the compensation pays what is owed
// and lifts the restriction, after which a top-up goes through. The flag is in the snapshot.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.server.db;
let keys = 0;
const key = () => `restricted-${++keys}`;
const paymentsOf = (guestId: number) =>
  db().selectFrom('payments').select(['flow', 'status']).where('guestId', '=', guestId).orderBy('id').execute();

describe('a restricted guest', () => {
  test('the refused flows are every top-up and every plan, not the compensation', () => {
    expect([...FLOWS_REFUSED_WHEN_RESTRICTED].sort()).toEqual(
      [
        'autorecharge',
        'carrier',
        'limit',
        'moneycharge',
        'oneclick',
        'trialmoneycharge',
        'trialvipabo',
        'vipabo',
        'vxabo',
        'vxtvabo',
      ].sort(),
    );
    expect(FLOWS_REFUSED_WHEN_RESTRICTED).not.toContain('opcompensation');
  });

  test('is told so in the socket snapshot', async () => {
    const { token } = await newGuest(t, { restrictionLevel: 2, compensationCents: 900 });
    const socket = await openSession(t.baseUrl, token);
    try {
      expect(socket.ack.data.guest).toMatchObject({ isRestricted: true, restrictionLevel: 2 });
    } finally {
      socket.close();
    }
  });

  test('cannot top up or take a plan: FORBIDDEN, nothing charged or stored; the compensation lifts it and a top-up then works', async () => {
    const { guestId, token } = await newGuest(t, { restrictionLevel: 1, compensationCents: 1_500 });
    const { session } = await openFrameSession(t, token);
    for (const flow of ['moneycharge', 'trialmoneycharge'] as const) {
      const amountCents = flow === 'trialmoneycharge' ? 500 : 1_000;
      const refused = await checkoutCall(
        t.checkoutUrl,
        'payments',
        { flow, amountCents, method: card('4242424242424242'), idempotencyKey: key() },
        { session },
      );
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'restricted', flow: 'opcompensation' } });
    }
    const plan = await checkoutCall(
      t.checkoutUrl,
      'abos',
      { plan: 'vip', trial: false, method: card('4242424242424242'), idempotencyKey: key() },
      { session },
    );
    expect(plan.status).toBe(403);
    expect(plan.body.error.details).toMatchObject({ reason: 'restricted' });
    expect(await balanceOf(db(), guestId)).toBe(0);
    expect(await paymentsOf(guestId)).toEqual([]);

    const paid = await checkoutCall(
      t.checkoutUrl,
      'compensation',
      { method: card('4242424242424242'), idempotencyKey: key() },
      { session },
    );
    expect(paid.status).toBe(200);
    expect(paid.body.payment).toMatchObject({ status: 'succeeded', amountCents: 1_500 });
    expect(paid.body.guest).toMatchObject({ isRestricted: false, restrictionLevel: 0, compensationCents: 0 });

    const topUp = await checkoutCall(
      t.checkoutUrl,
      'payments',
      { flow: 'moneycharge', amountCents: 1_000, method: card('4242424242424242'), idempotencyKey: key() },
      { session },
    );
    expect(topUp.status).toBe(200);
    expect(topUp.body.payment.status).toBe('succeeded');
    expect(await balanceOf(db(), guestId)).toBe(1_000);
    expect(await paymentsOf(guestId)).toEqual([
      { flow: 'opcompensation', status: 'succeeded' },
      { flow: 'moneycharge', status: 'succeeded' },
    ]);
  });

  test('a guest without a restriction tops up as before (level 0 is not restricted)', async () => {
    const { guestId, token } = await newGuest(t, { restrictionLevel: 0 });
    const { session } = await openFrameSession(t, token);
    const answer = await checkoutCall(
      t.checkoutUrl,
      'payments',
      { flow: 'moneycharge', amountCents: 1_000, method: card('4242424242424242'), idempotencyKey: key() },
      { session },
    );
    expect(answer.status).toBe(200);
    expect(await balanceOf(db(), guestId)).toBe(1_000);
  });
});
