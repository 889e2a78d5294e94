// Chat tickets for ticket shows (live chat issue; spec part 1 §3 Chat ticket / show, §4 Chat
// ticket: buy and remove each give a result with success and an error code). A guest buys a
// ticket for a show that has not ended, once; its price (none for a free show) is charged in the
// same transaction. Removing a ticket before its show starts gives the money back; a started
// show's ticket stays. Error codes (the spec leaves them open): notFound, showEnded, showStarted,
// alreadyBought, notEnoughMoney, noTicket.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TICKET_ERROR_CODES } from '../../src/contract/chat.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { ApiError } from '../errors.ts';
import type { EventBus } from '../realtime/bus.ts';
import { publishBalance } from './balancePublishing.ts';
import { credit, debit, lockGuest } from './ledger.ts';

type TicketErrorCode = (typeof TICKET_ERROR_CODES)[number];
export type TicketResult = { success: true; errorCode: null } | { success: false; errorCode: TicketErrorCode };

const ok: TicketResult = { success: true, errorCode: null };
const fail = (errorCode: TicketErrorCode): TicketResult => ({ success: false, errorCode });

/** A ticket's bonus code: what the guest shows to enter (random, readable). */
const newBonusCode = () => `SHOW-${randomBytes(4).toString('hex').toUpperCase()}`;

export async function buyTicket(
  db: Kysely<Database>,
  bus: EventBus,
  input: { guestId: number; showId: number; now?: number },
): Promise<TicketResult> {
  const now = input.now ?? Date.now();
  const show = await db
    .selectFrom('chatShows')
    .select(['id', 'price', 'isFree', 'endsAt'])
    .where('id', '=', input.showId)
    .executeTakeFirst();
  if (!show) return fail('notFound');
  if (show.endsAt <= now) return fail('showEnded');
  const priceCents = show.isFree === 1 ? 0 : show.price;
  let result: TicketResult;
  try {
    result = await db.transaction().execute(async (trx) => {
      await lockGuest(trx, input.guestId);
      const held = await trx
        .selectFrom('chatTickets')
        .select('id')
        .where('guestId', '=', input.guestId)
        .where('showId', '=', show.id)
        .executeTakeFirst();
      if (held) return fail('alreadyBought');
      if (priceCents > 0) {
        try {
          await debit(trx, { guestId: input.guestId, amountCents: priceCents, reason: 'ticket', ref: `show:${show.id}`, now });
        } catch (error) {
          if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS') return fail('notEnoughMoney');
          throw error;
        }
      }
      await trx
        .insertInto('chatTickets')
        .values({ guestId: input.guestId, showId: show.id, priceCents, bonusCode: newBonusCode(), createdAt: now })
        .execute();
      return ok;
    });
  } catch (error) {
    // the same ticket bought twice at once: the other purchase stands, this one charged nothing
    if (!isUniqueViolation(error)) throw error;
    result = fail('alreadyBought');
  }
  if (result.success && priceCents > 0) await publishBalance(db, bus, input.guestId);
  return result;
}

export async function removeTicket(
  db: Kysely<Database>,
  bus: EventBus,
  input: { guestId: number; showId: number; now?: number },
): Promise<TicketResult> {
  const now = input.now ?? Date.now();
  const show = await db.selectFrom('chatShows').select(['id', 'startsAt']).where('id', '=', input.showId).executeTakeFirst();
  if (!show) return fail('notFound');
  if (show.startsAt <= now) return fail('showStarted');
  const result = await db.transaction().execute(async (trx) => {
    await lockGuest(trx, input.guestId);
    const ticket = await trx
      .selectFrom('chatTickets')
      .select(['id', 'priceCents'])
      .where('guestId', '=', input.guestId)
      .where('showId', '=', show.id)
      .executeTakeFirst();
    if (!ticket) return { result: fail('noTicket'), refunded: 0 };
    await trx.deleteFrom('chatTickets').where('id', '=', ticket.id).execute();
    if (ticket.priceCents > 0)
      await credit(trx, { guestId: input.guestId, amountCents: ticket.priceCents, reason: 'ticket refund', ref: `show:${show.id}`, now });
    return { result: ok, refunded: ticket.priceCents };
  });
  if (result.refunded > 0) await publishBalance(db, bus, input.guestId);
  return result.result;
}

/** Whether the guest holds a ticket for a show of this actor that runs now (spec part 1 §3 Actor guestHasTicket). */
export async function hasRunningTicket(db: Kysely<Database>, guestId: number | null, actorId: number, now = Date.now()): Promise<boolean> {
  if (guestId === null) return false;
  const row = await db
    .selectFrom('chatTickets')
    .innerJoin('chatShows', 'chatShows.id', 'chatTickets.showId')
    .select('chatTickets.id')
    .where('chatTickets.guestId', '=', guestId)
    .where('chatShows.actorId', '=', actorId)
    .where('chatShows.startsAt', '<=', now)
    .where('chatShows.endsAt', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}
