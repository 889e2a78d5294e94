import { describe, expect, test } from 'vitest';
import type { ChannelFilter } from '../../src/contract/enums.ts';
import { addGift, filterChannels, type MessagePriceInput, messagePrice, removeGift } from '../../src/contract/messenger.ts';

// The contract's messenger rules (spec part 1 §4 Gift messages, §5 channel list filters, gift
// count, message price), as the page and the server both use them.

type ListChannel = Parameters<typeof filterChannels>[0][number];
let nextId = 1;
const channel = (flags: Partial<ListChannel> & { name: string }): ListChannel & { name: string } => ({
  id: nextId++,
  archived: false,
  unread: false,
  blocked: false,
  isActorOnline: true,
  messageTimestamp: 1_000 - nextId,
  ...flags,
});

// One of each kind, newest first: every flag alone, and the combinations that matter.
const CHANNELS = [
  channel({ name: 'onlineRead' }),
  channel({ name: 'offlineRead', isActorOnline: false }),
  channel({ name: 'onlineUnread', unread: true }),
  channel({ name: 'offlineUnread', unread: true, isActorOnline: false }),
  channel({ name: 'onlineArchived', archived: true }),
  channel({ name: 'offlineArchived', archived: true, isActorOnline: false }),
  channel({ name: 'archivedUnread', archived: true, unread: true }),
  channel({ name: 'onlineBlocked', blocked: true }),
  channel({ name: 'offlineBlocked', blocked: true, isActorOnline: false }),
  channel({ name: 'archivedBlocked', archived: true, blocked: true }),
];
const shown = (filter: ChannelFilter, onlineOnly = false) => filterChannels(CHANNELS, { filter, onlineOnly }).map((item) => item.name);

describe('the channel list views', () => {
  test('the archived view shows only archived channels', () => {
    expect(shown('archived')).toEqual(['onlineArchived', 'offlineArchived', 'archivedUnread', 'archivedBlocked']);
  });

  test('the other views hide archived channels', () => {
    for (const filter of ['newest', 'unread', 'blocked'] as const) {
      for (const onlineOnly of [false, true]) expect(shown(filter, onlineOnly).filter((name) => name.includes('rchived'))).toEqual([]);
    }
  });

  test('newest shows every channel that is not archived, blocked ones included', () => {
    expect(shown('newest')).toEqual(['onlineRead', 'offlineRead', 'onlineUnread', 'offlineUnread', 'onlineBlocked', 'offlineBlocked']);
  });

  test('unread shows only unread channels', () => {
    expect(shown('unread')).toEqual(['onlineUnread', 'offlineUnread']);
  });

  test('blocked shows only blocked channels', () => {
    expect(shown('blocked')).toEqual(['onlineBlocked', 'offlineBlocked']);
  });

  test('online-only hides channels whose actor is offline in the newest and blocked views', () => {
    expect(shown('newest', true)).toEqual(['onlineRead', 'onlineUnread', 'onlineBlocked']);
    expect(shown('blocked', true)).toEqual(['onlineBlocked']);
  });

  test('online-only hides nothing in the archived and unread views', () => {
    expect(shown('archived', true)).toEqual(shown('archived'));
    expect(shown('unread', true)).toEqual(shown('unread'));
  });

  test('the newest message comes first, and the newer channel on a tie', () => {
    const older = channel({ name: 'older', messageTimestamp: 10 });
    const newer = channel({ name: 'newer', messageTimestamp: 20 });
    const tieLow = channel({ name: 'tieLow', messageTimestamp: 15, id: 100 });
    const tieHigh = channel({ name: 'tieHigh', messageTimestamp: 15, id: 101 });
    expect(filterChannels([older, tieLow, newer, tieHigh], { filter: 'newest', onlineOnly: false }).map((item) => item.name)).toEqual([
      'newer',
      'tieHigh',
      'tieLow',
      'older',
    ]);
  });

  test('the list it was given is left as it was', () => {
    const list = [...CHANNELS];
    filterChannels(list, { filter: 'unread', onlineOnly: true });
    expect(list).toEqual(CHANNELS);
  });
});

describe('the temporary gift count', () => {
  const bought = { 1: 2, 2: 1 };

  test('adding a gift takes one from its temporary count', () => {
    expect(addGift(bought, 1)).toEqual({ 1: 1, 2: 1 });
    expect(addGift(addGift(bought, 1), 1)).toEqual({ 1: 0, 2: 1 });
  });

  test('adding a gift with none left, or one never bought, leaves the counts alone', () => {
    expect(addGift({ 1: 0 }, 1)).toEqual({ 1: 0 });
    expect(addGift(bought, 9)).toEqual(bought);
  });

  test('removing a gift restores one, never above the bought count', () => {
    expect(removeGift({ 1: 0, 2: 1 }, bought, 1)).toEqual({ 1: 1, 2: 1 });
    expect(removeGift({ 1: 2, 2: 1 }, bought, 1)).toEqual({ 1: 2, 2: 1 });
    expect(removeGift({}, bought, 9)).toEqual({ 9: 0 });
  });

  test('however gifts are added and removed, no count goes above the bought one or below 0', () => {
    let counts: Record<number, number> = { ...bought };
    const steps = [1, -1, -1, 1, 1, 1, -2, 2, 2, -1, -1, -1, -2, -2];
    for (const step of steps) {
      counts = step > 0 ? addGift(counts, step) : removeGift(counts, bought, -step);
      for (const id of [1, 2]) {
        expect(counts[id]).toBeGreaterThanOrEqual(0);
        expect(counts[id]).toBeLessThanOrEqual(bought[id as 1 | 2]);
      }
    }
  });
});

describe('the message price', () => {
  const base: MessagePriceInput = {
    freeMessagesLeft: 0,
    messageVouchers: 0,
    messagePriceCents: 149,
    gift: null,
    toyControlPriceCents: null,
  };

  test('a free message comes first, before a voucher and the price', () => {
    expect(messagePrice({ ...base, freeMessagesLeft: 1, messageVouchers: 3 })).toMatchObject({
      messageCents: 0,
      totalCents: 0,
      messagePaidBy: 'freeMessage',
    });
  });

  test('without free messages a message voucher pays it', () => {
    expect(messagePrice({ ...base, messageVouchers: 1 })).toMatchObject({ messageCents: 0, totalCents: 0, messagePaidBy: 'voucher' });
  });

  test('without either the actor’s price is paid', () => {
    expect(messagePrice(base)).toMatchObject({ messageCents: 149, totalCents: 149, messagePaidBy: 'money', giftPaidBy: null });
  });

  test('a gift beyond the bought ones is priced, a bought one is not', () => {
    expect(messagePrice({ ...base, gift: { priceCents: 99, boughtLeft: 0 } })).toMatchObject({
      giftCents: 99,
      totalCents: 248,
      giftPaidBy: 'money',
    });
    expect(messagePrice({ ...base, gift: { priceCents: 99, boughtLeft: 1 } })).toMatchObject({
      giftCents: 0,
      totalCents: 149,
      giftPaidBy: 'bought',
    });
  });

  test('a bought gift on a free message costs nothing at all', () => {
    expect(messagePrice({ ...base, freeMessagesLeft: 2, gift: { priceCents: 999, boughtLeft: 2 } }).totalCents).toBe(0);
  });

  test('a toy control adds its price', () => {
    expect(messagePrice({ ...base, freeMessagesLeft: 1, toyControlPriceCents: 300 })).toMatchObject({
      toyControlCents: 300,
      totalCents: 300,
    });
    expect(messagePrice({ ...base, gift: { priceCents: 99, boughtLeft: 0 }, toyControlPriceCents: 300 }).totalCents).toBe(548);
  });
});
