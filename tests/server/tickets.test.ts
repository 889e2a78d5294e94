// Chat tickets over real HTTP (live chat issue; spec part 1 §3 Chat ticket / show, §4): a ticket
// is bought once (a second buy is refused, 10 at once charge once), too little money and an
// ended show are refused without a change, a ticket given back before its show is refunded and
// one for a started show stays; the actor says whether the guest holds a ticket for its show.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { balanceOf, newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

const HOUR = 3_600_000;
const TICKET = 'ticketId showId isBought canBuy hasStarted isFree bonusCode price { value currency }';

/** A show of the actor, starting `startsIn` ms from now, at `price` cents. */
async function show(actorId: number, startsIn: number, price: number) {
  const now = Date.now();
  const row = await t.server.db
    .insertInto('chatShows')
    .values({
      actorId,
      title: 'Evening show',
      price,
      currency: 'EUR',
      isFree: price === 0 ? 1 : 0,
      startsAt: now + startsIn,
      endsAt: now + startsIn + HOUR,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, checked by the assertions
const call = async (token: string, query: string, variables: Record<string, unknown> = {}): Promise<any> =>
  (await vxql(t.baseUrl, token, query, variables)).body;
const buy = (token: string, showId: number) =>
  call(token, `mutation($s: Int!) { buyChatTicket(showId: $s) { success errorCode ticket { ${TICKET} } } }`, { s: showId });
const remove = (token: string, showId: number) =>
  call(token, `mutation($s: Int!) { removeChatTicket(showId: $s) { success errorCode ticket { ${TICKET} } } }`, { s: showId });

describe('chat tickets', () => {
  test('a ticket bought shows as bought with its bonus code; a second buy is refused and charges nothing', async () => {
    const { token, guestId } = await newGuest(t, { balanceCents: 1_000 });
    const showId = await show(5, HOUR, 399);
    const first = (await buy(token, showId)).data.buyChatTicket;
    expect(first).toMatchObject({
      success: true,
      errorCode: null,
      ticket: { showId, isBought: true, canBuy: false, hasStarted: false, price: { value: 3.99, currency: 'EUR' } },
    });
    expect(first.ticket.bonusCode).toMatch(/^SHOW-[0-9A-F]{8}$/);
    expect((await buy(token, showId)).data.buyChatTicket).toMatchObject({ success: false, errorCode: 'alreadyBought' });
    expect(await balanceOf(t.server.db, guestId)).toBe(601);
    const listed = (await call(token, `{ chatTickets(actorId: 5) { ${TICKET} } }`)).data.chatTickets;
    expect(listed.find((ticket: { showId: number }) => ticket.showId === showId)).toMatchObject({ isBought: true });
  });

  test('10 buys of one ticket at once charge once', async () => {
    const { token, guestId } = await newGuest(t, { balanceCents: 1_000 });
    const showId = await show(6, HOUR, 250);
    const results = await Promise.all(Array.from({ length: 10 }, () => buy(token, showId)));
    expect(results.filter((result) => result.data.buyChatTicket.success)).toHaveLength(1);
    expect(results.filter((result) => result.data.buyChatTicket.errorCode === 'alreadyBought')).toHaveLength(9);
    expect(await balanceOf(t.server.db, guestId)).toBe(750);
  });

  test('too little money and an ended show are refused without a change; anonymous guests cannot buy', async () => {
    const { token, guestId } = await newGuest(t, { balanceCents: 100 });
    const dear = await show(7, HOUR, 399);
    expect((await buy(token, dear)).data.buyChatTicket).toMatchObject({
      success: false,
      errorCode: 'notEnoughMoney',
      ticket: { isBought: false, canBuy: true },
    });
    const ended = await show(7, -2 * HOUR, 100);
    expect((await buy(token, ended)).data.buyChatTicket).toMatchObject({ success: false, errorCode: 'showEnded' });
    expect((await buy(token, 999_999)).data.buyChatTicket).toMatchObject({ success: false, errorCode: 'notFound' });
    expect(await balanceOf(t.server.db, guestId)).toBe(100);
    expect((await buy(await t.anonymousToken(), dear)).errors[0].extensions.code).toBe('UNAUTHORIZED');
  });

  test('a ticket given back before its show is refunded; one for a started show stays', async () => {
    const { token, guestId } = await newGuest(t, { balanceCents: 1_000 });
    const later = await show(8, HOUR, 300);
    await buy(token, later);
    expect((await remove(token, later)).data.removeChatTicket).toMatchObject({ success: true, ticket: { isBought: false } });
    expect(await balanceOf(t.server.db, guestId)).toBe(1_000);
    expect((await remove(token, later)).data.removeChatTicket).toMatchObject({ success: false, errorCode: 'noTicket' });
    const running = await show(8, -60_000, 0);
    expect((await buy(token, running)).data.buyChatTicket).toMatchObject({ success: true, ticket: { isFree: true, hasStarted: true } });
    expect((await remove(token, running)).data.removeChatTicket).toMatchObject({ success: false, errorCode: 'showStarted' });
    // the actor in its show tells the ticket holder so
    await t.server.db.updateTable('actors').set({ isCurrentlyTicketShow: 1 }).where('id', '=', 8).execute();
    const actor = await rest(t, token, 'GET', 'actor/getActorDataByIdOrName/8');
    expect(actor.body.actor.guestHasTicket).toBe(true);
    const other = await newGuest(t);
    expect((await rest(t, other.token, 'GET', 'actor/getActorDataByIdOrName/8')).body.actor.guestHasTicket).toBe(false);
  });
});
