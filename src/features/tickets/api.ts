// The ticket shows' calls on the query service (spec part 2 §7.10 ticket chat buy and remove, chat
// shows; part 1 §3 Chat ticket / show). Kept beside the feature so the tickets stay one lazy chunk;
// every call goes through src/api's query client.

import { query } from '../../api/query.ts';
import type { ChatTicket } from '../../contract/entities/engagement.ts';

/** A ticket show with what the guest holds of it (the contract's chat ticket, server/query/tickets.ts). */
export type TicketShow = ChatTicket;

/** A buy or remove answer: success, or an error code (ticketRules.ts TICKET_ERROR_CODES), and the show as it is now. */
export interface TicketAnswer {
  success: boolean;
  errorCode: string | null;
  ticket: TicketShow | null;
}

const TICKET_FIELDS =
  'ticketId showId price { value currency } actorId actorName title start end isBought isFree canBuy hasStarted bonusCode';

/** Ticket shows that have not ended, soonest first; one actor's with `actorId`. */
export async function getChatTickets(input: { actorId: number | null; first: number; offset: number }): Promise<TicketShow[]> {
  const answer = await query<{ chatTickets: TicketShow[] }>(
    `query ChatTickets($a: Int, $f: Int!, $o: Int!) { chatTickets(actorId: $a, first: $f, offset: $o) { ${TICKET_FIELDS} } }`,
    { a: input.actorId, f: input.first, o: input.offset },
  );
  return answer.chatTickets;
}

export async function buyChatTicket(showId: number): Promise<TicketAnswer> {
  const answer = await query<{ buyChatTicket: TicketAnswer }>(
    `mutation BuyChatTicket($s: Int!) { buyChatTicket(showId: $s) { success errorCode ticket { ${TICKET_FIELDS} } } }`,
    { s: showId },
  );
  return answer.buyChatTicket;
}

export async function removeChatTicket(showId: number): Promise<TicketAnswer> {
  const answer = await query<{ removeChatTicket: TicketAnswer }>(
    `mutation RemoveChatTicket($s: Int!) { removeChatTicket(showId: $s) { success errorCode ticket { ${TICKET_FIELDS} } } }`,
    { s: showId },
  );
  return answer.removeChatTicket;
}
