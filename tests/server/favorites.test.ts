// Favourites and per pinned actor notification settings over real HTTP (spec part 1 §3, §9).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.close());

async function pin(guestId: number, actorIds: number[]) {
  const now = Date.now();
  await t.server.db
    .insertInto('guestPins')
    .values(
      actorIds.map((targetId, i) => ({
        guestId,
        kind: 'actor' as const,
        targetId,
        emailNotification: 1 as const,
        smsNotification: 0 as const,
        createdAt: now + i,
      })),
    )
    .execute();
}

test('the favourites list shows 50 pinned actors by default, newest pin first', async () => {
  const { token, guestId } = await newGuest(t);
  await pin(
    guestId,
    Array.from({ length: 55 }, (_, i) => i + 1),
  );
  const answer = await rest(t, token, 'GET', 'guest/favorite/actors');
  expect(answer.body.total).toBe(55);
  expect(answer.body.actors).toHaveLength(50);
  expect(answer.body.actors[0].id).toBe(55);
  expect((await rest(t, token, 'GET', 'guest/favorite/actors?limit=10&offset=50')).body.actors).toHaveLength(5);
});

test('favourites need a logged-in guest', async () => {
  const token = await t.anonymousToken();
  expect((await rest(t, token, 'GET', 'guest/favorite/actors')).body.error.code).toBe('UNAUTHORIZED');
  expect((await rest(t, token, 'GET', 'guest/favorite/actorSettings')).body.error.code).toBe('UNAUTHORIZED');
});

test('a pinned actor starts with e-mail and push on and SMS off, and the guest can change each', async () => {
  const { token, guestId } = await newGuest(t);
  await pin(guestId, [7]);
  const settings = async () => (await rest(t, token, 'GET', 'guest/favorite/actorSettings')).body.settings;
  expect(await settings()).toEqual([{ actorId: 7, emailNotification: true, smsNotification: false, pushNotification: true }]);
  await rest(t, token, 'POST', 'guest/favorite/actorSettings/save', { actorId: 7, emailNotification: false, smsNotification: true });
  // a save without the push switch leaves it as it was
  expect(await settings()).toEqual([{ actorId: 7, emailNotification: false, smsNotification: true, pushNotification: true }]);
  await rest(t, token, 'POST', 'guest/favorite/actorSettings/save', {
    actorId: 7,
    emailNotification: false,
    smsNotification: true,
    pushNotification: false,
  });
  expect(await settings()).toEqual([{ actorId: 7, emailNotification: false, smsNotification: true, pushNotification: false }]);
  const bad = await rest(t, token, 'POST', 'guest/favorite/actorSettings/save', {
    actorId: 7,
    emailNotification: true,
    smsNotification: true,
    pushNotification: 'yes',
  });
  expect(bad.status).toBe(400);
  expect(await settings()).toEqual([{ actorId: 7, emailNotification: false, smsNotification: true, pushNotification: false }]);
});

test('settings of an actor that is not pinned are refused', async () => {
  const { token } = await newGuest(t);
  const answer = await rest(t, token, 'POST', 'guest/favorite/actorSettings/save', {
    actorId: 8,
    emailNotification: true,
    smsNotification: true,
  });
  expect(answer.body.error.code).toBe('NOT_FOUND');
});

test('the favourites online count counts the pinned actors online now', async () => {
  const { token, guestId } = await newGuest(t);
  const online = await t.server.db.selectFrom('actors').select('id').where('isOnline', '=', 1).limit(2).execute();
  const offline = await t.server.db.selectFrom('actors').select('id').where('isOnline', '=', 0).limit(3).execute();
  await pin(
    guestId,
    [...online, ...offline].map((a) => a.id),
  );
  const answer = await vxql(t.baseUrl, token, '{ favoritesOnlineCount }');
  expect(answer.body.data?.favoritesOnlineCount).toBe(2);
  expect((await vxql(t.baseUrl, await t.anonymousToken(), '{ favoritesOnlineCount }')).body.data?.favoritesOnlineCount).toBe(0);
});
