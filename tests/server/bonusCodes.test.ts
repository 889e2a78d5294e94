import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SEEDED_BONUS_CODES } from '../../server/db/seed/bonusCodes.ts';
import { VOUCHER_TYPE } from '../../src/contract/account.ts';
import { RATE_LIMITS } from '../../src/contract/checkoutRules.ts';
import { BONUS_CODE_BENEFIT_TYPES } from '../../src/contract/enums.ts';
import { album, balanceOf, newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';
import { openSession } from './socketClient.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.server.db;
const redeem = (token: string, code: string) => rest(t, token, 'POST', 'guest/redeemBonus', { code });

describe('redeeming codes', () => {
  test('the seed has a code for every benefit kind', () => {
    expect(new Set(SEEDED_BONUS_CODES.map((c) => c.type))).toEqual(new Set(BONUS_CODE_BENEFIT_TYPES));
  });

  test('WELCOME5 adds 5 € and tells the socket the code, the balance and the welcome bonus', async () => {
    const { guestId, token } = await newGuest(t);
    const socket = await openSession(t.baseUrl, token);
    const answer = await redeem(token, ' welcome5 ');
    expect(answer.body).toEqual({ success: true, bonus: { type: 'bonusMoney', amount: 500, text: '5 € welcome bonus' } });
    expect(await balanceOf(db(), guestId)).toBe(500);
    expect((await socket.next('bonuscode.redeemed')).data).toEqual({ code: 'WELCOME5' });
    expect((await socket.next('guest.balance')).data.balance).toBe(5);
    await socket.next('welcomebonus.redeemed');
    await socket.close();
  });

  test('a code cannot be redeemed twice by one guest', async () => {
    const { guestId, token } = await newGuest(t);
    await redeem(token, 'WELCOME5');
    const again = await redeem(token, 'WELCOME5');
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'CONFLICT', details: { reason: 'alreadyRedeemed' } });
    expect(await balanceOf(db(), guestId)).toBe(500);
  });

  test.each([
    ['NOPE-1234', 404, 'unknown'],
    ['EXPIRED10', 409, 'expired'],
    ['USEDUP5', 409, 'usedUp'],
  ])('%s is refused with %i (%s) and changes nothing', async (code, status, reason) => {
    const { guestId, token } = await newGuest(t);
    const answer = await redeem(token, code);
    expect(answer.status).toBe(status);
    expect(answer.body.error.details).toEqual({ reason });
    expect(await balanceOf(db(), guestId)).toBe(0);
    expect(await db().selectFrom('bonusCodeRedemptions').select('id').where('guestId', '=', guestId).execute()).toEqual([]);
  });

  test('coins, credits and plan days land where they belong', async () => {
    const { guestId, token } = await newGuest(t);
    const socket = await openSession(t.baseUrl, token);
    await redeem(token, 'COINS100');
    expect((await socket.next('loyalty.changed')).data).toEqual({ points: 100 });
    await redeem(token, 'CREDITS50');
    await redeem(token, 'VIPWEEK');
    expect((await socket.next('vip.updated')).data).toEqual({ isVip: true });
    await redeem(token, 'TVWEEK');
    const guest = await db()
      .selectFrom('guests')
      .select(['loyaltyPoints', 'credits', 'isVip', 'isVxtv'])
      .where('id', '=', guestId)
      .executeTakeFirstOrThrow();
    expect(guest).toEqual({ loyaltyPoints: 100, credits: 50, isVip: 1, isVxtv: 1 });
    const plans = await db()
      .selectFrom('subscriptions')
      .select(['plan', 'startedAt', 'endsAt'])
      .where('guestId', '=', guestId)
      .orderBy('plan')
      .execute();
    expect(plans.map((p) => [p.plan, Math.round((p.endsAt - p.startedAt) / 86_400_000)])).toEqual([
      ['vip', 7],
      ['vxtv', 7],
    ]);
    await socket.close();
  });

  test('voucher codes become vouchers of the matching type, shown on the socket', async () => {
    const { token } = await newGuest(t);
    const socket = await openSession(t.baseUrl, token);
    const expected: [string, number][] = [
      ['VIDEO1', VOUCHER_TYPE.video],
      ['PHOTO1', VOUCHER_TYPE.photoAlbum],
      ['MINUTES10', VOUCHER_TYPE.videoChat],
      ['MESSAGES5', VOUCHER_TYPE.messages],
      ['MEDIA1', VOUCHER_TYPE.video],
      ['FANCLUB30', VOUCHER_TYPE.bonusCode],
      ['GIFTS3', VOUCHER_TYPE.messengerGift],
      ['LIVESHOW1', VOUCHER_TYPE.liveShow],
    ];
    for (const [code] of expected) expect((await redeem(token, code)).status).toBe(200);
    let last = await socket.next('guest.balance');
    for (let index = 1; index < expected.length; index++) last = await socket.next('guest.balance');
    expect(new Set(last.data.vouchers.map((v) => v.type))).toEqual(new Set(expected.map(([, type]) => type)));
    expect(last.data.vouchers.find((v) => v.type === VOUCHER_TYPE.videoChat)).toEqual({
      type: VOUCHER_TYPE.videoChat,
      amount: 10,
      actorId: null,
    });
    await socket.close();
  });

  test('a video voucher from a code buys a video without money', async () => {
    const { guestId, token } = await newGuest(t);
    await redeem(token, 'VIDEO1');
    const video = await album(db(), 'video', 400, 5);
    expect((await rest(t, token, 'POST', `album/${video.id}/buy`)).body).toMatchObject({ success: true, kind: 'voucher' });
    expect(await balanceOf(db(), guestId)).toBe(0);
  });

  test('a scratch card works once for everyone', async () => {
    const first = await newGuest(t);
    const second = await newGuest(t);
    expect((await redeem(first.token, 'SCRATCH-AB12-CD34')).status).toBe(200);
    expect((await redeem(second.token, 'SCRATCH-AB12-CD34')).body.error.details).toEqual({ reason: 'usedUp' });
  });

  test('an anonymous visitor cannot redeem', async () => {
    expect((await redeem(await t.anonymousToken(), 'WELCOME5')).status).toBe(401);
  });

  test(`after ${RATE_LIMITS.codeAttempts.max} attempts in an hour the next one is refused with 429`, async () => {
    const { token } = await newGuest(t);
    for (let attempt = 0; attempt < RATE_LIMITS.codeAttempts.max; attempt++)
      expect((await redeem(token, `GUESS-${attempt}`)).status).toBe(404);
    const limited = await redeem(token, 'WELCOME5');
    expect(limited.status).toBe(429);
    expect(limited.body.error.details.retryAfterMs).toBeGreaterThan(0);
  });
});

describe('the bonus-code service', () => {
  test('a code is checked without being redeemed', async () => {
    const { token, guestId } = await newGuest(t);
    const { body } = await vxql(
      t.baseUrl,
      token,
      'query($c: String!) { bonusCode(code: $c) { success reason benefit { type amount text } } }',
      { c: 'vipweek' },
    );
    expect(body.data!.bonusCode).toEqual({
      success: true,
      reason: null,
      benefit: { type: 'vipSubscriptionDays', amount: 7, text: '7 days VIP' },
    });
    expect(await db().selectFrom('bonusCodeRedemptions').select('id').where('guestId', '=', guestId).execute()).toEqual([]);
    const expired = await vxql(t.baseUrl, token, '{ bonusCode(code: "EXPIRED10") { success reason } }');
    expect(expired.body.data!.bonusCode).toEqual({ success: false, reason: 'expired' });
  });

  test('remaining codes leave out redeemed, expired, used-up codes and scratch cards', async () => {
    const { token } = await newGuest(t);
    await redeem(token, 'COINS100');
    const { body } = await vxql(t.baseUrl, token, '{ remainingBonusCodes { code validUntil benefit { type } } }');
    const codes = body.data!.remainingBonusCodes.map((c: { code: string }) => c.code);
    expect(codes).toContain('WELCOME5');
    for (const gone of ['COINS100', 'EXPIRED10', 'USEDUP5', 'SCRATCH-EF56-GH78']) expect(codes).not.toContain(gone);
  });

  test('an anonymous visitor is told to log in', async () => {
    const { body } = await vxql(t.baseUrl, await t.anonymousToken(), '{ remainingBonusCodes { code } }');
    expect(body.errors![0]!.extensions!.code).toBe('UNAUTHORIZED');
  });
});
