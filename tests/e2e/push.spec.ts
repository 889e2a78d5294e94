import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { baseURL, pushStandInPort } from '../../playwright.config.ts';
import { browserKeys, decrypt, startPushStandIn } from '../pushStandIn.ts';
import { openHome, signUp } from './accountHelpers.ts';
import { readE2eDatabase } from './e2eDatabase.ts';
import { controlledPage, expect, storedToken, test } from './fixtures.ts';

// Web push in the service worker (PWA issue): a push delivered through the DevTools protocol
// (as a push service would) shows its notification, and a click on it brings the open tab to
// the actor's page. The server's side (subscriptions, encryption, who gets a push) is covered
// over real HTTP in tests/server/webPush.test.ts, messagePush.test.ts and alertSwitches.test.ts.

async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration: { scopeURL: string; isDeleted: boolean }) => registration.scopeURL === `${baseURL}/` && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** The notifications the service worker shows now. */
function shownNotifications(page: Page) {
  return page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      data: notification.data as unknown,
    })),
  );
}

/** A click on the first notification shown. */
async function clickNotification(context: BrowserContext): Promise<void> {
  const worker =
    context.serviceWorkers().find((candidate) => candidate.url().startsWith(baseURL)) ?? (await context.waitForEvent('serviceworker'));
  // The browser gives no way to click a notification here: the worker gets the click event as
  // the browser would dispatch it (its waitUntil refuses an untrusted event, after the handler ran).
  await worker
    .evaluate(async () => {
      // The worker's globals, typed by hand: this file compiles with the DOM library, not WebWorker's.
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
      const NotificationEventOf = (
        self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }
      ).NotificationEvent;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new NotificationEventOf('notificationclick', { notification: notification! }));
    })
    .catch(() => undefined);
}

test('a push shows its notification, and clicking it brings the open tab to the actor page', async ({ context, page }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await controlledPage(page);
  const cdp = await context.newCDPSession(page);
  const id = await registrationId(cdp);
  const message = {
    type: 'actorOnline',
    title: 'Iline is online now',
    body: 'Your favourite is live.',
    icon: '/img/actor/1/w320.svg',
    url: '/en/amateur/iline/',
    tag: 'actor-online-1',
  };
  const deliver = () =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL, registrationId: id, data: JSON.stringify(message) });
  await deliver();

  const shown = () => shownNotifications(page);
  // A push handed over while the worker is still waking can be lost on the DevTools side (seen
  // once in CI); a push service delivers again, so does the test: the same tag shows once.
  await expect
    .poll(
      async () => {
        const now = await shown();
        if (now.length === 0) await deliver();
        return now;
      },
      { intervals: [1_000, 2_000, 2_000, 2_000] },
    )
    .toEqual([{ title: message.title, body: message.body, tag: message.tag, data: { url: message.url } }]);

  // A messenger message pushed while no tab was open shows too (its count goes to the app badge).
  const messagePush = {
    type: 'message',
    title: 'New message from Iline',
    body: 'Hi!',
    icon: '/img/actor/1/w320.svg',
    url: '/en/messenger/',
    tag: 'message-7',
    badge: 2,
  };
  /** Delivers `push` until its notification shows (a push can be lost while the worker wakes, as above). */
  const deliverUntilShown = (push: { tag: string }) =>
    expect
      .poll(
        async () => {
          const tags = (await shown()).map((item) => item.tag);
          if (!tags.includes(push.tag))
            await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL, registrationId: id, data: JSON.stringify(push) });
          return tags.sort();
        },
        { intervals: [1_000, 2_000, 2_000, 2_000] },
      )
      .toEqual([message.tag, push.tag].sort());
  await deliverUntilShown(messagePush);
  await page.evaluate(
    async (tag) => (await (await navigator.serviceWorker.ready).getNotifications({ tag })).forEach((item) => item.close()),
    messagePush.tag,
  );

  // A push that is not ours (no title, a foreign address) shows nothing.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL,
    registrationId: id,
    data: JSON.stringify({ type: 'actorOnline', title: 'x', url: 'https://elsewhere.example/' }),
  });
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL, registrationId: id, data: 'not json' });
  // the worker takes pushes in order: once a later, valid one shows, those two were handled
  const marker = { type: 'message', title: 'New message from Iline', body: 'Marker', url: '/en/messenger/', tag: 'message-marker' };
  await deliverUntilShown(marker);
  await page.evaluate(
    async (tag) => (await (await navigator.serviceWorker.ready).getNotifications({ tag })).forEach((item) => item.close()),
    marker.tag,
  );
  expect(await shown()).toHaveLength(1);

  await clickNotification(context);
  await expect(page).toHaveURL(`${baseURL}/en/amateur/iline/`);
  await expect(page.getByTestId('actor-profile')).toHaveAttribute('data-actor-id', '1');
  await expect.poll(shown).toEqual([]);
});

test('a push in the Declarative Web Push format the server sends shows its notification, and a click leads to its page', async ({
  context,
  page,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await controlledPage(page);
  const cdp = await context.newCDPSession(page);
  const id = await registrationId(cdp);
  const payload = {
    web_push: 8030,
    notification: {
      title: '3 of your pinned performers are live',
      body: 'See who is online now.',
      navigate: `${baseURL}/en/myglimmer/favorite-cams/`,
      lang: 'en',
      tag: 'actors-online',
      icon: '/icon.svg',
      data: { type: 'actorsOnline' },
    },
    mutable: true,
  };
  const deliver = () =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL, registrationId: id, data: JSON.stringify(payload) });
  await deliver();
  await expect
    .poll(
      async () => {
        const now = await shownNotifications(page);
        if (now.length === 0) await deliver(); // lost while the worker woke (see above)
        return now;
      },
      { intervals: [1_000, 2_000, 2_000, 2_000] },
    )
    .toEqual([
      {
        title: payload.notification.title,
        body: payload.notification.body,
        tag: 'actors-online',
        data: { url: '/en/myglimmer/favorite-cams/' },
      },
    ]);
  await clickNotification(context);
  await expect(page).toHaveURL(`${baseURL}/en/myglimmer/favorite-cams/`);
  await expect.poll(() => shownNotifications(page)).toEqual([]);
});

test('the notifications menu offers push to a logged-in guest and asks for permission only on the click', async ({ page }) => {
  await page.addInitScript(() => {
    const ask = Notification.requestPermission.bind(Notification);
    (window as unknown as { permissionAsked: number }).permissionAsked = 0;
    Notification.requestPermission = (...args) => {
      (window as unknown as { permissionAsked: number }).permissionAsked += 1;
      return ask(...args);
    };
  });
  await openHome(page);
  await signUp(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('mobile-menu-button-notifications').click();
  const menu = page.getByTestId('mobile-menu-notifications');
  const pushSwitch = menu.getByTestId('push-switch');
  await expect(pushSwitch).toHaveAttribute('data-state', 'off');
  const asked = () => page.evaluate(() => (window as unknown as { permissionAsked: number }).permissionAsked);
  expect(await asked()).toBe(0);
  await pushSwitch.getByRole('button').click();
  await expect.poll(asked).toBe(1);
});

test('from the server to the lock screen: three pinned actors coming online within the window give one push, shown; in discreet mode no name shows', async ({
  context,
  page,
}) => {
  // The server posts to a stand-in push service (PUSH_TEST_HOSTS in playwright.config.ts), which
  // hands the decrypted payload to the browser's worker as a push service would (headless
  // Chromium here cannot reach a real one).
  const pushService = await startPushStandIn(pushStandInPort);
  try {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await controlledPage(page);
    await signUp(page);
    const token = await storedToken(page);
    const auth = { authorization: `Bearer ${token}` };
    const keys = browserKeys();
    const path = `/push/e2e-${Date.now()}`;
    const subscribed = await page.request.post('/api/v1/web-push/subscribe?language=en', {
      headers: auth,
      data: {
        subscription: {
          endpoint: `http://127.0.0.1:${pushStandInPort}${path}`,
          expirationTime: null,
          keys: { p256dh: keys.p256dh, auth: keys.auth },
        },
      },
    });
    expect(subscribed.ok()).toBe(true);
    const actors = readE2eDatabase(
      (db) =>
        db.prepare("SELECT id, name FROM actors WHERE banned_country_codes = '[]' ORDER BY id LIMIT 4 OFFSET 60").all() as {
          id: number;
          name: string;
        }[],
    );
    for (const actor of actors) {
      await page.goto(`/en/amateur/${actor.name.toLowerCase()}/`);
      await page.getByTestId('actor-pin').click();
      await expect(page.getByTestId('actor-pin')).toHaveAttribute('aria-pressed', 'true');
    }
    const setOnline = (actorId: number, online: boolean) =>
      page.request.post(`/api/v1/internal/actors/${actorId}/online`, {
        headers: { 'x-internal-token': 'e2e-internal-token' },
        data: { online },
      });
    const pushes = () => pushService.received.filter((push) => push.path === path);
    const cdp = await context.newCDPSession(page);
    const id = await registrationId(cdp);
    /** What the push service would do: hand the push to the browser, until it shows. */
    const deliverUntilShown = async (payload: string, title: string) => {
      await expect
        .poll(
          async () => {
            const now = await shownNotifications(page);
            if (!now.some((shown) => shown.title === title))
              await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL, registrationId: id, data: payload });
            return now.map((shown) => shown.title);
          },
          { intervals: [1_000, 2_000, 2_000, 2_000] },
        )
        .toContain(title);
    };

    for (const actor of actors.slice(0, 3)) await setOnline(actor.id, false);
    for (const actor of actors.slice(0, 3)) expect((await setOnline(actor.id, true)).ok()).toBe(true);
    await expect.poll(() => pushes().length, { timeout: 20_000 }).toBe(1);
    // the window has closed: nothing of this guest waits any more, and still one push
    await expect
      .poll(() => readE2eDatabase((db) => (db.prepare('SELECT COUNT(*) AS n FROM push_go_live_queue').get() as { n: number }).n), {
        timeout: 20_000,
      })
      .toBe(0);
    expect(pushes()).toHaveLength(1);
    const grouped = decrypt(pushes()[0]!.body, keys);
    await deliverUntilShown(grouped, '3 of your pinned performers are live');
    const [shown] = (await shownNotifications(page)).filter((item) => item.title === '3 of your pinned performers are live');
    expect(shown!.data).toEqual({ url: '/en/myglimmer/favorite-cams/' });

    // discreet mode: the fourth actor's push names nobody
    const settings = await (await page.request.get('/api/v1/guest/getNotificationsSettings', { headers: auth })).json();
    await page.request.post('/api/v1/guest/saveNotificationsSettings', {
      headers: auth,
      data: { notifications_settings: { ...settings.notifications_settings, discreet: true } },
    });
    const fourth = actors[3]!;
    await setOnline(fourth.id, false);
    await setOnline(fourth.id, true);
    await expect.poll(() => pushes().length, { timeout: 20_000 }).toBe(2);
    await deliverUntilShown(decrypt(pushes()[1]!.body, keys), 'Someone you follow is live');
    const discreet = (await shownNotifications(page)).find((item) => item.title === 'Someone you follow is live')!;
    expect(discreet.body).toBe('');
    expect(`${discreet.title} ${discreet.body}`).not.toContain(fourth.name);
    for (const actor of actors) await setOnline(actor.id, false);
  } finally {
    await pushService.close();
  }
});
