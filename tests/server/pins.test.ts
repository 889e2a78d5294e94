import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PIN_KINDS } from '../../src/contract/socket.ts';
import { newGuest, rest } from './guestHelpers.ts';
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
const pinnedCount = async (actorId: number) =>
  (await db().selectFrom('actors').select('pinnedCount').where('id', '=', actorId).executeTakeFirstOrThrow()).pinnedCount;
/** The socket handles frames in order: a ping answered means the frames before it are done. */
async function settle(socket: Awaited<ReturnType<typeof openSession>>) {
  socket.send({ type: 'ping', data: {} });
  await socket.next('pong');
}

describe('pins', () => {
  test('a pinned actor shows in pinnedModels and counts once however often it is pinned', async () => {
    const { token } = await newGuest(t);
    const actorId = 12;
    const before = await pinnedCount(actorId);
    const socket = await openSession(t.baseUrl, token);
    socket.send({ type: 'pin', data: { kind: 'actor', id: actorId } });
    socket.send({ type: 'pin', data: { kind: 'actor', id: actorId } });
    await settle(socket);
    const { body } = await vxql(t.baseUrl, token, '{ pinnedModels { total items { id name } } }');
    expect(body.data!.pinnedModels.total).toBe(1);
    expect(body.data!.pinnedModels.items[0].id).toBe(actorId);
    expect(await pinnedCount(actorId)).toBe(before + 1);
    await socket.close();
  });

  test('unpinning takes the actor off the list and the count back', async () => {
    const { token } = await newGuest(t);
    const before = await pinnedCount(13);
    const socket = await openSession(t.baseUrl, token);
    socket.send({ type: 'pin', data: { kind: 'actor', id: 13 } });
    socket.send({ type: 'unpin', data: { kind: 'actor', id: 13 } });
    socket.send({ type: 'unpin', data: { kind: 'actor', id: 13 } });
    await settle(socket);
    expect((await vxql(t.baseUrl, token, '{ pinnedModels { total } }')).body.data!.pinnedModels.total).toBe(0);
    expect(await pinnedCount(13)).toBe(before);
    await socket.close();
  });

  test('every pin kind lands in the favorites of the profile', async () => {
    const { token } = await newGuest(t);
    const photo = await db().selectFrom('albums').select('id').where('type', '=', 'photo_album').executeTakeFirstOrThrow();
    const sedcard = await db().selectFrom('albums').select('id').where('type', '=', 'sedcard').executeTakeFirstOrThrow();
    const picture = await db().selectFrom('pictures').select('id').executeTakeFirstOrThrow();
    const ids = { actor: 3, album: photo.id, picture: picture.id, sedcard: sedcard.id };
    const socket = await openSession(t.baseUrl, token);
    for (const kind of PIN_KINDS) socket.send({ type: 'pin', data: { kind, id: ids[kind] } });
    await settle(socket);
    const profile = await rest(t, token, 'GET', 'guest/profile');
    expect(profile.body.guest.favorites).toEqual({ actors: [3], albums: [photo.id], pictures: [picture.id], sedcards: [sedcard.id] });
    expect(profile.body.guest.pinnedActors).toEqual([{ actorId: 3, emailNotification: true, smsNotification: false }]);
    await socket.close();
  });

  test('pinning something that does not exist is refused and changes nothing', async () => {
    const { token, guestId } = await newGuest(t);
    const socket = await openSession(t.baseUrl, token);
    socket.send({ type: 'pin', data: { kind: 'actor', id: 999_999 } });
    expect((await socket.next('error')).data).toMatchObject({ code: 'VALIDATION_FAILED', inReplyTo: 'pin' });
    expect(await db().selectFrom('guestPins').select('targetId').where('guestId', '=', guestId).execute()).toEqual([]);
    await socket.close();
  });

  test('an anonymous visitor has no pinned models', async () => {
    expect((await vxql(t.baseUrl, await t.anonymousToken(), '{ pinnedModels { total } }')).body.data!.pinnedModels.total).toBe(0);
  });
});

describe('one-click charge', () => {
  test('a one-click charge tops up through the saved card and answers oneclick.result', async () => {
    const { token, guestId } = await newGuest(t);
    await db()
      .insertInto('paymentMethods')
      .values({ guestId, kind: 'card', brand: 'visa', last4: '4242', expiry: '12/40', holder: 'A', createdAt: Date.now() })
      .execute();
    const socket = await openSession(t.baseUrl, token);
    socket.send({ type: 'oneclick.charge', data: { amount: 25, channelId: 7 } });
    expect((await socket.next('oneclick.result')).data).toEqual({ success: true, channelId: 7, amount: 25, errorCode: null });
    expect((await socket.next('guest.balance')).data.balance).toBe(27.5);
    await socket.close();
  });

  test('without a saved method the one-click charge fails and changes nothing', async () => {
    const { token, guestId } = await newGuest(t);
    const socket = await openSession(t.baseUrl, token);
    socket.send({ type: 'oneclick.charge', data: { amount: 10, channelId: 1 } });
    expect((await socket.next('oneclick.result')).data).toEqual({
      success: false,
      channelId: 1,
      amount: 10,
      errorCode: 'VALIDATION_FAILED',
    });
    expect(await db().selectFrom('payments').select('id').where('guestId', '=', guestId).execute()).toEqual([]);
    await socket.close();
  });
});
