// Sending messages over real HTTP and real sockets (messenger issue): sending charges what the
// composer shows, once per clientId, and tells every tab; refused frames cost nothing; 100
// messages with money for 40 charge exactly 40 (on SQLite and, when DATABASE_URL is set, on
// PostgreSQL).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { balanceOf, INTERNAL_TOKEN, newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { internal, pricedActor, send, tab } from './messengerHelpers.ts';
import type { TestSocket } from './socketClient.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL messenger tests skipped: DATABASE_URL is not set');

describe('sending messages', () => {
  let t: TestServer;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    t = await startTestServer({ env: { INTERNAL_TOKEN } });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await t?.close();
  });
  const open = async (token: string) => {
    const socket = await tab(t, token);
    sockets.push(socket);
    return socket;
  };

  test('free messages go first, then the actor price; every tab hears of the message and the balance', async () => {
    const { guestId, token } = await newGuest(t, { balanceCents: 1_000 });
    const actorId = await pricedActor(t, 150, 0, { priceFreeMessages: 1 });
    const [first, second] = [await open(token), await open(token)];
    const freeId = send(first, actorId);
    const free = await first.next('message.new');
    expect(free.data).toMatchObject({
      clientId: freeId,
      message: { sender: 'guest', text: 'Hello there', priceCents: 0 },
      channel: { actorId, freeMessagesAmount: 0 },
    });
    expect((await second.next('message.new')).data.clientId).toBe(freeId);
    // the free message is used: the price notice says the next one costs the actor's price
    expect((await second.next('message.price')).data).toMatchObject({
      actorId,
      freeMessagesAmount: 0,
      messagePrice: 1.5,
      isMessagingFree: false,
    });
    expect(await balanceOf(t.server.db, guestId)).toBe(1_000);
    send(first, actorId, { text: 'A paid one' });
    expect((await second.next('message.new')).data.message).toMatchObject({ text: 'A paid one', priceCents: 150 });
    expect((await second.next('guest.balance')).data.balance).toBe(8.5);
    expect(await balanceOf(t.server.db, guestId)).toBe(850);
  });

  test('a message sent again with its clientId (after a reconnect) is stored and charged once', async () => {
    const { guestId, token } = await newGuest(t, { balanceCents: 1_000 });
    const actorId = await pricedActor(t, 100, 1);
    const socket = await open(token);
    const clientId = randomUUID();
    send(socket, actorId, { clientId });
    send(socket, actorId, { clientId });
    const [a, b] = [await socket.next('message.new'), await socket.next('message.new')];
    expect(a.data.message.messageId).toBe(b.data.message.messageId);
    const again = await open(token);
    send(again, actorId, { clientId });
    expect((await again.next('message.new')).data.message.messageId).toBe(a.data.message.messageId);
    expect(await balanceOf(t.server.db, guestId)).toBe(900);
    const count = await t.server.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('clientId', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  test('a gift held in advance costs nothing, one beyond them costs its price; a VIP gift needs VIP', async () => {
    const { guestId, token } = await newGuest(t, { balanceCents: 1_000 });
    const actorId = await pricedActor(t, 0, 2);
    const rose = await t.server.db
      .selectFrom('gifts')
      .select(['id', 'priceValue'])
      .where('vip', '=', 0)
      .where('active', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await internal(t, 'grantMessengerGifts', { guestId, giftId: rose.id, quantity: 1 })).status).toBe(200);
    const socket = await open(token);
    send(socket, actorId, { giftId: rose.id, text: '' });
    expect((await socket.next('message.new')).data.message).toMatchObject({ gift: { id: rose.id }, priceCents: 0 });
    send(socket, actorId, { giftId: rose.id, text: '' });
    expect((await socket.next('message.new')).data.message.priceCents).toBe(rose.priceValue);
    expect(await balanceOf(t.server.db, guestId)).toBe(1_000 - rose.priceValue);
    const crown = await t.server.db.selectFrom('gifts').select('id').where('vip', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const vipId = send(socket, actorId, { giftId: crown.id });
    expect((await socket.next('message.refused')).data).toMatchObject({ clientId: vipId, code: 'VIP_REQUIRED' });
    expect(await balanceOf(t.server.db, guestId)).toBe(1_000 - rose.priceValue);
    const profile = await rest(t, token, 'GET', 'guest/profile');
    expect(profile.body.guest.boughtGifts).toEqual({});
  });

  test('too little money refuses the message with what is missing, storing and charging nothing', async () => {
    const { guestId, token } = await newGuest(t, { balanceCents: 50 });
    const actorId = await pricedActor(t, 199, 3);
    const socket = await open(token);
    const clientId = send(socket, actorId);
    expect((await socket.next('message.refused')).data).toEqual({
      clientId,
      code: 'NOT_ENOUGH_MONEY',
      message: expect.any(String),
      missingCents: 149,
    });
    expect(await balanceOf(t.server.db, guestId)).toBe(50);
    const stored = await t.server.db.selectFrom('messages').select('id').where('clientId', '=', clientId).execute();
    expect(stored).toEqual([]);
  });

  test('a garbage send-message frame and a message to a blocked channel are refused with a clear error and cost nothing', async () => {
    const { guestId, token } = await newGuest(t, { balanceCents: 1_000 });
    const actorId = await pricedActor(t, 100, 4);
    const socket = await open(token);
    for (const data of [
      { clientId: 'short', actorId, text: 'x', attachments: [], giftId: null, toyControlId: null },
      { clientId: randomUUID(), actorId: -1, text: 'x', attachments: [], giftId: null, toyControlId: null },
      { clientId: randomUUID(), actorId, text: 'x'.repeat(2_001), attachments: [], giftId: null, toyControlId: null },
      { clientId: randomUUID(), actorId, text: 'x', attachments: [{ type: 'file', id: 1 }], giftId: null, toyControlId: null },
      { clientId: randomUUID(), actorId, text: 'x', attachments: [], giftId: null },
    ]) {
      socket.send({ type: 'message.send', data });
      const error = await socket.next('error');
      expect(error.data).toMatchObject({ code: 'VALIDATION_FAILED', inReplyTo: 'message.send' });
      expect(error.data.message.length).toBeGreaterThan(10);
    }
    send(socket, actorId);
    const channelId = (await socket.next('message.new')).data.channel.id;
    expect((await internal(t, `channels/${channelId}/block`, { blocked: true })).status).toBe(200);
    expect((await socket.next('channel.updated')).data.channel.blocked).toBe(true);
    const blockedId = send(socket, actorId);
    expect((await socket.next('message.refused')).data).toMatchObject({ clientId: blockedId, code: 'CHANNEL_BLOCKED' });
    expect(await balanceOf(t.server.db, guestId)).toBe(900);
  });
});

describe.each([
  { name: 'SQLite', databaseUrl: undefined, skip: false },
  { name: 'PostgreSQL', databaseUrl: url, skip: !url },
])('100 messages at once on $name', ({ databaseUrl, skip }) => {
  let t: TestServer;
  beforeAll(async () => {
    if (!skip) t = await startTestServer({ databaseUrl, env: { INTERNAL_TOKEN } });
  });
  afterAll(async () => t?.close());

  test.skipIf(skip)(
    '100 messages sent together by one guest with money for 40 make 40 charged messages and the exact balance',
    async () => {
      const { guestId, token } = await newGuest(t, { balanceCents: 4_000 });
      const actorId = await pricedActor(t, 100, 0);
      const sockets = await Promise.all(Array.from({ length: 4 }, () => tab(t, token)));
      const clientIds = Array.from({ length: 100 }, (_, n) => send(sockets[n % 4]!, actorId, { text: `Message ${n}` }));
      // every message is answered on its own socket: sent (message.new with its clientId) or refused
      const answered = () =>
        clientIds.filter((clientId, n) =>
          sockets[n % 4]!.received.some(
            (frame) =>
              (frame.type === 'message.new' || frame.type === 'message.refused') &&
              (frame.data as { clientId: string | null }).clientId === clientId,
          ),
        ).length;
      await expect.poll(answered, { timeout: 30_000 }).toBe(100);
      const refused = sockets.flatMap((socket) => socket.received.filter((frame) => frame.type === 'message.refused'));
      expect(refused).toHaveLength(60);
      expect(refused.every((frame) => (frame.data as { code: string }).code === 'NOT_ENOUGH_MONEY')).toBe(true);
      await expect
        .poll(async () =>
          Number(
            (
              await t.server.db
                .selectFrom('messages')
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('sender', '=', 'guest')
                .where('clientId', 'in', clientIds)
                .executeTakeFirstOrThrow()
            ).n,
          ),
        )
        .toBe(40);
      expect(await balanceOf(t.server.db, guestId)).toBe(0);
      const charges = await t.server.db
        .selectFrom('balanceEvents')
        .select(['deltaCents', 'balanceAfterCents'])
        .where('guestId', '=', guestId)
        .where('reason', '=', 'message')
        .execute();
      expect(charges).toHaveLength(40);
      expect(charges.every((row) => row.deltaCents === -100 && row.balanceAfterCents >= 0)).toBe(true);
      await Promise.all(sockets.map((socket) => socket.close()));
    },
  );
});
