// The messenger's composer (spec part 1 §4 Channel and Gift messages): the text, the gift and
// toy control chosen, the price of the next message, and the messages sent from it until the
// server confirms or refuses them. State in store.ts; the rules in composerRules.ts and
// pendingMessages.ts.
import type { Gift, Voucher } from '../../contract/entities.ts';
import type { Channel } from '../../contract/messenger.ts';
import { sendFrame } from '../../realtime/client.ts';
import { guest } from '../../state/guest.ts';
import { openCheckout } from '../checkout/index.ts';
import { chooseGift, nextMessagePrice, oneClickAmount, releaseGift, toCents } from './composerRules.ts';
import { newClientId } from './conversationRules.ts';
import { type PendingMessage, retry } from './pendingMessages.ts';
import { applyBought, channelOf, messenger, postDue } from './store.ts';

export function setText(text: string): void {
  messenger.composer.text = text;
}

export function chooseGiftFor(gift: Pick<Gift, 'id' | 'price'>): void {
  messenger.composer.gifts = chooseGift(messenger.composer.gifts, messenger.catalogue.bought, {
    id: gift.id,
    priceCents: toCents(gift.price.value),
  });
}

export function clearGift(): void {
  messenger.composer.gifts = releaseGift(messenger.composer.gifts, messenger.catalogue.bought);
}

export function chooseToyControl(toyControlId: number | null): void {
  messenger.composer.toyControlId = toyControlId;
}

/** The open conversation's channel, whether or not it is selected in the list. */
const openChannel = (): Channel | undefined => channelOf(messenger.conversation.channelId);

type PriceState = { readonly [K in 'composer' | 'catalogue' | 'pending']: DeepReadonly<(typeof messenger)[K]> };
type DeepReadonly<T> = T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

/** What the next message in `channel` costs, as the composer stands, with the pending messages and the guest's vouchers. */
export function composerPrice(
  channel: Readonly<Channel>,
  state: PriceState = messenger,
  vouchers: readonly Readonly<Voucher>[] = guest.vouchers,
) {
  const toy = channel.isDildocontrolAvailable
    ? state.catalogue.toyControls.find((item) => item.id === state.composer.toyControlId)
    : undefined;
  return nextMessagePrice({
    channel,
    vouchers,
    pending: state.pending as PendingMessage[],
    gift: state.composer.gifts.chosen,
    toyControlPriceCents: toy ? toCents(toy.price.value) : null,
  });
}

/** Sends the composer's message: shown at once as pending, posted now or when the socket is back. */
export function sendMessage(now = Date.now()): void {
  const channel = openChannel();
  const { composer, catalogue } = messenger;
  const text = composer.text.trim();
  const chosen = composer.gifts.chosen;
  const gift = chosen ? catalogue.gifts.find((item) => item.id === chosen.id) : undefined;
  const toy = channel?.isDildocontrolAvailable ? catalogue.toyControls.find((item) => item.id === composer.toyControlId) : undefined;
  if (!channel || (text === '' && !gift && !toy)) return;
  messenger.pending = [
    ...messenger.pending,
    {
      clientId: newClientId(),
      channelId: channel.id,
      actorId: channel.actorId,
      text,
      gift: gift && chosen ? { id: gift.id, name: gift.name, imageUrl: gift.imageUrl, fromBought: chosen.fromBought } : null,
      toyControl: toy ? { id: toy.id, displayName: toy.displayName, duration: toy.duration } : null,
      price: composerPrice(channel),
      createdAt: now,
      status: 'pending',
      postedInSession: null,
      failure: null,
    },
  ];
  // the gift now belongs to the message: its temporary count stays taken
  messenger.composer = { text: '', gifts: { temporary: composer.gifts.temporary, chosen: null }, toyControlId: null };
  postDue();
}

/** Sends a failed message again, priced anew, with its clientId (nothing of it was stored). */
export function retryMessage(clientId: string): void {
  const message = messenger.pending.find((item) => item.clientId === clientId);
  const channel = channelOf(message?.channelId ?? null);
  if (!message || !channel) return;
  const others = messenger.pending.filter((item) => item !== message);
  const gift = message.gift ? { id: message.gift.id, priceCents: message.price.giftCents, fromBought: message.gift.fromBought } : null;
  const price = nextMessagePrice({
    channel,
    vouchers: guest.vouchers,
    pending: others,
    gift,
    toyControlPriceCents: message.toyControl ? message.price.toyControlCents : null,
  });
  messenger.pending = retry(messenger.pending, clientId).map((item) => (item.clientId === clientId ? { ...item, price } : item));
  postDue();
}

/** Drops a failed message; a bought gift it carried is free again. */
export function discardMessage(clientId: string): void {
  const message = messenger.pending.find((item) => item.clientId === clientId && item.status === 'failed');
  if (!message) return;
  messenger.pending = messenger.pending.filter((item) => item !== message);
  applyBought(messenger.catalogue.bought);
}

/** Tops the balance up through the saved method for a message refused for money, then sends it again. */
export function chargeOneClick(channelId: number, missingCents: number): void {
  // a restricted guest is refused every top-up (issue 21 point 4): the compensation opens instead
  if (guest.isRestricted) {
    void openCheckout('oneclick');
    return;
  }
  const amount = oneClickAmount(missingCents);
  messenger.oneClick = { channelId, amount, status: 'charging' };
  sendFrame({ type: 'oneclick.charge', data: { amount, channelId } });
}
