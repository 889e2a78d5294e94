// Telling the guest's tabs what the messenger did (messenger issue): a message in one of the
// guest's channels, a channel that changed, the message-price notice; and the in-process events
// the performer simulator answers. The deciding is in messengerSending.ts and messengerChannels.ts.
import type { Kysely } from 'kysely';
import type { Language } from '../../src/contract/enums.ts';
import type { Database } from '../db/schema.ts';
import type { EventBus } from '../realtime/bus.ts';
import { channelById, unreadTotal } from './messengerChannels.ts';
import { messageById } from './messengerMessages.ts';

async function languageOf(db: Kysely<Database>, guestId: number): Promise<Language> {
  return ((await db.selectFrom('guests').select('language').where('id', '=', guestId).executeTakeFirst())?.language ?? 'en') as Language;
}

/** Tells every tab of the guest of a message in one of its channels (the guest's own or the actor's). */
export async function publishMessage(
  db: Kysely<Database>,
  bus: EventBus,
  input: { guestId: number; channelId: number; messageId: number; clientId: string | null },
): Promise<void> {
  const language = await languageOf(db, input.guestId);
  const [message, channel, total] = await Promise.all([
    messageById(db, input.guestId, input.channelId, input.messageId, language),
    channelById(db, input.guestId, input.channelId, language),
    unreadTotal(db, input.guestId),
  ]);
  await bus.publish({
    target: { kind: 'guest', guestId: input.guestId },
    frame: { type: 'message.new', data: { message, channel, clientId: input.clientId, unreadTotal: total } },
  });
}

/** The message-price notice (spec part 1 §4): free messages left, the price and the free flag of a channel. */
export async function publishPriceNotice(db: Kysely<Database>, bus: EventBus, guestId: number, channelId: number): Promise<void> {
  const channel = await channelById(db, guestId, channelId, await languageOf(db, guestId));
  await bus.publish({
    target: { kind: 'guest', guestId },
    frame: {
      type: 'message.price',
      data: {
        channelId,
        actorId: channel.actorId,
        freeMessagesAmount: channel.freeMessagesAmount,
        messagePrice: channel.messagePrice,
        isMessagingFree: channel.isMessagingFree,
      },
    },
  });
}

/** Tells every tab of the guest that a channel changed (read, archived). */
export async function publishChannel(db: Kysely<Database>, bus: EventBus, guestId: number, channelId: number): Promise<void> {
  const language = await languageOf(db, guestId);
  const [channel, total] = await Promise.all([channelById(db, guestId, channelId, language), unreadTotal(db, guestId)]);
  await bus.publish({ target: { kind: 'guest', guestId }, frame: { type: 'channel.updated', data: { channel, unreadTotal: total } } });
}

/** What happens after a guest's message went out: the simulator answers it (server/simulator/answerMessages.ts). */
export interface GuestMessageEvent {
  guestId: number;
  actorId: number;
  channelId: number;
  messageId: number;
  text: string;
  /** The language of the page the guest wrote from (the socket's); null: the guest's stored one. */
  language: Language | null;
}

/** A guest's line in a live chat (the simulator answers it). */
export interface GuestChatEvent {
  guestId: number;
  actorId: number;
  sessionId: number;
  text: string;
  /** As GuestMessageEvent's. */
  language: Language | null;
}

/** In-process listeners of guests' messenger messages and chat lines, on the process that took them. */
export class MessengerEvents {
  #listeners = new Set<(event: GuestMessageEvent) => void>();
  #chatListeners = new Set<(event: GuestChatEvent) => void>();
  onGuestMessage(listener: (event: GuestMessageEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
  emitGuestMessage(event: GuestMessageEvent): void {
    for (const listener of this.#listeners) listener(event);
  }
  onChatMessage(listener: (event: GuestChatEvent) => void): () => void {
    this.#chatListeners.add(listener);
    return () => this.#chatListeners.delete(listener);
  }
  emitChatMessage(event: GuestChatEvent): void {
    for (const listener of this.#chatListeners) listener(event);
  }
}
