// The ticket shows' rules (spec part 1 §3 Chat ticket / show, §4 Chat ticket): which buttons a
// show offers, the error codes of a buy or remove, a show's place in the list after an answer,
// and the purchase analytics event. Plain functions, no React and no I/O (tests/unit/ticketRules.test.ts).
import { TICKET_ERROR_CODES } from '../../contract/chat.ts';
import type { PageEvent } from '../tracking/trackingRules.ts';
import type { TicketShow } from './api.ts';
/**
 * The error codes of buyChatTicket and removeChatTicket (the contract's) and 'failed', ours: the
 * call itself failed (network, server), nothing is known.
 */
export type TicketErrorCode = (typeof TICKET_ERROR_CODES)[number] | 'failed';

/** The answer's code as one the page has a sentence for; a code a newer server invents reads as 'failed'. */
export function ticketErrorCodeOf(code: string | null): TicketErrorCode {
  return (TICKET_ERROR_CODES as readonly string[]).includes(code ?? '') ? (code as TicketErrorCode) : 'failed';
}

/** The buttons of a show: buy (the server's canBuy), give back (a ticket before the show starts), or log in to buy. */
export interface TicketOffers {
  buy: boolean;
  giveBack: boolean;
  login: boolean;
}

export function ticketOffers(ticket: Pick<TicketShow, 'isBought' | 'canBuy' | 'hasStarted'>, isLoggedIn: boolean): TicketOffers {
  return {
    buy: isLoggedIn && ticket.canBuy && !ticket.isBought,
    // spec (server): a ticket is given back with a refund only before its show starts
    giveBack: isLoggedIn && ticket.isBought && !ticket.hasStarted,
    // canBuy is false for an anonymous guest: a show not bought is offered through the login
    login: !isLoggedIn && !ticket.isBought,
  };
}

/** Whether the balance (in cents) is short of the ticket's price: the purchase dialog offers the top-up first. */
export function needsTopUp(balanceCents: number, ticket: Pick<TicketShow, 'isFree' | 'price'>): boolean {
  return !ticket.isFree && balanceCents < Math.round(ticket.price.value * 100);
}

/** The list with one show replaced by its newer state (a buy or remove answer); a show not listed stays out. */
export function withTicket(list: readonly TicketShow[], ticket: TicketShow): TicketShow[] {
  return list.map((item) => (item.showId === ticket.showId ? ticket : item));
}

/** Appends a further page, leaving out shows already listed (a show that started meanwhile moves no row twice). */
export function appendTickets(list: readonly TicketShow[], page: readonly TicketShow[]): TicketShow[] {
  const listed = new Set(list.map((item) => item.showId));
  return [...list, ...page.filter((item) => !listed.has(item.showId))];
}

/** Whether a show's end falls on the day it starts (in the page's time zone): the end shows as a time only. */
export function endsSameDay(start: number, end: number): boolean {
  return new Date(start).toDateString() === new Date(end).toDateString();
}

/**
 * The purchase analytics event of a successful buy (spec part 1 §4 Chat ticket): type purchase,
 * context chatTicket, the show and actor as int1 and int2, the price as float1 (0 for a free show).
 */
export function ticketPurchaseEvent(ticket: Pick<TicketShow, 'showId' | 'actorId' | 'price' | 'isFree'>): PageEvent {
  const value = ticket.isFree ? 0 : ticket.price.value;
  return {
    type: 'purchase',
    context: 'chatTicket',
    data: JSON.stringify({ showId: ticket.showId, actorId: ticket.actorId, price: value, currency: ticket.price.currency }),
    int1: ticket.showId,
    int2: ticket.actorId,
    float1: value,
  };
}

/** A ticket show invitation as a notice: the frame's show, with the actor's name once known. */
export interface Invitation {
  showId: number;
  actorId: number;
  title: string;
  start: number;
  actorName: string | null;
}

/** Notices shown at most; older ones leave. Chosen. */
export const INVITATIONS_SHOWN = 3;

/** Whether the notices show this show already (the same invitation twice: a replay stays one notice). */
export const isInvited = (list: readonly Invitation[], showId: number) => list.some((item) => item.showId === showId);

/** The notices with a new invitation first, at most INVITATIONS_SHOWN; a show already shown is not added again. */
export function withInvitation(list: readonly Invitation[], frame: Omit<Invitation, 'actorName'>): Invitation[] {
  if (isInvited(list, frame.showId)) return [...list];
  return [{ ...frame, actorName: null }, ...list].slice(0, INVITATIONS_SHOWN);
}
