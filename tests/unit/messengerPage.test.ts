import { describe, expect, test, vi } from 'vitest';
import { VOUCHER_TYPE } from '../../src/contract/account.ts';
import type { Channel, MessengerMessage } from '../../src/contract/messenger.ts';
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
import { chooseGift, nextMessagePrice, oneClickAmount, releaseGift, temporaryCounts } from '../../src/features/messenger/composerRules.ts';
import { hasOlder, mergeMessages, newClientId } from '../../src/features/messenger/conversationRules.ts';
import {
  confirm,
  fail,
  failPosted,
  markPosted,
  type PendingMessage,
  retry,
  sendFrameOf,
  toPost,
} from '../../src/features/messenger/pendingMessages.ts';
import { sentAgo } from '../../src/features/messenger/sentAgo.ts';

// The messenger page's own rules (src/features/messenger/*.ts): the list's state changes, the
// throttle, the composer's price and gifts, and the pending messages' bookkeeping.

const channel = (id: number, actorId: number, change: Partial<Channel> = {}): Channel => ({
  id,
  actorId,
  guestId: 1,
  unread: false,
  unreadCount: 0,
  blocked: false,
  archived: false,
  isActorOnline: true,
  multiChatPrice: 2.99,
  canVoyeurChat: false,
  isVoyeurInSingleChatAllowed: false,
  isDildocontrolAvailable: false,
  freeMessagesAmount: 0,
  messagePrice: 1.49,
  isMessagingFree: false,
  freeChat: false,
  subject: 'Hi',
  lastMessageId: null,
  messageTimestamp: 1_000 + id,
  lastViewedTimestamp: 500,
  sentDiffForHumans: 'now',
  previewPictureUrl: null,
  actorName: `Actor${actorId}`,
  actorAge: 25,
  ...change,
});

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

const price = (messagePaidBy: 'freeMessage' | 'voucher' | 'money') => ({
  messageCents: 0,
  giftCents: 0,
  toyControlCents: 0,
  totalCents: 0,
  messagePaidBy,
  giftPaidBy: null,
});
const pending = (clientId: string, change: Partial<PendingMessage> = {}): PendingMessage => ({
  clientId,
  channelId: 1,
  actorId: 11,
  text: 'Hello',
  gift: null,
  toyControl: null,
  price: price('money'),
  createdAt: 0,
  status: 'pending',
  postedInSession: null,
  failure: null,
  ...change,
});

describe('the composer', () => {
  const vouchers = [
    { type: VOUCHER_TYPE.messages, amount: 1, actorId: null },
    { type: VOUCHER_TYPE.messages, amount: 2, actorId: 99 },
    { type: VOUCHER_TYPE.video, amount: 5, actorId: null },
  ];

  test('shows the price from the channel: free messages first, then vouchers for this actor or any, then its price', () => {
    expect(
      nextMessagePrice({
        channel: channel(1, 11, { freeMessagesAmount: 1 }),
        vouchers,
        pending: [],
        gift: null,
        toyControlPriceCents: null,
      }).messagePaidBy,
    ).toBe('freeMessage');
    expect(nextMessagePrice({ channel: channel(1, 11), vouchers, pending: [], gift: null, toyControlPriceCents: null }).messagePaidBy).toBe(
      'voucher',
    );
    expect(
      nextMessagePrice({ channel: channel(1, 11), vouchers: vouchers.slice(1), pending: [], gift: null, toyControlPriceCents: null }),
    ).toMatchObject({ messagePaidBy: 'money', totalCents: 149 });
  });

  test('messages still pending in the channel have used their free message or voucher', () => {
    const free = channel(1, 11, { freeMessagesAmount: 1 });
    expect(
      nextMessagePrice({
        channel: free,
        vouchers: [],
        pending: [pending('a', { price: price('freeMessage') })],
        gift: null,
        toyControlPriceCents: null,
      }).messagePaidBy,
    ).toBe('money');
    expect(
      nextMessagePrice({
        channel: free,
        vouchers: [],
        pending: [pending('a', { price: price('freeMessage'), status: 'failed' })],
        gift: null,
        toyControlPriceCents: null,
      }).messagePaidBy,
    ).toBe('freeMessage');
    expect(
      nextMessagePrice({
        channel: free,
        vouchers: [],
        pending: [pending('a', { price: price('freeMessage'), channelId: 2 })],
        gift: null,
        toyControlPriceCents: null,
      }).messagePaidBy,
    ).toBe('freeMessage');
    expect(
      nextMessagePrice({
        channel: channel(1, 11),
        vouchers,
        pending: [pending('a', { price: price('voucher') })],
        gift: null,
        toyControlPriceCents: null,
      }).messagePaidBy,
    ).toBe('money');
  });

  test('a gift counts only when none of the bought ones is taken for it; a toy control at its price', () => {
    const paid = nextMessagePrice({
      channel: channel(1, 11),
      vouchers: [],
      pending: [],
      gift: { id: 1, priceCents: 99, fromBought: false },
      toyControlPriceCents: 300,
    });
    expect(paid).toMatchObject({ giftCents: 99, toyControlCents: 300, totalCents: 548 });
    expect(
      nextMessagePrice({
        channel: channel(1, 11),
        vouchers: [],
        pending: [],
        gift: { id: 1, priceCents: 99, fromBought: true },
        toyControlPriceCents: null,
      }).totalCents,
    ).toBe(149);
  });

  test('choosing a bought gift takes one from its temporary count; choosing another gives it back', () => {
    const bought = { 1: 1 };
    const chosen = chooseGift({ temporary: { 1: 1 }, chosen: null }, bought, { id: 1, priceCents: 99 });
    expect(chosen).toEqual({ temporary: { 1: 0 }, chosen: { id: 1, priceCents: 99, fromBought: true } });
    const again = chooseGift(chosen, bought, { id: 1, priceCents: 99 });
    expect(again.chosen!.fromBought).toBe(true);
    const other = chooseGift(chosen, bought, { id: 2, priceCents: 199 });
    expect(other).toEqual({ temporary: { 1: 1 }, chosen: { id: 2, priceCents: 199, fromBought: false } });
    expect(releaseGift(chosen, bought)).toEqual({ temporary: { 1: 1 }, chosen: null });
  });

  test('with every bought one taken, the same gift is priced', () => {
    const first = chooseGift({ temporary: { 1: 1 }, chosen: null }, { 1: 1 }, { id: 1, priceCents: 99 });
    // the first went out with a message; the next message takes the gift again
    expect(chooseGift({ temporary: first.temporary, chosen: null }, { 1: 1 }, { id: 1, priceCents: 99 }).chosen!.fromBought).toBe(false);
  });

  test('temporary counts from a new bought count leave out the gifts messages have taken', () => {
    expect(temporaryCounts({ 1: 3, 2: 1 }, [1, 1, 2, 2])).toEqual({ 1: 1, 2: 0 });
  });

  test('the one-click amount is the missing money in whole euros, at least the smallest top-up', () => {
    expect(oneClickAmount(1)).toBe(5);
    expect(oneClickAmount(701)).toBe(8);
    expect(oneClickAmount(800)).toBe(8);
  });
});

describe('a conversation', () => {
  const message = (messageId: number, text = 'x'): MessengerMessage => ({
    messageId,
    channelId: 1,
    sender: 'actor',
    text,
    date: '2026-01-01T00:00:00Z',
    model: { id: 11, name: 'A' },
    media: [],
    gift: null,
    toyControl: null,
    priceCents: 0,
  });

  test('pages and live messages merge oldest first, each once', () => {
    const merged = mergeMessages([message(5), message(6)], [message(3), message(6, 'newer'), message(7)]);
    expect(merged.map((item) => item.messageId)).toEqual([3, 5, 6, 7]);
    expect(merged[2]!.text).toBe('newer');
  });

  test('there are older messages while fewer are loaded than the channel holds', () => {
    expect(hasOlder([message(1)], 2)).toBe(true);
    expect(hasOlder([message(1), message(2)], 2)).toBe(false);
  });

  test('a clientId is a UUID even without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newClientId()).toMatch(uuid);
    const insecure = {
      getRandomValues: <T extends ArrayBufferView<ArrayBuffer>>(bytes: T) => crypto.getRandomValues(bytes),
    } as unknown as Crypto;
    expect(newClientId(insecure)).toMatch(uuid);
  });
});

describe('pending messages', () => {
  test('a message held while the socket is down goes out in the next session, once', () => {
    let messages = [pending('a')];
    expect(toPost(messages, 1).map((item) => item.clientId)).toEqual(['a']);
    messages = markPosted(messages, ['a'], 1);
    expect(toPost(messages, 1)).toEqual([]);
  });

  test('a message posted on a session that ended unanswered goes out again on the next one', () => {
    const messages = markPosted([pending('a'), pending('b')], ['a'], 1);
    expect(toPost(messages, 2).map((item) => item.clientId)).toEqual(['a', 'b']);
  });

  test('its message.new confirms it and it leaves the list', () => {
    const result = confirm([pending('a'), pending('b')], 'a');
    expect(result.confirmed!.clientId).toBe('a');
    expect(result.messages.map((item) => item.clientId)).toEqual(['b']);
    expect(confirm([pending('b')], 'zzz').confirmed).toBeNull();
  });

  test('a refused message is failed with its code and is not sent again by itself', () => {
    const messages = fail(markPosted([pending('a')], ['a'], 1), 'a', 'NOT_ENOUGH_MONEY', 120);
    expect(messages[0]).toMatchObject({ status: 'failed', failure: { code: 'NOT_ENOUGH_MONEY', missingCents: 120 } });
    expect(toPost(messages, 2)).toEqual([]);
  });

  test('a retry sends it again with the same clientId', () => {
    const messages = retry(fail([pending('a')], 'a', 'NOT_ENOUGH_MONEY', 120), 'a');
    expect(messages[0]).toMatchObject({ status: 'pending', failure: null, postedInSession: null });
    expect(toPost(messages, 3).map((item) => sendFrameOf(item).data.clientId)).toEqual(['a']);
  });

  test('a socket error about a message.send fails the ones posted in this session only', () => {
    const messages = failPosted(
      markPosted([pending('a'), pending('b'), pending('c')], ['a'], 2).map((item) =>
        item.clientId === 'b' ? { ...item, postedInSession: 1 } : item,
      ),
      2,
    );
    expect(messages.map((item) => item.status)).toEqual(['failed', 'pending', 'pending']);
  });

  test('its frame carries what was written', () => {
    const frame = sendFrameOf(
      pending('a', {
        gift: { id: 3, name: 'Rose', imageUrl: '', fromBought: false },
        toyControl: { id: 2, displayName: 'Pulse', duration: 10 },
      }),
    );
    expect(frame).toEqual({
      type: 'message.send',
      data: { clientId: 'a', actorId: 11, text: 'Hello', attachments: [], giftId: 3, toyControlId: 2 },
    });
  });
});
