// Notifications over real sockets (messenger issue): hidden types are never listed or sent, and an
// all-seen notice reaches every tab.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HIDDEN_NOTIFICATION_TYPES } from '../../src/contract/enums.ts';
import { INTERNAL_TOKEN, newGuest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { internal, tab } from './messengerHelpers.ts';

describe('notifications', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { INTERNAL_TOKEN } });
  });
  afterAll(async () => t?.close());

  test('hidden types are never listed or sent; the newest 5 are; marking all seen clears the count in every tab', async () => {
    const { guestId, token } = await newGuest(t);
    const [a, b] = [await tab(t, token), await tab(t, token)];
    for (const type of [1, ...HIDDEN_NOTIFICATION_TYPES, 2, 3, 4, 5, 1]) {
      expect((await internal(t, 'notify', { guestId, type, text: `Type ${type}`, link: null })).status).toBe(200);
    }
    const sent = [];
    for (let n = 0; n < 6; n++) sent.push((await a.next('notification.new')).data.notification.type);
    expect(sent).toEqual([1, 2, 3, 4, 5, 1]);
    a.send({ type: 'notifications.request', data: { kind: 'navbar', limit: 5 } });
    const listed = (await a.next('notifications')).data;
    expect(listed.unreadCount).toBe(6);
    expect(listed.items.map((item) => item.type)).toEqual([1, 5, 4, 3, 2]);
    a.send({ type: 'notification.read', data: { id: listed.items[0]!.id } });
    expect((await b.next('notifications.marked')).data).toEqual({ mark: 'read', id: listed.items[0]!.id, unreadCount: 5 });
    a.send({ type: 'notification.seen', data: { id: null } });
    expect((await b.next('notifications.marked')).data).toEqual({ mark: 'seen', id: null, unreadCount: 0 });
    a.send({ type: 'notifications.request', data: { kind: 'floating', limit: 5 } });
    expect((await a.next('notifications')).data.items).toEqual([]);
    await Promise.all([a.close(), b.close()]);
  });
});
