// The simulator answers a guest's messages (messenger issue): its actor answers in the language
// the guest writes from, every tab hears it and the unread count rises.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ANSWER_TEXTS } from '../../server/simulator/answerMessages.ts';
import { createSimulator } from '../../server/simulator/simulator.ts';
import { newGuest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { pricedActor, send, tab } from './messengerHelpers.ts';
import { openSession } from './socketClient.ts';

describe('the simulator answers', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => t?.close());

  test("a guest's message is answered by its actor in the guest's language: every tab hears it and the unread count rises", async () => {
    const simulator = createSimulator({
      db: t.server.db,
      bus: t.server.app.bus,
      eventsPerMinute: 0,
      messenger: t.server.app.messengerEvents,
      random: () => 0,
    });
    simulator.start();
    try {
      const { token } = await newGuest(t, { language: 'nl' });
      const actorId = await pricedActor(t, 0, 9);
      const [a, b] = [await tab(t, token), await tab(t, token)];
      send(a, actorId);
      await a.next('message.new');
      await b.next('message.new');
      const answer = (await b.next('message.new', 6_000)).data;
      expect(answer).toMatchObject({
        clientId: null,
        message: { sender: 'actor', text: ANSWER_TEXTS.nl[0] },
        unreadTotal: 1,
        channel: { unreadCount: 1 },
      });
      expect((await a.next('notification.new')).data.notification.text).toContain('Nieuw bericht');
      await Promise.all([a.close(), b.close()]);
    } finally {
      await simulator.stop();
    }
  });

  test('a guest writing from a Spanish page is answered in Spanish, whatever language the account was made in', async () => {
    const simulator = createSimulator({
      db: t.server.db,
      bus: t.server.app.bus,
      eventsPerMinute: 0,
      messenger: t.server.app.messengerEvents,
      random: () => 0,
    });
    simulator.start();
    try {
      const { token } = await newGuest(t, { language: 'en' });
      const actorId = await pricedActor(t, 0, 11);
      const socket = await openSession(t.baseUrl, token, '?language=es');
      send(socket, actorId);
      await socket.next('message.new');
      expect((await socket.next('message.new', 6_000)).data.message).toMatchObject({ sender: 'actor', text: ANSWER_TEXTS.es[0] });
      const notification = (await socket.next('notification.new')).data.notification;
      expect(notification.text).toContain('Nuevo mensaje');
      expect(notification.link).toBe('/es/mensajes/');
      await socket.close();
    } finally {
      await simulator.stop();
    }
  });
});
