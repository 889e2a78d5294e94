// The outbox's server side over real HTTP (PWA issue): tracker/track keeps its events, and a
// call carrying an x-outbox-id counts once however often the service worker replays it; a
// failed call gives its receipt back so the retry counts.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EVENT_DATA_MAX_CHARS } from '../../src/contract/tracking.ts';
import { newGuest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

async function post(token: string, path: string, body: unknown, outboxId?: string) {
  const response = await fetch(`${t.baseUrl}/api/v1/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(outboxId ? { 'x-outbox-id': outboxId } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const events = (action: string) => t.server.db.selectFrom('trackingEvents').selectAll().where('eventAction', '=', action).execute();

describe('tracker/track and outbox receipts', () => {
  test('an event is kept with its guest, context, action and data', async () => {
    const { token, guestId } = await newGuest(t);
    const answer = await post(token, 'tracker/track', { eventContext: 'player', eventAction: 'kept-1', eventData: { videoId: 7 } });
    expect(answer).toEqual({ status: 200, body: { success: true } });
    const rows = await events('kept-1');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ guestId, eventContext: 'player', eventData: '{"videoId":7}' });
  });

  test('the same outbox id twice counts once; without an id every call counts', async () => {
    const token = await t.anonymousToken();
    const body = { eventContext: 'outbox', eventAction: 'once-1', eventData: {} };
    expect((await post(token, 'tracker/track', body, 'entry-000001')).body).toEqual({ success: true });
    expect((await post(token, 'tracker/track', body, 'entry-000001')).body).toEqual({ success: true, duplicate: true });
    expect(await events('once-1')).toHaveLength(1);
    await post(token, 'tracker/track', { ...body, eventAction: 'twice-1' });
    await post(token, 'tracker/track', { ...body, eventAction: 'twice-1' });
    expect(await events('twice-1')).toHaveLength(2);
  });

  test('a refused call gives its receipt back: the corrected retry with the same id counts', async () => {
    const token = await t.anonymousToken();
    const refused = await post(
      token,
      'tracker/track',
      { eventContext: 'outbox', eventAction: 'retry-1', eventData: { big: 'x'.repeat(EVENT_DATA_MAX_CHARS) } },
      'entry-000002',
    );
    expect(refused.status).toBe(400);
    expect(await events('retry-1')).toHaveLength(0);
    expect(
      (await post(token, 'tracker/track', { eventContext: 'outbox', eventAction: 'retry-1', eventData: {} }, 'entry-000002')).body,
    ).toEqual({ success: true });
    expect(await events('retry-1')).toHaveLength(1);
  });

  test('a profile visit replayed with its outbox id counts once', async () => {
    const token = await t.anonymousToken();
    const visits = async () =>
      (await t.server.db.selectFrom('actorProfileVisits').select('visits').where('actorId', '=', 2).executeTakeFirst())?.visits ?? 0;
    const before = await visits();
    for (let i = 0; i < 3; i++) await post(token, 'tracker/trackActorProfileVisit', { actorName: 'jonix' }, 'visit-0000001');
    expect(await visits()).toBe(before + 1);
  });

  test('a malformed outbox id, bad event fields and an oversized event are refused and change nothing', async () => {
    const token = await t.anonymousToken();
    const body = { eventContext: 'outbox', eventAction: 'bad-1', eventData: {} };
    expect((await post(token, 'tracker/track', body, 'no')).status).toBe(400);
    expect((await post(token, 'tracker/track', { ...body, eventData: 'text' })).status).toBe(400);
    expect((await post(token, 'tracker/track', { ...body, eventContext: 'c'.repeat(101) })).status).toBe(400);
    expect(await events('bad-1')).toHaveLength(0);
  });
});
