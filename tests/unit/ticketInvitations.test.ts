import { describe, expect, test, vi } from 'vitest';
import type { ServerMessages } from '../../src/contract/socket.ts';

// Ticket show invitations on the page (src/features/tickets/invitations.ts): the server invites
// again whenever a session starts while the show runs (a reconnect too); the same show shows
// once, and a notice the guest closed stays closed on this page.
let deliver: (data: ServerMessages['ticketshow.invitation']) => void = () => {};
vi.mock('../../src/realtime/client.ts', () => ({
  onServerFrame: (_type: string, handler: typeof deliver) => {
    deliver = handler;
    return () => {};
  },
}));
vi.mock('../../src/features/tickets/api.ts', () => ({ getChatTickets: async () => [{ showId: 4, actorName: 'Iline' }] }));

const { dismissInvitation, invitations, listenToInvitations } = await import('../../src/features/tickets/invitations.ts');

describe('ticket show invitations', () => {
  test('a show invited again stays one notice; a closed one does not come back with the next session', async () => {
    listenToInvitations();
    const invitation = { showId: 4, actorId: 9, title: 'Evening show', start: 1 };
    deliver(invitation);
    deliver(invitation);
    expect(invitations.items.map((item) => item.showId)).toEqual([4]);
    await vi.waitFor(() => expect(invitations.items[0]?.actorName).toBe('Iline'));
    dismissInvitation(4);
    expect(invitations.items).toEqual([]);
    deliver(invitation); // the next session's owed invitation
    expect(invitations.items).toEqual([]);
    deliver({ ...invitation, showId: 5 });
    expect(invitations.items.map((item) => item.showId)).toEqual([5]);
  });
});
