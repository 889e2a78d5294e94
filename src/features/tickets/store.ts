// The ticket shows on screen (the cam-shows page, or one actor's live-show page) and the guest's
// buys and removes (spec part 1 §3 Chat ticket / show, §4 Chat ticket). The server decides and
// charges; a show with a call on its way takes no second one, so one click never charges twice.
// Every answer updates the show and is emitted as a result event (ticketEvents.ts).
import { proxy } from 'valtio';
import { trackEvent } from '../tracking/tracker.ts';
import { buyChatTicket, getChatTickets, removeChatTicket, type TicketAnswer, type TicketShow } from './api.ts';
import { emitTicketResult, type TicketResult } from './ticketEvents.ts';
import { appendTickets, ticketErrorCodeOf, ticketPurchaseEvent, withTicket } from './ticketRules.ts';

/** Shows asked for at once; "show more" asks for the next as many. Chosen. */
export const TICKETS_PAGE_SIZE = 20;

export type ListStatus = 'loading' | 'ok' | 'error';

export const tickets = proxy({
  /** Whose shows: one actor's, or everybody's (null). */
  actorId: null as number | null,
  status: 'loading' as ListStatus,
  items: [] as TicketShow[],
  hasMore: false,
  loadingMore: false,
  /** Shows with a buy or remove on its way, by show id. */
  pending: {} as Record<number, 'buy' | 'remove'>,
  /** The show of the open purchase dialog. */
  purchaseShowId: null as number | null,
});

/** Answers of an older load (another actor, a retry) are dropped. */
let loadSerial = 0;

export async function loadTickets(actorId: number | null): Promise<void> {
  const serial = ++loadSerial;
  Object.assign(tickets, { actorId, status: 'loading', items: [], hasMore: false, loadingMore: false, purchaseShowId: null });
  try {
    const page = await getChatTickets({ actorId, first: TICKETS_PAGE_SIZE, offset: 0 });
    if (serial !== loadSerial) return;
    Object.assign(tickets, { status: 'ok', items: page, hasMore: page.length === TICKETS_PAGE_SIZE });
  } catch {
    if (serial === loadSerial) tickets.status = 'error';
  }
}

export async function loadMoreTickets(): Promise<void> {
  if (tickets.status !== 'ok' || !tickets.hasMore || tickets.loadingMore) return;
  const serial = loadSerial;
  tickets.loadingMore = true;
  try {
    const page = await getChatTickets({ actorId: tickets.actorId, first: TICKETS_PAGE_SIZE, offset: tickets.items.length });
    if (serial !== loadSerial) return;
    Object.assign(tickets, { items: appendTickets(tickets.items, page), hasMore: page.length === TICKETS_PAGE_SIZE });
  } catch {
    // the button stays: the guest may ask again
  } finally {
    if (serial === loadSerial) tickets.loadingMore = false;
  }
}

export function openTicketPurchase(showId: number): void {
  tickets.purchaseShowId = showId;
}

export function closeTicketPurchase(): void {
  tickets.purchaseShowId = null;
}

async function settle(
  action: TicketResult['action'],
  showId: number,
  call: (showId: number) => Promise<TicketAnswer>,
): Promise<TicketResult | null> {
  if (tickets.pending[showId]) return null;
  tickets.pending[showId] = action;
  let result: TicketResult;
  try {
    const answer = await call(showId);
    result = {
      action,
      showId,
      success: answer.success,
      errorCode: answer.success ? null : ticketErrorCodeOf(answer.errorCode),
      ticket: answer.ticket,
    };
  } catch {
    result = { action, showId, success: false, errorCode: 'failed', ticket: null };
  } finally {
    delete tickets.pending[showId];
  }
  if (result.ticket) tickets.items = withTicket(tickets.items, result.ticket);
  return result;
}

/** Buys a ticket (from the purchase dialog); the dialog closes when it is bought. */
export async function buyTicket(showId: number): Promise<void> {
  const result = await settle('buy', showId, buyChatTicket);
  if (!result) return;
  if (result.success) {
    if (tickets.purchaseShowId === showId) tickets.purchaseShowId = null;
    // spec part 1 §4: a successful buy sends a purchase analytics event (with the guest's consent)
    if (result.ticket) trackEvent(ticketPurchaseEvent(result.ticket));
  }
  emitTicketResult(result);
}

/** Gives a ticket back before its show starts; the server refunds its price. */
export async function removeTicket(showId: number): Promise<void> {
  const result = await settle('remove', showId, removeChatTicket);
  if (result) emitTicketResult(result);
}
