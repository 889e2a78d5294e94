// The composer's rules: what the next message costs, shown before sending with the contract's
// messagePrice (the server charges with the same function), the gift chosen against the
// temporary bought counts (addGift / removeGift, spec part 1 §4 Gift messages, §5), and the
// one-click amount when the balance is short.
import { VOUCHER_TYPE } from '../../contract/account.ts';
import { TOP_UP_LIMITS } from '../../contract/checkout.ts';
import type { Voucher } from '../../contract/entities.ts';
import { addGift, type Channel, type GiftCounts, type MessagePrice, messagePrice, removeGift } from '../../contract/messenger.ts';
import type { PendingMessage } from './pendingMessages.ts';

export const toCents = (euros: number): number => Math.round(euros * 100);

export interface ChosenGift {
  id: number;
  priceCents: number;
  /** One of the guest's bought gifts was taken for it (its temporary count went down). */
  fromBought: boolean;
}

/**
 * The price of the next message in `channel`: free messages, then message vouchers (for any
 * actor or this one), then the actor's price; messages still pending in the channel have taken
 * theirs already. A gift counts only beyond the bought ones; a toy control at its price.
 */
export function nextMessagePrice(input: {
  channel: Pick<Channel, 'id' | 'actorId' | 'freeMessagesAmount' | 'messagePrice'>;
  vouchers: readonly Voucher[];
  pending: readonly PendingMessage[];
  gift: ChosenGift | null;
  toyControlPriceCents: number | null;
}): MessagePrice {
  const waiting = input.pending.filter((message) => message.status === 'pending' && message.channelId === input.channel.id);
  const taken = (paidBy: MessagePrice['messagePaidBy']) => waiting.filter((message) => message.price.messagePaidBy === paidBy).length;
  const vouchers = input.vouchers
    .filter((voucher) => voucher.type === VOUCHER_TYPE.messages && (voucher.actorId === null || voucher.actorId === input.channel.actorId))
    .reduce((sum, voucher) => sum + voucher.amount, 0);
  return messagePrice({
    freeMessagesLeft: Math.max(0, input.channel.freeMessagesAmount - taken('freeMessage')),
    messageVouchers: Math.max(0, vouchers - taken('voucher')),
    messagePriceCents: toCents(input.channel.messagePrice),
    gift: input.gift ? { priceCents: input.gift.priceCents, boughtLeft: input.gift.fromBought ? 1 : 0 } : null,
    toyControlPriceCents: input.toyControlPriceCents,
  });
}

export interface GiftState {
  /** Bought gifts still free to add (never above `bought`). */
  temporary: GiftCounts;
  chosen: ChosenGift | null;
}

/** The chosen gift goes back: a bought one restores its temporary count, up to the bought count. */
export function releaseGift(state: GiftState, bought: GiftCounts): GiftState {
  if (!state.chosen) return state;
  return { temporary: state.chosen.fromBought ? removeGift(state.temporary, bought, state.chosen.id) : state.temporary, chosen: null };
}

/** Choosing a gift (one per message) takes one of its bought ones when any is left. */
export function chooseGift(state: GiftState, bought: GiftCounts, gift: { id: number; priceCents: number }): GiftState {
  const released = releaseGift(state, bought);
  const fromBought = (released.temporary[gift.id] ?? 0) > 0;
  return { temporary: addGift(released.temporary, gift.id), chosen: { id: gift.id, priceCents: gift.priceCents, fromBought } };
}

/**
 * Temporary counts for a new bought count (loaded again): the bought gifts minus those taken by
 * the composer and by messages not yet confirmed.
 */
export function temporaryCounts(bought: GiftCounts, taken: readonly number[]): GiftCounts {
  return taken.reduce<GiftCounts>((counts, giftId) => addGift(counts, giftId), { ...bought });
}

/**
 * What a one-click charge tops up when a message is `missingCents` short: the missing amount
 * rounded up to whole euros, at least the smallest top-up.
 */
export function oneClickAmount(missingCents: number): number {
  return Math.max(Math.ceil(Math.max(0, missingCents) / 100), TOP_UP_LIMITS.minCents / 100);
}
