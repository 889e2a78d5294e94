// Ticket show invitations (spec part 1 §4 server events: private ticket show invitation): when a
// show the guest holds a ticket for starts, the server sends ticketshow.invitation; it shows as a
// floating notice until the guest closes or follows it. A session that starts while the show runs
// is invited again (the guest had no socket at its start); a notice closed here stays closed.
// The frame names the actor by id; the link to the live-show page needs the name, asked for once
// from the actor's shows.
import { proxy } from 'valtio';
import type { ServerMessages } from '../../contract/socket.ts';
import { onServerFrame } from '../../realtime/client.ts';
import { getChatTickets } from './api.ts';
import { type Invitation, isInvited, withInvitation } from './ticketRules.ts';

export type { Invitation };

export const invitations = proxy({
  /** Newest first. */
  items: [] as Invitation[],
});

/** The actor's shows are asked for the name; a failure leaves the notice without its link. */
const SHOWS_SCANNED = 20;

async function nameActor(showId: number, actorId: number): Promise<void> {
  try {
    const shows = await getChatTickets({ actorId, first: SHOWS_SCANNED, offset: 0 });
    const name = shows.find((show) => show.showId === showId)?.actorName ?? shows[0]?.actorName;
    const item = invitations.items.find((candidate) => candidate.showId === showId);
    if (item && name) item.actorName = name;
  } catch {
    // the notice still says the show starts; the guest finds the performer from the cam-shows page
  }
}

/**
 * Shows whose notice the guest closed or followed on this page: the server invites again on every
 * session start while the show runs (server/domain/shows.ts, owedInvitations), a reconnect included.
 */
const dismissed = new Set<number>();

function onInvitation(data: ServerMessages['ticketshow.invitation']): void {
  if (dismissed.has(data.showId) || isInvited(invitations.items, data.showId)) return;
  const { showId, actorId, title, start } = data;
  invitations.items = withInvitation(invitations.items, { showId, actorId, title, start });
  void nameActor(showId, actorId);
}

export function dismissInvitation(showId: number): void {
  dismissed.add(showId);
  invitations.items = invitations.items.filter((item) => item.showId !== showId);
}

/** Listens while the notices are on screen (a logged-in guest: only ticket holders are invited); returns the unsubscribe. */
export function listenToInvitations(): () => void {
  return onServerFrame('ticketshow.invitation', onInvitation);
}
