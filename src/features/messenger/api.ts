// The messenger page's calls (spec part 2 §7.3 REST, §7.10 query service): channels, a channel's
// messages, touching a channel by actor, gifts, bought gifts, toy controls and the recommended
// actors. Sending, reading and archiving go over the socket (store.ts). Kept beside the page so
// the whole messenger stays one lazy chunk; every call goes through src/api's two clients.

import { getJson } from '../../api/client.ts';
import { query } from '../../api/query.ts';
import { PAGING } from '../../contract/constants.ts';
import type { Channel, Gift, ToyControl } from '../../contract/entities/messenger.ts';
import type { ActorTile } from '../../contract/entities.ts';
import type { MessengerMessage } from '../../contract/messenger.ts';
import { buildRestPath, type RestAnswer, type RestPayload } from '../../contract/rest.ts';

const CHANNEL_FIELDS = `id actorId guestId unread unreadCount blocked archived isActorOnline multiChatPrice canVoyeurChat
  isVoyeurInSingleChatAllowed isDildocontrolAvailable freeMessagesAmount messagePrice isMessagingFree freeChat subject
  lastMessageId messageTimestamp lastViewedTimestamp sentDiffForHumans previewPictureUrl actorName actorAge`;
const MESSAGE_FIELDS = `messageId channelId sender text date model { id name }
  media { type origSrc src srcSet width height duration previewPicture }
  gift { id name imageUrl } toyControl { id displayName duration } priceCents`;
const PRICE_FIELDS = 'price { value currency symbol }';

/** The guest's channels, newest message first: 500 from offset 0 (spec part 2 §7.10). */
export async function getMessengerChannels(offset = 0): Promise<Channel[]> {
  const answer = await query<{ messengerChannels: Channel[] }>(
    `query($f: Int!, $o: Int!) { messengerChannels(first: $f, offset: $o) { ${CHANNEL_FIELDS} } }`,
    { f: PAGING.messengerChannels, o: offset },
  );
  return answer.messengerChannels;
}

export interface MessagePage {
  total: number;
  items: MessengerMessage[];
}

/** One page of a channel's messages, newest first (spec part 2 §7.10 messenger content). */
export async function getMessengerContent(channelId: number, first: number, offset: number): Promise<MessagePage> {
  const answer = await query<{ messengerContent: MessagePage }>(
    `query($c: Int!, $f: Int!, $o: Int!) { messengerContent(channelId: $c, first: $f, offset: $o, filter: all, order: newest) { total items { ${MESSAGE_FIELDS} } } }`,
    { c: channelId, f: first, o: offset },
  );
  return answer.messengerContent;
}

/** The guest's channel with an actor, made on first use (spec part 2 §7.10 touch messenger channel). */
export async function touchMessengerChannel(actorId: number): Promise<Channel> {
  const answer = await query<{ touchMessengerChannel: Channel }>(
    `mutation($a: Int!) { touchMessengerChannel(actorId: $a) { ${CHANNEL_FIELDS} } }`,
    { a: actorId },
  );
  return answer.touchMessengerChannel;
}

export interface Catalogue {
  gifts: Gift[];
  toyControls: ToyControl[];
  /** Gift id to the quantity the guest holds (spec part 1 §3 boughtGifts). */
  bought: Record<number, number>;
}

/** Gifts (in `language`), toy controls and the gifts the guest holds, in one request. */
export async function getCatalogue(language: string): Promise<Catalogue> {
  const answer = await query<{ gifts: Gift[]; toyControls: ToyControl[]; boughtGifts: { giftId: number; quantity: number }[] }>(
    `{ gifts { id categoryId name ${PRICE_FIELDS} imageUrl active vip translations { language name value } }
       toyControls { id duration displayName random ${PRICE_FIELDS} }
       boughtGifts { giftId quantity } }`,
    {},
    language,
  );
  return { gifts: answer.gifts, toyControls: answer.toyControls, bought: boughtOf(answer.boughtGifts) };
}

export async function getBoughtGifts(): Promise<Record<number, number>> {
  return boughtOf(
    (await query<{ boughtGifts: { giftId: number; quantity: number }[] }>('{ boughtGifts { giftId quantity } }')).boughtGifts,
  );
}

const boughtOf = (rows: readonly { giftId: number; quantity: number }[]) =>
  Object.fromEntries(rows.map((row) => [row.giftId, row.quantity]));

/** The recommended actors (spec part 2 §7.3): the strip's 9, or the grid's 8 with useGrid. */
export async function getRecommendations(payload: RestPayload<'messenger/recommendations'>): Promise<ActorTile[]> {
  const answer = await getJson<RestAnswer<'messenger/recommendations'>>(buildRestPath('messenger/recommendations', {}), payload);
  return answer.actors;
}
