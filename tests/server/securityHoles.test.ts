// The smaller holes of issue 19 (point 8), tried from outside over real HTTP and real sockets:
// a push endpoint another guest holds does not move without its resubscribe token; a payment
// key sent with another request is refused instead of answering the first payment (SQLite and,
// when DATABASE_URL is set, PostgreSQL); a relation's subject is the caller; a refused archive
// tells no tab it happened; a blog post's scheme-relative links are dropped. The pure rules
// have unit tests beside them (tests/unit/paymentKeys, relations, blogHtml).
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RELATION_SUBJECT_TYPE } from '../../src/contract/account.ts';
import { BLOG_CATEGORY } from '../../src/contract/enums.ts';
import { balanceOf, card, INTERNAL_TOKEN, newGuest, rest } from './guestHelpers.ts';
import { checkoutCall, openFrameSession, startTestServer, type TestServer } from './harness.ts';
import { openSession, type TestSocket } from './socketClient.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL payment-key tests skipped: DATABASE_URL is not set');

/** A stand-in push service host: subscriptions may point at it; nothing here sends a push. */
const PUSH_HOST = 'push.test';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { INTERNAL_TOKEN, PUSH_TEST_HOSTS: PUSH_HOST } });
});
afterAll(async () => t?.close());

describe('a push endpoint held by another guest', () => {
  /** What a browser hands over: a new endpoint, a P-256 key and an auth secret. */
  function browserSubscription() {
    const p256dh = createECDH('prime256v1').generateKeys().toString('base64url');
    return {
      endpoint: `http://${PUSH_HOST}/send/${randomUUID()}`,
      expirationTime: null,
      keys: { p256dh, auth: randomBytes(16).toString('base64url') },
    };
  }
  const subscribe = (token: string, subscription: ReturnType<typeof browserSubscription>, resubscribeToken?: string) =>
    rest(t, token, 'POST', 'web-push/subscribe', { subscription, ...(resubscribeToken ? { resubscribeToken } : {}) });
  const isSubscribed = async (token: string, endpoint: string) =>
    (await rest(t, token, 'GET', `web-push/status/${encodeURIComponent(JSON.stringify({ endpoint }))}`)).body.subscribed as boolean;
  const holderOf = async (endpoint: string) =>
    (await t.server.db.selectFrom('pushSubscriptions').select('guestId').where('endpoint', '=', endpoint).executeTakeFirstOrThrow())
      .guestId;

  test('another guest posting the same endpoint neither takes it over nor learns who holds it', async () => {
    const first = await newGuest(t);
    const second = await newGuest(t);
    const subscription = browserSubscription();
    expect((await subscribe(first.token, subscription)).status).toBe(200);
    const taken = await subscribe(second.token, { ...subscription, keys: browserSubscription().keys });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('CONFLICT');
    expect(taken.body.error.details).toBeUndefined();
    const firstRow = await t.server.db
      .selectFrom('guests')
      .select(['name', 'email'])
      .where('id', '=', first.guestId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(taken.body)).not.toContain(firstRow.name);
    expect(JSON.stringify(taken.body)).not.toContain(firstRow.email!);
    expect(await holderOf(subscription.endpoint)).toBe(first.guestId);
    expect(await isSubscribed(first.token, subscription.endpoint)).toBe(true);
    expect(await isSubscribed(second.token, subscription.endpoint)).toBe(false);
    // nor can it switch the first guest's topics off or remove the subscription
    const update = await rest(
      t,
      second.token,
      'POST',
      `web-push/update/${encodeURIComponent(JSON.stringify({ endpoint: subscription.endpoint, topics: { messages: false } }))}`,
    );
    expect(update.body.error.code).toBe('NOT_FOUND');
    await rest(t, second.token, 'POST', `web-push/unsubscribe/${encodeURIComponent(JSON.stringify({ endpoint: subscription.endpoint }))}`);
    expect(await holderOf(subscription.endpoint)).toBe(first.guestId);
  });

  test('a made-up resubscribe token moves nothing', async () => {
    const first = await newGuest(t);
    const second = await newGuest(t);
    const subscription = browserSubscription();
    await subscribe(first.token, subscription);
    expect((await subscribe(second.token, subscription, 'x'.repeat(32))).status).toBe(409);
    expect((await subscribe(second.token, subscription, 'not a token')).status).toBe(400);
    expect(await holderOf(subscription.endpoint)).toBe(first.guestId);
  });

  test('the same guest subscribing the same browser again keeps it, with a new resubscribe token', async () => {
    const { token, guestId } = await newGuest(t);
    const subscription = browserSubscription();
    const before = (await subscribe(token, subscription)).body.resubscribeToken as string;
    const again = await subscribe(token, subscription);
    expect(again.status).toBe(200);
    expect(again.body.resubscribeToken).not.toBe(before);
    expect(await holderOf(subscription.endpoint)).toBe(guestId);
    // the old token named the old row's secret: it moves nothing any more
    const stranger = await newGuest(t);
    expect((await subscribe(stranger.token, subscription, before)).status).toBe(409);
  });

  test('another guest logging in on the same browser takes the endpoint over with the token the browser holds', async () => {
    const first = await newGuest(t);
    const second = await newGuest(t);
    const subscription = browserSubscription();
    const held = (await subscribe(first.token, subscription)).body.resubscribeToken as string;
    const moved = await subscribe(second.token, subscription, held);
    expect(moved.status).toBe(200);
    expect(await holderOf(subscription.endpoint)).toBe(second.guestId);
    expect(await isSubscribed(second.token, subscription.endpoint)).toBe(true);
    expect(await isSubscribed(first.token, subscription.endpoint)).toBe(false);
    // the service worker's resubscription follows the new token, not the old one
    const renewed = browserSubscription();
    expect((await rest(t, null, 'POST', `web-push/resubscribe/${held}`, { subscription: renewed })).status).toBe(404);
    expect((await rest(t, null, 'POST', `web-push/resubscribe/${moved.body.resubscribeToken}`, { subscription: renewed })).status).toBe(
      200,
    );
    expect(await holderOf(renewed.endpoint)).toBe(second.guestId);
  });
});

describe.each([
  { name: 'SQLite', databaseUrl: undefined, skip: false },
  { name: 'PostgreSQL', databaseUrl: url, skip: !url },
])('a payment key on $name', ({ databaseUrl, skip }) => {
  let server: TestServer;
  beforeAll(async () => {
    if (!skip) server = databaseUrl ? await startTestServer({ databaseUrl }) : t;
  });
  afterAll(async () => {
    if (databaseUrl && server) await server.close();
  });

  /** A logged-in guest with the checkout frame open, as the app opens it. */
  async function frameGuest() {
    const guest = await newGuest(server);
    const { session } = await openFrameSession(server, guest.token);
    return { ...guest, session };
  }
  const payments = (session: string, body: Record<string, unknown>) => checkoutCall(server.checkoutUrl, 'payments', body, { session });
  const paymentRows = (guestId: number) =>
    server.server.db.selectFrom('payments').select(['amountCents', 'status']).where('guestId', '=', guestId).execute();

  test.skipIf(skip)('the same request sent again answers the first result and pays once', async () => {
    const guest = await frameGuest();
    const body = { flow: 'moneycharge', amountCents: 1_000, method: card('4242424242424242'), idempotencyKey: `same-${randomUUID()}` };
    const first = await payments(guest.session, body);
    const again = await payments(guest.session, body);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.payment).toEqual(first.body.payment);
    expect(await balanceOf(server.server.db, guest.guestId)).toBe(1_000);
    expect(await paymentRows(guest.guestId)).toHaveLength(1);
  });

  test.skipIf(skip)('the key sent with another amount, method or flow is refused with a conflict and pays nothing', async () => {
    const guest = await frameGuest();
    const body = { flow: 'moneycharge', amountCents: 1_000, method: card('4242424242424242'), idempotencyKey: `reused-${randomUUID()}` };
    expect((await payments(guest.session, body)).body.payment.status).toBe('succeeded');
    const others = [
      { ...body, amountCents: 5_000 },
      { ...body, method: card('5555555555554444') },
      { ...body, method: card('4242424242424242', { save: true }) },
      { ...body, flow: 'limit' },
    ];
    for (const other of others) {
      const answer = await payments(guest.session, other);
      expect(answer.status, JSON.stringify(other)).toBe(409);
      expect(answer.body.error).toMatchObject({ code: 'CONFLICT', details: { reason: 'paymentKeyReused' } });
    }
    const plan = await checkoutCall(
      server.checkoutUrl,
      'abos',
      { plan: 'vip', trial: false, method: card('4242424242424242'), idempotencyKey: body.idempotencyKey },
      { session: guest.session },
    );
    expect(plan.status).toBe(409);
    expect(await balanceOf(server.server.db, guest.guestId)).toBe(1_000);
    expect(await paymentRows(guest.guestId)).toEqual([{ amountCents: 1_000, status: 'succeeded' }]);
  });

  test.skipIf(skip)('one key sent with two amounts at once pays one of them once; the other amount is refused', async () => {
    const guest = await frameGuest();
    const idempotencyKey = `race-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        payments(guest.session, {
          flow: 'moneycharge',
          amountCents: n % 2 ? 2_000 : 1_000,
          method: card('4242424242424242'),
          idempotencyKey,
        }),
      ),
    );
    const rows = await paymentRows(guest.guestId);
    expect(rows).toHaveLength(1);
    const paid = rows[0]!.amountCents;
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body.payment.amountCents).toBe(paid);
      else expect(answer.body.error).toMatchObject({ code: 'CONFLICT', details: { reason: 'paymentKeyReused' } });
    }
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(5);
    expect(await balanceOf(server.server.db, guest.guestId)).toBe(paid);
  });

  test.skipIf(skip)('a declined payment sent again stays declined; its key with another card is refused', async () => {
    const guest = await frameGuest();
    const body = { flow: 'moneycharge', amountCents: 1_000, method: card('4000000000000002'), idempotencyKey: `declined-${randomUUID()}` };
    expect((await payments(guest.session, body)).body.payment).toMatchObject({ status: 'declined', declineReason: 'card_declined' });
    expect((await payments(guest.session, body)).body.payment).toMatchObject({ status: 'declined', declineReason: 'card_declined' });
    expect((await payments(guest.session, { ...body, method: card('4242424242424242') })).status).toBe(409);
    expect(await balanceOf(server.server.db, guest.guestId)).toBe(0);
  });

  test.skipIf(skip)("another guest's use of the same key is its own payment, never the first guest's answer", async () => {
    const [first, second] = [await frameGuest(), await frameGuest()];
    const idempotencyKey = `shared-${randomUUID()}`;
    const declined = await payments(first.session, {
      flow: 'moneycharge',
      amountCents: 1_000,
      method: card('4000000000000002'),
      idempotencyKey,
    });
    const paid = await payments(second.session, {
      flow: 'moneycharge',
      amountCents: 2_500,
      method: card('4242424242424242'),
      idempotencyKey,
    });
    expect(declined.body.payment.status).toBe('declined');
    expect(paid.body.payment).toMatchObject({ status: 'succeeded', amountCents: 2_500 });
    expect(await balanceOf(server.server.db, second.guestId)).toBe(2_750);
  });
});

describe('relations', () => {
  const relationOf = (subjectId: number, objectId = 9) => ({
    subjectTypeId: RELATION_SUBJECT_TYPE.guest,
    subjectId,
    relationTypeId: 2,
    objectTypeId: 3,
    objectId,
  });
  const rowsOf = async (subjectId: number) =>
    t.server.db.selectFrom('relations').select('objectId').where('subjectId', '=', subjectId).execute();

  test("a guest cannot add a relation in another guest's name", async () => {
    const [caller, victim] = [await newGuest(t), await newGuest(t)];
    const answer = await rest(t, caller.token, 'POST', 'utility/relation/addRelation', relationOf(victim.guestId));
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('FORBIDDEN');
    const otherType = await rest(t, caller.token, 'POST', 'utility/relation/addRelation', {
      ...relationOf(caller.guestId),
      subjectTypeId: RELATION_SUBJECT_TYPE.guest + 1,
    });
    expect(otherType.status).toBe(403);
    expect(await rowsOf(victim.guestId)).toEqual([]);
    expect(await rowsOf(caller.guestId)).toEqual([]);
  });

  test('a guest cannot ask which relations another guest has', async () => {
    const [caller, victim] = [await newGuest(t), await newGuest(t)];
    expect((await rest(t, victim.token, 'POST', 'utility/relation/addRelation', relationOf(victim.guestId))).status).toBe(200);
    const probe = await rest(t, caller.token, 'POST', 'utility/relation/hasRelation', relationOf(victim.guestId));
    expect(probe.status).toBe(403);
    expect(probe.body.hasRelation).toBeUndefined();
  });

  test('a guest adds and finds its own relations', async () => {
    const { token, guestId } = await newGuest(t);
    expect((await rest(t, token, 'POST', 'utility/relation/addRelation', relationOf(guestId, 12))).status).toBe(200);
    expect((await rest(t, token, 'POST', 'utility/relation/hasRelation', relationOf(guestId, 12))).body.hasRelation).toBe(true);
    expect(await rowsOf(guestId)).toEqual([{ objectId: 12 }]);
  });

  test('an anonymous visitor adds no relation, not even of a guest id it names', async () => {
    const anonymous = await t.anonymousToken();
    const victim = await newGuest(t);
    for (const call of ['addRelation', 'hasRelation']) {
      const answer = await rest(t, anonymous, 'POST', `utility/relation/${call}`, relationOf(victim.guestId));
      expect(answer.status).toBe(401);
    }
    expect(await rowsOf(victim.guestId)).toEqual([]);
  });
});

describe('archiving a channel', () => {
  const sockets: TestSocket[] = [];
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
  });
  const tab = async (token: string) => {
    const socket = await openSession(t.baseUrl, token);
    sockets.push(socket);
    return socket;
  };

  /** A channel of the guest with a free actor, made by sending a message as the guest does. */
  async function channelOf(socket: TestSocket, skip: number): Promise<number> {
    const actor = await t.server.db
      .selectFrom('actors')
      .select('id')
      .orderBy('id')
      .offset(40 + skip)
      .limit(1)
      .executeTakeFirstOrThrow();
    await t.server.db.updateTable('actors').set({ priceMessage: 0, priceFreeMessages: 0 }).where('id', '=', actor.id).execute();
    socket.send({
      type: 'message.send',
      data: { clientId: randomUUID(), actorId: actor.id, text: 'Hello', attachments: [], giftId: null, toyControlId: null },
    });
    return (await socket.next('message.new')).data.channel.id;
  }
  const archivedIds = (socket: TestSocket) =>
    socket.received.flatMap((frame) => (frame.type === 'channel.archived' ? [frame.data.channelId] : []));

  test("archiving another guest's channel, or one that does not exist, is refused and no tab hears it was archived", async () => {
    const owner = await newGuest(t);
    const caller = await newGuest(t);
    const ownerTab = await tab(owner.token);
    const [a, b] = [await tab(caller.token), await tab(caller.token)];
    const foreign = await channelOf(ownerTab, 0);
    const own = await channelOf(a, 1);
    for (const channelId of [foreign, 2_000_000_000]) {
      a.send({ type: 'channel.archive', data: { channelId, archived: true } });
      expect((await a.next('error')).data).toMatchObject({ inReplyTo: 'channel.archive' });
    }
    // the caller's own archive afterwards reaches both tabs: anything sent before it has arrived
    a.send({ type: 'channel.archive', data: { channelId: own, archived: true } });
    await Promise.all([a.next('channel.archived'), b.next('channel.archived')]);
    expect(archivedIds(a)).toEqual([own]);
    expect(archivedIds(b)).toEqual([own]);
    expect(archivedIds(ownerTab)).toEqual([]);
    const row = await t.server.db.selectFrom('channels').select('archived').where('id', '=', foreign).executeTakeFirstOrThrow();
    expect(row.archived).toBe(0);
  });
});

describe('blog links', () => {
  test('a post links to no other site without its scheme, and its links to other sites are noopener noreferrer', async () => {
    const slug = `links-${randomUUID()}`;
    const html =
      '<p><a href="/\\evil.example/">a</a><a href="//evil.example/">b</a><a href="/&#9;/evil.example">c</a><a href=" https://example.org/">d</a><a href="/en/blog/">e</a></p>';
    await t.server.db
      .insertInto('blogPosts')
      .values({
        categoryId: BLOG_CATEGORY.news,
        slug,
        title: 'Links',
        teaser: 'Teaser',
        body: 'Plain text',
        html,
        publishedAt: Date.now() - 60_000,
      })
      .execute();
    const answer = await rest(t, await t.anonymousToken(), 'GET', `blog/post/${slug}`);
    expect(answer.body.post.html).toBe(
      '<p><a>a</a><a>b</a><a>c</a><a href="https://example.org/" rel="noopener noreferrer nofollow">d</a><a href="/en/blog/">e</a></p>',
    );
  });
});
