import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.anonymousToken();
});
afterAll(async () => {
  await t?.close();
});

async function log(call: string, body: unknown, withToken = true) {
  const response = await fetch(`${t.baseUrl}/api/v1/logger/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(withToken ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** The structured log lines written for one log call kind. */
function linesOf(kind: string): Record<string, unknown>[] {
  return t.logs
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.includes(`"log":"${kind}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const timing = { jsTime: 1_760_000_000_000, timeDiff: -42 };

describe('browser log calls', () => {
  test('the browser going offline is logged at info with its times', async () => {
    expect(await log('browserOnline', { status: 'offline', ...timing })).toEqual({ status: 200, body: { success: true } });
    expect(linesOf('browserOnline').at(-1)).toMatchObject({ level: 30, status: 'offline', ...timing });
  });

  test('a socket close is logged at warn with its code and attempt', async () => {
    const body = {
      connectionAttempt: 3,
      error: 'closed',
      errorCode: 4000,
      errorReason: 'pong missing',
      websocketType: 'sharedworker',
      ...timing,
    };
    expect((await log('websocketConnectionError', body)).body).toEqual({ success: true });
    expect(linesOf('websocketConnectionError').at(-1)).toMatchObject({ level: 40, ...body });
  });

  test('a messenger error is logged at warn', async () => {
    expect((await log('vxmessengerError', { message: 'channel list failed', ...timing })).status).toBe(200);
    expect(linesOf('vxmessengerError').at(-1)).toMatchObject({ level: 40, message: 'channel list failed' });
  });

  test.each([
    ['an unknown status', 'browserOnline', { status: 'sleeping', ...timing }],
    ['a missing time difference', 'browserOnline', { status: 'online', jsTime: 1 }],
    [
      'an error code that is not a number',
      'websocketConnectionError',
      { connectionAttempt: 1, error: 'x', errorCode: 'abc', errorReason: '', websocketType: 'ws', ...timing },
    ],
    ['a message of 10,000 characters', 'vxmessengerError', { message: 'x'.repeat(10_000), ...timing }],
  ])('%s is refused with 400 and not logged', async (_name, call, body) => {
    const before = linesOf(call).length;
    const answer = await log(call, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    expect(linesOf(call).length).toBe(before);
  });

  test('a log call without access token is refused', async () => {
    expect((await log('browserOnline', { status: 'online', ...timing }, false)).status).toBe(401);
  });
});
