// The messenger's shared shapes and rules (spec part 1 §3 Channel, Messenger content, Gift;
// §4 Gift messages; §5 gift count): what a message costs is decided by the same function on the
// server (which charges it) and in the composer (which shows it before sending).
import type { Channel, MessengerContent } from './entities/messenger.ts';
import { CHANNEL_FILTERS_IGNORING_ONLINE_ONLY, type ChannelListView } from './enums.ts';

export const MESSAGE_TEXT_MAX = 2_000;
/** The sound every demo voice message plays (public/media/demo-voice.wav, a generated tone). */
export const DEMO_VOICE_PATH = '/media/demo-voice.wav';
export const MESSAGE_ATTACHMENTS_MAX = 10;

/** A message of a conversation: the spec's messenger content plus who wrote it and what it carried. */
export interface MessengerMessage extends MessengerContent {
  channelId: number;
  sender: 'guest' | 'actor';
  gift: { id: number; name: string; imageUrl: string } | null;
  toyControl: { id: number; displayName: string; duration: number } | null;
  /** What the guest paid for it, in cents (0 for free messages and the actor's). */
  priceCents: number;
}

export type { Channel };

/** What sending costs: the message itself (free messages first, then message vouchers, then its price), the gift beyond those bought, the toy control. */
export interface MessagePriceInput {
  freeMessagesLeft: number;
  messageVouchers: number;
  messagePriceCents: number;
  gift: { priceCents: number; boughtLeft: number } | null;
  toyControlPriceCents: number | null;
}

export interface MessagePrice {
  messageCents: number;
  giftCents: number;
  toyControlCents: number;
  totalCents: number;
  /** Which allowance pays the message itself. */
  messagePaidBy: 'freeMessage' | 'voucher' | 'money';
  giftPaidBy: 'bought' | 'money' | null;
}

export function messagePrice(input: MessagePriceInput): MessagePrice {
  const messagePaidBy = input.freeMessagesLeft > 0 ? 'freeMessage' : input.messageVouchers > 0 ? 'voucher' : 'money';
  const messageCents = messagePaidBy === 'money' ? input.messagePriceCents : 0;
  // spec part 1 §5: the message price counts only gifts beyond the bought ones
  const giftPaidBy = input.gift === null ? null : input.gift.boughtLeft > 0 ? 'bought' : 'money';
  const giftCents = giftPaidBy === 'money' ? input.gift!.priceCents : 0;
  const toyControlCents = input.toyControlPriceCents ?? 0;
  return { messageCents, giftCents, toyControlCents, totalCents: messageCents + giftCents + toyControlCents, messagePaidBy, giftPaidBy };
}

/**
 * The composer's gift counts (spec part 1 §4 Gift messages, §5): `temporary` is how many of each
 * bought gift are still free to add to messages being written; it never exceeds the bought count.
 */
export type GiftCounts = Readonly<Record<number, number>>;

/** Adding a gift takes one from its temporary bought count (a gift not bought stays at 0). */
export function addGift(temporary: GiftCounts, giftId: number): GiftCounts {
  const left = temporary[giftId] ?? 0;
  return left > 0 ? { ...temporary, [giftId]: left - 1 } : temporary;
}

/** Removing a gift gives one back, never beyond the bought count. */
export function removeGift(temporary: GiftCounts, bought: GiftCounts, giftId: number): GiftCounts {
  const left = temporary[giftId] ?? 0;
  return { ...temporary, [giftId]: Math.min(bought[giftId] ?? 0, left + 1) };
}

/**
 * The channel list's views (spec part 1 §5): the archived view shows only archived channels, the
 * others hide them; unread shows only unread ones, blocked only blocked ones; online-only hides
 * channels whose actor is offline, except in the archived and unread views. Newest message first.
 */
export function filterChannels<T extends Pick<Channel, 'archived' | 'unread' | 'blocked' | 'isActorOnline' | 'messageTimestamp' | 'id'>>(
  channels: readonly T[],
  view: ChannelListView,
): T[] {
  const shown = channels.filter((channel) => {
    if (view.filter === 'archived') return channel.archived;
    if (channel.archived) return false;
    if (view.filter === 'unread' && !channel.unread) return false;
    if (view.filter === 'blocked' && !channel.blocked) return false;
    if (view.onlineOnly && !(CHANNEL_FILTERS_IGNORING_ONLINE_ONLY as readonly string[]).includes(view.filter) && !channel.isActorOnline)
      return false;
    return true;
  });
  return shown.sort((a, b) => b.messageTimestamp - a.messageTimestamp || b.id - a.id);
}
