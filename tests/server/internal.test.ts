import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer, vxql } from './harness.ts';
import { internal, loggedInToken, openSession, type TestSocket } from './socketClient.ts';

const INTERNAL_TOKEN = 'internal-test-token';

const ROUTES: { method: 'GET' | 'POST'; path: string; body?: unknown }[] = [
  { method: 'POST', path: 'actors/1/online', body: { online: true } },
  { method: 'POST', path: 'actors/1/freeshow', body: { on: false } },
  { method: 'POST', path: 'emit', body: { target: { kind: 'all' }, frame: { type: 'page.reload', data: {} } } },
  { method: 'GET', path: 'onlineGuests' },
  { method: 'POST', path: 'tokens/revoke', body: { token: 'x'.repeat(43) } },
  { method: 'POST', path: 'actors/1/chatRatings', body: { countRatings: 10, satisfactionRate: 90 } },
];

describe('internal routes without INTERNAL_TOKEN', () => {
  let off: TestServer;
  beforeAll(async () => {
    off = await startTestServer();
  });
  afterAll(async () => {
    await off?.close();
  });

  test.each(ROUTES)('$method $path does not exist', async ({ method, path, body }) => {
    const answer = await internal(off.baseUrl, 'anything', method, path, body);
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('NOT_FOUND');
  });
});

describe('internal routes with INTERNAL_TOKEN', () => {
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

  async function session(token?: string) {
    const socket = await openSession(t.baseUrl, token ?? (await t.anonymousToken()));
    opened.push(socket);
    return socket;
  }

  test.each(ROUTES)('$method $path refuses a call without the internal token', async ({ method, path, body }) => {
    const answer = await internal(t.baseUrl, null, method, path, body);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
  });

  test.each(ROUTES)('$method $path refuses a wrong internal token', async ({ method, path, body }) => {
    for (const wrong of ['', `${INTERNAL_TOKEN}x`, INTERNAL_TOKEN.slice(1), INTERNAL_TOKEN.toUpperCase()]) {
      const answer = await internal(t.baseUrl, wrong, method, path, body);
      expect(answer.status).toBe(403);
    }
  });

  test('a guest access token does not open an internal route', async () => {
    const response = await fetch(`${t.baseUrl}/api/v1/internal/onlineGuests`, {
      headers: { authorization: `Bearer ${await t.anonymousToken()}` },
    });
    expect(response.status).toBe(403);
  });

  test.each([
    ['a string for a boolean', 'actors/1/online', { online: 'true' }],
    ['a number for a boolean', 'actors/1/online', { online: 1 }],
    ['a missing field', 'actors/1/online', { freeChat: true }],
    ['an unknown field', 'actors/1/online', { online: true, reason: 'test' }],
    ['no body', 'actors/1/online', undefined],
    ['an actor id that is not a number', 'actors/abc/online', { online: true }],
    ['a free show without on', 'actors/1/freeshow', {}],
    ['an unknown target kind', 'emit', { target: { kind: 'room' }, frame: { type: 'page.reload', data: {} } }],
    ['a guest target without guestId', 'emit', { target: { kind: 'guest' }, frame: { type: 'page.reload', data: {} } }],
    ['an unknown frame type', 'emit', { target: { kind: 'all' }, frame: { type: 'actor.dance', data: {} } }],
    ['a client frame type', 'emit', { target: { kind: 'all' }, frame: { type: 'ping', data: {} } }],
    ['frame data of the wrong shape', 'emit', { target: { kind: 'all' }, frame: { type: 'actor.online', data: { actorId: '7' } } }],
    ['a frame without data', 'emit', { target: { kind: 'all' }, frame: { type: 'page.reload' } }],
    ['a revoke without token', 'tokens/revoke', {}],
  ])('%s is refused with 400 and changes nothing', async (_name, path, body) => {
    const socket = await session();
    const answer = await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', path, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
    expect(answer.body.error.message).toEqual(expect.any(String));
    socket.send({ type: 'ping', data: {} });
    await socket.next('pong');
    expect(socket.received.map((frame) => frame.type)).toEqual(['session.ack', 'pong']);
  });

  test("an actor's chat ratings can be set to the exact boundary, and the query service shows them from 10", async () => {
    const set = (countRatings: number) =>
      internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'actors/2/chatRatings', { countRatings, satisfactionRate: 88 });
    const token = await t.anonymousToken();
    const shown = async () =>
      (await vxql(t.baseUrl, token, '{ chatRatings(actorId: 2) { shown lastNinetyDays { countRatings } } }')).body.data?.chatRatings;
    expect((await set(9)).status).toBe(200);
    expect(await shown()).toMatchObject({ shown: false, lastNinetyDays: { countRatings: 9 } });
    expect((await set(10)).status).toBe(200);
    expect(await shown()).toMatchObject({ shown: true, lastNinetyDays: { countRatings: 10 } });
    expect(
      (await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'actors/2/chatRatings', { countRatings: -1, satisfactionRate: 88 })).status,
    ).toBe(400);
    expect(
      (await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'actors/99999999/chatRatings', { countRatings: 1, satisfactionRate: 50 })).status,
    ).toBe(404);
  });

  test('an unknown actor is answered with 404', async () => {
    const answer = await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'actors/99999999/online', { online: true });
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('NOT_FOUND');
  });

  test('an event emitted for a guest reaches only that guest, on every socket', async () => {
    const { token, guestId } = await loggedInToken(t.server.db);
    const laptop = await session(token);
    const phone = await session(token);
    const stranger = await session();
    const frame = {
      type: 'guest.balance',
      data: { balance: 20, balanceFormatted: '€20.00', vouchers: [{ type: 2, amount: 1, actorId: null }] },
    };
    const answer = await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'emit', { target: { kind: 'guest', guestId }, frame });
    expect(answer).toEqual({ status: 200, body: { success: true } });
    expect(await laptop.next('guest.balance')).toEqual(frame);
    expect(await phone.next('guest.balance')).toEqual(frame);
    stranger.send({ type: 'ping', data: {} });
    await stranger.next('pong');
    expect(stranger.received.some((f) => f.type === 'guest.balance')).toBe(false);
  });

  test('an event emitted for a token reaches only the sockets of that token', async () => {
    const token = await t.anonymousToken();
    const mine = await session(token);
    const other = await session();
    await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'emit', {
      target: { kind: 'token', token },
      frame: { type: 'avs.rejected', data: { reason: 'blurry' } },
    });
    expect((await mine.next('avs.rejected')).data).toEqual({ reason: 'blurry' });
    other.send({ type: 'ping', data: {} });
    await other.next('pong');
    expect(other.received.some((f) => f.type === 'avs.rejected')).toBe(false);
  });

  test('an event emitted for all reaches every session, and logs never hold the emitted token', async () => {
    const token = await t.anonymousToken();
    const sockets = await Promise.all([session(token), session(), session()]);
    await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'emit', {
      target: { kind: 'all' },
      frame: { type: 'contest.voting', data: { contestId: 1, mediaId: 2, votes: 3 } },
    });
    for (const socket of sockets) expect((await socket.next('contest.voting')).data).toEqual({ contestId: 1, mediaId: 2, votes: 3 });
    await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'emit', {
      target: { kind: 'token', token },
      frame: { type: 'page.reload', data: {} },
    });
    await sockets[0]!.next('page.reload');
    expect(t.logs.join('')).not.toContain(token);
    expect(t.logs.join('')).not.toContain(INTERNAL_TOKEN);
  });

  test('revoking an unknown token is answered with 404', async () => {
    const answer = await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'tokens/revoke', { token: 'A'.repeat(43) });
    expect(answer.status).toBe(404);
  });

  test('a revoked token can no longer call the REST API', async () => {
    const token = await t.anonymousToken();
    await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'tokens/revoke', { token });
    const response = await fetch(`${t.baseUrl}/api/v1/guest/getGuestBalance`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(401);
  });
});
