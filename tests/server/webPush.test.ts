// Web push over real HTTP and a real socket (PWA issue; spec part 2 §7.9): subscriptions per
// logged-in guest, the push when a pinned actor comes online sent to a local stand-in push
// service, decrypted here as a browser would (RFC 8291, aes128gcm), its VAPID signature checked
// (RFC 8292), and a subscription answered 410 removed.
import { createPublicKey, verify } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { isAllowedEndpoint, PUSH_DELIVERY } from '../../server/domain/webPush/service.ts';
import { PUSH_TEXTS } from '../../server/domain/webPush/texts.ts';
import { LANGUAGES } from '../../src/contract/enums.ts';
import { newGuest, rest } from './guestHelpers.ts';
import { browserKeys, decrypt } from './pushHelpers.ts';
import { pinOverSocket, pushHost, received, setOnline, startWebPushServer, statusFor, t } from './webPushServer.ts';

startWebPushServer();

/** Checks the VAPID header: an ES256 token for the push service's origin, signed by key k. */
function checkVapid(header: string | undefined, serverKey: string): void {
  const match = /^vapid t=([^,]+), k=(\S+)$/.exec(header ?? '');
  expect(match).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(serverKey);
  const [head, claims, signature] = jwt!.split('.');
  const point = Buffer.from(k!, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  expect(verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'))).toBe(
    true,
  );
  const body = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  expect(body.aud).toBe(`http://${pushHost}`);
  expect(body.exp * 1000).toBeGreaterThan(Date.now());
  expect(body.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
}

describe('web push', () => {
  test('the public key is a P-256 point, the same on every call', async () => {
    const first = await rest(t, null, 'GET', 'web-push/key');
    const token = await t.anonymousToken();
    const key = (await rest(t, token, 'GET', 'web-push/key')).body.publicKey as string;
    expect(first.status).toBe(401);
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect((await rest(t, token, 'GET', 'web-push/key')).body.publicKey).toBe(key);
  });

  test('pinning an actor, subscribing and the actor coming online sends exactly one push, which decrypts to its message', async () => {
    const { token, guestId } = await newGuest(t);
    const keys = browserKeys();
    const endpoint = `http://${pushHost}/push/${guestId}`;
    const subscribed = await rest(t, token, 'POST', 'web-push/subscribe?language=de', {
      subscription: { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    });
    expect(subscribed.body).toMatchObject({ success: true, resubscribeToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
    const status = async () => (await rest(t, token, 'GET', `web-push/status/${encodeURIComponent(JSON.stringify({ endpoint }))}`)).body;
    // no push handed over yet: nothing for the device to compare with
    expect(await status()).toEqual({ success: true, subscribed: true, lastDeliveredAt: null });
    await pinOverSocket(token, 21);
    await setOnline(21, false);

    const before = received.length;
    const sentFrom = Date.now();
    const answer = await setOnline(21, true);
    expect(answer.body.pushes).toBe(1);
    // the server keeps when the push service took it, for the device to compare with what it showed
    expect((await status()).lastDeliveredAt).toBeGreaterThanOrEqual(sentFrom);
    const pushes = received.slice(before).filter((push) => push.path === `/push/${guestId}`);
    expect(pushes).toHaveLength(1);
    const push = pushes[0]!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    // a go-live is stale in minutes and worth waking the phone for; a newer one for the actor replaces it
    expect(push.headers.ttl).toBe('300');
    expect(PUSH_DELIVERY.actorOnline).toEqual({ ttlSeconds: 300, urgency: 'high' });
    expect(push.headers.urgency).toBe('high');
    expect(push.headers.topic).toBe('actor-online-21');
    checkVapid(push.headers.authorization, (await rest(t, token, 'GET', 'web-push/key')).body.publicKey);
    const actor = await t.server.db.selectFrom('actors').select('name').where('id', '=', 21).executeTakeFirstOrThrow();
    // the Declarative Web Push format: Safari shows it without a worker, ours reads it elsewhere
    expect(JSON.parse(decrypt(push.body, keys))).toEqual({
      web_push: 8030,
      notification: {
        title: PUSH_TEXTS.de.actorOnlineTitle(actor.name),
        body: PUSH_TEXTS.de.actorOnlineBody,
        navigate: `${t.baseUrl}/de/amateur/${actor.name.toLowerCase()}/`,
        lang: 'de',
        tag: 'actor-online-21',
        icon: '/img/actor/21/w320.svg',
        data: { type: 'actorOnline' },
      },
      mutable: true,
    });

    // staying online, or coming back within the cool-down, pushes nothing more
    expect((await setOnline(21, true)).body.pushes).toBe(0);
    await setOnline(21, false);
    expect((await setOnline(21, true)).body.pushes).toBe(0);
    expect(received.slice(before).filter((push) => push.path === `/push/${guestId}`)).toHaveLength(1);
  });

  test('no push for an actor whose push switch is off, or for a topic switched off', async () => {
    const { token, guestId } = await newGuest(t);
    const keys = browserKeys();
    const endpoint = `http://${pushHost}/push/topics-${guestId}`;
    await rest(t, token, 'POST', 'web-push/subscribe', {
      subscription: { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    });
    await pinOverSocket(token, 22);
    await pinOverSocket(token, 23);
    await rest(t, token, 'POST', 'guest/favorite/actorSettings/save', {
      actorId: 22,
      emailNotification: true,
      smsNotification: false,
      pushNotification: false,
    });
    await setOnline(22, false);
    expect((await setOnline(22, true)).body.pushes).toBe(0);
    const update = await rest(
      t,
      token,
      'POST',
      `web-push/update/${encodeURIComponent(JSON.stringify({ endpoint, topics: { actorOnline: false } }))}`,
    );
    expect(update.body.success).toBe(true);
    await setOnline(23, false);
    expect((await setOnline(23, true)).body.pushes).toBe(0);
    const bad = await rest(
      t,
      token,
      'POST',
      `web-push/update/${encodeURIComponent(JSON.stringify({ endpoint, topics: { everything: true } }))}`,
    );
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
  });

  test('a subscription the push service answers 410 for is removed', async () => {
    const { token, guestId } = await newGuest(t);
    const keys = browserKeys();
    const endpoint = `http://${pushHost}/gone/${guestId}`;
    statusFor.set(`/gone/${guestId}`, 410);
    await rest(t, token, 'POST', 'web-push/subscribe', {
      subscription: { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    });
    await pinOverSocket(token, 24);
    await setOnline(24, false);
    expect((await setOnline(24, true)).body.pushes).toBe(0);
    expect(received.some((push) => push.path === `/gone/${guestId}`)).toBe(true);
    expect(
      await t.server.db.selectFrom('pushSubscriptions').select('id').where('endpoint', '=', endpoint).executeTakeFirst(),
    ).toBeUndefined();
    expect((await rest(t, token, 'GET', `web-push/status/${encodeURIComponent(JSON.stringify({ endpoint }))}`)).body.subscribed).toBe(
      false,
    );
  });

  test('subscribing needs a logged-in guest and a browser push service; bad keys change nothing', async () => {
    const keys = browserKeys();
    const anonymous = await t.anonymousToken();
    const subscription = { endpoint: `http://${pushHost}/push/anon`, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
    expect((await rest(t, anonymous, 'POST', 'web-push/subscribe', { subscription })).body.error.code).toBe('UNAUTHORIZED');
    const { token } = await newGuest(t);
    const elsewhere = await rest(t, token, 'POST', 'web-push/subscribe', {
      subscription: { ...subscription, endpoint: 'https://attacker.example/collect' },
    });
    expect(elsewhere.body.error.code).toBe('VALIDATION_FAILED');
    const badKey = await rest(t, token, 'POST', 'web-push/subscribe', {
      subscription: { ...subscription, keys: { p256dh: 'A'.repeat(87), auth: keys.auth } },
    });
    expect(badKey.body.error.code).toBe('VALIDATION_FAILED');
    expect(
      await t.server.db
        .selectFrom('pushSubscriptions')
        .select('id')
        .where('endpoint', 'in', [subscription.endpoint, 'https://attacker.example/collect'])
        .execute(),
    ).toEqual([]);
  });

  test('the service worker resubscribes with its token alone, and unsubscribing removes the subscription', async () => {
    const { token } = await newGuest(t);
    const keys = browserKeys();
    const old = `http://${pushHost}/push/old-${Date.now()}`;
    const renewed = `http://${pushHost}/push/new-${Date.now()}`;
    const { resubscribeToken } = (
      await rest(t, token, 'POST', 'web-push/subscribe', {
        subscription: { endpoint: old, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      })
    ).body;
    const moved = await rest(t, null, 'POST', `web-push/resubscribe/${resubscribeToken}`, {
      subscription: { endpoint: renewed, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    });
    expect(moved.body.success).toBe(true);
    const status = async (endpoint: string) =>
      (await rest(t, token, 'GET', `web-push/status/${encodeURIComponent(JSON.stringify({ endpoint }))}`)).body.subscribed;
    expect(await status(old)).toBe(false);
    expect(await status(renewed)).toBe(true);
    expect(
      (
        await rest(t, null, 'POST', `web-push/resubscribe/${'x'.repeat(32)}`, {
          subscription: { endpoint: old, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
        })
      ).body.error.code,
    ).toBe('NOT_FOUND');
    await rest(t, token, 'POST', `web-push/unsubscribe/${encodeURIComponent(JSON.stringify({ endpoint: renewed }))}`);
    expect(await status(renewed)).toBe(false);
  });
});

describe('push rules', () => {
  test('only the browsers push services over HTTPS are allowed, and the test hosts named', () => {
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/abc', [])).toBe(true);
    expect(isAllowedEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', [])).toBe(true);
    expect(isAllowedEndpoint('https://web.push.apple.com/x', [])).toBe(true);
    expect(isAllowedEndpoint('http://fcm.googleapis.com/fcm/send/abc', [])).toBe(false);
    expect(isAllowedEndpoint('https://fcm.googleapis.com.evil.example/x', [])).toBe(false);
    expect(isAllowedEndpoint('http://127.0.0.1:9/x', [])).toBe(false);
    expect(isAllowedEndpoint('http://127.0.0.1:9/x', ['127.0.0.1:9'])).toBe(true);
    expect(isAllowedEndpoint('not a url', [])).toBe(false);
  });

  test('every language has the push texts, naming the actor', () => {
    for (const language of LANGUAGES) {
      expect(PUSH_TEXTS[language].actorOnlineTitle('Iline')).toContain('Iline');
      expect(PUSH_TEXTS[language].actorOnlineBody.length).toBeGreaterThan(10);
      expect(PUSH_TEXTS[language].messageTitle('Iline')).toContain('Iline');
    }
    expect(new Set(LANGUAGES.map((language) => PUSH_TEXTS[language].messageTitle('Iline'))).size).toBe(LANGUAGES.length);
    expect(new Set(LANGUAGES.map((language) => PUSH_TEXTS[language].actorOnlineBody)).size).toBe(LANGUAGES.length);
  });
});
