// The messenger page's composer (src/features/messenger/composerRules.ts): the price it shows,
// the gifts chosen and given back, and the one-click top-up amount.
import { describe, expect, test } from 'vitest';
import { VOUCHER_TYPE } from '../../src/contract/account.ts';
import { chooseGift, nextMessagePrice, oneClickAmount, releaseGift, temporaryCounts } from '../../src/features/messenger/composerRules.ts';
import { channel, pending, price } from './messengerPageHarness.ts';

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
