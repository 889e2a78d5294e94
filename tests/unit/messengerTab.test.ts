import { describe, expect, test } from 'vitest';
import {
  channelLoadStarted,
  conversationHidden,
  conversationShown,
  guestShown,
  initialMessengerTab,
  isLive,
  isNewestLoad,
  listening,
  sessionAcknowledged,
  showsSelected,
  socketStatusChanged,
} from '../../src/features/messenger/messengerTab.ts';

// The messenger as a tab runs it (src/features/messenger/messengerTab.ts), one transition at a
// time: the guest and the listeners, the socket session, channel loads, the conversation on screen.

const online = { isOnline: true, socket: 'live' as const };

describe('the guest and the listeners', () => {
  test('a tab starts showing no guest, with nothing listening', () => {
    expect(initialMessengerTab()).toMatchObject({ guestId: null, stopListening: null });
  });

  test('showing another guest leaves the tab without listeners until they are registered again', () => {
    const stop = () => undefined;
    const tab = guestShown(listening(initialMessengerTab(), stop), 7);
    expect(tab).toMatchObject({ guestId: 7, stopListening: null });
    expect(listening(tab, stop).stopListening).toBe(stop);
  });

  test('another guest keeps the socket session, the loads and the conversation on screen', () => {
    const before = conversationShown(channelLoadStarted(sessionAcknowledged(initialMessengerTab())), 4);
    const after = guestShown(before, 8);
    expect(after.session).toEqual(before.session);
    expect(after.channelLoads).toBe(1);
    expect(after.shownChannelId).toBe(4);
  });
});

describe('the socket session', () => {
  test('each session.ack counts a new session, acknowledged', () => {
    const tab = sessionAcknowledged(sessionAcknowledged(initialMessengerTab()));
    expect(tab.session).toEqual({ number: 2, ackedSinceDown: true });
  });

  test('a socket that is not live any more forgets the acknowledgement, keeping the count', () => {
    const acked = sessionAcknowledged(initialMessengerTab());
    for (const status of ['connecting', 'closed', 'failed'] as const)
      expect(socketStatusChanged(acked, status).session).toEqual({ number: 1, ackedSinceDown: false });
    expect(socketStatusChanged(acked, 'live')).toBe(acked);
  });

  test('messages go out on an acknowledged session or a live socket, and never offline', () => {
    const fresh = initialMessengerTab();
    const acked = sessionAcknowledged(fresh);
    expect(isLive(fresh, online)).toBe(true);
    expect(isLive(fresh, { isOnline: true, socket: 'connecting' })).toBe(false);
    // the owner reports `live` just after the ack: the ack alone is enough
    expect(isLive(acked, { isOnline: true, socket: 'connecting' })).toBe(true);
    expect(isLive(acked, { isOnline: false, socket: 'live' })).toBe(false);
  });
});

describe('channel loads', () => {
  test('only the newest load started keeps its answer', () => {
    const first = channelLoadStarted(initialMessengerTab());
    const second = channelLoadStarted(first);
    expect(first.channelLoads).toBe(1);
    expect(isNewestLoad(second, 1)).toBe(false);
    expect(isNewestLoad(second, 2)).toBe(true);
  });
});

describe('the conversation on screen', () => {
  test('a shown conversation is the one on screen, and counts when its channel is selected', () => {
    const tab = conversationShown(initialMessengerTab(), 3);
    expect(tab.shownChannelId).toBe(3);
    expect(showsSelected(tab, 3)).toBe(true);
    expect(showsSelected(tab, 4)).toBe(false);
    expect(showsSelected(initialMessengerTab(), null)).toBe(false);
  });

  test('hiding a conversation clears it, but not one shown after it', () => {
    const tab = conversationShown(initialMessengerTab(), 3);
    expect(conversationHidden(tab, 3).shownChannelId).toBeNull();
    // a new conversation mounts before the old one unmounts
    expect(conversationHidden(conversationShown(tab, 5), 3).shownChannelId).toBe(5);
  });
});
