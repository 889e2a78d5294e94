// The messenger's channels over real HTTP and real sockets (messenger issue): channels are read,
// archived and listed by the spec's rules, in every tab; the query service lists them with their
// messages, the unread count, gifts and toy controls, byte for byte what graphql-js executes.
import { execute, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messengerChannels } from '../../server/query/messenger.ts';
import { schema } from '../../server/query/schema.ts';
import { PAGING } from '../../src/contract/constants.ts';
import { DEMO_VOICE_PATH } from '../../src/contract/messenger.ts';
import { INTERNAL_TOKEN, newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';
import { pricedActor, send, tab } from './messengerHelpers.ts';
import type { TestSocket } from './socketClient.ts';

describe('channels', () => {
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
