import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { migrationProvider } from '../../server/db/migrations/index.ts';
import { VOUCHER_TYPE } from '../../src/contract/account.ts';
import { PROMO_CODES } from '../../src/contract/promoCodes.ts';
import { balanceOf, newGuest, rest } from './guestHelpers.ts';
import { signUpGuest, startTestServer, type TestServer, vxql } from './harness.ts';
import { openSession } from './socketClient.ts';

// Issue 21 point 6: a new guest is handed an instance of the welcome bonus tile's and the chat
// trial's on-top codes; promo/hasGuestNotRedeemedOnTopCodeInstance says whether it is still to
// redeem; redeeming grants the reward once, and only to a guest holding an instance.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.server.db;
const hasNotRedeemed = (token: string | null, code: string, language = 'en') =>
  rest(t, token, 'GET', `promo/hasGuestNotRedeemedOnTopCodeInstance/${encodeURIComponent(code)}?language=${language}`);
const redeem = (token: string, code: string) => rest(t, token, 'POST', 'guest/redeemBonus', { code });

describe('on-top codes', () => {
  test('the promo codes are the seeded on-top codes', () => {
    expect(PROMO_CODES).toEqual({ welcomeBonusTile: 'WELCOMEBONUS', chatTrial: 'CHATTRIAL' });
  });

  test('a new guest has the welcome bonus to redeem; redeeming adds 5 € once and the promo check says so', async () => {
    const { token, guestId } = await signUpGuest(t);
    expect((await hasNotRedeemed(token, PROMO_CODES.welcomeBonusTile)).body).toEqual({
      success: true,
      hasNotRedeemed: true,
      bonus: { type: 'bonusMoney', amount: 500, text: 'Welcome bonus: 5 € on us' },
    });
    expect((await hasNotRedeemed(token, PROMO_CODES.chatTrial, 'es')).body.bonus).toEqual({
      type: 'freeMinutes',
      amount: 3,
      text: '3 minutos de chat gratis para probar',
    });
    const socket = await openSession(t.baseUrl, token);
    const answer = await redeem(token, PROMO_CODES.welcomeBonusTile.toLowerCase());
    expect(answer.body).toEqual({ success: true, bonus: { type: 'bonusMoney', amount: 500, text: 'Welcome bonus: 5 € on us' } });
    await socket.next('welcomebonus.redeemed');
    await socket.close();
    expect(await balanceOf(db(), guestId)).toBe(500);
    expect((await hasNotRedeemed(token, PROMO_CODES.welcomeBonusTile)).body).toEqual({ success: true, hasNotRedeemed: false, bonus: null });
    const again = await redeem(token, PROMO_CODES.welcomeBonusTile);
    expect(again.status).toBe(409);
    expect(again.body.error.details).toEqual({ reason: 'alreadyRedeemed' });
    expect(await balanceOf(db(), guestId)).toBe(500);
    // The chat trial is its own instance: still to redeem.
    expect((await hasNotRedeemed(token, PROMO_CODES.chatTrial)).body.hasNotRedeemed).toBe(true);
  });

  test('the chat trial grants 3 free chat minutes once, even when redeemed twice at once', async () => {
    const { token, guestId } = await signUpGuest(t);
    const answers = await Promise.all([redeem(token, PROMO_CODES.chatTrial), redeem(token, PROMO_CODES.chatTrial)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const vouchers = await db().selectFrom('vouchers').select(['type', 'amount']).where('guestId', '=', guestId).execute();
    expect(vouchers).toEqual([{ type: VOUCHER_TYPE.videoChat, amount: 3 }]);
    expect((await hasNotRedeemed(token, PROMO_CODES.chatTrial)).body.hasNotRedeemed).toBe(false);
  });

  test('a guest without an instance has nothing to redeem and cannot redeem the code', async () => {
    const { token, guestId } = await newGuest(t);
    expect((await hasNotRedeemed(token, PROMO_CODES.welcomeBonusTile)).body.hasNotRedeemed).toBe(false);
    const answer = await redeem(token, PROMO_CODES.welcomeBonusTile);
    expect(answer.status).toBe(404);
    expect(answer.body.error.details).toEqual({ reason: 'unknown' });
    expect(await balanceOf(db(), guestId)).toBe(0);
  });

  test('the list of codes anyone may redeem leaves the on-top codes out', async () => {
    const { token } = await signUpGuest(t);
    const { body } = await vxql(t.baseUrl, token, '{ remainingBonusCodes { code } }');
    const codes = body.data!.remainingBonusCodes.map((c: { code: string }) => c.code);
    expect(codes).toContain('COINS100');
    expect(codes).not.toContain(PROMO_CODES.welcomeBonusTile);
    expect(codes).not.toContain(PROMO_CODES.chatTrial);
  });

  test('a logged-out visitor has no on-top code to redeem', async () => {
    expect((await hasNotRedeemed(await t.anonymousToken(), PROMO_CODES.chatTrial)).body).toEqual({
      success: true,
      hasNotRedeemed: false,
      bonus: null,
    });
    expect((await hasNotRedeemed(null, PROMO_CODES.chatTrial)).status).toBe(401);
  });

  test('a code that is not an on-top code, or no code at all, is refused', async () => {
    const { token } = await signUpGuest(t);
    expect((await hasNotRedeemed(token, 'COINS100')).status).toBe(404);
    expect((await hasNotRedeemed(token, 'NOPE-1234')).status).toBe(404);
    expect((await hasNotRedeemed(token, '<b>!</b>')).status).toBe(404);
    expect((await hasNotRedeemed(token, 'X'.repeat(61))).status).toBe(400);
  });

  // Last: it takes the migration down and up again on this server's seeded database.
  test('a database seeded before the migration gets the on-top codes with their texts when it migrates', async () => {
    const names = Object.keys(await migrationProvider.getMigrations()).sort();
    const index = names.indexOf('0034_on_top_codes');
    const down = await new Migrator({ db: db().withoutPlugins(), provider: migrationProvider }).migrateTo(names[index - 1]!);
    expect(down.error).toBeUndefined();
    expect(await migrateToLatest(db())).toEqual(names.slice(index));
    const { token, guestId } = await signUpGuest(t);
    expect((await hasNotRedeemed(token, PROMO_CODES.welcomeBonusTile)).body.hasNotRedeemed).toBe(true);
    const answer = await rest(t, token, 'POST', 'guest/redeemBonus?language=de', { code: PROMO_CODES.welcomeBonusTile });
    expect(answer.body.bonus.text).toBe('Willkommensbonus: 5 € geschenkt');
    expect(await balanceOf(db(), guestId)).toBe(500);
  });
});
