import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { TicketAnswer, TicketShow } from '../../src/features/tickets/api.ts';

// The tickets store over a stand-in for the query service: a show with a call on its way takes
// no second one, every answer is emitted as a result event, and only a successful buy is tracked.
const calls: { kind: 'buy' | 'remove'; showId: number }[] = [];
let answer: TicketAnswer;
let release: () => void = () => {};
const tracked: unknown[] = [];

vi.mock('../../src/features/tickets/api.ts', () => {
  const call = (kind: 'buy' | 'remove') => (showId: number) => {
    calls.push({ kind, showId });
    return new Promise<TicketAnswer>((resolve) => {
      release = () => resolve(answer);
    });
  };
  return { buyChatTicket: call('buy'), removeChatTicket: call('remove'), getChatTickets: async () => [] };
});
vi.mock('../../src/features/tracking/tracker.ts', () => ({ trackEvent: (event: unknown) => tracked.push(event) }));

const { buyTicket, removeTicket, tickets, openTicketPurchase } = await import('../../src/features/tickets/store.ts');
const { onTicketResult } = await import('../../src/features/tickets/ticketEvents.ts');

const show = (over: Partial<TicketShow> = {}): TicketShow => ({
  ticketId: null,
  showId: 5,
  price: { value: 2.99, currency: 'EUR' },
  actorId: 7,
  actorName: 'Iline',
  title: 'Evening show',
  start: 0,
  end: 1,
  isBought: false,
  isFree: false,
  canBuy: true,
  hasStarted: false,
  bonusCode: null,
  ...over,
});

beforeEach(() => {
  calls.length = 0;
  tracked.length = 0;
  tickets.items = [show()];
  tickets.status = 'ok';
});

describe('buying a ticket', () => {
  test('a second click while the first is on its way sends nothing', async () => {
    answer = { success: true, errorCode: null, ticket: show({ isBought: true, canBuy: false, ticketId: 1, bonusCode: 'SHOW-AB' }) };
    const first = buyTicket(5);
    const second = buyTicket(5);
    expect(tickets.pending[5]).toBe('buy');
    release();
    await Promise.all([first, second]);
    expect(calls).toEqual([{ kind: 'buy', showId: 5 }]);
    expect(tickets.pending[5]).toBeUndefined();
  });

  test('a bought ticket updates the show, closes the dialog, is tracked as a purchase and emitted', async () => {
    const results: unknown[] = [];
    const off = onTicketResult((result) => results.push(result));
    answer = { success: true, errorCode: null, ticket: show({ isBought: true, canBuy: false, ticketId: 1, bonusCode: 'SHOW-AB' }) };
    openTicketPurchase(5);
    const done = buyTicket(5);
    release();
    await done;
    off();
    expect(tickets.items[0]!.bonusCode).toBe('SHOW-AB');
    expect(tickets.purchaseShowId).toBeNull();
    expect(tracked).toMatchObject([{ type: 'purchase', int1: 5 }]);
    expect(results).toMatchObject([{ action: 'buy', showId: 5, success: true, errorCode: null }]);
  });

  test('a refusal is emitted with its code, keeps the dialog open and is not tracked', async () => {
    const results: unknown[] = [];
    const off = onTicketResult((result) => results.push(result));
    answer = { success: false, errorCode: 'alreadyBought', ticket: show({ isBought: true, canBuy: false }) };
    openTicketPurchase(5);
    const done = buyTicket(5);
    release();
    await done;
    off();
    expect(results).toMatchObject([{ action: 'buy', success: false, errorCode: 'alreadyBought' }]);
    expect(tickets.items[0]!.isBought).toBe(true);
    expect(tickets.purchaseShowId).toBe(5);
    expect(tracked).toEqual([]);
  });
});

test('giving a ticket back emits its result too', async () => {
  const results: unknown[] = [];
  const off = onTicketResult((result) => results.push(result));
  answer = { success: true, errorCode: null, ticket: show() };
  const done = removeTicket(5);
  release();
  await done;
  off();
  expect(calls).toEqual([{ kind: 'remove', showId: 5 }]);
  expect(results).toMatchObject([{ action: 'remove', showId: 5, success: true }]);
  expect(tracked).toEqual([]);
});
