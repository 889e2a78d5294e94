// Go-live alerts follow the guest's switches (issue 21, point 2), over real HTTP and a real socket:
// the global push switch, discreet mode (no name, picture or text in a push), and the e-mail and
// SMS switches with a verified address or phone number.
import { describe, expect, test } from 'vitest';
import { newGuest, rest } from './guestHelpers.ts';
import { logLines } from './harness.ts';
import { browserKeys, decrypt } from './pushHelpers.ts';
import { pinOverSocket, pushHost, received, setOnline, startWebPushServer, t } from './webPushServer.ts';

startWebPushServer();

describe("go-live alerts follow the guest's switches (issue 21, point 2)", () => {
  const saveSettings = (token: string, settings: { email: boolean; push: boolean; sms: boolean }) =>
    rest(t, token, 'POST', 'guest/saveNotificationsSettings', { notifications_settings: settings });
  const saveActorSettings = (token: string, actorId: number, switches: { email: boolean; sms: boolean; push: boolean }) =>
    rest(t, token, 'POST', 'guest/favorite/actorSettings/save', {
      actorId,
      emailNotification: switches.email,
      smsNotification: switches.sms,
      pushNotification: switches.push,
    });
  const comeOnline = async (actorId: number) => {
    await setOnline(actorId, false);
    return (await setOnline(actorId, true)).body as { pushes: number; mails: number; texts: number };
  };
  /** Whether a log line's message contains `text`. */
  const logged = (text: string) => logLines(t).some(({ msg = '' }) => msg.includes(text));

  test('push switched off globally: a pinned actor coming online pushes nothing; switched on again, it pushes', async () => {
    const { token, guestId } = await newGuest(t);
    const keys = browserKeys();
    await rest(t, token, 'POST', 'web-push/subscribe', {
      subscription: {
        endpoint: `http://${pushHost}/push/global-${guestId}`,
        expirationTime: null,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      },
    });
    await pinOverSocket(token, 25);
    expect((await saveSettings(token, { email: false, push: false, sms: false })).body.success).toBe(true);
    expect(await comeOnline(25)).toMatchObject({ pushes: 0, mails: 0, texts: 0 });
    expect(received.some((push) => push.path === `/push/global-${guestId}`)).toBe(false);
    // nothing was sent, so no cool-down holds the next one back
    await saveSettings(token, { email: false, push: true, sms: false });
    expect((await comeOnline(25)).pushes).toBe(1);
  });

  test('discreet mode: a go-live and a message push carry no name, picture or text; where they lead and the count stay', async () => {
    const { token, guestId } = await newGuest(t, { language: 'de' });
    const keys = browserKeys();
    const path = `/push/discreet-${guestId}`;
    await rest(t, token, 'POST', 'web-push/subscribe?language=de', {
      subscription: { endpoint: `http://${pushHost}${path}`, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    });
    await pinOverSocket(token, 29);
    await rest(t, token, 'POST', 'guest/saveNotificationsSettings', {
      notifications_settings: { email: false, push: true, sms: false, discreet: true },
    });
    expect((await comeOnline(29)).pushes).toBe(1);
    expect(
      await t.server.app.push.messageArrived({
        guestId,
        actorId: 29,
        actorName: 'Someone',
        text: 'A secret',
        channelId: 3,
        unreadTotal: 4,
      }),
    ).toBe(1);
    const actor = await t.server.db.selectFrom('actors').select('name').where('id', '=', 29).executeTakeFirstOrThrow();
    const [live, message] = received.filter((push) => push.path === path).map((push) => JSON.parse(decrypt(push.body, keys)));
    expect(live.notification).toMatchObject({
      title: 'Jemand, dem du folgst, ist live',
      body: '',
      icon: '/icons/neutral-icon-192.png',
      navigate: `${t.baseUrl}/de/amateur/${actor.name.toLowerCase()}/`,
    });
    expect(message.notification).toMatchObject({ title: 'Du hast eine neue Nachricht', body: '', icon: '/icons/neutral-icon-192.png' });
    expect(message.app_badge).toBe(4);
    for (const push of [live, message]) {
      const shown = `${push.notification.title} ${push.notification.body} ${push.notification.icon}`;
      expect(shown).not.toContain(actor.name);
      expect(shown).not.toContain('A secret');
      expect(shown).not.toContain('/img/actor/');
    }
  });

  test('push switched off globally: a message answer pushes nothing', async () => {
    const { token, guestId } = await newGuest(t);
    const keys = browserKeys();
    await rest(t, token, 'POST', 'web-push/subscribe', {
      subscription: {
        endpoint: `http://${pushHost}/push/quiet-${guestId}`,
        expirationTime: null,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      },
    });
    await saveSettings(token, { email: true, push: false, sms: false });
    const input = { guestId, actorId: 30, actorName: 'Someone', text: 'Hi', channelId: 1, unreadTotal: 1 };
    expect(await t.server.app.push.messageArrived(input)).toBe(0);
    await saveSettings(token, { email: true, push: true, sms: false });
    expect(await t.server.app.push.messageArrived(input)).toBe(1);
  });

  test("e-mail goes to the outbox when the pin's and the guest's e-mail switches are on and the address is verified", async () => {
    const unverified = await newGuest(t, { language: 'de' });
    await pinOverSocket(unverified.token, 26);
    expect((await comeOnline(26)).mails).toBe(0);

    const { token, guestId } = await newGuest(t, { language: 'de', isEmailVerified: 1 });
    const { email } = await t.server.db.selectFrom('guests').select('email').where('id', '=', guestId).executeTakeFirstOrThrow();
    await pinOverSocket(token, 27);
    await saveActorSettings(token, 27, { email: false, sms: false, push: true });
    expect((await comeOnline(27)).mails).toBe(0);
    await saveActorSettings(token, 27, { email: true, sms: false, push: true });
    await saveSettings(token, { email: false, push: true, sms: false });
    expect((await comeOnline(27)).mails).toBe(0);
    await saveSettings(token, { email: true, push: true, sms: false });
    expect((await comeOnline(27)).mails).toBe(1);
    const actor = await t.server.db.selectFrom('actors').select('name').where('id', '=', 27).executeTakeFirstOrThrow();
    expect(
      logged(`pinned actor online ("${actor.name} ist jetzt online.") for ${email}: ${t.baseUrl}/de/amateur/${actor.name.toLowerCase()}/`),
    ).toBe(true);
    // within the cool-down the guest hears nothing more on any channel
    expect(await comeOnline(27)).toMatchObject({ pushes: 0, mails: 0, texts: 0 });
  });

  test('an SMS goes out only with both SMS switches on and a verified phone number, which the log masks', async () => {
    const { token, guestId } = await newGuest(t, { language: 'nl' });
    await pinOverSocket(token, 28);
    await saveActorSettings(token, 28, { email: false, sms: true, push: false });
    await saveSettings(token, { email: false, push: false, sms: true });
    expect((await comeOnline(28)).texts).toBe(0); // no verified phone yet
    // a phone verified by the pin call (its flow is covered in the checkout tests)
    await t.server.db
      .insertInto('pinVerifications')
      .values({
        guestId,
        phoneNumber: '+31612345678',
        type: 'mobile',
        pinHash: 'x',
        attempts: 0,
        status: 'verified',
        expiresAt: Date.now(),
        createdAt: Date.now(),
      })
      .execute();
    await saveSettings(token, { email: false, push: false, sms: false });
    expect((await comeOnline(28)).texts).toBe(0);
    await saveSettings(token, { email: false, push: false, sms: true });
    expect((await comeOnline(28)).texts).toBe(1);
    expect(logged('sms not sent (no SMS gateway configured): to +••••••••678: ')).toBe(true);
    expect(logged('+31612345678')).toBe(false);
  });
});
