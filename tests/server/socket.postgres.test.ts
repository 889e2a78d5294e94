import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { internal, loggedInToken, openSession, presenceChanges, waitForPresence, watchActors } from './socketClient.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL socket tests skipped: DATABASE_URL is not set');

describe.skipIf(!url)('the socket on PostgreSQL', () => {
  const INTERNAL_TOKEN = 'socket-pg-internal-token';
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ databaseUrl: url, env: { INTERNAL_TOKEN } });
  });
  afterAll(async () => {
    await t?.close();
  });

  test("a logged-in guest's session is acknowledged with the guest row", async () => {
    const { token, guestId } = await loggedInToken(t.server.db, { balanceCents: 990, isVxtv: 1 });
    const socket = await openSession(t.baseUrl, token);
    expect(socket.ack.data.guest).toMatchObject({ guestId, balance: 9.9, isVip: false, isVXTVAboSubscriber: true });
    await socket.close();
  });

  test('an actor set online and offline changes the row and reaches the socket', async () => {
    const socket = await openSession(t.baseUrl, await t.anonymousToken());
    await watchActors(socket, [4]);
    expect((await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'actors/4/online', { online: true, freeChat: true })).body).toEqual({
      success: true,
      actorId: 4,
      isOnline: true,
      freeChat: true,
      pushes: 0,
      mails: 0,
      texts: 0,
    });
    await waitForPresence(socket, { actorId: 4, isOnline: true, freeChat: true });
    const mark = presenceChanges(socket).length;
    await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'actors/4/online', { online: false });
    await waitForPresence(socket, { actorId: 4, isOnline: false }, mark);
    expect(await t.server.db.selectFrom('actors').select(['isOnline', 'freeChat']).where('id', '=', 4).executeTakeFirstOrThrow()).toEqual({
      isOnline: 0,
      freeChat: 0,
    });
    await socket.close();
  });

  test('a revoked token ends its session', async () => {
    const token = await t.anonymousToken();
    const socket = await openSession(t.baseUrl, token);
    expect((await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'tokens/revoke', { token })).status).toBe(200);
    await socket.next('session.expired');
    expect((await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'tokens/revoke', { token })).status).toBe(200);
    await socket.close();
  });
});
