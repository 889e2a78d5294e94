// Live chat billing on a fake clock (live chat issue): every started minute is charged once, in
// its own transaction; the balance running out ends the chat with 501; 0.4 cannot start; voucher
// minutes go first; two chats at once never overspend (SQLite and, with DATABASE_URL, PostgreSQL).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ChatRefusal, chargeDueMinutes, endChat, startChat } from '../../server/domain/chat.ts';
import { VOUCHER_TYPE } from '../../src/contract/account.ts';
import { MINUTE_MS } from '../../src/contract/chat.ts';
import { balanceOf, newGuest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL chat billing tests skipped: DATABASE_URL is not set');

const T0 = Date.UTC(2026, 10, 25, 12, 0, 0);

describe.each([
  { name: 'SQLite', databaseUrl: undefined, skip: false },
  { name: 'PostgreSQL', databaseUrl: url, skip: !url },
])('chat billing on $name', ({ databaseUrl, skip }) => {
  let t: TestServer;
  beforeAll(async () => {
    if (!skip) t = await startTestServer({ databaseUrl });
  });
  afterAll(async () => t?.close());

  /** An online actor whose single chat costs `cents` a minute. */
  async function actor(cents: number, skipRows = 0) {
    const row = await t.server.db
      .selectFrom('actors')
      .select('id')
      .orderBy('id')
      .offset(40 + skipRows)
      .limit(1)
      .executeTakeFirstOrThrow();
    await t.server.db
      .updateTable('actors')
      .set({ isOnline: 1, priceSingle: cents, priceVoucherChatMinutes: 3 })
      .where('id', '=', row.id)
      .execute();
    return row.id;
  }

  test.skipIf(skip)('a chat of 1, 2 and 61 started minutes is charged 1, 2 and 61 minutes, each once', async () => {
    for (const [minutes, endAfterMs] of [
      [1, 30_000],
      [2, MINUTE_MS + 1],
      [61, 60 * MINUTE_MS + 5_000],
    ] as const) {
      const { guestId } = await newGuest(t, { balanceCents: 10_000 });
      const actorId = await actor(100, 0);
      const session = await startChat(t.server.db, { guestId, actorId, kind: 'single', now: T0 });
      // the billing loop ticks at each minute; a late or repeated tick charges nothing twice
      for (let at = T0; at <= T0 + endAfterMs; at += MINUTE_MS) await chargeDueMinutes(t.server.db, session.id, at);
      await chargeDueMinutes(t.server.db, session.id, T0 + endAfterMs);
      const ended = await endChat(t.server.db, session.id, 100, T0 + endAfterMs);
      expect(ended.session).toMatchObject({ minutesCharged: minutes, centsCharged: minutes * 100, endCode: 100 });
      expect(await balanceOf(t.server.db, guestId)).toBe(10_000 - minutes * 100);
      const ledger = await t.server.db
        .selectFrom('balanceEvents')
        .select('deltaCents')
        .where('guestId', '=', guestId)
        .where('reason', '=', 'chat')
        .execute();
      expect(ledger).toHaveLength(minutes);
    }
  });

  test.skipIf(skip)('the balance running out mid-chat ends it with 501; 0.4 cannot start; 0.5 can', async () => {
    const actorId = await actor(40, 1);
    const { guestId } = await newGuest(t, { balanceCents: 100 });
    const session = await startChat(t.server.db, { guestId, actorId, kind: 'single', now: T0 });
    expect((await chargeDueMinutes(t.server.db, session.id, T0 + MINUTE_MS)).endCode).toBeNull();
    const out = await chargeDueMinutes(t.server.db, session.id, T0 + 2 * MINUTE_MS);
    expect(out.endCode).toBe(501);
    expect(out.session).toMatchObject({ minutesCharged: 2, endCode: 501, endedAt: T0 + 2 * MINUTE_MS });
    expect(await balanceOf(t.server.db, guestId)).toBe(20);
    // ending it again changes nothing
    expect((await endChat(t.server.db, session.id, 100, T0 + 3 * MINUTE_MS)).session.endCode).toBe(501);

    const poor = await newGuest(t, { balanceCents: 40 });
    const refused = await startChat(t.server.db, { guestId: poor.guestId, actorId, kind: 'single', now: T0 }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ChatRefusal);
    expect((refused as ChatRefusal).exitCode).toBe(501);
    expect(await balanceOf(t.server.db, poor.guestId)).toBe(40);
    expect(await t.server.db.selectFrom('chatSessions').select('id').where('guestId', '=', poor.guestId).execute()).toEqual([]);
    const enough = await newGuest(t, { balanceCents: 50 });
    expect((await startChat(t.server.db, { guestId: enough.guestId, actorId, kind: 'single', now: T0 })).minutesCharged).toBe(1);
  });

  test.skipIf(skip)('voucher chat minutes are used before money', async () => {
    const actorId = await actor(100, 2);
    const { guestId } = await newGuest(t, { balanceCents: 0 });
    await t.server.db
      .insertInto('vouchers')
      .values({ guestId, type: VOUCHER_TYPE.videoChat, amount: 1, actorId: null, source: 'test', createdAt: T0 })
      .execute();
    const session = await startChat(t.server.db, { guestId, actorId, kind: 'single', now: T0 });
    expect((await chargeDueMinutes(t.server.db, session.id, T0 + 2 * MINUTE_MS)).session).toMatchObject({
      minutesCharged: 3,
      centsCharged: 0,
      voucherMinutesLeft: 0,
    });
    expect((await chargeDueMinutes(t.server.db, session.id, T0 + 3 * MINUTE_MS)).endCode).toBe(501);
  });

  test.skipIf(skip)(
    'two chats at once for one guest never overspend: the balance never goes below zero and each minute is in the ledger',
    async () => {
      const [a, b] = [await actor(100, 3), await actor(100, 4)];
      const { guestId } = await newGuest(t, { balanceCents: 550 });
      const [first, second] = await Promise.all([
        startChat(t.server.db, { guestId, actorId: a, kind: 'single', now: T0 }),
        startChat(t.server.db, { guestId, actorId: b, kind: 'single', now: T0 }),
      ]);
      for (let minute = 1; minute <= 5; minute++) {
        await Promise.all([first, second].map((session) => chargeDueMinutes(t.server.db, session.id, T0 + minute * MINUTE_MS)));
      }
      const sessions = await t.server.db
        .selectFrom('chatSessions')
        .select(['minutesCharged', 'endCode'])
        .where('guestId', '=', guestId)
        .execute();
      const minutes = sessions.reduce((sum, row) => sum + row.minutesCharged, 0);
      expect(minutes).toBe(5);
      expect(sessions.every((row) => row.endCode === 501)).toBe(true);
      expect(await balanceOf(t.server.db, guestId)).toBe(50);
      const ledger = await t.server.db
        .selectFrom('balanceEvents')
        .select('balanceAfterCents')
        .where('guestId', '=', guestId)
        .where('reason', '=', 'chat')
        .execute();
      expect(ledger).toHaveLength(5);
      expect(ledger.every((row) => row.balanceAfterCents >= 0)).toBe(true);
    },
  );

  test.skipIf(skip)('an actor who does not offer the kind refuses it; a free chat costs nothing', async () => {
    const actorId = await actor(100, 5);
    await t.server.db.updateTable('actors').set({ isVoyeurChatAvailable: 0, freeChat: 1 }).where('id', '=', actorId).execute();
    const { guestId } = await newGuest(t, { balanceCents: 0 });
    await expect(startChat(t.server.db, { guestId, actorId, kind: 'voyeur', now: T0 })).rejects.toMatchObject({ exitCode: 901 });
    const free = await startChat(t.server.db, { guestId, actorId, kind: 'free', now: T0 });
    expect((await chargeDueMinutes(t.server.db, free.id, T0 + 10 * MINUTE_MS)).session).toMatchObject({
      minutesCharged: 11,
      centsCharged: 0,
      endedAt: null,
    });
    await expect(endChat(t.server.db, free.id, 12345, T0)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
