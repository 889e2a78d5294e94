// Go-live pushes grouped on the server (issue 22, point 3), over real HTTP and a real socket:
// pinned actors coming online within the guest's window reach it as one push counting them;
// one alone is named; a window left open by a stopped process is sent by the next one.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig, PUSH_GROUP_WINDOW_SECONDS } from '../../server/config.ts';
import { PUSH_TEXTS } from '../../server/domain/webPush/texts.ts';
import { INTERNAL_TOKEN, newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { browserKeys, decrypt, pinOverSocket, startPushStandIn } from './pushHelpers.ts';
import { internal } from './socketClient.ts';

let t: TestServer;
let push: Awaited<ReturnType<typeof startPushStandIn>>;
beforeAll(async () => {
  push = await startPushStandIn();
  t = await startTestServer({ env: { INTERNAL_TOKEN, PUSH_TEST_HOSTS: push.host, PUSH_GROUP_WINDOW_SECONDS: '5' } });
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

const comeOnline = async (actorId: number) => {
  await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', `actors/${actorId}/online`, { online: false });
  return (await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', `actors/${actorId}/online`, { online: true })).body as { pushes: number };
};

async function subscribedGuest(label: string, actorIds: number[]) {
  const { token, guestId } = await newGuest(t, { language: 'nl' });
  const keys = browserKeys();
  const path = `/push/${label}-${guestId}`;
  await rest(t, token, 'POST', 'web-push/subscribe?language=nl', {
    subscription: { endpoint: `http://${push.host}${path}`, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  });
  for (const actorId of actorIds) await pinOverSocket(t, token, actorId);
  return { guestId, keys, pushes: () => push.received.filter((item) => item.path === path) };
}

describe('go-live pushes within the window', () => {
  test('the default window is short, and can be switched off', () => {
    expect(PUSH_GROUP_WINDOW_SECONDS).toBe(20);
    expect(loadConfig({}).pushGroupWindowSeconds).toBe(20);
    expect(loadConfig({ PUSH_GROUP_WINDOW_SECONDS: '0' }).pushGroupWindowSeconds).toBe(0);
    expect(() => loadConfig({ PUSH_GROUP_WINDOW_SECONDS: '-1' })).toThrow(/PUSH_GROUP_WINDOW_SECONDS/);
  });

  test('three pinned actors coming online within the window give one push that counts them', async () => {
    const guest = await subscribedGuest('three', [31, 32, 33]);
    for (const actorId of [31, 32, 33]) expect((await comeOnline(actorId)).pushes).toBe(0); // waiting for the window
    expect(guest.pushes()).toHaveLength(0);
    await expect.poll(() => guest.pushes().length, { timeout: 15_000 }).toBe(1);
    const [only] = guest.pushes();
    const payload = JSON.parse(decrypt(only!.body, guest.keys));
    expect(payload.notification).toMatchObject({
      title: PUSH_TEXTS.nl.actorsOnlineTitle(3),
      body: PUSH_TEXTS.nl.actorsOnlineBody,
      navigate: `${t.baseUrl}/nl/myglimmer/favorite-cams/`,
      tag: 'actors-online',
      data: { type: 'actorsOnline' },
    });
    expect(only!.headers).toMatchObject({ ttl: '300', urgency: 'high', topic: 'actors-online' });
    // nothing more follows: every waiting go-live went into that one push
    expect(await t.server.db.selectFrom('pushGoLiveQueue').select('actorId').where('guestId', '=', guest.guestId).execute()).toEqual([]);
  });

  test('one pinned actor alone in its window is named in its push', async () => {
    const guest = await subscribedGuest('one', [34]);
    await comeOnline(34);
    await expect.poll(() => guest.pushes().length, { timeout: 15_000 }).toBe(1);
    const actor = await t.server.db.selectFrom('actors').select('name').where('id', '=', 34).executeTakeFirstOrThrow();
    const payload = JSON.parse(decrypt(guest.pushes()[0]!.body, guest.keys));
    expect(payload.notification).toMatchObject({ title: PUSH_TEXTS.nl.actorOnlineTitle(actor.name), tag: 'actor-online-34' });
    expect(guest.pushes()[0]!.headers.topic).toBe('actor-online-34');
  });

  test('a window left open by a stopped process is sent by the next one at its end', async () => {
    const guest = await subscribedGuest('restart', [35, 36]);
    // as a process that stopped before its window ended would have left them
    await t.server.db
      .insertInto('pushGoLiveQueue')
      .values([
        { guestId: guest.guestId, actorId: 35, dueAt: Date.now() - 1 },
        { guestId: guest.guestId, actorId: 36, dueAt: Date.now() - 1 },
      ])
      .execute();
    await t.server.app.goLiveAlerts.start();
    await expect.poll(() => guest.pushes().length, { timeout: 15_000 }).toBe(1);
    expect(JSON.parse(decrypt(guest.pushes()[0]!.body, guest.keys)).notification.title).toBe(PUSH_TEXTS.nl.actorsOnlineTitle(2));
    // started again, nothing is sent twice
    await t.server.app.goLiveAlerts.start();
    await comeOnline(37); // not pinned by this guest: nothing for it
    expect(guest.pushes()).toHaveLength(1);
  });
});
