import { describe, expect, test, vi } from 'vitest';
import type { ServerMessages } from '../../src/contract/socket.ts';

// Ticket show invitations on the page (src/features/tickets/invitations.ts): the server invites
// again whenever a session starts while the show runs (a reconnect too); the same show shows
// once, a notice the guest closed stays closed on this page, and the notice shows the actor's
// name and the show's title in the page's language (the frame has the server's).
let deliver: (data: ServerMessages['ticketshow.invitation']) => void = () => {};
let asked = 0;
vi.mock('../../src/realtime/client.ts', () => ({
  onServerFrame: (_type: string, handler: typeof deliver) => {
    deliver = handler;
    return () => {};
  },
}));
vi.mock('../../src/features/tickets/api.ts', () => ({
  getChatTickets: async () => {
    asked += 1;
    return [{ showId: 4, actorName: 'Iline', title: 'Abendshow' }];
  },
}));

const { dismissInvitation, invitations, listenToInvitations } = await import('../../src/features/tickets/invitations.ts');

describe('ticket show invitations', () => {
  test('a show invited again stays one notice, named in the page language; a closed one does not come back with the next session', async () => {
    listenToInvitations();
    const invitation = { showId: 4, actorId: 9, title: 'Evening show', start: 1 };
    deliver(invitation);
    deliver(invitation); // while the first is being named
    await vi.waitFor(() => expect(invitations.items).toHaveLength(1));
    expect(invitations.items[0]).toMatchObject({ showId: 4, title: 'Abendshow', actorName: 'Iline' });
    deliver(invitation); // shown already
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(invitations.items).toHaveLength(1);
    expect(asked).toBe(1);

    dismissInvitation(4);
    expect(invitations.items).toEqual([]);
    deliver(invitation); // the next session's owed invitation
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(invitations.items).toEqual([]);

    // a show the actor's list does not have keeps the frame's title
    deliver({ ...invitation, showId: 5, title: 'Late show' });
    await vi.waitFor(() => expect(invitations.items.map((item) => [item.showId, item.title])).toEqual([[5, 'Late show']]));
  });
});
