// The messenger over real HTTP and real sockets (messenger issue): sending charges what the
// composer shows, once per clientId, and tells every tab; refused frames cost nothing; channels
// are read, archived and listed by the spec's rules; notifications hide their hidden types and
// an all-seen notice reaches every tab; 100 messages with money for 40 charge exactly 40 (on
// SQLite and, when DATABASE_URL is set, on PostgreSQL); the simulator answers.
import { randomUUID } from 'node:crypto';
import { execute, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messengerChannels } from '../../server/query/messenger.ts';
import { schema } from '../../server/query/schema.ts';
import { ANSWER_TEXTS } from '../../server/simulator/answerMessages.ts';
import { createSimulator } from '../../server/simulator/simulator.ts';
import { PAGING } from '../../src/contract/constants.ts';
import { HIDDEN_NOTIFICATION_TYPES } from '../../src/contract/enums.ts';
import { DEMO_VOICE_PATH } from '../../src/contract/messenger.ts';
import { balanceOf, INTERNAL_TOKEN, newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';
import { openSession, type TestSocket } from './socketClient.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL messenger tests skipped: DATABASE_URL is not set');

const tab = (t: TestServer, token: string): Promise<TestSocket> => openSession(t.baseUrl, token);

const send = (
  socket: TestSocket,
  actorId: number,
  extra: Partial<{ clientId: string; text: string; giftId: number | null; toyControlId: number | null }> = {},
) => {
  const clientId = extra.clientId ?? randomUUID();
  socket.send({
    type: 'message.send',
    data: {
      clientId,
      actorId,
      text: extra.text ?? 'Hello there',
      attachments: [],
      giftId: extra.giftId ?? null,
      toyControlId: extra.toyControlId ?? null,
    },
  });
  return clientId;
};

/** An actor with a known message price and no free messages, so prices are exact. */
async function pricedActor(t: TestServer, priceCents: number, skip = 0, fields: Record<string, number> = {}) {
  const actor = await t.server.db
    .selectFrom('actors')
    .select('id')
    .orderBy('id')
    .offset(10 + skip)
    .limit(1)
    .executeTakeFirstOrThrow();
  await t.server.db
    .updateTable('actors')
    .set({ priceMessage: priceCents, priceFreeMessages: 0, ...fields })
    .where('id', '=', actor.id)
    .execute();
  return actor.id;
}

const internal = (t: TestServer, path: string, body: unknown) =>
  fetch(`${t.baseUrl}/api/v1/internal/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-token': INTERNAL_TOKEN },
    body: JSON.stringify(body),
  });

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

  test('reading a channel clears its unread count in every tab; archiving tells every tab; the views follow the spec', async () => {
    const { guestId, token } = await newGuest(t);
    const [a, b] = [await open(token), await open(token)];
    const actorIds = await Promise.all([0, 1, 2].map((n) => pricedActor(t, 0, 5 + n)));
    for (const actorId of actorIds) {
      send(a, actorId);
      await a.next('message.new');
    }
    const channels = await t.server.db.selectFrom('channels').select(['id', 'actorId']).where('guestId', '=', guestId).execute();
    const channelOf = (actorId: number) => channels.find((row) => row.actorId === actorId)!.id;
    // the actors answer: two unread in the first channel, one in the second
    await t.server.db.updateTable('channels').set({ unreadCount: 2 }).where('id', '=', channelOf(actorIds[0]!)).execute();
    await t.server.db.updateTable('channels').set({ unreadCount: 1 }).where('id', '=', channelOf(actorIds[1]!)).execute();
    a.send({ type: 'channel.read', data: { channelId: channelOf(actorIds[0]!) } });
    expect((await b.next('channel.updated')).data).toMatchObject({
      channel: { id: channelOf(actorIds[0]!), unread: false, unreadCount: 0 },
      unreadTotal: 1,
    });
    a.send({ type: 'channel.archive', data: { channelId: channelOf(actorIds[2]!), archived: true } });
    expect((await b.next('channel.archived')).data.channelId).toBe(channelOf(actorIds[2]!));
    const load = async (filter: string, onlineOnly = false) => {
      a.send({ type: 'channels.load', data: { offset: 0, first: PAGING.messengerChannels, filter, onlineOnly } });
      return (await a.next('channels')).data.items.map((channel) => channel.actorId);
    };
    expect(await load('newest')).toEqual([actorIds[1], actorIds[0]]);
    expect(await load('archived')).toEqual([actorIds[2]]);
    expect(await load('unread')).toEqual([actorIds[1]]);
    expect(await load('blocked')).toEqual([]);
    // another guest's channel is refused and changes nothing
    const other = await newGuest(t);
    const stranger = await open(other.token);
    stranger.send({ type: 'channel.read', data: { channelId: channelOf(actorIds[1]!) } });
    expect((await stranger.next('error')).data).toMatchObject({ code: 'VALIDATION_FAILED', inReplyTo: 'channel.read' });
    expect(
      (await t.server.db.selectFrom('channels').select('unreadCount').where('id', '=', channelOf(actorIds[1]!)).executeTakeFirstOrThrow())
        .unreadCount,
    ).toBe(1);
  });

  test('the query service lists channels (500 at most), their messages, the unread count, gifts and toy controls', async () => {
    const { token } = await newGuest(t, { language: 'de' });
    const actorId = await pricedActor(t, 0, 8);
    const socket = await open(token);
    send(socket, actorId, { text: 'Hallo' });
    const channelId = (await socket.next('message.new')).data.channel.id;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer of many shapes, checked below
    const { body }: { body: any } = await vxql(
      t.baseUrl,
      token,
      `query($c: Int!) { messengerChannels { id actorId subject isMessagingFree sentDiffForHumans } messengerContent(channelId: $c) { total items { text sender } }
        guestUnreadMessageCount navbarMessages { channelId subject } gifts { id name vip price { value currency symbol } translations { language } } toyControls { id displayName } }`,
      { c: channelId },
    );
    expect(body.data.messengerChannels).toEqual([
      { id: channelId, actorId, subject: 'Hallo', isMessagingFree: true, sentDiffForHumans: expect.any(String) },
    ]);
    expect(body.data.messengerContent).toEqual({ total: 1, items: [{ text: 'Hallo', sender: 'guest' }] });
    expect(body.data.guestUnreadMessageCount).toBe(0);
    expect(body.data.navbarMessages).toEqual([{ channelId, subject: 'Hallo' }]);
    expect(body.data.gifts.length).toBeGreaterThan(10);
    expect(body.data.gifts[0].translations).toHaveLength(4);
    expect(body.data.gifts[0].price.currency).toBe('EUR');
    expect(body.data.toyControls.length).toBeGreaterThan(0);
    const tooMany = await vxql(t.baseUrl, token, `{ messengerChannels(first: ${PAGING.messengerChannels + 1}) { id } }`);
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect((await vxql(t.baseUrl, await t.anonymousToken(), '{ messengerChannels { id } }')).body.errors?.[0]?.extensions?.code).toBe(
      'UNAUTHORIZED',
    );
    // media the actor sent are the guest's, in the media library's messenger and audio views
    const { addActorMessage } = await import('../../server/domain/messengerMessages.ts');
    await addActorMessage(t.server.db, channelId, 'A picture', [{ type: 'image', width: 640, height: 480, duration: 0 }]);
    await addActorMessage(t.server.db, channelId, 'A voice message', [{ type: 'audio', width: 0, height: 0, duration: 2 }]);
    const media = async (kind: string) =>
      (await vxql(t.baseUrl, token, `{ messengerMedia(kind: ${kind}) { total items { channelId media { type src } } } }`)).body.data
        ?.messengerMedia;
    expect(await media('visual')).toEqual({
      total: 1,
      items: [{ channelId, media: { type: 'image', src: expect.stringMatching(/^\/img\/message\/\d+\/w640\.svg$/) } }],
    });
    expect(await media('audio')).toEqual({ total: 1, items: [{ channelId, media: { type: 'audio', src: DEMO_VOICE_PATH } }] });
    const channel = await rest(t, token, 'GET', `messenger/channel/${channelId}`);
    expect(channel.body.channel).toMatchObject({ id: channelId, actorId });
    expect((await rest(t, token, 'GET', `messenger/channel/actor/${actorId}`)).body.channel.id).toBe(channelId);
    const strip = await rest(t, token, 'GET', `messenger/recommendations?currentActorId=${actorId}`);
    expect(strip.body.actors.length).toBeLessThanOrEqual(PAGING.messengerRecommendedActors);
    expect(strip.body.actors.every((actor: { id: number; isOnline: boolean }) => actor.id !== actorId && actor.isOnline)).toBe(true);
    expect((await rest(t, token, 'GET', 'messenger/recommendations?useGrid=true')).body.actors.length).toBeLessThanOrEqual(
      PAGING.recommendationsPerGrid,
    );
  });

  test('the channel list answers every field, byte for byte what graphql-js itself executes', async () => {
    const { guestId, token } = await newGuest(t);
    const actorId = await pricedActor(t, 99, 9, { priceSingle: 349, isVoyeurInSingleChatAllowed: 1 });
    // three hours ago: the relative time reads alike for half an hour either side
    const at = Date.now() - 3 * 3_600_000;
    await t.server.db
      .insertInto('channels')
      .values({
        guestId,
        actorId,
        unreadCount: 2,
        archived: 1,
        freeMessagesLeft: 0,
        subject: 'Three hours ago',
        messageTimestamp: at,
        lastViewedTimestamp: at - 1,
        createdAt: at,
      })
      .execute();
    const query = `query($f: Int!) { messengerChannels(first: $f) { id actorId guestId unread unreadCount blocked archived isActorOnline multiChatPrice canVoyeurChat
      isVoyeurInSingleChatAllowed isDildocontrolAvailable freeMessagesAmount messagePrice isMessagingFree freeChat subject lastMessageId messageTimestamp
      lastViewedTimestamp sentDiffForHumans previewPictureUrl actorName actorAge } }`;
    const answer = await fetch(`${t.baseUrl}/api/vxql?language=en`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: { f: 500 } }),
    });
    const text = await answer.text();
    const reference = await execute({
      schema,
      document: parse(query),
      rootValue: { messengerChannels },
      variableValues: { f: 500 },
      contextValue: { db: t.server.db, guestId, language: 'en', now: Date.now() },
    });
    expect(text).toBe(JSON.stringify({ data: reference.data }));
    expect(JSON.parse(text).data.messengerChannels).toMatchObject([
      {
        actorId,
        guestId,
        unread: true,
        unreadCount: 2,
        archived: true,
        multiChatPrice: 3.49,
        messagePrice: 0.99,
        isVoyeurInSingleChatAllowed: true,
        isMessagingFree: false,
        subject: 'Three hours ago',
        lastMessageId: null,
        messageTimestamp: at,
        lastViewedTimestamp: at - 1,
        sentDiffForHumans: '3 hours ago',
        previewPictureUrl: `/img/actor/${actorId}/w120.svg`,
      },
    ]);
  });
});

describe('notifications', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { INTERNAL_TOKEN } });
  });
  afterAll(async () => t?.close());

  test('hidden types are never listed or sent; the newest 5 are; marking all seen clears the count in every tab', async () => {
    const { guestId, token } = await newGuest(t);
    const [a, b] = [await tab(t, token), await tab(t, token)];
    for (const type of [1, ...HIDDEN_NOTIFICATION_TYPES, 2, 3, 4, 5, 1]) {
      expect((await internal(t, 'notify', { guestId, type, text: `Type ${type}`, link: null })).status).toBe(200);
    }
    const sent = [];
    for (let n = 0; n < 6; n++) sent.push((await a.next('notification.new')).data.notification.type);
    expect(sent).toEqual([1, 2, 3, 4, 5, 1]);
    a.send({ type: 'notifications.request', data: { kind: 'navbar', limit: 5 } });
    const listed = (await a.next('notifications')).data;
    expect(listed.unreadCount).toBe(6);
    expect(listed.items.map((item) => item.type)).toEqual([1, 5, 4, 3, 2]);
    a.send({ type: 'notification.read', data: { id: listed.items[0]!.id } });
    expect((await b.next('notifications.marked')).data).toEqual({ mark: 'read', id: listed.items[0]!.id, unreadCount: 5 });
    a.send({ type: 'notification.seen', data: { id: null } });
    expect((await b.next('notifications.marked')).data).toEqual({ mark: 'seen', id: null, unreadCount: 0 });
    a.send({ type: 'notifications.request', data: { kind: 'floating', limit: 5 } });
    expect((await a.next('notifications')).data.items).toEqual([]);
    await Promise.all([a.close(), b.close()]);
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

describe('the simulator answers', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => t?.close());

  test("a guest's message is answered by its actor in the guest's language: every tab hears it and the unread count rises", async () => {
    const simulator = createSimulator({
      db: t.server.db,
      bus: t.server.app.bus,
      eventsPerMinute: 0,
      messenger: t.server.app.messengerEvents,
      random: () => 0,
    });
    simulator.start();
    try {
      const { token } = await newGuest(t, { language: 'nl' });
      const actorId = await pricedActor(t, 0, 9);
      const [a, b] = [await tab(t, token), await tab(t, token)];
      send(a, actorId);
      await a.next('message.new');
      await b.next('message.new');
      const answer = (await b.next('message.new', 6_000)).data;
      expect(answer).toMatchObject({
        clientId: null,
        message: { sender: 'actor', text: ANSWER_TEXTS.nl[0] },
        unreadTotal: 1,
        channel: { unreadCount: 1 },
      });
      expect((await a.next('notification.new')).data.notification.text).toContain('Nieuw bericht');
      await Promise.all([a.close(), b.close()]);
    } finally {
      await simulator.stop();
    }
  });

  test('a guest writing from a Spanish page is answered in Spanish, whatever language the account was made in', async () => {
    const simulator = createSimulator({
      db: t.server.db,
      bus: t.server.app.bus,
      eventsPerMinute: 0,
      messenger: t.server.app.messengerEvents,
      random: () => 0,
    });
    simulator.start();
    try {
      const { token } = await newGuest(t, { language: 'en' });
      const actorId = await pricedActor(t, 0, 11);
      const socket = await openSession(t.baseUrl, token, '?language=es');
      send(socket, actorId);
      await socket.next('message.new');
      expect((await socket.next('message.new', 6_000)).data.message).toMatchObject({ sender: 'actor', text: ANSWER_TEXTS.es[0] });
      const notification = (await socket.next('notification.new')).data.notification;
      expect(notification.text).toContain('Nuevo mensaje');
      expect(notification.link).toBe('/es/mensajes/');
      await socket.close();
    } finally {
      await simulator.stop();
    }
  });
});
