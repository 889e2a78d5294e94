import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { type BusEvent, busChannel, createInProcessBus, parseBusEvent } from '../../server/realtime/bus.ts';
import { PRESENCE_BATCH_MS } from '../../src/contract/socket.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { internal, openSession, presenceChanges, type TestSocket, waitForPresence, watchActors } from './socketClient.ts';

const silent = { warn: () => undefined, error: () => undefined };

describe('bus messages', () => {
  const valid: BusEvent = { target: { kind: 'guest', guestId: 4 }, frame: { type: 'actor.offline', data: { actorId: 9 } } };

  test('a valid message reads back as the event', () => {
    expect(parseBusEvent(JSON.stringify(valid))).toEqual(valid);
  });

  test.each([
    ['not JSON', 'actor.offline'],
    ['an unknown target', JSON.stringify({ ...valid, target: { kind: 'room', roomId: 1 } })],
    ['a token target that is not a hash', JSON.stringify({ ...valid, target: { kind: 'token', tokenHash: 'raw-token' } })],
    ['an unknown frame type', JSON.stringify({ ...valid, frame: { type: 'actor.dance', data: {} } })],
    ['frame data of the wrong shape', JSON.stringify({ ...valid, frame: { type: 'actor.offline', data: { actorId: 'nine' } } })],
    ['an extra property', JSON.stringify({ ...valid, priority: 1 })],
  ])('%s is refused with a reason', (_name, text) => {
    expect(typeof parseBusEvent(text)).toBe('string');
  });

  test('the in-process bus hands every event to every subscriber until it unsubscribes', async () => {
    const bus = createInProcessBus(silent);
    const first: BusEvent[] = [];
    const second: BusEvent[] = [];
    bus.subscribe((event) => first.push(event));
    const unsubscribe = bus.subscribe((event) => second.push(event));
    await bus.publish(valid);
    unsubscribe();
    await bus.publish(valid);
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(1);
    await bus.close();
  });

  test('a failing subscriber does not keep the event from the others', async () => {
    const bus = createInProcessBus(silent);
    const reached: BusEvent[] = [];
    bus.subscribe(() => {
      throw new Error('boom');
    });
    bus.subscribe((event) => reached.push(event));
    await bus.publish(valid);
    expect(reached).toEqual([valid]);
  });
});

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.log('Redis bus tests skipped: REDIS_URL is not set');

describe.skipIf(!redisUrl)('two server processes sharing Redis', () => {
  const INTERNAL_TOKEN = 'bus-test-internal-token';
  // A channel of this run only: parallel runs and other deployments on the same Redis stay apart.
  const prefix = `glimmer-test:${randomUUID()}:`;
  let a: TestServer;
  let b: TestServer;
  const opened: TestSocket[] = [];
  beforeAll(async () => {
    const env = { INTERNAL_TOKEN, REDIS_URL: redisUrl!, REDIS_PREFIX: prefix };
    [a, b] = await Promise.all([startTestServer({ env }), startTestServer({ env })]);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((socket) => socket.close()));
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  async function session(server: TestServer, token?: string) {
    const socket = await openSession(server.baseUrl, token ?? (await server.anonymousToken()));
    opened.push(socket);
    return socket;
  }

  test('an actor set online on one server reaches a guest connected to the other', async () => {
    const onB = await session(b);
    const onA = await session(a);
    for (const socket of [onA, onB]) await watchActors(socket, [5]);
    const marks = [onA, onB].map((socket) => presenceChanges(socket).length);
    const answer = await internal(a.baseUrl, INTERNAL_TOKEN, 'POST', 'actors/5/online', { online: true, freeChat: false });
    expect(answer.status).toBe(200);
    await waitForPresence(onB, { actorId: 5, isOnline: true, freeChat: false }, marks[1]);
    // The publishing server hears the event through Redis too, exactly once.
    await waitForPresence(onA, { actorId: 5, isOnline: true }, marks[0]);
    await new Promise((resolve) => setTimeout(resolve, 3 * PRESENCE_BATCH_MS));
    expect(
      presenceChanges(onA)
        .slice(marks[0])
        .filter((change) => change.actorId === 5),
    ).toHaveLength(1);
  });

  test("an event emitted on one server for a token reaches that token's socket on the other", async () => {
    const token = await b.anonymousToken();
    const onB = await session(b, token);
    const answer = await internal(a.baseUrl, INTERNAL_TOKEN, 'POST', 'emit', {
      target: { kind: 'token', token },
      frame: { type: 'live.reaction', data: { actorId: 3, reaction: 'heart', sender: 'actor' } },
    });
    expect(answer).toEqual({ status: 200, body: { success: true } });
    expect((await onB.next('live.reaction')).data).toEqual({ actorId: 3, reaction: 'heart', sender: 'actor' });
  });

  test('each server counts only its own connections', async () => {
    await session(b);
    await session(b);
    await session(a);
    await expect.poll(async () => (await internal(b.baseUrl, INTERNAL_TOKEN, 'GET', 'onlineGuests')).body.connections).toBe(2);
    await expect.poll(async () => (await internal(a.baseUrl, INTERNAL_TOKEN, 'GET', 'onlineGuests')).body.connections).toBe(1);
  });

  test('a malformed message on the channel is dropped and logged; the next event still arrives', async () => {
    const onB = await session(b);
    const raw = new Redis(redisUrl!);
    try {
      await raw.publish(busChannel(prefix), '{"target":{"kind":"all"},"frame":{"type":"actor.online","data":{"actorId":"x"}}}');
      await raw.publish(busChannel(prefix), JSON.stringify({ target: { kind: 'all' }, frame: { type: 'page.reload', data: {} } }));
    } finally {
      await raw.quit();
    }
    await onB.next('page.reload');
    expect(onB.received.some((frame) => frame.type === 'actor.online')).toBe(false);
    expect(b.logs.join('')).toContain('refused a malformed event bus message');
  });
});
