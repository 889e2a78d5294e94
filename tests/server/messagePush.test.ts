// Message pushes over real HTTP and a real socket (spec part 2 §7.9): an actor's answer reaches a
// guest with no tab open as a push carrying the unread count for the badge, decrypted here as a
// browser would; a guest with a tab open gets none.
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { PUSH_TEXTS } from '../../server/domain/webPush/texts.ts';
import { createSimulator } from '../../server/simulator/simulator.ts';
import { newGuest, rest } from './guestHelpers.ts';
import { browserKeys, decrypt } from './pushHelpers.ts';
import { openSession } from './socketClient.ts';
import { pushHost, received, startWebPushServer, t } from './webPushServer.ts';

startWebPushServer();

describe('message pushes', () => {
  test("an actor's answer is pushed, with the unread count for the badge, to a guest with no tab open, and not to one with a tab open", async () => {
    const simulator = createSimulator({
      db: t.server.db,
      bus: t.server.app.bus,
      eventsPerMinute: 0,
      messenger: t.server.app.messengerEvents,
      random: () => 0,
      answers: { push: t.server.app.push, hasOpenTab: (guestId) => t.server.app.realtime.hasOpenTab(guestId) },
    });
    simulator.start();
    try {
      const actor = await t.server.db.selectFrom('actors').select(['id', 'name']).where('id', '=', 30).executeTakeFirstOrThrow();
      await t.server.db.updateTable('actors').set({ priceMessage: 0 }).where('id', '=', actor.id).execute();
      for (const keepTabOpen of [false, true]) {
        const { token, guestId } = await newGuest(t, { language: 'es' });
        const keys = browserKeys();
        const endpoint = `http://${pushHost}/push/message-${guestId}`;
        await rest(t, token, 'POST', 'web-push/subscribe?language=es', {
          subscription: { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
        });
        const socket = await openSession(t.baseUrl, token);
        socket.send({
          type: 'message.send',
          data: { clientId: randomUUID(), actorId: actor.id, text: 'Hola', attachments: [], giftId: null, toyControlId: null },
        });
        await socket.next('message.new');
        if (!keepTabOpen) socket.close();
        else socket.send({ type: 'comeback', data: {} });
        // the answer comes 1.5 s later; the push (if any) right after it
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        const pushes = received.filter((push) => push.path === `/push/message-${guestId}`);
        if (keepTabOpen) {
          expect(pushes).toHaveLength(0);
          socket.close();
          continue;
        }
        expect(pushes).toHaveLength(1);
        const message = JSON.parse(decrypt(pushes[0]!.body, keys));
        expect(message).toMatchObject({
          web_push: 8030,
          notification: {
            title: PUSH_TEXTS.es.messageTitle(actor.name),
            navigate: `${t.baseUrl}/es/mensajes/`,
            lang: 'es',
            tag: expect.stringMatching(/^message-\d+$/),
            data: { type: 'message' },
          },
          app_badge: 1,
          mutable: true,
        });
        // a message stays worth reading for a day, and keeps its own topic (its channel)
        expect(pushes[0]!.headers).toMatchObject({ ttl: '86400', urgency: 'normal', topic: message.notification.tag });
      }
    } finally {
      await simulator.stop();
    }
  });
});
