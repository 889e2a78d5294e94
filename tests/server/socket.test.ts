import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { WebSocket } from 'ws';
import { hashToken } from '../../server/domain/accessTokens.ts';
import { SOCKET_CLOSE_CODE } from '../../src/contract/codes.ts';
import { type ClientFrame, LOGIN_ONLY_MESSAGES, MAX_FRAME_BYTES } from '../../src/contract/socket.ts';
import { formatCurrency } from '../../src/lib/currency.ts';
import { startTestServer, type TestServer } from './harness.ts';
import {
  internal,
  loggedInToken,
  openSession,
  openSocket,
  originHeaders,
  presenceChanges,
  socketUrl,
  type TestSocket,
  waitForPresence,
  watchActors,
} from './socketClient.ts';

const INTERNAL_TOKEN = 'socket-test-internal-token';

let t: TestServer;
const opened: TestSocket[] = [];
beforeAll(async () => {
  t = await startTestServer({ env: { INTERNAL_TOKEN } });
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((socket) => socket.close()));
});
afterAll(async () => {
  await t?.close();
});

async function session(token?: string, query = '') {
  const socket = await openSession(t.baseUrl, token ?? (await t.anonymousToken()), query);
  opened.push(socket);
  return socket;
}

async function bare(query = '') {
  const socket = await openSocket(t.baseUrl, query);
  opened.push(socket);
  return socket;
}

/** Valid data for each login-only action. */
const LOGIN_ONLY_FRAMES = {
  'notifications.request': { type: 'notifications.request', data: { kind: 'navbar', limit: 5 } },
  'message.send': {
    type: 'message.send',
    data: { clientId: 'c0ffee00-0000-4000-8000-000000000001', actorId: 1, text: 'hi', attachments: [], giftId: null, toyControlId: null },
  },
  'channel.read': { type: 'channel.read', data: { channelId: 1 } },
  'chat.start': { type: 'chat.start', data: { actorId: 1, kind: 'single' } },
  'chat.leave': { type: 'chat.leave', data: { sessionId: 1 } },
  'chat.message': { type: 'chat.message', data: { sessionId: 1, text: 'hi' } },
  'chat.toy': { type: 'chat.toy', data: { sessionId: 1, toyControlId: 1 } },
  'chat.reaction': { type: 'chat.reaction', data: { sessionId: 1, reaction: 'heart' } },
  'oneclick.charge': { type: 'oneclick.charge', data: { amount: 5, channelId: 1 } },
  pin: { type: 'pin', data: { kind: 'actor', id: 1 } },
  unpin: { type: 'unpin', data: { kind: 'album', id: 1 } },
  'channels.load': { type: 'channels.load', data: { offset: 0, first: 500, filter: 'newest', onlineOnly: false } },
  'channel.archive': { type: 'channel.archive', data: { channelId: 1, archived: true } },
  'notification.read': { type: 'notification.read', data: { id: null } },
  'notification.seen': { type: 'notification.seen', data: { id: 3 } },
} satisfies { [K in (typeof LOGIN_ONLY_MESSAGES)[number]]: Extract<ClientFrame, { type: K }> };

describe('the session', () => {
  test('a frame sent before the session is refused with NO_SESSION, and answered after session.ack', async () => {
    const socket = await bare();
    socket.send({ type: 'pin', data: { kind: 'actor', id: 1 } });
    expect((await socket.next('error')).data).toMatchObject({ code: 'NO_SESSION', inReplyTo: 'pin' });

    // Sent without waiting for the ack: the server answers in order, the ack first.
    socket.send({ type: 'session.request', data: { token: await t.anonymousToken() } });
    socket.send({ type: 'ping', data: {} });
    await socket.next('pong');
    expect(socket.received.map((frame) => frame.type)).toEqual(['error', 'session.ack', 'pong']);
  });

  test('session.ack carries the anonymous guest and the actors online now', async () => {
    await t.server.db.updateTable('actors').set({ isOnline: 1 }).where('id', 'in', [2, 3]).execute();
    const expected = (await t.server.db.selectFrom('actors').select('id').where('isOnline', '=', 1).orderBy('id').execute()).map(
      (a) => a.id,
    );
    const { ack } = await session();
    expect(ack.data.ttl).toBe(t.server.app.config.socketTtl);
    expect(ack.data.guest).toEqual({
      guestId: null,
      isLoggedIn: false,
      balance: 0,
      balanceFormatted: formatCurrency(0, 'EUR', 'en'),
      vouchers: [],
      loyaltyPoints: 0,
      isVip: false,
      isVXTVAboSubscriber: false,
      avsStatus: 'unknown',
      hasAvs: false,
      unreadMessages: 0,
      isRestricted: false,
      restrictionLevel: 0,
    });
    expect(ack.data.onlineActorIds).toEqual(expected);
    expect(ack.data.onlineActorIds).toEqual(expect.arrayContaining([2, 3]));
  });

  test("a logged-in guest's snapshot is read from the guest row, amounts in the socket's language", async () => {
    const { token, guestId } = await loggedInToken(t.server.db, { balanceCents: 1250, isVip: 1, avsStatus: 'accepted' });
    const { ack } = await session(token, '?language=de');
    expect(ack.data.guest).toMatchObject({
      guestId,
      isLoggedIn: true,
      balance: 12.5,
      balanceFormatted: formatCurrency(12.5, 'EUR', 'de'),
      isVip: true,
      isVXTVAboSubscriber: true,
      avsStatus: 'accepted',
      hasAvs: true,
    });
  });

  test('an invalid token gets INVALID_TOKEN and the socket may ask again with a good one', async () => {
    const socket = await bare();
    socket.send({ type: 'session.request', data: { token: 'x'.repeat(43) } });
    expect((await socket.next('error')).data).toMatchObject({ code: 'INVALID_TOKEN', inReplyTo: 'session.request' });
    socket.send({ type: 'ping', data: {} });
    expect((await socket.next('error')).data.code).toBe('NO_SESSION');
    socket.send({ type: 'session.request', data: { token: await t.anonymousToken() } });
    expect((await socket.next('session.ack')).data.guest.isLoggedIn).toBe(false);
  });

  test('a ping is answered with a pong carrying the session ttl', async () => {
    const socket = await session();
    socket.send({ type: 'ping', data: {} });
    expect((await socket.next('pong')).data).toEqual({ ttl: t.server.app.config.socketTtl });
  });

  test('no log line carries the token of a session', async () => {
    const token = await t.anonymousToken();
    const socket = await session(token);
    socket.send({ type: 'session.request', data: { token } });
    await socket.next('session.ack');
    expect(t.logs.join('')).not.toContain(token);
  });
});

describe('login-only actions', () => {
  test("an anonymous guest's pin and every other login-only action get LOGIN_REQUIRED", async () => {
    const socket = await session();
    for (const type of LOGIN_ONLY_MESSAGES) {
      socket.send(LOGIN_ONLY_FRAMES[type]);
      expect((await socket.next('error')).data).toMatchObject({ code: 'LOGIN_REQUIRED', inReplyTo: type });
    }
  });

  test("a logged-in guest's messenger and notification frames are answered, none with NOT_AVAILABLE", async () => {
    const { token } = await loggedInToken(t.server.db);
    const socket = await session(token);
    socket.send(LOGIN_ONLY_FRAMES['notifications.request']);
    expect((await socket.next('notifications')).data).toMatchObject({ kind: 'navbar', items: [], unreadCount: 0 });
    socket.send(LOGIN_ONLY_FRAMES['channels.load']);
    expect((await socket.next('channels')).data).toMatchObject({ filter: 'newest', items: [] });
    // a channel that is not the guest's is refused, changing nothing
    socket.send(LOGIN_ONLY_FRAMES['channel.archive']);
    expect((await socket.next('error')).data).toMatchObject({ code: 'VALIDATION_FAILED', inReplyTo: 'channel.archive' });
    expect(socket.received.some((frame) => frame.type === 'error' && (frame.data as { code: string }).code === 'NOT_AVAILABLE')).toBe(
      false,
    );
  });
});

describe('garbage frames', () => {
  const garbage: { name: string; frame: string | Buffer | object; code: string; binary?: boolean }[] = [
    { name: 'not JSON', frame: '{"type": "ping", "data": ', code: 'BAD_FRAME' },
    { name: 'JSON that is not an object', frame: '[1, 2, 3]', code: 'BAD_FRAME' },
    { name: 'a frame without data', frame: { type: 'ping' }, code: 'BAD_FRAME' },
    { name: 'a frame with an extra field', frame: { type: 'ping', data: {}, id: 1 }, code: 'BAD_FRAME' },
    { name: 'invalid UTF-8', frame: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), code: 'BAD_FRAME' },
    { name: 'a binary frame', frame: Buffer.from('{"type":"ping","data":{}}'), code: 'BAD_FRAME', binary: true },
    { name: 'an unknown type', frame: { type: 'actor.online', data: { actorId: 1, freeChat: true } }, code: 'UNKNOWN_TYPE' },
    { name: 'a number where an integer id belongs', frame: { type: 'pin', data: { kind: 'actor', id: '7' } }, code: 'VALIDATION_FAILED' },
    { name: 'an unknown pin kind', frame: { type: 'pin', data: { kind: 'video', id: 7 } }, code: 'VALIDATION_FAILED' },
    { name: 'a missing field', frame: { type: 'oneclick.charge', data: { amount: 5 } }, code: 'VALIDATION_FAILED' },
    { name: 'an extra field in data', frame: { type: 'ping', data: { now: 1 } }, code: 'VALIDATION_FAILED' },
    { name: 'data that is not an object', frame: { type: 'leave', data: 'now' }, code: 'VALIDATION_FAILED' },
    {
      name: 'a 1 MB frame',
      frame: JSON.stringify({ type: 'message.send', data: { actorId: 1, text: 'x'.repeat(1024 * 1024), attachments: [], giftId: null } }),
      code: 'FRAME_TOO_LARGE',
    },
    { name: 'a frame just over the limit', frame: 'x'.repeat(MAX_FRAME_BYTES + 1), code: 'FRAME_TOO_LARGE' },
  ];

  for (const { name, frame, code, binary } of garbage) {
    test(`${name} gets ${code}, and the connection still answers a ping`, async () => {
      const socket = await session();
      if (Buffer.isBuffer(frame)) socket.ws.send(frame, { binary: binary ?? false });
      else socket.send(frame);
      expect((await socket.next('error')).data.code).toBe(code);
      socket.send({ type: 'ping', data: {} });
      await socket.next('pong');
      expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    });
  }

  test('a refused frame changes nothing: a leave with bad data does not mark the guest away', async () => {
    const socket = await session();
    socket.send({ type: 'leave', data: { all: true } });
    expect((await socket.next('error')).data.code).toBe('VALIDATION_FAILED');
    const counts = await internal(t.baseUrl, INTERNAL_TOKEN, 'GET', 'onlineGuests');
    expect(counts.body.away).toBe(0);
  });
});

describe('expired sessions', () => {
  test('revoking a token through the internal route sends session.expired to each of its sockets', async () => {
    const token = await t.anonymousToken();
    const first = await session(token);
    const second = await session(token);
    const other = await session();
    const answer = await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'tokens/revoke', { token });
    expect(answer).toEqual({ status: 200, body: { success: true } });
    await first.next('session.expired');
    await second.next('session.expired');
    // The session is over: the next frame needs a new session.request.
    first.send({ type: 'ping', data: {} });
    expect((await first.next('error')).data.code).toBe('NO_SESSION');
    other.send({ type: 'ping', data: {} });
    await other.next('pong');
    expect(other.received.some((frame) => frame.type === 'session.expired')).toBe(false);
  });

  test('a token revoked behind the socket ends the session at its next ping', async () => {
    const token = await t.anonymousToken();
    const socket = await session(token);
    await t.server.db.updateTable('accessTokens').set({ revokedAt: Date.now() }).where('tokenHash', '=', hashToken(token)).execute();
    socket.send({ type: 'ping', data: {} });
    await socket.next('session.expired');
    expect(socket.received.some((frame) => frame.type === 'pong')).toBe(false);
    socket.send({ type: 'session.request', data: { token } });
    expect((await socket.next('error')).data.code).toBe('INVALID_TOKEN');
  });
});

describe('presence', () => {
  test('an actor set online through the internal route reaches two sockets, and the row changes', async () => {
    await t.server.db.updateTable('actors').set({ isOnline: 0, freeChat: 0, lastOnlineAt: null }).where('id', '=', 7).execute();
    const first = await session();
    const second = await session();
    for (const socket of [first, second]) await watchActors(socket, [7]);
    const before = Date.now();
    const answer = await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'actors/7/online', { online: true, freeChat: true });
    expect(answer.body).toEqual({ success: true, actorId: 7, isOnline: true, freeChat: true, pushes: 0, mails: 0, texts: 0 });
    for (const socket of [first, second]) await waitForPresence(socket, { actorId: 7, isOnline: true, freeChat: true });
    const row = await t.server.db
      .selectFrom('actors')
      .select(['isOnline', 'freeChat', 'lastOnlineAt'])
      .where('id', '=', 7)
      .executeTakeFirstOrThrow();
    expect(row.isOnline).toBe(1);
    expect(row.freeChat).toBe(1);
    expect(row.lastOnlineAt).toBeGreaterThanOrEqual(before);
    expect((await session()).ack.data.onlineActorIds).toContain(7);

    const marks = [first, second].map((socket) => presenceChanges(socket).length);
    await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'actors/7/online', { online: false });
    for (const [i, socket] of [first, second].entries())
      await waitForPresence(socket, { actorId: 7, isOnline: false, freeChat: false }, marks[i]);
    const offline = await t.server.db.selectFrom('actors').select(['isOnline', 'freeChat']).where('id', '=', 7).executeTakeFirstOrThrow();
    expect(offline).toEqual({ isOnline: 0, freeChat: 0 });
  });

  test('a free show start and stop reach the guests; an offline actor cannot start one', async () => {
    await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'actors/8/online', { online: true });
    const socket = await session();
    await watchActors(socket, [8]);
    await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'actors/8/freeshow', { on: true });
    await waitForPresence(socket, { actorId: 8, isOnline: true, freeChat: true });
    const mark = presenceChanges(socket).length;
    await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'actors/8/freeshow', { on: false });
    await waitForPresence(socket, { actorId: 8, isOnline: true, freeChat: false }, mark);

    await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'actors/8/online', { online: false });
    const refused = await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'actors/8/freeshow', { on: true });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('CONFLICT');
    const row = await t.server.db.selectFrom('actors').select('freeChat').where('id', '=', 8).executeTakeFirstOrThrow();
    expect(row.freeChat).toBe(0);
  });
});

describe('leave and comeback', () => {
  test('a guest whose every socket has left counts as away until one comes back', async () => {
    const anonymous = await session();
    const { token } = await loggedInToken(t.server.db);
    const laptop = await session(token);
    const phone = await session(token);
    const counts = async () => (await internal(t.baseUrl, INTERNAL_TOKEN, 'GET', 'onlineGuests')).body;
    const sync = async (socket: TestSocket) => {
      socket.send({ type: 'ping', data: {} });
      await socket.next('pong');
    };

    // Polled: sockets of earlier tests may still be closing on the server side.
    await expect.poll(counts).toEqual({ success: true, count: 2, connections: 3, sessions: 3, anonymousSessions: 1, guests: 1, away: 0 });
    anonymous.send({ type: 'leave', data: {} });
    laptop.send({ type: 'leave', data: {} });
    await Promise.all([sync(anonymous), sync(laptop)]);
    expect((await counts()).away).toBe(1);
    phone.send({ type: 'leave', data: {} });
    await sync(phone);
    expect((await counts()).away).toBe(2);
    laptop.send({ type: 'comeback', data: {} });
    await sync(laptop);
    expect((await counts()).away).toBe(1);
  });
});

describe('the endpoint', () => {
  test('a socket on another path is refused', async () => {
    const ws = new WebSocket(socketUrl(t.baseUrl).replace('/socket', '/not-the-socket'), { headers: originHeaders(t.baseUrl) });
    const status = await new Promise<number>((resolve) => {
      ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      ws.on('error', () => resolve(-1));
    });
    expect(status).toBe(404);
  });

  test('a server shutting down closes its sockets with 1001 so clients reconnect', async () => {
    const stopping = await startTestServer();
    const socket = await openSession(stopping.baseUrl, await stopping.anonymousToken());
    await stopping.close();
    expect((await socket.closed).code).toBe(1001);
  });
});

describe('silent connections', () => {
  let quick: TestServer;
  beforeAll(async () => {
    quick = await startTestServer({ env: { SOCKET_TTL: '1' } });
  });
  afterAll(async () => {
    await quick?.close();
  });

  test('a connection that stops pinging is closed with 4000 after the ttl', async () => {
    const socket = await openSession(quick.baseUrl, await quick.anonymousToken());
    expect(socket.ack.data.ttl).toBe(1);
    const started = Date.now();
    const { code } = await socket.closed;
    expect(code).toBe(SOCKET_CLOSE_CODE.missingPong);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test('a connection that keeps pinging stays open past the ttl', async () => {
    const socket = await openSession(quick.baseUrl, await quick.anonymousToken());
    for (let i = 0; i < 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      socket.send({ type: 'ping', data: {} });
      await socket.next('pong');
    }
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    await socket.close();
  });
});
