// Presence for many guests (issue 23, point 3) over real sockets: a socket hears the actors it
// watches or pinned and nothing else, changes merge per interval with the last state per
// actor, the site-wide online count reaches every socket, bad watch frames change nothing,
// and across two app instances on Redis a process follows only the actors its sockets need.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { onlineActorCount, setActorOnline } from '../../server/domain/presence.ts';
import type { BusEvent } from '../../server/realtime/bus.ts';
import { PRESENCE_BATCH_MS, PRESENCE_WATCH_MAX } from '../../src/contract/socket.ts';
import { startTestServer, type TestServer } from './harness.ts';
import {
  loggedInToken,
  openSession,
  presenceChanges,
  type TestSocket,
  waitForOnlineCount,
  waitForPresence,
  watchActors,
} from './socketClient.ts';

const opened: TestSocket[] = [];

async function session(server: TestServer, token?: string) {
  const socket = await openSession(server.baseUrl, token ?? (await server.anonymousToken()));
  opened.push(socket);
  return socket;
}

/** Long enough for a batch that would carry a change to have gone out. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 4 * PRESENCE_BATCH_MS));

afterEach(async () => {
  await Promise.all(opened.splice(0).map((socket) => socket.close()));
});

describe('one process', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });
  const setOnline = (actorId: number, online: boolean, freeChat?: boolean) =>
    setActorOnline(t.server.db, t.server.app.bus, actorId, online, freeChat);

  test("a guest watching actor A hears A's change and not B's", async () => {
    await setOnline(11, false);
    await setOnline(12, false);
    const socket = await session(t);
    await watchActors(socket, [11]);
    const from = presenceChanges(socket).length;
    await setOnline(12, true);
    await setOnline(11, true, true);
    await waitForPresence(socket, { actorId: 11, isOnline: true, freeChat: true }, from);
    await settle();
    expect(presenceChanges(socket).some((change) => change.actorId === 12)).toBe(false);
  });

  test('a newly watched actor is told its current state at once', async () => {
    await setOnline(13, true, false);
    const socket = await session(t);
    socket.send({ type: 'presence.watch', data: { actorIds: [13] } });
    expect(await waitForPresence(socket, { actorId: 13 })).toEqual({ actorId: 13, isOnline: true, freeChat: false });
  });

  test('a guest no longer watching an actor hears nothing more of it', async () => {
    const socket = await session(t);
    await watchActors(socket, [14, 15]);
    socket.send({ type: 'presence.watch', data: { actorIds: [15] } });
    // a round trip on the same socket: the watch above was handled before the ping
    socket.send({ type: 'ping', data: {} });
    await socket.next('pong');
    const from = presenceChanges(socket).length;
    await setOnline(14, true);
    await setOnline(15, true);
    await waitForPresence(socket, { actorId: 15, isOnline: true }, from);
    await settle();
    expect(
      presenceChanges(socket)
        .slice(from)
        .some((change) => change.actorId === 14),
    ).toBe(false);
  });

  test("a logged-in guest hears its pinned actors' changes without watching them", async () => {
    const { token } = await loggedInToken(t.server.db);
    const pinner = await session(t, token);
    await setOnline(16, false);
    pinner.send({ type: 'pin', data: { kind: 'actor', id: 16 } });
    // the pin's answer: the actor's state, as for a newly watched one
    await waitForPresence(pinner, { actorId: 16, isOnline: false });
    // a later socket of the guest reads the pins at its session.request
    const socket = await session(t, token);
    const from = [pinner, socket].map((each) => presenceChanges(each).length);
    await setOnline(16, true);
    await waitForPresence(socket, { actorId: 16, isOnline: true }, from[1]);
    await waitForPresence(pinner, { actorId: 16, isOnline: true }, from[0]);
  });

  test('the site-wide online count reaches every socket, also those watching nothing', async () => {
    const sockets = [await session(t), await session(t)];
    const before = await onlineActorCount(t.server.db);
    const row = await t.server.db.selectFrom('actors').select('isOnline').where('id', '=', 17).executeTakeFirstOrThrow();
    await setOnline(17, row.isOnline === 0);
    const count = await onlineActorCount(t.server.db);
    expect(count).toBe(row.isOnline === 0 ? before + 1 : before - 1);
    for (const socket of sockets) expect(await waitForOnlineCount(socket, count)).toBe(count);
    expect(sockets[0]!.ack.data.onlineActorIds.length).toBeGreaterThan(0);
  });

  test('changes within one interval reach a socket as one frame with the last state per actor', async () => {
    await setOnline(18, false);
    await setOnline(19, false);
    const socket = await session(t);
    await watchActors(socket, [18, 19]);
    await settle();
    const framesBefore = socket.received.length;
    // Published back to back: far less than one interval apart.
    const from = presenceChanges(socket).length;
    await setOnline(18, true, true);
    await setOnline(19, true);
    await setOnline(18, false);
    await setOnline(18, true, false);
    await waitForPresence(socket, { actorId: 19, isOnline: true }, from);
    await settle();
    const frames = socket.received.slice(framesBefore).filter((frame) => frame.type === 'presence' && frame.data.changes.length > 0);
    expect(frames).toHaveLength(1);
    const frame = frames[0]!;
    if (frame.type !== 'presence') throw new Error('not a presence frame');
    expect(frame.data.changes).toEqual(
      expect.arrayContaining([
        { actorId: 18, isOnline: true, freeChat: false },
        { actorId: 19, isOnline: true, freeChat: false },
      ]),
    );
    expect(frame.data.changes).toHaveLength(2);
  });

  test.each([
    ['no list', {}],
    ['a list that is not one', { actorIds: 7 }],
    ['an id that is text', { actorIds: ['7'] }],
    ['an id that is not positive', { actorIds: [0] }],
    ['a fractional id', { actorIds: [1.5] }],
    ['an unknown property', { actorIds: [7], all: true }],
    [`more than ${PRESENCE_WATCH_MAX} ids`, { actorIds: Array.from({ length: PRESENCE_WATCH_MAX + 1 }, (_, i) => i + 1) }],
  ])('a watch frame with %s is refused and the watch list stays', async (_name, data) => {
    await setOnline(20, false);
    await setOnline(21, false);
    const socket = await session(t);
    await watchActors(socket, [20]);
    socket.send({ type: 'presence.watch', data });
    const error = await socket.next('error');
    expect(error.data).toMatchObject({ code: 'VALIDATION_FAILED', inReplyTo: 'presence.watch' });
    expect(error.data.message).toMatch(/^Invalid presence\.watch: /);
    const from = presenceChanges(socket).length;
    await setOnline(21, true);
    await setOnline(20, true);
    await waitForPresence(socket, { actorId: 20, isOnline: true }, from);
    await settle();
    expect(presenceChanges(socket).some((change) => change.actorId === 21)).toBe(false);
  });

  test('a watch frame before the session is refused with NO_SESSION', async () => {
    const { openSocket } = await import('./socketClient.ts');
    const socket = await openSocket(t.baseUrl);
    opened.push(socket);
    socket.send({ type: 'presence.watch', data: { actorIds: [1] } });
    expect((await socket.next('error')).data).toMatchObject({ code: 'NO_SESSION', inReplyTo: 'presence.watch' });
  });
});

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.log('Redis presence tests skipped: REDIS_URL is not set');

describe.skipIf(!redisUrl)('two app instances on Redis', () => {
  const prefix = `glimmer-test:${randomUUID()}:`;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl!, REDIS_PREFIX: prefix };
    [a, b] = await Promise.all([startTestServer({ env }), startTestServer({ env })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  test("a change published on one instance reaches the other's watching socket, and that instance hears no other actor", async () => {
    const heard: BusEvent[] = [];
    const unsubscribe = b.server.app.bus.subscribe((event) => heard.push(event));
    try {
      const socket = await session(b);
      await watchActors(socket, [5]);
      expect(b.server.app.realtime.followedActors()).toBe(1);
      const from = presenceChanges(socket).length;
      await setActorOnline(a.server.db, a.server.app.bus, 6, true);
      await setActorOnline(a.server.db, a.server.app.bus, 5, true, true);
      await waitForPresence(socket, { actorId: 5, isOnline: true, freeChat: true }, from);
      const actorEvents = heard.filter((event) => event.target.kind === 'actor');
      expect(actorEvents.map((event) => (event.target.kind === 'actor' ? event.target.actorId : 0))).toEqual([5]);
      // the count of the other instance's changes reaches this one's sockets
      await waitForOnlineCount(socket, await onlineActorCount(a.server.db));
    } finally {
      unsubscribe();
    }
  });

  test('an instance stops following an actor once no socket there needs it', async () => {
    const socket = await session(b);
    await watchActors(socket, [9]);
    expect(b.server.app.realtime.followedActors()).toBeGreaterThanOrEqual(1);
    await socket.close();
    await expect.poll(() => b.server.app.realtime.followedActors()).toBe(0);
    const heard: BusEvent[] = [];
    const unsubscribe = b.server.app.bus.subscribe((event) => heard.push(event));
    try {
      await setActorOnline(a.server.db, a.server.app.bus, 9, true);
      const watcher = await session(a);
      await watchActors(watcher, [9]);
      await setActorOnline(a.server.db, a.server.app.bus, 9, false);
      await waitForPresence(watcher, { actorId: 9, isOnline: false });
      await settle();
      expect(heard.filter((event) => event.target.kind === 'actor')).toEqual([]);
    } finally {
      unsubscribe();
    }
  });
});
