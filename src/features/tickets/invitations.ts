// Ticket show invitations (spec part 1 §4 server events: private ticket show invitation): when a
// show the guest holds a ticket for starts, the server sends ticketshow.invitation; it shows as a
// floating notice until the guest closes or follows it. A session that starts while the show runs
// is invited again (the guest had no socket at its start); a notice closed here stays closed.
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

/** The actor's shows are asked for the name and the title in the page's language; a failure leaves the frame's. */
const SHOWS_SCANNED = 20;

async function named(data: ServerMessages['ticketshow.invitation']): Promise<Pick<Invitation, 'title' | 'actorName'>> {
  try {
    const shows = await getChatTickets({ actorId: data.actorId, first: SHOWS_SCANNED, offset: 0 });
    const show = shows.find((candidate) => candidate.showId === data.showId);
    return { title: show?.title ?? data.title, actorName: show?.actorName ?? shows[0]?.actorName ?? null };
  } catch {
    // the notice still says the show starts; the guest finds the performer from the cam-shows page
    return { title: data.title, actorName: null };
  }
}

/**
 * Shows whose notice the guest closed or followed on this page: the server invites again on every
 * session start while the show runs (server/domain/shows.ts, owedInvitations), a reconnect included.
 */
const dismissed = new Set<number>();
/** Shows whose notice waits for its names: a second frame meanwhile adds nothing. */
const naming = new Set<number>();

/**
 * The frame names the actor by id and the show in the server's language; the notice shows once
 * both are in the page's language (one call), so it never switches language in front of the guest.
 */
async function onInvitation(data: ServerMessages['ticketshow.invitation']): Promise<void> {
  const { showId, actorId, start } = data;
  if (dismissed.has(showId) || naming.has(showId) || isInvited(invitations.items, showId)) return;
  naming.add(showId);
  const { title, actorName } = await named(data);
  naming.delete(showId);
  if (dismissed.has(showId)) return;
  invitations.items = withInvitation(invitations.items, { showId, actorId, title, start });
  const item = invitations.items.find((candidate) => candidate.showId === showId);
  if (item) item.actorName = actorName;
}

export function dismissInvitation(showId: number): void {
  dismissed.add(showId);
  invitations.items = invitations.items.filter((item) => item.showId !== showId);
}

/** Listens while the notices are on screen (a logged-in guest: only ticket holders are invited); returns the unsubscribe. */
export function listenToInvitations(): () => void {
  return onServerFrame('ticketshow.invitation', (data) => void onInvitation(data));
}
