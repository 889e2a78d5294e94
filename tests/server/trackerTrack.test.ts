// tracker/track over real HTTP (spec part 2 §7.6): the guest events the app sends
// (src/features/tracking/guestEvents.ts) are stored once each; bad events are refused and
// store nothing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EVENT_DATA_MAX_CHARS } from '../../src/contract/tracking.ts';
import { newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const stored = (guestId: number) =>
  t.server.db.selectFrom('trackingEvents').select(['eventContext', 'eventAction', 'eventData']).where('guestId', '=', guestId).execute();

describe('tracker/track', () => {
  test.each([
    ['video', 'shareByEmail', { albumId: 7 }],
    ['picture', 'rate', { pictureId: 3, guestRating: 1 }],
  ])("the app's %s %s event is stored for the guest", async (eventContext, eventAction, eventData) => {
    const { token, guestId } = await newGuest(t);
    expect(await rest(t, token, 'POST', 'tracker/track', { eventContext, eventAction, eventData })).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(await stored(guestId)).toEqual([{ eventContext, eventAction, eventData: JSON.stringify(eventData) }]);
  });

  test.each([
    ['a context with spaces', { eventContext: 'a b', eventAction: 'rate', eventData: {} }],
    ['an action with markup', { eventContext: 'picture', eventAction: '<b>x</b>', eventData: {} }],
    ['an empty action', { eventContext: 'picture', eventAction: '', eventData: {} }],
    ['data that is not an object', { eventContext: 'picture', eventAction: 'rate', eventData: 'x' }],
    ['missing data', { eventContext: 'picture', eventAction: 'rate' }],
    ['data over the limit', { eventContext: 'picture', eventAction: 'rate', eventData: { big: 'x'.repeat(EVENT_DATA_MAX_CHARS) } }],
  ])('%s is refused and stores nothing', async (_name, body) => {
    const { token, guestId } = await newGuest(t);
    const answer = await rest(t, token, 'POST', 'tracker/track', body);
    expect(answer.status).toBe(400);
    expect(await stored(guestId)).toEqual([]);
  });
});
