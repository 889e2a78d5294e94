// The event-tracking mutation of the query service over real HTTP (PWA issue; spec part 2 §7.6):
// the POST form with the bearer token and the beacon form with a web token, each event stored
// once by its id, bad events refused with nothing stored. On SQLite, and on PostgreSQL when
// DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { shellConfig } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import {
  CREATE_WEB_TOKEN_MUTATION,
  QUERY_BEACON_PATH,
  TRACK_EVENT_MUTATION,
  TRACK_EVENT_OPERATION,
  type TrackingEvent,
} from '../../src/contract/tracking.ts';
import { newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL tracking tests skipped: DATABASE_URL is not set');

let serial = 0;
/** An event of a type unique to the test, so its rows are the test's own. */
function event(type: string, fields: Partial<TrackingEvent> = {}): TrackingEvent {
  return {
    eventId: `event-${process.pid}-${++serial}`,
    timestamp: Date.now(),
    type,
    source: 'web',
    context: 'home',
    data: '{"path":"/en/"}',
    ...fields,
  };
}

describe.each([
  { dialect: 'SQLite', databaseUrl: undefined },
  { dialect: 'PostgreSQL', databaseUrl: url },
])('event tracking on $dialect', ({ dialect, databaseUrl }) => {
  let t: TestServer;
  beforeAll(async () => {
    if (dialect === 'SQLite' || databaseUrl) t = await startTestServer({ databaseUrl });
  });
  afterAll(async () => t?.close());
  const skip = dialect === 'PostgreSQL' && !databaseUrl;

  const stored = (type: string) => t.server.db.selectFrom('eventTracking').selectAll().where('type', '=', type).orderBy('id').execute();
  const track = (token: string | null, tracked: TrackingEvent) => vxql(t.baseUrl, token, TRACK_EVENT_MUTATION, { event: tracked });

  async function webToken(token: string): Promise<string> {
    const { body } = await vxql(t.baseUrl, token, CREATE_WEB_TOKEN_MUTATION);
    return body.data!.createWebToken.token;
  }

  /** What navigator.sendBeacon sends: a POST with a text/plain body and no headers of ours. */
  async function beacon(tracked: TrackingEvent, webTokenValue?: string) {
    const response = await fetch(`${t.baseUrl}${QUERY_BEACON_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({
        query: TRACK_EVENT_MUTATION,
        operationName: TRACK_EVENT_OPERATION,
        variables: { event: tracked },
        ...(webTokenValue === undefined ? {} : { extensions: { webToken: webTokenValue } }),
      }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions: { code: string } }[] },
    };
  }

  test.skipIf(skip)('an event is stored with its guest, fields and measures', async () => {
    const { token, guestId } = await newGuest(t);
    const sent = event('kept', { int1: 3, int5: -2_147_483_648, float1: 12.5, float5: -0.25 });
    expect(await track(token, sent)).toEqual({ status: 200, body: { data: { trackEvent: true } } });
    const [row, ...more] = await stored('kept');
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      eventId: sent.eventId,
      guestId,
      occurredAt: sent.timestamp,
      type: 'kept',
      source: 'web',
      context: 'home',
      data: '{"path":"/en/"}',
      int1: 3,
      int2: null,
      int5: -2_147_483_648,
      float1: 12.5,
      float4: null,
      float5: -0.25,
    });
    expect(Math.abs(row!.receivedAt - Date.now())).toBeLessThan(60_000);
  });

  test.skipIf(skip)('an event sent again with the same id is stored once', async () => {
    const token = await t.anonymousToken();
    const sent = event('replayed');
    for (let i = 0; i < 3; i++) expect((await track(token, sent)).body).toEqual({ data: { trackEvent: true } });
    await Promise.all([track(token, sent), track(token, sent)]);
    expect(await stored('replayed')).toHaveLength(1);
    await track(token, { ...sent, eventId: `${sent.eventId}-2` });
    expect(await stored('replayed')).toHaveLength(2);
  });

  test.skipIf(skip)('bad fields are refused with VALIDATION_FAILED and nothing is stored', async () => {
    const token = await t.anonymousToken();
    const bad: Partial<TrackingEvent>[] = [
      { eventId: 'short' },
      { timestamp: Date.now() - 31 * 24 * 60 * 60 * 1000 },
      { timestamp: Date.now() + 2 * 24 * 60 * 60 * 1000 },
      { timestamp: 1.5 },
      { source: '' },
      { source: 'has space' },
      { context: 'c'.repeat(201) },
      { data: 'not json' },
      { data: '[1,2]' },
      { data: JSON.stringify({ big: 'x'.repeat(4_000) }) },
      { int2: 1.5 },
      { int3: 2 ** 31 },
    ];
    for (const fields of bad) {
      const answer = await track(token, event('refused', fields));
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.errors?.[0]?.extensions?.code, JSON.stringify(fields)).toBe('VALIDATION_FAILED');
    }
    const { type: _type, ...withoutType } = event('refused');
    expect((await vxql(t.baseUrl, token, TRACK_EVENT_MUTATION, { event: withoutType })).body.errors?.[0]?.extensions?.code).toBe(
      'VALIDATION_FAILED',
    );
    expect(await stored('refused')).toEqual([]);
  });

  test.skipIf(skip)('the POST form without a bearer token is refused with "Missing Vxql-Token"', async () => {
    const answer = await track(null, event('no-bearer'));
    expect(answer.status).toBe(401);
    expect(answer.body.errors?.[0]?.message).toBe('Missing Vxql-Token');
    expect(await stored('no-bearer')).toEqual([]);
  });

  test.skipIf(skip)('a beacon with a valid web token is stored, once however often it comes', async () => {
    const { token, guestId } = await newGuest(t);
    const sent = event('beaconed', { float1: 4.2 });
    const webTokenValue = await webToken(token);
    expect(await beacon(sent, webTokenValue)).toEqual({ status: 200, body: { data: { trackEvent: true } } });
    await beacon(sent, webTokenValue);
    // The same event as a POST (the outbox replaying what a beacon already brought) adds nothing.
    await track(token, sent);
    expect(await stored('beaconed')).toMatchObject([{ eventId: sent.eventId, guestId, float1: 4.2 }]);
  });

  test.skipIf(skip)(
    'a beacon without a web token is refused with "Missing Vxql-Token", and with an access token or a forged one as unknown',
    async () => {
      const token = await t.anonymousToken();
      const missing = await beacon(event('beacon-refused'));
      expect(missing.status).toBe(401);
      expect(missing.body.errors?.[0]).toEqual({ message: 'Missing Vxql-Token', extensions: { code: 'MISSING_TOKEN' } });
      // The access token is no web token.
      expect((await beacon(event('beacon-refused'), token)).body.errors?.[0]?.extensions.code).toBe('INVALID_TOKEN');
      expect((await beacon(event('beacon-refused'), 'x'.repeat(43))).status).toBe(401);
      expect(await stored('beacon-refused')).toEqual([]);
    },
  );

  test.skipIf(skip)('a web token ends with the access token it was issued for', async () => {
    const { token } = await newGuest(t);
    const webTokenValue = await webToken(token);
    expect((await rest(t, token, 'POST', 'vxpay/logout', {})).status).toBe(200);
    expect((await beacon(event('after-logout'), webTokenValue)).status).toBe(401);
    expect(await stored('after-logout')).toEqual([]);
  });

  test.skipIf(skip)('a web token runs nothing but trackEvent', async () => {
    const token = await t.anonymousToken();
    const webTokenValue = await webToken(token);
    for (const query of [
      '{ categories { id } }',
      CREATE_WEB_TOKEN_MUTATION,
      'mutation { trackEvent(event: { eventId: "mixed-000001", timestamp: 1, type: "t", source: "s" }) createWebToken { token } }',
    ]) {
      const response = await fetch(`${t.baseUrl}${QUERY_BEACON_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ query, extensions: { webToken: webTokenValue } }),
      });
      expect(response.status, query).toBe(403);
    }
  });

  test.skipIf(skip)('a beacon with a bad event is refused and stores nothing', async () => {
    const webTokenValue = await webToken(await t.anonymousToken());
    const answer = await beacon(event('beacon-bad', { data: '{' }), webTokenValue);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
    expect(await stored('beacon-bad')).toEqual([]);
  });

  test.skipIf(skip)('no token reaches a log line', async () => {
    const token = await t.anonymousToken();
    const webTokenValue = await webToken(token);
    await beacon(event('logged'), webTokenValue);
    await track(token, event('logged'));
    const logs = t.logs.join('\n');
    expect(logs).not.toContain(webTokenValue);
    expect(logs).not.toContain(token);
  });
});

test('the shell names the query service as tracker address, and none with TRACKING=off', () => {
  expect(shellConfig(loadConfig({})).trackerUrl).toBe('/api/vxql');
  expect(shellConfig(loadConfig({ TRACKING: 'off' })).trackerUrl).toBe('');
});
