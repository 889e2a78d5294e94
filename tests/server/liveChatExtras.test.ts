// Around the live chat (live chat issue): the live preview's daily limit (5, 20 for VIP) and its
// time; the anonymous voice call (2000 with server and clientId, and stop with the same id hash
// to that token's tabs); ticket holders invited once when their show starts; rating a chat once,
// which moves the actor's chat ratings; the guest's chat time.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { endChat, startChat, useFreePreviewTime } from '../../server/domain/chat.ts';
import { idHashOf } from '../../server/domain/voiceCalls.ts';
import { type BillingClock, ChatBilling } from '../../server/realtime/chatBilling.ts';
import { CONVERSION_CHAT, LIVE_PREVIEW_MS, LIVE_PREVIEW_VIP_MS, PREVIEW_END } from '../../src/contract/chat.ts';
import { LIMITS } from '../../src/contract/constants.ts';
import { INTERNAL_TOKEN, newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';
import { internal, openSession, type TestSocket } from './socketClient.ts';

let t: TestServer;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await startTestServer({ env: { INTERNAL_TOKEN } });
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

async function actor(skip: number, fields: Record<string, number> = {}) {
  const row = await t.server.db
    .selectFrom('actors')
    .select(['id', 'name'])
    .orderBy('id')
    .offset(80 + skip)
    .limit(1)
    .executeTakeFirstOrThrow();
  await t.server.db
    .updateTable('actors')
    .set({ isOnline: 1, isLivePreviewEnabled: 1, ...fields })
    .where('id', '=', row.id)
    .execute();
  return row;
}

describe('the live preview', () => {
  test('5 previews a day, 20 for VIP; the 6th (21st) is refused with 402', async () => {
    const { id: actorId } = await actor(0);
    for (const [isVip, limit] of [
      [0, LIMITS.livePreview],
      [1, LIMITS.livePreviewVip],
    ] as const) {
      const { guestId } = await newGuest(t, { isVip });
      for (let n = 0; n < limit; n++) {
        const session = await startChat(t.server.db, { guestId, actorId, kind: 'livePreview' });
        await endChat(t.server.db, session.id, PREVIEW_END.timeUp);
      }
      await expect(startChat(t.server.db, { guestId, actorId, kind: 'livePreview' })).rejects.toMatchObject({
        exitCode: PREVIEW_END.limitReached,
      });
    }
    expect([LIMITS.livePreview, LIMITS.livePreviewVip]).toEqual([5, 20]);
  });

  test('a preview ends with 401 when its time is up', async () => {
    const { id: actorId } = await actor(1);
    const { token, guestId } = await newGuest(t);
    const socket = await tab(token);
    let run: (() => void) | null = null;
    let now = Date.now();
    const clock: BillingClock = { now: () => now, setTimeout: (callback) => (run = callback), clearTimeout: () => (run = null) };
    const billing = new ChatBilling(t.server.db, t.server.app.bus, { warn: () => undefined }, clock);
    const session = await startChat(t.server.db, { guestId, actorId, kind: 'livePreview', now });
    billing.track(session);
    await expect.poll(() => run !== null).toBe(true);
    now += LIVE_PREVIEW_MS;
    run!();
    expect((await socket.next('chat.end')).data).toEqual({ actorId, exitCode: 401, sessionId: session.id });
  });
});

test("a VIP's live preview lasts longer than a regular guest's (spec part 1 §6)", async () => {
  const { id: actorId } = await actor(3);
  expect([LIVE_PREVIEW_MS, LIVE_PREVIEW_VIP_MS]).toEqual([30_000, 60_000]);
  for (const [isVip, expected] of [
    [0, LIVE_PREVIEW_MS],
    [1, LIVE_PREVIEW_VIP_MS],
  ] as const) {
    const { guestId } = await newGuest(t, { isVip });
    let delay = 0;
    const now = Date.now(); // the clock stands still: the whole limit is still ahead
    const clock: BillingClock = { now: () => now, setTimeout: (callback, ms) => ((delay = ms), callback), clearTimeout: () => undefined };
    const billing = new ChatBilling(t.server.db, t.server.app.bus, { warn: () => undefined }, clock);
    const session = await startChat(t.server.db, { guestId, actorId, kind: 'livePreview', now });
    billing.track(session);
    await expect.poll(() => delay).toBe(expected);
    billing.stop();
    await endChat(t.server.db, session.id, PREVIEW_END.timeUp, now);
  }
});

describe('the anonymous voice call', () => {
  test('2000 with a server and a clientId, voicecall.start to that token; stop sends voicecall.stop with the same id hash', async () => {
    const { id: actorId } = await actor(2, { isOnlineMobileVideocall: 1 });
    const token = await t.anonymousToken();
    const socket = await tab(token);
    const started = (
      await vxql(
        t.baseUrl,
        token,
        'mutation($t: String!, $a: Int!) { startAnonymousVoicecallChat(accessToken: $t, actorId: $a) { resultCode server clientId } }',
        { t: token, a: actorId },
      )
    ).body.data!.startAnonymousVoicecallChat as { resultCode: number; server: string; clientId: string };
    expect(started).toMatchObject({ resultCode: 2000, server: expect.any(String), clientId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const startFrame = (await socket.next('voicecall.start')).data;
    expect(startFrame).toEqual({ actorId, idHash: idHashOf(started.clientId) });
    expect(startFrame.idHash).not.toContain(started.clientId);
    // hanging up needs the token that called
    const hangUp = (accessToken: string) =>
      vxql(t.baseUrl, token, 'mutation($t: String!, $c: String!) { stopAnonymousVoicecallChat(accessToken: $t, clientId: $c) }', {
        t: accessToken,
        c: started.clientId,
      });
    expect((await hangUp(await t.anonymousToken())).body.data!.stopAnonymousVoicecallChat).toBe(false);
    expect((await hangUp(token)).body.data!.stopAnonymousVoicecallChat).toBe(true);
    expect((await socket.next('voicecall.stop')).data).toEqual(startFrame);
    expect((await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', `voicecalls/${started.clientId}/stop`)).body.stopped).toBe(false);
  });

  test('a bad token or an actor not on the video call gets its error code and nothing starts', async () => {
    const { id: actorId } = await actor(3, { isOnlineMobileVideocall: 0 });
    const token = await t.anonymousToken();
    const ask = async (accessToken: string) =>
      (
        (
          await vxql(
            t.baseUrl,
            token,
            'mutation($t: String!, $a: Int!) { startAnonymousVoicecallChat(accessToken: $t, actorId: $a) { resultCode server clientId } }',
            { t: accessToken, a: actorId },
          )
        ).body.data as { startAnonymousVoicecallChat: unknown }
      ).startAnonymousVoicecallChat;
    expect(await ask('x'.repeat(43))).toEqual({ resultCode: 4001, server: null, clientId: null });
    expect(await ask(token)).toEqual({ resultCode: 4002, server: null, clientId: null });
  });
});

describe('ticket shows going live', () => {
  test('when a show starts, every ticket holder is invited once and the actor is in a ticket show', async () => {
    const { id: actorId } = await actor(4);
    const { token, guestId } = await newGuest(t);
    const now = Date.now();
    const show = await t.server.db
      .insertInto('chatShows')
      .values({ actorId, title: 'Late show', price: 0, currency: 'EUR', isFree: 1, startsAt: now - 1_000, endsAt: now + 3_600_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.server.db
      .insertInto('chatTickets')
      .values({ guestId, showId: show.id, priceCents: 0, bonusCode: 'SHOW-TEST', createdAt: now })
      .execute();
    const socket = await tab(token);
    expect((await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'shows/sweep')).body.started).toBeGreaterThanOrEqual(1);
    expect((await socket.next('ticketshow.invitation')).data).toEqual({ showId: show.id, actorId, title: 'Late show', start: now - 1_000 });
    await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'shows/sweep');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.received.filter((frame) => frame.type === 'ticketshow.invitation')).toHaveLength(1);
    expect(
      (await t.server.db.selectFrom('actors').select('isCurrentlyTicketShow').where('id', '=', actorId).executeTakeFirstOrThrow())
        .isCurrentlyTicketShow,
    ).toBe(1);
  });
});

describe('ticket show invitations owed to a new session', () => {
  test("a holder who connects while the show runs is invited on connecting, in the socket's language; nobody else, and no show that ended", async () => {
    const { id: actorId } = await actor(6);
    const holder = await newGuest(t);
    const other = await newGuest(t);
    const now = Date.now();
    const shows = await t.server.db
      .insertInto('chatShows')
      .values([
        { actorId, title: 'Running show', price: 0, currency: 'EUR', isFree: 1, startsAt: now - 60_000, endsAt: now + 3_600_000 },
        { actorId, title: 'Ended show', price: 0, currency: 'EUR', isFree: 1, startsAt: now - 7_200_000, endsAt: now - 60_000 },
        { actorId, title: 'Coming show', price: 0, currency: 'EUR', isFree: 1, startsAt: now + 3_600_000, endsAt: now + 7_200_000 },
      ])
      .returning('id')
      .execute();
    const [running, ended, coming] = shows.map((show) => show.id) as [number, number, number];
    await t.server.db
      .insertInto('chatTickets')
      .values(
        [running, ended, coming].map((showId) => ({
          guestId: holder.guestId,
          showId,
          priceCents: 0,
          bonusCode: `OWED-${showId}`,
          createdAt: now,
        })),
      )
      .execute();
    // the ended show's holders were invited in its time; the running one's by the sweep, with no socket open
    await t.server.db
      .updateTable('chatShows')
      .set({ invitedAt: now - 7_200_000 })
      .where('id', '=', ended)
      .execute();
    await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', 'shows/sweep');
    await t.server.db
      .insertInto('contentTranslations')
      .values({ entity: 'chatShow', entityId: running, field: 'title', language: 'de', text: 'Laufende Show' })
      .execute();

    const socket = await openSession(t.baseUrl, holder.token, '?language=de');
    sockets.push(socket);
    expect((await socket.next('ticketshow.invitation')).data).toEqual({
      showId: running,
      actorId,
      title: 'Laufende Show',
      start: now - 60_000,
    });
    const others = await tab(other.token);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.received.filter((frame) => frame.type === 'ticketshow.invitation')).toHaveLength(1);
    expect(others.received.filter((frame) => frame.type === 'ticketshow.invitation')).toHaveLength(0);
  });
});

describe('after the chat', () => {
  test('a chat is rated once within a day of its end; the actor ratings follow; the chat time adds up', async () => {
    const { id: actorId } = await actor(5, { priceSingle: 0 });
    await t.server.db.deleteFrom('actorChatRatings').where('actorId', '=', actorId).execute();
    const { token, guestId } = await newGuest(t);
    const started = Date.now() - 120_000;
    const session = await startChat(t.server.db, { guestId, actorId, kind: 'single', now: started });
    await endChat(t.server.db, session.id, 100, started + 90_000);
    const rate = (rating: number, exitCode = 100) =>
      rest(t, token, 'POST', 'survey/chatexit', { actorId, exitCode, rating, text: 'Lovely chat' });
    expect((await rate(6)).status).toBe(400);
    expect((await rate(5, 201)).status).toBe(404);
    expect((await rate(5)).body).toEqual({ success: true });
    expect((await rate(5)).status).toBe(404);
    expect(
      await t.server.db
        .selectFrom('actorChatRatings')
        .select(['countRatings', 'satisfactionRate'])
        .where('actorId', '=', actorId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ countRatings: 1, satisfactionRate: 100 });
    const time = (await vxql(t.baseUrl, token, '{ guestChatVideoTime { totalSeconds freeChatSeconds } }')).body.data!.guestChatVideoTime;
    expect(time).toEqual({ totalSeconds: 90, freeChatSeconds: 0 });
  });
});

describe('the conversion chat', () => {
  test('a new guest is a candidate; enabling starts the eligibility window, in which one free chat with a conversion actor starts and ends with 503 after its time', async () => {
    const { id: actorId } = await actor(6, { isActorAvailableForConversionChat: 1 });
    const { token, guestId } = await newGuest(t, { createdAt: Date.now() - 60_000 });
    const profile = async () => (await rest(t, token, 'GET', 'guest/profile')).body.conversionChat;
    expect(await profile()).toEqual({ candidateUntil: expect.any(Number), eligibleUntil: null });
    await expect(startChat(t.server.db, { guestId, actorId, kind: 'conversion' })).rejects.toMatchObject({ exitCode: 902 });
    expect((await rest(t, token, 'POST', 'guest/conversionChat', { action: 'enable' })).body.data).toEqual({ success: true });
    const state = await profile();
    expect(state.eligibleUntil - Date.now()).toBeGreaterThan(CONVERSION_CHAT.eligibleMs - 5_000);
    const actors = (await vxql(t.baseUrl, token, '{ conversionChatActors { id } }')).body.data!.conversionChatActors as { id: number }[];
    expect(actors.map((item) => item.id)).toContain(actorId);
    expect(actors.length).toBeLessThanOrEqual(30);

    let run: (() => void) | null = null;
    let now = Date.now();
    const clock: BillingClock = { now: () => now, setTimeout: (callback) => (run = callback), clearTimeout: () => (run = null) };
    const billing = new ChatBilling(t.server.db, t.server.app.bus, { warn: () => undefined }, clock);
    const socket = await tab(token);
    const session = await startChat(t.server.db, { guestId, actorId, kind: 'conversion', now });
    expect(session.priceCents).toBe(0);
    billing.track(session);
    await expect.poll(() => run !== null).toBe(true);
    now += CONVERSION_CHAT.chatMs;
    run!();
    expect((await socket.next('chat.end')).data).toEqual({ actorId, exitCode: 503, sessionId: session.id });
    // once only: the window closes with the chat
    expect(await profile()).toEqual({ candidateUntil: null, eligibleUntil: null });
    await expect(startChat(t.server.db, { guestId, actorId, kind: 'conversion' })).rejects.toMatchObject({ exitCode: 902 });
  });

  test('a guest past the candidacy cannot enable it; disabling closes the window', async () => {
    const old = await newGuest(t, { createdAt: Date.now() - CONVERSION_CHAT.candidateMs - 1_000 });
    expect((await rest(t, old.token, 'POST', 'guest/conversionChat', { action: 'enable' })).body.data).toEqual({ success: false });
    const fresh = await newGuest(t);
    await rest(t, fresh.token, 'POST', 'guest/conversionChat', { action: 'enable' });
    await rest(t, fresh.token, 'POST', 'guest/conversionChat', { action: 'disable' });
    expect((await rest(t, fresh.token, 'GET', 'guest/profile')).body.conversionChat.eligibleUntil).toBeNull();
  });
});

describe('the free preview offer', () => {
  test('taken once it gives 15 minutes of live previews that last as long as the time left; declined it stays declined', async () => {
    const { id: actorId } = await actor(7);
    const { token, guestId } = await newGuest(t);
    const ask = async (field: string) =>
      (
        await vxql(
          t.baseUrl,
          token,
          `${field.startsWith('freePreview') && field !== 'freePreview' ? 'mutation' : ''} { ${field} { state secondsLeft } }`,
        )
      ).body.data![field];
    expect(await ask('freePreview')).toEqual({ state: 'offered', secondsLeft: 0 });
    expect(await ask('freePreviewInit')).toEqual({ state: 'active', secondsLeft: 900 });
    expect(await ask('freePreviewDecline')).toEqual({ state: 'active', secondsLeft: 900 });
    let delay = 0;
    let run: (() => void) | null = null;
    const now = Date.now();
    const clock: BillingClock = {
      now: () => now,
      setTimeout: (callback, ms) => ((delay = ms), (run = callback)),
      clearTimeout: () => (run = null),
    };
    const billing = new ChatBilling(t.server.db, t.server.app.bus, { warn: () => undefined }, clock);
    const session = await startChat(t.server.db, { guestId, actorId, kind: 'livePreview', now });
    billing.track(session);
    await expect.poll(() => run !== null).toBe(true);
    expect(delay).toBe(900_000);
    // left after 10 minutes: 5 of the 15 stay
    billing.stop();
    await endChat(t.server.db, session.id, 100, now + 600_000);
    await useFreePreviewTime(t.server.db, guestId, 600_000);
    expect(await ask('freePreview')).toEqual({ state: 'active', secondsLeft: 300 });
    await useFreePreviewTime(t.server.db, guestId, 400_000);
    expect(await ask('freePreview')).toEqual({ state: 'used', secondsLeft: 0 });
    const other = await newGuest(t);
    const declined = (await vxql(t.baseUrl, other.token, 'mutation { freePreviewDecline { state } }')).body.data!.freePreviewDecline;
    expect(declined).toEqual({ state: 'declined' });
    expect((await vxql(t.baseUrl, other.token, 'mutation { freePreviewInit { state } }')).body.data!.freePreviewInit).toEqual({
      state: 'declined',
    });
  });
});
