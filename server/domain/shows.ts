// Ticket shows going live (live chat issue; spec part 1 §4 server events: private ticket show
// invitation): when a show's start time comes, its actor is in a ticket show and every ticket
// holder gets the invitation once (whichever process claims the show first); when it ends, the
// actor is no longer in one. A sweep every few seconds runs this (server/realtime/index.ts).
import type { Kysely } from 'kysely';
import type { Language } from '../../src/contract/enums.ts';
import type { ServerMessages } from '../../src/contract/socket.ts';
import type { Database } from '../db/schema.ts';
import type { EventBus } from '../realtime/bus.ts';
import { localized } from './translations.ts';

export async function sweepShows(db: Kysely<Database>, bus: EventBus, now = Date.now()): Promise<{ started: number; ended: number }> {
  const due = await db
    .selectFrom('chatShows')
    .select(['id', 'actorId', 'title', 'startsAt'])
    .where('startsAt', '<=', now)
    .where('endsAt', '>', now)
    .where('invitedAt', 'is', null)
    .execute();
  let started = 0;
  for (const show of due) {
    const claimed = await db
      .updateTable('chatShows')
      .set({ invitedAt: now })
      .where('id', '=', show.id)
      .where('invitedAt', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    started += 1;
    await db.updateTable('actors').set({ isCurrentlyTicketShow: 1 }).where('id', '=', show.actorId).execute();
    const holders = await db.selectFrom('chatTickets').select('guestId').where('showId', '=', show.id).execute();
    for (const holder of holders) {
      await bus.publish({
        target: { kind: 'guest', guestId: holder.guestId },
        frame: { type: 'ticketshow.invitation', data: { showId: show.id, actorId: show.actorId, title: show.title, start: show.startsAt } },
      });
    }
  }
  // actors in a ticket show with no show running any more
  const ended = await db
    .updateTable('actors')
    .set({ isCurrentlyTicketShow: 0 })
    .where('isCurrentlyTicketShow', '=', 1)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('chatShows')
            .select('chatShows.id')
            .whereRef('chatShows.actorId', '=', 'actors.id')
            .where('chatShows.startsAt', '<=', now)
            .where('chatShows.endsAt', '>', now),
        ),
      ),
    )
    .executeTakeFirst();
  return { started, ended: Number(ended.numUpdatedRows) };
}

/**
 * The invitations a guest's new session still owes them: shows whose holders were invited (the
 * sweep claimed them) and which have not ended, of which the guest holds a ticket, oldest start
 * first, titles in the session's language. The sweep's frame reaches only the sockets connected
 * at that moment; a guest who opens the app later, or whose socket was away, is invited on
 * connecting (server/realtime/messages.ts). The client shows each show once, however often it comes.
 */
export async function owedInvitations(
  db: Kysely<Database>,
  guestId: number,
  language: Language,
  now = Date.now(),
): Promise<ServerMessages['ticketshow.invitation'][]> {
  const shows = await db
    .selectFrom('chatShows')
    .innerJoin('chatTickets', 'chatTickets.showId', 'chatShows.id')
    .select(['chatShows.id', 'chatShows.actorId', 'chatShows.title', 'chatShows.startsAt'])
    .where('chatTickets.guestId', '=', guestId)
    .where('chatShows.invitedAt', 'is not', null)
    .where('chatShows.endsAt', '>', now)
    .orderBy('chatShows.startsAt')
    .orderBy('chatShows.id')
    .execute();
  const titled = await localized(db, 'chatShow', shows, (show) => show.id, language);
  return titled.map((show) => ({ showId: show.id, actorId: show.actorId, title: show.title, start: show.startsAt }));
}
