// Issue 19, point 5: the socket takes only pages of the app (its Origin), and a socket that never
// asks for a session does not stay open.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { WebSocket } from 'ws';
import { loadConfig } from '../../server/config.ts';
import { SOCKET_CLOSE_CODE } from '../../src/contract/codes.ts';
import { TIMING_MS } from '../../src/contract/constants.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { openSession, openSocket, originHeaders, type SocketOptions, socketUrl, type TestSocket } from './socketClient.ts';

/** Short in this file, so waiting for it costs little; the default is TIMING_MS.socketSessionDeadline. */
const DEADLINE_MS = 300;

let t: TestServer;
const opened: TestSocket[] = [];
beforeAll(async () => {
  t = await startTestServer({ env: { SOCKET_SESSION_DEADLINE_MS: String(DEADLINE_MS) } });
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((socket) => socket.close()));
});
afterAll(async () => {
  await t?.close();
});

/** The HTTP status a socket handshake with these options gets (101 when the socket opens). */
function handshakeStatus(options: SocketOptions): Promise<number> {
  const ws = new WebSocket(socketUrl(t.baseUrl), { headers: originHeaders(t.baseUrl, options) });
  return new Promise<number>((resolve) => {
    ws.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => {
      resolve(101);
      ws.close();
    });
    ws.on('error', () => resolve(-1));
  });
}

describe('who may open a socket', () => {
  test('a page of another site gets no socket', async () => {
    expect(await handshakeStatus({ origin: 'https://evil.example' })).toBe(403);
    expect(t.server.app.realtime.connectionCount()).toBe(0);
  });

  test('a client that sends no Origin gets no socket', async () => {
    expect(await handshakeStatus({ origin: null })).toBe(403);
  });

  test('an origin that only looks like the app (other port, other scheme, "null", a suffix) gets no socket', async () => {
    const { port } = new URL(t.baseUrl);
    for (const origin of [
      `http://127.0.0.1:${Number(port) + 1}`,
      `https://127.0.0.1:${port}`,
      'null',
      `${t.baseUrl}.evil.example`,
      `${t.baseUrl}/`,
    ]) {
      expect(await handshakeStatus({ origin }), origin).toBe(403);
    }
  });

  test('a page of the app gets its socket and session, on each of its origins', async () => {
    for (const origin of t.server.app.config.appOrigins) {
      const socket = await openSession(t.baseUrl, await t.anonymousToken(), '', { origin });
      opened.push(socket);
      expect(socket.ack.data.guest.isLoggedIn).toBe(false);
    }
    expect(t.server.app.config.appOrigins).toContain(t.baseUrl);
  });
});

describe('a socket without a session', () => {
  test('a socket that asks for no session is closed after the deadline, with 4408', async () => {
    const openedAt = Date.now();
    const socket = await openSocket(t.baseUrl);
    opened.push(socket);
    const { code } = await socket.closed;
    expect(code).toBe(SOCKET_CLOSE_CODE.noSessionRequest);
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
  });

  test('a socket that asked for its session in time stays open past the deadline', async () => {
    const asking = await openSession(t.baseUrl, await t.anonymousToken());
    const silent = await openSocket(t.baseUrl);
    opened.push(asking, silent);
    // the silent one, opened after it, is closed at its deadline: the asking one is past its own
    expect((await silent.closed).code).toBe(SOCKET_CLOSE_CODE.noSessionRequest);
    asking.send({ type: 'ping', data: {} });
    await asking.next('pong');
    expect(asking.ws.readyState).toBe(WebSocket.OPEN);
  });

  test('a session.request with a refused token also counts: the client may renew the token on the same socket', async () => {
    const refused = await openSocket(t.baseUrl);
    refused.send({ type: 'session.request', data: { token: 'not-a-token' } });
    expect((await refused.next('error')).data.code).toBe('INVALID_TOKEN');
    const silent = await openSocket(t.baseUrl);
    opened.push(refused, silent);
    expect((await silent.closed).code).toBe(SOCKET_CLOSE_CODE.noSessionRequest);
    refused.send({ type: 'session.request', data: { token: await t.anonymousToken() } });
    await refused.next('session.ack');
    expect(refused.ws.readyState).toBe(WebSocket.OPEN);
  });
});

describe('the deadline setting', () => {
  test('the deadline is 5 s unless SOCKET_SESSION_DEADLINE_MS says otherwise, and must be 100 ms to a minute', () => {
    expect(TIMING_MS.socketSessionDeadline).toBe(5_000);
    expect(loadConfig({}).socketSessionDeadlineMs).toBe(5_000);
    expect(loadConfig({ SOCKET_SESSION_DEADLINE_MS: '250' }).socketSessionDeadlineMs).toBe(250);
    for (const bad of ['99', '60001', '1.5', 'soon']) {
      expect(() => loadConfig({ SOCKET_SESSION_DEADLINE_MS: bad }), bad).toThrow(/SOCKET_SESSION_DEADLINE_MS/);
    }
  });
});
