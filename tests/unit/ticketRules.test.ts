import { describe, expect, test } from 'vitest';
import { trackingEventProblem } from '../../src/contract/tracking.ts';
import type { TicketShow } from '../../src/features/tickets/api.ts';
import {
  appendTickets,
  endsSameDay,
  INVITATIONS_SHOWN,
  needsTopUp,
  ticketErrorCodeOf,
  ticketOffers,
  ticketPurchaseEvent,
  withInvitation,
  withTicket,
} from '../../src/features/tickets/ticketRules.ts';

const HOUR = 3_600_000;
const show = (showId: number, over: Partial<TicketShow> = {}): TicketShow => ({
  ticketId: null,
  showId,
  price: { value: 4.99, currency: 'EUR' },
  actorId: 7,
  actorName: 'Iline',
  title: 'Evening show',
  start: Date.UTC(2030, 0, 1, 20),
  end: Date.UTC(2030, 0, 1, 21),
  isBought: false,
  isFree: false,
  canBuy: true,
  hasStarted: false,
  bonusCode: null,
  ...over,
});

describe('the buttons of a show', () => {
  test('a logged-in guest may buy a show the server lets them buy', () => {
    expect(ticketOffers(show(1), true)).toEqual({ buy: true, giveBack: false, login: false });
  });

  test('a bought ticket is given back before its show starts, not after', () => {
    expect(ticketOffers(show(1, { isBought: true, canBuy: false }), true)).toEqual({ buy: false, giveBack: true, login: false });
    expect(ticketOffers(show(1, { isBought: true, canBuy: false, hasStarted: true }), true)).toEqual({
      buy: false,
      giveBack: false,
      login: false,
    });
  });

  test('a running show can still be bought while the server says so', () => {
    expect(ticketOffers(show(1, { hasStarted: true }), true).buy).toBe(true);
  });

  test('a logged-out guest is offered the login instead of the buy', () => {
    expect(ticketOffers(show(1, { canBuy: false }), false)).toEqual({ buy: false, giveBack: false, login: true });
  });
});

describe('error codes', () => {
  test("every code of the server's buy and remove is known", () => {
    for (const code of ['notFound', 'showEnded', 'showStarted', 'alreadyBought', 'notEnoughMoney', 'noTicket'])
      expect(ticketErrorCodeOf(code)).toBe(code);
  });

  test('an unknown or missing code reads as a failure', () => {
    expect(ticketErrorCodeOf('somethingNew')).toBe('failed');
    expect(ticketErrorCodeOf(null)).toBe('failed');
  });
});

describe('the purchase dialog offers the top-up first', () => {
  test('when the balance is short of the price', () => {
    expect(needsTopUp(498, show(1))).toBe(true);
    expect(needsTopUp(499, show(1))).toBe(false);
  });

  test('never for a free show', () => {
    expect(needsTopUp(0, show(1, { isFree: true, price: { value: 0, currency: 'EUR' } }))).toBe(false);
  });
});

describe('the list after an answer', () => {
  test('the answered show takes its new state in place', () => {
    const list = [show(1), show(2), show(3)];
    const bought = show(2, { isBought: true, canBuy: false, bonusCode: 'SHOW-1' });
    expect(withTicket(list, bought).map((item) => item.isBought)).toEqual([false, true, false]);
  });

  test('a show not listed is not added', () => {
    expect(withTicket([show(1)], show(9))).toEqual([show(1)]);
  });

  test('a further page leaves out shows already listed', () => {
    expect(appendTickets([show(1), show(2)], [show(2), show(3)]).map((item) => item.showId)).toEqual([1, 2, 3]);
  });
});

test('a show ending on the day it starts shows its end as a time only', () => {
  const start = new Date(2030, 0, 1, 20).getTime();
  expect(endsSameDay(start, start + HOUR)).toBe(true);
  expect(endsSameDay(start, start + 5 * HOUR)).toBe(false);
});

describe('the purchase analytics event', () => {
  test('names the show, the actor and the price, and is one the tracker stores', () => {
    const event = ticketPurchaseEvent(show(12));
    expect(event).toMatchObject({ type: 'purchase', context: 'chatTicket', int1: 12, int2: 7, float1: 4.99 });
    expect(JSON.parse(event.data!)).toEqual({ showId: 12, actorId: 7, price: 4.99, currency: 'EUR' });
    const now = Date.now();
    expect(trackingEventProblem({ eventId: 'a'.repeat(32), timestamp: now, source: 'web', ...event }, now)).toBeNull();
  });

  test('a free show is a purchase at 0', () => {
    expect(ticketPurchaseEvent(show(3, { isFree: true, price: { value: 0, currency: 'EUR' } })).float1).toBe(0);
  });
});

describe('show invitations', () => {
  const invitation = (showId: number) => ({ showId, actorId: 7, title: 'Evening show', start: 0 });

  test('the newest comes first, without a name yet', () => {
    const list = withInvitation(withInvitation([], invitation(1)), invitation(2));
    expect(list.map((item) => [item.showId, item.actorName])).toEqual([
      [2, null],
      [1, null],
    ]);
  });

  test('the same show twice stays one notice', () => {
    expect(withInvitation(withInvitation([], invitation(1)), invitation(1))).toHaveLength(1);
  });

  test(`at most ${INVITATIONS_SHOWN} are shown`, () => {
    let list = withInvitation([], invitation(1));
    for (let showId = 2; showId <= 5; showId += 1) list = withInvitation(list, invitation(showId));
    expect(list.map((item) => item.showId)).toEqual([5, 4, 3]);
  });
});
