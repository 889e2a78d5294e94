// Chat tickets on the query service (spec part 2 §7.10 ticket chat buy and remove, chat shows;
// part 1 §3 Chat ticket / show): the shows that have not ended with what the guest holds of
// each, and buying and removing a ticket (result: success and an error code).
import { buyTicket, removeTicket } from '../domain/tickets.ts';
import { localized } from '../domain/translations.ts';
import type { QueryContext } from './context.ts';
import { loggedInGuestOf, money, paging } from './context.ts';

export const TICKET_QUERY_FIELDS = /* GraphQL */ `
    "Ticket shows that have not ended, soonest first, with the guest's ticket state."
    chatTickets(actorId: Int, first: Int = 10, offset: Int = 0): [ChatTicket!]!
`;

export const TICKET_MUTATION_FIELDS = /* GraphQL */ `
    "Buys a ticket for a show, once; errorCode: notFound, showEnded, alreadyBought or notEnoughMoney."
    buyChatTicket(showId: Int!): TicketResult!
    "Gives a ticket back before its show starts (its price is refunded); errorCode: notFound, showStarted or noTicket."
    removeChatTicket(showId: Int!): TicketResult!
`;

export const TICKET_QUERY_TYPES = /* GraphQL */ `
  type ChatTicket {
    ticketId: Int showId: Int! price: Money! actorId: Int! actorName: String! title: String! start: Float! end: Float!
    isBought: Boolean! isFree: Boolean! canBuy: Boolean! hasStarted: Boolean! bonusCode: String
  }
  type TicketResult { success: Boolean! errorCode: String ticket: ChatTicket }
`;

const guestOf = (ctx: QueryContext): number => loggedInGuestOf(ctx, 'Buying tickets');

async function ticketsOf(ctx: QueryContext, filter: { actorId?: number | null; showId?: number }, first: number, offset: number) {
  const guestId = ctx.guestId ?? -1;
  let query = ctx.db
    .selectFrom('chatShows')
    .innerJoin('actors', 'actors.id', 'chatShows.actorId')
    .leftJoin('chatTickets', (join) => join.onRef('chatTickets.showId', '=', 'chatShows.id').on('chatTickets.guestId', '=', guestId))
    .select([
      'chatShows.id',
      'chatShows.title',
      'chatShows.price',
      'chatShows.currency',
      'chatShows.isFree',
      'chatShows.startsAt',
      'chatShows.endsAt',
      'actors.id as actorId',
      'actors.name as actorName',
      'chatTickets.id as ticketId',
      'chatTickets.bonusCode',
    ]);
  if (filter.showId !== undefined) query = query.where('chatShows.id', '=', filter.showId);
  else query = query.where('chatShows.endsAt', '>', ctx.now);
  if (filter.actorId !== undefined && filter.actorId !== null) query = query.where('chatShows.actorId', '=', filter.actorId);
  const stored = await query.orderBy('chatShows.startsAt').orderBy('chatShows.id').limit(first).offset(offset).execute();
  const rows = await localized(ctx.db, 'chatShow', stored, (row) => row.id, ctx.language);
  return rows.map((row) => {
    const isBought = row.ticketId !== null;
    return {
      ticketId: row.ticketId,
      showId: row.id,
      price: money(row.isFree === 1 ? 0 : row.price, row.currency),
      actorId: row.actorId,
      actorName: row.actorName,
      title: row.title,
      start: row.startsAt,
      end: row.endsAt,
      isBought,
      isFree: row.isFree === 1,
      canBuy: ctx.guestId !== null && !isBought && row.endsAt > ctx.now,
      hasStarted: row.startsAt <= ctx.now,
      bonusCode: isBought ? row.bonusCode : null,
    };
  });
}

export async function chatTickets(args: { actorId?: number | null; first: number; offset: number }, ctx: QueryContext) {
  const page = paging(args.first, args.offset);
  return ticketsOf(ctx, { actorId: args.actorId }, page.limit, page.offset);
}

export async function buyChatTicket(args: { showId: number }, ctx: QueryContext) {
  const result = await buyTicket(ctx.db, ctx.bus, { guestId: guestOf(ctx), showId: args.showId, now: ctx.now });
  return { ...result, ticket: (await ticketsOf(ctx, { showId: args.showId }, 1, 0))[0] ?? null };
}

export async function removeChatTicket(args: { showId: number }, ctx: QueryContext) {
  const result = await removeTicket(ctx.db, ctx.bus, { guestId: guestOf(ctx), showId: args.showId, now: ctx.now });
  return { ...result, ticket: (await ticketsOf(ctx, { showId: args.showId }, 1, 0))[0] ?? null };
}
