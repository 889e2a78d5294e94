import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { card, newGuest } from './guestHelpers.ts';
import { checkoutCall, openFrameSession, startTestServer, type TestServer } from './harness.ts';

// A payment stores the affiliate attribution and the test-device mark it was sent with (issue 21
// point 14): top-ups and plans; a malformed attribution is refused and stores nothing.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

let keys = 0;
const key = () => `attribution-${++keys}`;
const rowsOf = (guestId: number) =>
  t.server.db
    .selectFrom('payments')
    .select(['flow', 'affiliateId', 'affiliateSubRef', 'affiliateToken', 'testDevice'])
    .where('guestId', '=', guestId)
    .orderBy('id')
    .execute();

describe('payment attribution', () => {
  test('a top-up and a plan store the webmaster id, sub-reference, token and the test-device mark; one without stores none', async () => {
    const { guestId, token } = await newGuest(t);
    const { session } = await openFrameSession(t, token);
    const attribution = { w: 4711, ws: 'spring-mail', wt: 'tok_1.a', testdevice: true };
    const topUp = await checkoutCall(
      t.checkoutUrl,
      'payments',
      { flow: 'moneycharge', amountCents: 1_000, method: card('4242424242424242'), idempotencyKey: key(), attribution },
      { session },
    );
    expect(topUp.status).toBe(200);
    const plan = await checkoutCall(
      t.checkoutUrl,
      'abos',
      { plan: 'vip', trial: false, method: card('4242424242424242'), idempotencyKey: key(), attribution: { w: 12 } },
      { session },
    );
    expect(plan.status).toBe(200);
    const plain = await checkoutCall(
      t.checkoutUrl,
      'payments',
      { flow: 'moneycharge', amountCents: 1_000, method: card('4242424242424242'), idempotencyKey: key() },
      { session },
    );
    expect(plain.status).toBe(200);
    expect(await rowsOf(guestId)).toEqual([
      { flow: 'moneycharge', affiliateId: 4711, affiliateSubRef: 'spring-mail', affiliateToken: 'tok_1.a', testDevice: 1 },
      { flow: 'vipabo', affiliateId: 12, affiliateSubRef: null, affiliateToken: null, testDevice: 0 },
      { flow: 'moneycharge', affiliateId: null, affiliateSubRef: null, affiliateToken: null, testDevice: 0 },
    ]);
  });

  test('a declined top-up keeps its attribution too (the webmaster sees the attempt)', async () => {
    const { guestId, token } = await newGuest(t);
    const { session } = await openFrameSession(t, token);
    const answer = await checkoutCall(
      t.checkoutUrl,
      'payments',
      { flow: 'moneycharge', amountCents: 1_000, method: card('4000000000009995'), idempotencyKey: key(), attribution: { w: 8, wt: 'x' } },
      { session },
    );
    expect(answer.body.payment.status).toBe('declined');
    expect(await rowsOf(guestId)).toEqual([
      { flow: 'moneycharge', affiliateId: 8, affiliateSubRef: null, affiliateToken: 'x', testDevice: 0 },
    ]);
  });

  test.each([
    ['an id of 0', { w: 0 }],
    ['a text id', { w: '12' }],
    ['markup in the sub-reference', { w: 1, ws: '<b>x</b>' }],
    ['an overlong token', { w: 1, wt: 'a'.repeat(101) }],
    ['an unknown field', { w: 1, campaign: 'x' }],
  ])('%s is refused and nothing is stored', async (_label, attribution) => {
    const { guestId, token } = await newGuest(t);
    const { session } = await openFrameSession(t, token);
    const answer = await checkoutCall(
      t.checkoutUrl,
      'payments',
      { flow: 'moneycharge', amountCents: 1_000, method: card('4242424242424242'), idempotencyKey: key(), attribution },
      { session },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    expect(await rowsOf(guestId)).toEqual([]);
  });
});
