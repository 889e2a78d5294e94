import { afterEach, describe, expect, test, vi } from 'vitest';
import { outboxFlushDue } from '../../src/app/outboxFlush.ts';
import { markPosted, type PendingMessage, toPost } from '../../src/features/messenger/pendingMessages.ts';
import { appBadgeCount, followAppBadge, showAppBadge } from '../../src/features/push/appBadge.ts';
import { guest, replaceGuest } from '../../src/state/guest.ts';
import { emptyGuest } from '../../src/state/guestRules.ts';
import { composerSendMode, pendingMessageShownAs } from '../../src/ui/offlineActions.ts';

// Issue 22 points 8 (offline honesty) and 9 (badging): the rules behind the offline buttons, the
// waiting message, the outbox flushes and the app badge.

describe('the messenger offline', () => {
  test('online every message is sent now', () => {
    expect(composerSendMode({ isOnline: true, buys: false })).toBe('send');
    expect(composerSendMode({ isOnline: true, buys: true })).toBe('send');
  });

  test('offline a plain message waits, one that buys (a gift paid with money, a toy control) is disabled', () => {
    expect(composerSendMode({ isOnline: false, buys: false })).toBe('wait');
    expect(composerSendMode({ isOnline: false, buys: true })).toBe('offline');
  });

  test('a message held offline shows as waiting, one already handed to the socket as sending', () => {
    expect(pendingMessageShownAs({ postedInSession: null }, false)).toBe('waiting');
    expect(pendingMessageShownAs({ postedInSession: 3 }, false)).toBe('sending');
    expect(pendingMessageShownAs({ postedInSession: null }, true)).toBe('sending');
  });

  test('a message written offline is posted once when back online, not again in the same session', () => {
    const held: PendingMessage = {
      clientId: 'c1',
      channelId: 1,
      actorId: 2,
      text: 'hello',
      gift: null,
      toyControl: null,
      price: { messageCents: 0, giftCents: 0, toyControlCents: 0, totalCents: 0, messagePaidBy: 'freeMessage', giftPaidBy: null },
      createdAt: 0,
      status: 'pending',
      postedInSession: null,
      failure: null,
    };
    const due = toPost([held], 5);
    expect(due.map((message) => message.clientId)).toEqual(['c1']);
    const posted = markPosted([held], ['c1'], 5);
    expect(toPost(posted, 5)).toEqual([]);
  });
});

describe('the outbox is sent', () => {
  test('whenever the page hears it is back online', () => {
    expect(outboxFlushDue({ type: 'online', visible: false, online: true })).toBe(true);
    expect(outboxFlushDue({ type: 'online', visible: true, online: true })).toBe(true);
  });

  test('when the page is shown while online, not when hidden or offline', () => {
    expect(outboxFlushDue({ type: 'visibilitychange', visible: true, online: true })).toBe(true);
    expect(outboxFlushDue({ type: 'visibilitychange', visible: false, online: true })).toBe(false);
    expect(outboxFlushDue({ type: 'visibilitychange', visible: true, online: false })).toBe(false);
  });
});

describe('the app badge', () => {
  const known = { isKnown: true, isLoggedIn: true };

  afterEach(() => {
    vi.unstubAllGlobals();
    replaceGuest(emptyGuest());
  });

  function fakeBadging() {
    const calls: (number | 'clear')[] = [];
    vi.stubGlobal('navigator', {
      setAppBadge: (count: number) => (calls.push(count), Promise.resolve()),
      clearAppBadge: () => (calls.push('clear'), Promise.resolve()),
    });
    return calls;
  }

  test('shows the unread count of a logged-in guest', () => {
    expect(appBadgeCount({ ...known, unreadMessages: 3 })).toBe(3);
  });

  test('is cleared when the count reaches 0 and for a logged-out guest', () => {
    expect(appBadgeCount({ ...known, unreadMessages: 0 })).toBe(0);
    expect(appBadgeCount({ isKnown: true, isLoggedIn: false, unreadMessages: 4 })).toBe(0);
  });

  test('is left as the worker set it until the guest is known', () => {
    expect(appBadgeCount({ isKnown: false, isLoggedIn: false, unreadMessages: 0 })).toBeNull();
  });

  test('0 clears the badge, a count sets it, and a browser without the API is left alone', () => {
    const calls = fakeBadging();
    showAppBadge(2);
    showAppBadge(0);
    expect(calls).toEqual([2, 'clear']);
    vi.stubGlobal('navigator', {});
    expect(() => showAppBadge(2)).not.toThrow();
  });

  test('follows the guest: set on a new count, cleared when read and on logout, not set twice', async () => {
    const calls = fakeBadging();
    const stop = followAppBadge();
    replaceGuest({ ...emptyGuest(), isKnown: true, isLoggedIn: true, unreadMessages: 2 });
    await Promise.resolve();
    guest.balance = 5; // another field: the badge stays
    await Promise.resolve();
    guest.unreadMessages = 0; // read in any tab: every tab hears 0
    await Promise.resolve();
    guest.unreadMessages = 1;
    await Promise.resolve();
    replaceGuest({ ...emptyGuest(), isKnown: true }); // logged out
    await Promise.resolve();
    stop();
    expect(calls).toEqual([2, 'clear', 1, 'clear']);
  });
});
