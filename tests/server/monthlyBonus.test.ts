import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { guestEntity } from '../../server/domain/guestView.ts';
import { bonusMonth, MONTHLY_BONUS } from '../../src/contract/monthlyBonus.ts';
import { balanceOf, newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { openSession } from './socketClient.ts';

// Issue 21 point 8: a VIP guest's first profile read of a month credits the monthly bonus once,
// with a ledger row saying why, and raises the "monthly bonus processed" status item until the
// app reports it seen.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.server.db;
const profile = (token: string | null) => rest(t, token, 'GET', 'guest/profile');
const seen = (token: string | null, type: unknown) => rest(t, token, 'POST', 'guest/statusItems/seen', { type });
const ledger = (guestId: number) =>
  db()
    .selectFrom('balanceEvents')
    .select(['deltaCents', 'reason', 'ref'])
    .where('guestId', '=', guestId)
    .where('reason', '=', 'monthlyBonus')
    .execute();

async function vipGuest() {
  const guest = await newGuest(t);
  expect((await rest(t, guest.token, 'POST', 'guest/redeemBonus', { code: 'VIPWEEK' })).status).toBe(200);
  return guest;
}

describe('the VIP monthly bonus', () => {
  test('is 5 € a calendar month, the month counted in Berlin time', () => {
    expect(MONTHLY_BONUS.vipCents).toBe(500);
    expect(bonusMonth(Date.UTC(2026, 10, 30, 22, 59))).toBe('2026-11');
    expect(bonusMonth(Date.UTC(2026, 10, 30, 23, 0))).toBe('2026-12');
  });

  test("a VIP's first profile read of the month credits it once, with a ledger row and the socket told", async () => {
    const { token, guestId } = await vipGuest();
    const socket = await openSession(t.baseUrl, token);
    const first = await profile(token);
    expect(first.body.statusItems).toEqual(['monthlyBonusProcessed']);
    expect(first.body.guest.balance).toBe(5);
    expect((await socket.next('guest.balance')).data.balance).toBe(5);
    await Promise.all([profile(token), profile(token), profile(token)]);
    expect(await balanceOf(db(), guestId)).toBe(MONTHLY_BONUS.vipCents);
    expect(await ledger(guestId)).toEqual([{ deltaCents: 500, reason: 'monthlyBonus', ref: `monthly:${bonusMonth(Date.now())}` }]);
    await socket.close();
  });

  test('the status item is raised until the app says it was seen, then never again that month', async () => {
    const { token } = await vipGuest();
    expect((await profile(token)).body.statusItems).toEqual(['monthlyBonusProcessed']);
    expect((await profile(token)).body.statusItems).toEqual(['monthlyBonusProcessed']);
    expect((await seen(token, 'monthlyBonusProcessed')).body).toEqual({ success: true, seen: true });
    expect((await profile(token)).body.statusItems).toEqual([]);
    expect((await seen(token, 'monthlyBonusProcessed')).body).toEqual({ success: true, seen: false });
  });

  test('the next month credits it again while the plan runs', async () => {
    const { guestId } = await vipGuest();
    const now = Date.now();
    await db()
      .updateTable('subscriptions')
      .set({ endsAt: now + 90 * 86_400_000 })
      .where('guestId', '=', guestId)
      .execute();
    await guestEntity(db(), guestId, null, now);
    await guestEntity(db(), guestId, null, now + 31 * 86_400_000);
    await guestEntity(db(), guestId, null, now + 31 * 86_400_000);
    expect((await ledger(guestId)).map((row) => row.ref)).toEqual([
      `monthly:${bonusMonth(now)}`,
      `monthly:${bonusMonth(now + 31 * 86_400_000)}`,
    ]);
  });

  test('a plan that ended earns no bonus in the next month', async () => {
    const { guestId } = await vipGuest();
    const now = Date.now();
    await guestEntity(db(), guestId, null, now);
    await guestEntity(db(), guestId, null, now + 31 * 86_400_000);
    expect(await ledger(guestId)).toHaveLength(1);
  });

  test('a guest who is not VIP gets none and sees no item', async () => {
    const { token, guestId } = await newGuest(t);
    expect((await profile(token)).body.statusItems).toEqual([]);
    expect(await balanceOf(db(), guestId)).toBe(0);
    expect(await ledger(guestId)).toEqual([]);
  });

  test('a wrong item type is refused, and a logged-out guest cannot mark anything', async () => {
    const { token } = await vipGuest();
    expect((await seen(token, 'welcomeBack')).status).toBe(400);
    expect((await seen(token, 7)).status).toBe(400);
    expect((await profile(token)).body.statusItems).toEqual(['monthlyBonusProcessed']);
    expect((await seen(await t.anonymousToken(), 'monthlyBonusProcessed')).status).toBe(401);
    expect((await seen(null, 'monthlyBonusProcessed')).status).toBe(401);
  });
});
