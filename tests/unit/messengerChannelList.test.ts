// The messenger page's channel list (src/features/messenger/channelList.ts, channelLoading.ts,
// sentAgo.ts): selecting, archiving and live changes to the list, how long ago a channel's last
// message was sent, and the channel loading throttle.
import { describe, expect, test, vi } from 'vitest';
import {
  applyPriceNotice,
  archiveChannel,
  dropUnread,
  NO_SELECTION,
  selectChannel,
  setActorOnline,
  setFreeChat,
  upsertChannel,
  withoutActor,
} from '../../src/features/messenger/channelList.ts';
import { createThrottle, throttleWait } from '../../src/features/messenger/channelLoading.ts';
import { sentAgo } from '../../src/features/messenger/sentAgo.ts';
import { channel } from './messengerPageHarness.ts';

describe('selecting a channel', () => {
  const channels = [channel(1, 11, { unread: true, unreadCount: 3 }), channel(2, 12, { unread: true, unreadCount: 2 })];

  test('reads it: its count goes to 0 and the unread total drops by it', () => {
    const selected = selectChannel(channels, 5, 1, 9_000)!;
    expect(selected.unreadTotal).toBe(2);
    expect(selected.channels[0]).toMatchObject({ unread: false, unreadCount: 0 });
    expect(selected.channels[1]).toBe(channels[1]);
    expect(selected.selection).toEqual({ channelId: 1, actorId: 11 });
  });

  test('the unread total never drops below 0', () => {
    expect(selectChannel(channels, 1, 1, 9_000)!.unreadTotal).toBe(0);
    expect(dropUnread(0, 4)).toBe(0);
    expect(dropUnread(7, 4)).toBe(3);
  });

  test('advances its last-viewed ordering, never backwards, and keeps its place in the list', () => {
    const selected = selectChannel(channels, 5, 2, 9_000)!;
    expect(selected.channels[1]).toMatchObject({ lastViewedTimestamp: 9_000, messageTimestamp: channels[1]!.messageTimestamp });
    expect(selectChannel([channel(3, 13, { lastViewedTimestamp: 20_000 })], 0, 3, 9_000)!.channels[0]!.lastViewedTimestamp).toBe(20_000);
  });

  test('a channel not in the list selects nothing', () => {
    expect(selectChannel(channels, 5, 99, 9_000)).toBeNull();
  });
});

describe('archiving a channel', () => {
  const channels = [channel(1, 11), channel(2, 12)];

  test('the selected one is reselected by its actor without being selected', () => {
    const after = archiveChannel(channels, { channelId: 1, actorId: 11 }, 1);
    expect(after.selection).toEqual({ channelId: null, actorId: 11 });
    expect(after.channels[0]!.archived).toBe(true);
  });

  test('another one leaves the list views and the selection stays', () => {
    const after = archiveChannel(channels, { channelId: 1, actorId: 11 }, 2);
    expect(after.selection).toEqual({ channelId: 1, actorId: 11 });
    expect(after.channels[1]!.archived).toBe(true);
    expect(after.channels[0]).toBe(channels[0]);
  });

  test('with nothing selected nothing gets selected', () => {
    expect(archiveChannel(channels, NO_SELECTION, 2).selection).toEqual(NO_SELECTION);
  });
});

describe('live changes to the list', () => {
  test('the server’s version of a channel replaces ours, a new one is added', () => {
    const channels = [channel(1, 11), channel(2, 12)];
    expect(upsertChannel(channels, channel(2, 12, { subject: 'New' })).map((item) => item.subject)).toEqual(['Hi', 'New']);
    expect(upsertChannel(channels, channel(3, 13)).map((item) => item.id)).toEqual([1, 2, 3]);
  });

  test('an actor going offline updates their channel and ends a free show; coming online brings it back', () => {
    const channels = [channel(1, 11, { freeChat: true }), channel(2, 12)];
    expect(setActorOnline(channels, 11, false)[0]).toMatchObject({ isActorOnline: false, freeChat: false });
    expect(setActorOnline(channels, 11, false)[1]).toBe(channels[1]);
    expect(setActorOnline([channel(1, 11, { isActorOnline: false })], 11, true, true)[0]).toMatchObject({
      isActorOnline: true,
      freeChat: true,
    });
  });

  test('a free show starting and stopping sets and clears freeChat', () => {
    const started = setFreeChat([channel(1, 11)], 11, true);
    expect(started[0]!.freeChat).toBe(true);
    expect(setFreeChat(started, 11, false)[0]!.freeChat).toBe(false);
  });

  test('a message-price notice updates free messages, price and the free flag of its channel', () => {
    const channels = [channel(1, 11), channel(2, 12)];
    const after = applyPriceNotice(channels, {
      channelId: 2,
      actorId: 12,
      freeMessagesAmount: 3,
      messagePrice: 0.99,
      isMessagingFree: true,
    });
    expect(after[1]).toMatchObject({ freeMessagesAmount: 3, messagePrice: 0.99, isMessagingFree: true });
    expect(after[0]).toBe(channels[0]);
  });

  test('an actor going offline leaves the recommendations', () => {
    expect(withoutActor([{ id: 1 }, { id: 2 }, { id: 3 }], 2)).toEqual([{ id: 1 }, { id: 3 }]);
  });
});

test('how long ago the last message was sent reads in the page’s language, in the largest whole unit', () => {
  const now = Date.UTC(2026, 0, 10, 12);
  expect(sentAgo(now - 20_000, now, 'en')).toBe('now');
  expect(sentAgo(now - 5 * 60_000, now, 'en')).toBe('5 minutes ago');
  expect(sentAgo(now - 3 * 3_600_000, now, 'de')).toBe('vor 3 Stunden');
  expect(sentAgo(now - 86_400_000, now, 'es')).toBe('ayer');
  expect(sentAgo(now - 14 * 86_400_000, now, 'nl')).toBe('2 weken geleden');
});

describe('channel loading throttle', () => {
  test('a load waits until 500 ms after the last one started', () => {
    expect(throttleWait(null, 1_000)).toBe(0);
    expect(throttleWait(1_000, 1_200)).toBe(300);
    expect(throttleWait(1_000, 1_500)).toBe(0);
  });

  test('asks within the interval become one load at its end; never two within 500 ms', () => {
    vi.useFakeTimers({ now: 10_000 });
    try {
      const starts: number[] = [];
      const throttle = createThrottle(() => starts.push(Date.now()));
      throttle.request();
      throttle.request();
      vi.advanceTimersByTime(100);
      throttle.request();
      throttle.request();
      expect(starts).toEqual([10_000]);
      vi.advanceTimersByTime(400);
      expect(starts).toEqual([10_000, 10_500]);
      vi.advanceTimersByTime(2_000);
      expect(starts).toEqual([10_000, 10_500]);
      throttle.request();
      expect(starts).toEqual([10_000, 10_500, 12_500]);
    } finally {
      vi.useRealTimers();
    }
  });
});
