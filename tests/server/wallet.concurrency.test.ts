// Money under load: parallel top-ups and purchases on one account end at the exact balance,
// on SQLite and (when DATABASE_URL is set) on PostgreSQL.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { redeemBonusCode } from '../../server/domain/bonusCodes.ts';
import { topUp } from '../../server/domain/wallet.ts';
import { album, balanceOf, card, newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL wallet concurrency tests skipped: DATABASE_URL is not set');

const databases = [
  { name: 'SQLite', databaseUrl: undefined, skip: false },
  { name: 'PostgreSQL', databaseUrl: url, skip: !url },
];

describe.each(databases)('the wallet on $name', ({ databaseUrl, skip }) => {
  let t: TestServer;
  beforeAll(async () => {
    if (!skip) t = await startTestServer({ databaseUrl });
  });
  afterAll(async () => {
    await t?.close();
  });

  test.skipIf(skip)('10 card top-ups and 10 album buys fired together end at the exact balance', async () => {
    const { guestId, token } = await newGuest(t, { balanceCents: 1_000 });
    const albums = await Promise.all(Array.from({ length: 10 }, (_, index) => album(t.server.db, 'video', 299, 20 + index)));
    const results = await Promise.all([
      ...Array.from({ length: 10 }, (_, index) =>
        topUp(t.server.db, t.server.app.bus, {
          guestId,
          flow: 'moneycharge',
          amountCents: 1_000,
          method: card('4242424242424242'),
          idempotencyKey: `load-${index}`,
        }),
      ),
      ...albums.map((a) => rest(t, token, 'POST', `album/${a.id}/buy`)),
    ]);
    // Each buy either succeeded or found too little money at its moment; the sum must match.
    const buys = results.slice(10) as { status: number }[];
    const bought = buys.filter((answer) => answer.status === 200).length;
    expect(buys.every((answer) => answer.status === 200 || answer.status === 402)).toBe(true);
    expect(await balanceOf(t.server.db, guestId)).toBe(1_000 + 10 * 1_000 - bought * 299);
    const ledger = await t.server.db
      .selectFrom('balanceEvents')
      .select(['deltaCents', 'balanceAfterCents'])
      .where('guestId', '=', guestId)
      .orderBy('id')
      .execute();
    expect(ledger.reduce((sum, row) => sum + row.deltaCents, 1_000)).toBe(await balanceOf(t.server.db, guestId));
    expect(ledger.at(-1)!.balanceAfterCents).toBe(await balanceOf(t.server.db, guestId));
    expect(await t.server.db.selectFrom('albumPurchases').select('id').where('guestId', '=', guestId).execute()).toHaveLength(bought);
  });

  test.skipIf(skip)('20 parallel buys of 3.00 on 10.00 never overdraw: exactly 3 go through', async () => {
    const { guestId, token } = await newGuest(t, { balanceCents: 1_000 });
    const albums = await Promise.all(Array.from({ length: 20 }, (_, index) => album(t.server.db, 'video', 300, 40 + index)));
    const answers = await Promise.all(albums.map((a) => rest(t, token, 'POST', `album/${a.id}/buy`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 402).every((a) => a.body.error.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await balanceOf(t.server.db, guestId)).toBe(100);
  });

  test.skipIf(skip)('50 buys of the same album at once by one guest make one charge and one purchase', async () => {
    const { guestId, token } = await newGuest(t, { balanceCents: 5_000 });
    const video = await album(t.server.db, 'video', 450, 70);
    const answers = await Promise.all(Array.from({ length: 50 }, () => rest(t, token, 'POST', `album/${video.id}/buy`)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await balanceOf(t.server.db, guestId)).toBe(5_000 - 450);
    expect(await t.server.db.selectFrom('albumPurchases').select('id').where('guestId', '=', guestId).execute()).toHaveLength(1);
    expect(
      await t.server.db.selectFrom('balanceEvents').select('id').where('guestId', '=', guestId).where('reason', '=', 'album').execute(),
    ).toHaveLength(1);
  });

  test.skipIf(skip)('50 buys of different albums at once with money for 10 make exactly 10, never a negative balance', async () => {
    const { guestId, token } = await newGuest(t, { balanceCents: 2_000 });
    const albums = await Promise.all(Array.from({ length: 50 }, (_, index) => album(t.server.db, 'video', 200, 80 + index)));
    const answers = await Promise.all(albums.map((a) => rest(t, token, 'POST', `album/${a.id}/buy`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.body.error.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await balanceOf(t.server.db, guestId)).toBe(0);
    const ledger = await t.server.db.selectFrom('balanceEvents').select('balanceAfterCents').where('guestId', '=', guestId).execute();
    expect(ledger.every((row) => row.balanceAfterCents >= 0)).toBe(true);
    expect(await t.server.db.selectFrom('albumPurchases').select('id').where('guestId', '=', guestId).execute()).toHaveLength(10);
  });

  test.skipIf(skip)('one idempotency key sent 10 times at once charges once', async () => {
    const { guestId } = await newGuest(t);
    const input = {
      guestId,
      flow: 'moneycharge' as const,
      amountCents: 5_000,
      method: card('4242424242424242'),
      idempotencyKey: 'same-form',
    };
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => topUp(t.server.db, t.server.app.bus, input)));
    expect(new Set(outcomes.map((o) => JSON.stringify(o))).size).toBe(1);
    expect(await balanceOf(t.server.db, guestId)).toBe(5_750);
  });

  test.skipIf(skip)('two parallel redeems of one code: exactly one wins', async () => {
    const { guestId } = await newGuest(t);
    const results = await Promise.allSettled([
      redeemBonusCode(t.server.db, t.server.app.bus, { guestId, code: 'WELCOME5' }),
      redeemBonusCode(t.server.db, t.server.app.bus, { guestId, code: 'welcome5' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { code: 'CONFLICT', details: { reason: 'alreadyRedeemed' } },
    });
    expect(await balanceOf(t.server.db, guestId)).toBe(500);
  });

  test.skipIf(skip)('a code for three guests redeemed by five at once is redeemed three times', async () => {
    const guests = await Promise.all(Array.from({ length: 5 }, () => newGuest(t)));
    const results = await Promise.allSettled(
      guests.map((g) => redeemBonusCode(t.server.db, t.server.app.bus, { guestId: g.guestId, code: 'LIMITED3' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const code = await t.server.db.selectFrom('bonusCodes').select('redemptions').where('code', '=', 'LIMITED3').executeTakeFirstOrThrow();
    expect(code.redemptions).toBe(3);
  });
});
