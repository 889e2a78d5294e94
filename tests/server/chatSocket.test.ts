// Live chat over a real socket (live chat issue): start answers chat.started with the first
// minute charged and the balance told to every tab; 0.4 gets chat.end 501 and nothing is made;
// the chat's lines reach every tab and the simulator answers; leaving ends with 100; the billing
// loop, on a fake clock, ends a chat whose money ran out with 501 and tells the guest.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startChat } from '../../server/domain/chat.ts';
import { type BillingClock, ChatBilling } from '../../server/realtime/chatBilling.ts';
import { createSimulator } from '../../server/simulator/simulator.ts';
import { DEMO_STREAM_PATH, MINUTE_MS } from '../../src/contract/chat.ts';
import { CHAT_EXIT_CODES } from '../../src/contract/codes.ts';
import { balanceOf, INTERNAL_TOKEN, newGuest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { internal, openSession, type TestSocket } from './socketClient.ts';

let t: TestServer;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await t?.close();
});

async function tab(token: string): Promise<TestSocket> {
  const socket = await openSession(t.baseUrl, token);
  sockets.push(socket);
  return socket;
}

async function onlineActor(cents: number, skip: number): Promise<number> {
  const row = await t.server.db
    .selectFrom('actors')
    .select('id')
    .orderBy('id')
    .offset(60 + skip)
    .limit(1)
    .executeTakeFirstOrThrow();
  await t.server.db.updateTable('actors').set({ isOnline: 1, priceSingle: cents }).where('id', '=', row.id).execute();
  return row.id;
}

/** A billing clock the test moves by hand; its timers run when the test says. */
function manualClock(start: number) {
  let now = start;
  const timers: { at: number; run: () => void }[] = [];
  const clock: BillingClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => void timers.splice(timers.indexOf(handle as (typeof timers)[number]), 1),
  };
  return { clock, timers, setNow: (next: number) => (now = next) };
}

describe('a live chat over the socket', () => {
  test('start, talk (the simulator answers), leave: the first minute is charged and every tab hears it', async () => {
    const simulator = createSimulator({
      db: t.server.db,
      bus: t.server.app.bus,
      eventsPerMinute: 0,
      messenger: t.server.app.messengerEvents,
      random: () => 0,
    });
    simulator.start();
    try {
      const { token, guestId } = await newGuest(t, { balanceCents: 1_000 });
      const actorId = await onlineActor(150, 0);
      const [a, b] = [await tab(token), await tab(token)];
      a.send({ type: 'chat.start', data: { actorId, kind: 'single' } });
      const started = (await b.next('chat.started')).data;
      expect(started).toMatchObject({ actorId, kind: 'single', priceCents: 150, streamUrl: DEMO_STREAM_PATH });
      expect((await a.next('guest.balance')).data.balance).toBe(8.5);
      a.send({ type: 'chat.message', data: { sessionId: started.sessionId, text: '  Hello!  ' } });
      expect((await b.next('chat.message')).data).toMatchObject({ sender: 'guest', text: 'Hello!', sessionId: started.sessionId });
      expect((await b.next('chat.message', 6_000)).data).toMatchObject({ sender: 'actor', actorId });
      // the actor reacted with the answer; the guest's own reaction reaches every tab
      expect((await b.next('live.reaction')).data).toMatchObject({ actorId, sender: 'actor' });
      a.send({ type: 'chat.reaction', data: { sessionId: started.sessionId, reaction: 'heart' } });
      expect((await b.next('live.reaction')).data).toEqual({ actorId, reaction: 'heart', sender: 'guest' });
      a.send({ type: 'chat.reaction', data: { sessionId: started.sessionId, reaction: 'spam' } });
      expect((await a.next('error')).data).toMatchObject({ code: 'VALIDATION_FAILED', inReplyTo: 'chat.reaction' });
      a.send({ type: 'chat.leave', data: { sessionId: started.sessionId } });
      expect((await b.next('chat.end')).data).toEqual({ actorId, exitCode: 100, sessionId: started.sessionId });
      expect(await balanceOf(t.server.db, guestId)).toBe(850);
      // a line for an ended chat, or another guest's, is refused
      a.send({ type: 'chat.message', data: { sessionId: started.sessionId, text: 'still there?' } });
      expect((await a.next('error')).data).toMatchObject({ code: 'VALIDATION_FAILED', inReplyTo: 'chat.message' });
    } finally {
      await simulator.stop();
    }
  });

  test('a toy control in a chat with a toy actor is charged once and told to every tab; without a toy or money it is refused', async () => {
    const { token, guestId } = await newGuest(t, { balanceCents: 300 });
    const actorId = await onlineActor(100, 3);
    await t.server.db.updateTable('actors').set({ isDildocontrolAvailable: 1 }).where('id', '=', actorId).execute();
    const toy = await t.server.db
      .selectFrom('toyControls')
      .select(['id', 'price', 'displayName'])
      .orderBy('price')
      .executeTakeFirstOrThrow();
    const dear = await t.server.db.selectFrom('toyControls').select(['id', 'price']).orderBy('price', 'desc').executeTakeFirstOrThrow();
    const [a, b] = [await tab(token), await tab(token)];
    a.send({ type: 'chat.start', data: { actorId, kind: 'single' } });
    const { sessionId } = (await a.next('chat.started')).data;
    a.send({ type: 'chat.toy', data: { sessionId, toyControlId: toy.id } });
    expect((await b.next('chat.toy')).data).toMatchObject({
      sessionId,
      success: true,
      priceCents: toy.price,
      toyControl: { id: toy.id, displayName: toy.displayName },
    });
    expect((await a.next('chat.toy')).data.success).toBe(true);
    expect(await balanceOf(t.server.db, guestId)).toBe(300 - 100 - toy.price);
    await t.server.db
      .updateTable('guests')
      .set({ balanceCents: dear.price - 1 })
      .where('id', '=', guestId)
      .execute();
    a.send({ type: 'chat.toy', data: { sessionId, toyControlId: dear.id } });
    expect((await a.next('chat.toy')).data).toMatchObject({ success: false, errorCode: 'notEnoughMoney' });
    await t.server.db.updateTable('actors').set({ isDildocontrolAvailable: 0 }).where('id', '=', actorId).execute();
    a.send({ type: 'chat.toy', data: { sessionId, toyControlId: toy.id } });
    expect((await a.next('chat.toy')).data).toMatchObject({ success: false, errorCode: 'notAvailable' });
    expect(await balanceOf(t.server.db, guestId)).toBe(dear.price - 1);
  });

  test('a guest with 0.4 cannot start: chat.end 501, no chat made, nothing charged', async () => {
    const { token, guestId } = await newGuest(t, { balanceCents: 40 });
    const actorId = await onlineActor(30, 1);
    const socket = await tab(token);
    socket.send({ type: 'chat.start', data: { actorId, kind: 'single' } });
    expect((await socket.next('chat.end')).data).toEqual({ actorId, exitCode: 501, sessionId: null });
    expect(await balanceOf(t.server.db, guestId)).toBe(40);
    expect(await t.server.db.selectFrom('chatSessions').select('id').where('guestId', '=', guestId).execute()).toEqual([]);
    socket.send({ type: 'chat.start', data: { actorId, kind: 'teleport' } });
    expect((await socket.next('error')).data).toMatchObject({ code: 'VALIDATION_FAILED', inReplyTo: 'chat.start' });
  });

  test('the billing loop charges each minute on time and ends with 501 when the money runs out, telling every tab', async () => {
    const { clock, timers, setNow } = manualClock(Date.now());
    let now = clock.now();
    const billing = new ChatBilling(t.server.db, t.server.app.bus, { warn: () => undefined }, clock);
    const { token, guestId } = await newGuest(t, { balanceCents: 250 });
    const actorId = await onlineActor(100, 2);
    const socket = await tab(token);
    const session = await startChat(t.server.db, { guestId, actorId, kind: 'single', now });
    billing.track(session);
    // 250: the first minute at the start (150 left), the second at 1:00 (50 left), the third at 2:00 cannot be paid
    for (let minute = 1; minute <= 2; minute++) {
      now = session.startedAt + minute * MINUTE_MS;
      setNow(now);
      const due = timers.filter((timer) => timer.at <= now);
      expect(due).toHaveLength(1);
      expect(timers.filter((timer) => timer.at < now - MINUTE_MS + 1)).toHaveLength(0);
      timers.splice(timers.indexOf(due[0]!), 1);
      due[0]!.run();
      if (minute === 1) expect((await socket.next('guest.balance')).data.balance).toBe(0.5);
    }
    expect((await socket.next('chat.end')).data).toEqual({ actorId, exitCode: 501, sessionId: session.id });
    expect(await balanceOf(t.server.db, guestId)).toBe(50);
    expect(billing.running).toBe(0);
  });
});

describe('a guest who is gone', () => {
  test('with no socket left at a minute, the chat gets a grace, then ends with 198 charging no more; a guest back in time goes on', async () => {
    const { clock, timers, setNow } = manualClock(Date.now());
    let now = clock.now();
    const runDue = async () => {
      const due = timers.filter((timer) => timer.at <= now);
      for (const timer of due) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    };
    let connected = true;
    const billing = new ChatBilling(t.server.db, t.server.app.bus, { warn: () => undefined }, clock, () => connected);
    const { guestId } = await newGuest(t, { balanceCents: 1_000 });
    const actorId = await onlineActor(100, 4);
    const session = await startChat(t.server.db, { guestId, actorId, kind: 'single', now });
    billing.track(session);
    // gone at the first minute, back within the grace: the minute is charged and the chat goes on
    connected = false;
    now = session.startedAt + MINUTE_MS;
    setNow(now);
    await runDue();
    now += 5_000;
    setNow(now);
    connected = true;
    now += 10_000;
    setNow(now);
    await runDue();
    expect(await balanceOf(t.server.db, guestId)).toBe(800);
    // gone at the next minute for good: it ends with 198 at the end of the paid minutes
    connected = false;
    now = session.startedAt + 2 * MINUTE_MS;
    setNow(now);
    await runDue();
    now += 15_000;
    setNow(now);
    await runDue();
    const ended = await t.server.db
      .selectFrom('chatSessions')
      .select(['endCode', 'endedAt', 'minutesCharged'])
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(ended).toEqual({ endCode: 198, endedAt: session.startedAt + 2 * MINUTE_MS - 1, minutesCharged: 2 });
    expect(await balanceOf(t.server.db, guestId)).toBe(800);
    expect(billing.running).toBe(0);
  });
});

describe('every exit code', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { INTERNAL_TOKEN } });
  });
  afterAll(async () => s?.close());

  test('each code of the spec ends a chat and reaches the guest as chat.end; a code outside them is refused', async () => {
    const { token, guestId } = await newGuest(s, { balanceCents: 0 });
    const actor = await s.server.db.selectFrom('actors').select('id').orderBy('id').offset(70).limit(1).executeTakeFirstOrThrow();
    await s.server.db.updateTable('actors').set({ isOnline: 1, freeChat: 1 }).where('id', '=', actor.id).execute();
    const socket = await openSession(s.baseUrl, token);
    sockets.push(socket);
    const codes = Object.values(CHAT_EXIT_CODES).flat();
    // client 11, host 8, admin 1, preview 10, no money 1, time limits 2, age 1, others 24 (908 once)
    expect(codes).toHaveLength(58);
    for (const code of codes) {
      const session = await startChat(s.server.db, { guestId, actorId: actor.id, kind: 'free' });
      const answer = await internal(s.baseUrl, INTERNAL_TOKEN, 'POST', `chats/${session.id}/end`, { code });
      expect(answer.body.endCode).toBe(code);
      expect((await socket.next('chat.end')).data).toEqual({ actorId: actor.id, exitCode: code, sessionId: session.id });
    }
    const session = await startChat(s.server.db, { guestId, actorId: actor.id, kind: 'free' });
    expect((await internal(s.baseUrl, INTERNAL_TOKEN, 'POST', `chats/${session.id}/end`, { code: 500 })).status).toBe(400);
  });
});
