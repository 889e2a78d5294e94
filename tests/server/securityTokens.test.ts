import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_TOKEN_LIFETIMES } from '../../server/config.ts';
import { hashToken } from '../../server/domain/accessTokens.ts';
import { ACCESS_TOKEN_TIMING_MS } from '../../src/contract/checkoutRules.ts';
import { REWARD_EVENT_TYPES } from '../../src/contract/games.ts';
import { type RestKey, type RouteSpec, restRoutePattern, restRoutes } from '../../src/contract/rest.ts';
import { album, balanceOf, newGuest } from './guestHelpers.ts';
import { checkoutCall, openFrameSession, signUpGuest, startTestServer, type TestServer, vxql } from './harness.ts';
import { openSession, openSocket } from './socketClient.ts';

// Issue 19 point 6, over real HTTP and sockets: access tokens end after an idle and an absolute
// lifetime, and an ended token gets the same token error as a revoked one everywhere a token is
// resolved, so the app simply fetches a new one.
const DAY = 24 * 60 * 60_000;
const MINUTE = 60_000;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

/** Makes a token look unused for `unusedMs` and issued `issuedMs` ago. */
async function age(token: string, times: { unusedMs: number; issuedMs?: number }) {
  const now = Date.now();
  await t.server.db
    .updateTable('accessTokens')
    .set({ lastSeenAt: now - times.unusedMs, createdAt: now - (times.issuedMs ?? times.unusedMs) })
    .where('tokenHash', '=', hashToken(token))
    .execute();
}

const balance = async (token: string) => {
  const response = await fetch(`${t.baseUrl}/api/v1/guest/getGuestBalance`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as any };
};

const lastSeenAt = async (token: string) =>
  Number(
    (await t.server.db.selectFrom('accessTokens').select('lastSeenAt').where('tokenHash', '=', hashToken(token)).executeTakeFirstOrThrow())
      .lastSeenAt,
  );

describe('token lifetimes', () => {
  test('by default an anonymous token lives 30 days unused and a year at most, a logged-in one 7 days unused and 30 days at most', () => {
    expect(DEFAULT_TOKEN_LIFETIMES).toEqual({
      anonymous: { idleMs: 30 * DAY, maxAgeMs: 365 * DAY },
      login: { idleMs: 7 * DAY, maxAgeMs: 30 * DAY },
    });
    expect(t.server.app.config.tokenLifetimes).toEqual(DEFAULT_TOKEN_LIFETIMES);
  });

  test('an anonymous token unused for 30 days gets INVALID_TOKEN on REST and on the query service', async () => {
    const token = await t.anonymousToken();
    await age(token, { unusedMs: 30 * DAY - MINUTE });
    expect((await balance(token)).status).toBe(200);
    await age(token, { unusedMs: 30 * DAY });
    const rest = await balance(token);
    expect(rest.status).toBe(401);
    expect(rest.body.error.code).toBe('INVALID_TOKEN');
    const query = await vxql(t.baseUrl, token, '{ __typename }');
    expect(query.status).toBe(401);
    expect(query.body.errors?.[0]?.extensions?.code).toBe('INVALID_TOKEN');
  });

  test('an anonymous token a year old is refused even though it was used a minute ago', async () => {
    const token = await t.anonymousToken();
    await age(token, { unusedMs: MINUTE, issuedMs: 365 * DAY - MINUTE });
    expect((await balance(token)).status).toBe(200);
    await age(token, { unusedMs: MINUTE, issuedMs: 365 * DAY });
    expect((await balance(token)).body.error.code).toBe('INVALID_TOKEN');
  });

  test('a logged-in token unused for 7 days is refused, an anonymous one unused as long still works', async () => {
    const guest = await signUpGuest(t);
    const anonymous = await t.anonymousToken();
    await age(guest.token, { unusedMs: 7 * DAY });
    await age(anonymous, { unusedMs: 7 * DAY });
    expect((await balance(guest.token)).body.error.code).toBe('INVALID_TOKEN');
    expect((await balance(anonymous)).status).toBe(200);
  });

  test('a logged-in token 30 days old is refused even though it was used a minute ago', async () => {
    const guest = await signUpGuest(t);
    await age(guest.token, { unusedMs: MINUTE, issuedMs: 30 * DAY - MINUTE });
    expect((await balance(guest.token)).status).toBe(200);
    await age(guest.token, { unusedMs: MINUTE, issuedMs: 30 * DAY });
    expect((await balance(guest.token)).status).toBe(401);
  });

  test("an expired token's session request gets the INVALID_TOKEN error frame, and a fresh token on the same socket gets a session", async () => {
    const token = await t.anonymousToken();
    await age(token, { unusedMs: 30 * DAY });
    const socket = await openSocket(t.baseUrl);
    socket.send({ type: 'session.request', data: { token } });
    expect((await socket.next('error')).data).toMatchObject({ code: 'INVALID_TOKEN', inReplyTo: 'session.request' });
    socket.send({ type: 'session.request', data: { token: await t.anonymousToken() } });
    await socket.next('session.ack');
    await socket.close();
  });

  test('a live socket whose token expired gets session.expired at its next ping', async () => {
    const guest = await signUpGuest(t);
    const socket = await openSession(t.baseUrl, guest.token);
    socket.send({ type: 'ping', data: {} });
    await socket.next('pong');
    await age(guest.token, { unusedMs: 7 * DAY });
    socket.send({ type: 'ping', data: {} });
    await socket.next('session.expired');
    await socket.close();
  });

  test('the checkout frame of an expired token is refused like an ended one, and a new transfer needs a live token', async () => {
    const token = await t.anonymousToken();
    const { session } = await openFrameSession(t, token);
    expect((await checkoutCall(t.checkoutUrl, 'guest', {}, { session })).status).toBe(200);
    await age(token, { unusedMs: 30 * DAY });
    const refused = await checkoutCall(t.checkoutUrl, 'guest', {}, { session });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('INVALID_TOKEN');
    await expect(openFrameSession(t, token)).rejects.toThrow(/auth\/transfer answered 401/);
  });

  test("a token's use is noted in lastSeenAt, at most once a minute", async () => {
    expect(ACCESS_TOKEN_TIMING_MS.lastSeenStep).toBe(MINUTE);
    const token = await t.anonymousToken();
    const issued = await lastSeenAt(token);
    for (let i = 0; i < 5; i++) await balance(token);
    expect(await lastSeenAt(token)).toBe(issued);

    await age(token, { unusedMs: MINUTE - 5_000 });
    const recent = await lastSeenAt(token);
    await balance(token);
    expect(await lastSeenAt(token)).toBe(recent);

    await age(token, { unusedMs: MINUTE });
    const before = Date.now();
    await Promise.all(Array.from({ length: 5 }, () => balance(token)));
    const noted = await lastSeenAt(token);
    expect(noted).toBeGreaterThanOrEqual(before);
    await balance(token);
    expect(await lastSeenAt(token)).toBe(noted);
  });

  test('a use starts the idle time over: unused for 29 days, then used, the token is seen now', async () => {
    const token = await t.anonymousToken();
    await age(token, { unusedMs: 29 * DAY });
    const before = Date.now();
    expect((await balance(token)).status).toBe(200);
    expect(await lastSeenAt(token)).toBeGreaterThanOrEqual(before);
  });
});

// Issue 19 point 7: the token in the query string (spec part 2 §5) stays for reads the browser
// makes without our headers, and is refused on every call that changes state.
describe('the token in the query string', () => {
  const call = async (method: string, path: string, query: string, headers: Record<string, string> = {}, body?: unknown) => {
    const response = await fetch(`${t.baseUrl}/api/v1/${path}?${query}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as any };
  };

  test('an album bought with the token only in the query string is refused and costs nothing', async () => {
    const { token, guestId } = await newGuest(t, { balanceCents: 1_000 });
    const video = await album(t.server.db, 'video', 300);
    const refused = await call('POST', `album/${video.id}/buy`, `token=${token}&language=en`, {}, {});
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('MISSING_TOKEN');
    expect(refused.body.error.message).toMatch(/Authorization header/);
    expect(await balanceOf(t.server.db, guestId)).toBe(1_000);
    expect(await t.server.db.selectFrom('albumPurchases').select('id').where('guestId', '=', guestId).execute()).toEqual([]);

    // The same call with the header goes through: it was the query-string token that was refused.
    const bought = await call('POST', `album/${video.id}/buy`, `language=en`, { authorization: `Bearer ${token}` }, {});
    expect(bought.status).toBe(200);
    expect(await balanceOf(t.server.db, guestId)).toBe(700);
  });

  test('a read still accepts the token in the query string', async () => {
    const { token } = await newGuest(t, { balanceCents: 1_000 });
    const answer = await call('GET', 'guest/getGuestBalance', `token=${token}`);
    expect(answer.status).toBe(200);
  });

  test("a reward game's GET, which grants the reward, refuses the token in the query string", async () => {
    const { token } = await newGuest(t);
    for (const type of REWARD_EVENT_TYPES) {
      const refused = await call('GET', `special/${type}/getReward/1`, `token=${token}`);
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('MISSING_TOKEN');
      const withHeader = await call('GET', `special/${type}/getReward/1`, '', { authorization: `Bearer ${token}` });
      expect(withHeader.status).not.toBe(401);
    }
  });

  test('opening an album, which counts a view, refuses the token in the query string', async () => {
    const { token } = await newGuest(t);
    const video = await album(t.server.db, 'video', 300, 1);
    const views = async () =>
      (await t.server.db.selectFrom('albums').select('totalViews').where('id', '=', video.id).executeTakeFirstOrThrow()).totalViews;
    const before = await views();
    expect((await call('GET', 'gallery/open', `albumId=${video.id}&token=${token}`)).status).toBe(401);
    expect(await views()).toBe(before);
  });

  test('no call that changes state goes through with the token only in the query string', async () => {
    const served = (path: string, route: RouteSpec) =>
      t.server.app.hasRoute({ method: route.method, url: restRoutePattern(path as RestKey) });
    const changing = Object.entries(restRoutes as Record<string, RouteSpec>).filter(
      // auth/anonymous makes the token; the report sinks take none (the browser's Reporting API sends none) and change nothing
      ([path, route]) =>
        route.method !== 'GET' &&
        !route.internal &&
        !['auth/anonymous', 'reporting/default', 'reporting/main'].includes(path) &&
        served(path, route),
    );
    expect(changing.length).toBeGreaterThan(20);
    for (const [key, route] of changing) {
      const path = key.replace(/\{[^}]+\}/g, '1');
      const inQuery = await call(route.method, path, `token=${await t.anonymousToken()}`, {}, {});
      const inHeader = await call(route.method, path, '', { authorization: `Bearer ${await t.anonymousToken()}` }, {});
      // Input the route's schema refuses is refused first, token or not (400); whatever gets
      // past it with the header is refused for the query-string token.
      if (inHeader.status === 400) expect([400, 401], `${route.method} ${key}`).toContain(inQuery.status);
      else
        expect({ call: `${route.method} ${key}`, status: inQuery.status, code: inQuery.body.error?.code }).toEqual({
          call: `${route.method} ${key}`,
          status: 401,
          code: 'MISSING_TOKEN',
        });
    }
  });
});
