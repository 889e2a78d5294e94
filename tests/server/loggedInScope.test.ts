// The logged-in route scope (server/rest/loggedInScope.ts): one call of each route file that
// registers logged-in routes, asked by an anonymous visitor.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const ENDPOINT = JSON.stringify({ endpoint: 'https://push.example/anonymous' });

/** A well-formed call of each file with logged-in routes. */
const CALLS = [
  ['POST', 'guest/autoRechargeTeaserState', { mode: 'hide' }],
  ['POST', 'utility/relation/hasRelation', { subjectTypeId: 1, subjectId: 1, relationTypeId: 1, objectTypeId: 1, objectId: 1 }],
  ['GET', 'actor/getActorNoteById/1', undefined],
  ['POST', 'album/1/buy', undefined],
  ['POST', 'survey/chatexit', { actorId: 1, exitCode: 100, rating: 5 }],
  ['POST', 'clashofcams/vote', { clashId: 1, actorId: 1 }],
  ['POST', 'contests/deleteContestMediaVoting', { contestId: 1, mediaId: 1, albumId: 1 }],
  ['POST', 'conversion/setGuestInfo', { type: 'seen', value: true }],
  ['GET', 'guest/favorite/actorSettings', undefined],
  ['GET', 'gallery/getPinnedPhotos', undefined],
  ['POST', 'gallery/setSedcardsGuestRating/1', { guestRating: 1 }],
  ['GET', 'messenger/channel/1', undefined],
  ['POST', 'special/adventcalendar/open', { day: 1 }],
  ['POST', 'guest/sendVideoShareEmail', { albumId: 1, emailAddress: 'friend@example.com' }],
  ['POST', `web-push/unsubscribe/${encodeURIComponent(ENDPOINT)}`, undefined],
] as const;

describe('calls that need a login', () => {
  test.each(CALLS)('%s %s refuses an anonymous visitor with UNAUTHORIZED', async (method, path, body) => {
    const answer = await rest(t, await t.anonymousToken(), method, path, body);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      success: false,
      error: { code: 'UNAUTHORIZED', message: 'This call needs a logged-in guest: log in first.' },
    });
  });

  test('an anonymous visitor sending a malformed body hears what is wrong with it before being asked to log in', async () => {
    const answer = await rest(t, await t.anonymousToken(), 'POST', 'guest/autoRechargeTeaserState', { mode: 'sometimes' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
  });

  test('a call without any token is still refused for the missing token', async () => {
    const answer = await rest(t, null, 'GET', 'guest/favorite/actorSettings');
    expect(answer.body.error.code).toBe('MISSING_TOKEN');
  });

  test('a logged-in guest is let through and acts as themselves', async () => {
    const { token } = await newGuest(t);
    const answer = await rest(t, token, 'POST', 'guest/autoRechargeTeaserState', { mode: 'hide' });
    expect(answer.body).toEqual({ success: true });
    expect((await rest(t, token, 'GET', 'guest/profile')).body.autoRechargeTeaserMode).toBe('hide');
  });
});
