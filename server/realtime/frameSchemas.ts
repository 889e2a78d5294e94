// The JSON Schema of every socket message's data, both directions (src/contract/socket.ts).
// Client frames are checked before they reach a handler; server frames are checked when they
// come from outside the process (internal emit route, Redis bus), so a malformed event never
// reaches a guest's stores. The `satisfies` maps make a message without a schema a compile error.
// Upper bounds the spec does not give (text lengths, amounts, list sizes) are chosen: generous
// for real use, small enough that nobody stores megabytes through one frame.
import { VOUCHER_TYPE } from '../../src/contract/account.ts';
import { AVS_STATUSES, CHANNEL_FILTERS, NOTIFICATION_KINDS } from '../../src/contract/enums.ts';
import type { Channel, MessengerMessage } from '../../src/contract/messenger.ts';
import { PAGING } from '../../src/contract/constants.ts';
import { CLASH_MAX_ACTORS } from '../../src/contract/clashOfCams.ts';
import { MESSAGE_ATTACHMENTS_MAX, MESSAGE_TEXT_MAX } from '../../src/contract/messenger.ts';
import { CHAT_KINDS, CHAT_TEXT_MAX, LIVE_REACTIONS } from '../../src/contract/chat.ts';
import {
  MESSAGE_REFUSAL_CODES,
  PIN_KINDS,
  PRESENCE_WATCH_MAX,
  SOCKET_ERROR_CODES,
  type ClientMessages,
  type ClientMessageType,
  type ServerMessages,
  type ServerMessageType,
} from '../../src/contract/socket.ts';
import { array, boolean, empty, id, integer, nullable, number, object, oneOf, string, type ObjectSchema } from './jsonSchema.ts';

/** Euros; a one-click charge above this is a typo, not a top-up. */
const MAX_ONECLICK_AMOUNT = 1_000;
const MAX_NOTIFICATIONS = 50;
const MAX_TEXT = 2_000;

const pinKind = oneOf(...PIN_KINDS);
const euros = number(0, 1_000_000);
const epochOrCount = integer(0);

export const CLIENT_DATA_SCHEMAS = {
  // Access tokens are 43 characters; the bound only keeps junk out of the token lookup.
  'session.request': object<ClientMessages['session.request']>({ token: string(1, 256) }),
  ping: empty,
  'notifications.request': object<ClientMessages['notifications.request']>({ kind: oneOf(...NOTIFICATION_KINDS), limit: integer(1, MAX_NOTIFICATIONS) }),
  'message.send': object<ClientMessages['message.send']>({
    clientId: { type: 'string', pattern: '^[A-Za-z0-9-]{8,64}$' },
    actorId: id,
    text: string(0, MESSAGE_TEXT_MAX),
    attachments: array(object<ClientMessages['message.send']['attachments'][number]>({ type: oneOf('picture', 'video'), id }), MESSAGE_ATTACHMENTS_MAX),
    giftId: nullable(id),
    toyControlId: nullable(id),
  }),
  'channel.read': object<ClientMessages['channel.read']>({ channelId: id }),
  'chat.start': object<ClientMessages['chat.start']>({ actorId: id, kind: oneOf(...CHAT_KINDS) }),
  'chat.leave': object<ClientMessages['chat.leave']>({ sessionId: id }),
  'chat.message': object<ClientMessages['chat.message']>({ sessionId: id, text: string(1, CHAT_TEXT_MAX) }),
  'chat.toy': object<ClientMessages['chat.toy']>({ sessionId: id, toyControlId: id }),
  'chat.reaction': object<ClientMessages['chat.reaction']>({ sessionId: id, reaction: oneOf(...LIVE_REACTIONS) }),
  'oneclick.charge': object<ClientMessages['oneclick.charge']>({
    amount: { type: 'number', exclusiveMinimum: 0, maximum: MAX_ONECLICK_AMOUNT },
    channelId: id,
  }),
  pin: object<ClientMessages['pin']>({ kind: pinKind, id }),
  unpin: object<ClientMessages['unpin']>({ kind: pinKind, id }),
  'channels.load': object<ClientMessages['channels.load']>({
    offset: integer(0),
    first: integer(1, PAGING.messengerChannels),
    filter: oneOf(...CHANNEL_FILTERS),
    onlineOnly: boolean,
  }),
  'channel.archive': object<ClientMessages['channel.archive']>({ channelId: id, archived: boolean }),
  'notification.read': object<ClientMessages['notification.read']>({ id: nullable(id) }),
  'notification.seen': object<ClientMessages['notification.seen']>({ id: nullable(id) }),
  leave: empty,
  comeback: empty,
  'presence.watch': object<ClientMessages['presence.watch']>({ actorIds: array(id, PRESENCE_WATCH_MAX) }),
} satisfies { [K in ClientMessageType]: ObjectSchema<ClientMessages[K]> };

const voucher = object<ServerMessages['guest.balance']['vouchers'][number]>({
  type: oneOf(...Object.values(VOUCHER_TYPE)),
  amount: integer(0),
  actorId: nullable(id),
});
const vouchers = array(voucher, 100);
const notification = object<ServerMessages['notifications']['items'][number]>({
  id,
  type: integer(0),
  unread: boolean,
  unseen: boolean,
  text: string(0, MAX_TEXT),
  link: nullable(string(0, MAX_TEXT)),
  created: string(1, 64),
});
const url = nullable(string(0, 2_000));
const channel = object<Channel>({
  id, actorId: id, guestId: id, unread: boolean, unreadCount: integer(0), blocked: boolean, archived: boolean, isActorOnline: boolean,
  multiChatPrice: euros, canVoyeurChat: boolean, isVoyeurInSingleChatAllowed: boolean, isDildocontrolAvailable: boolean,
  freeMessagesAmount: integer(0), messagePrice: euros, isMessagingFree: boolean, freeChat: boolean, subject: string(0, MAX_TEXT),
  lastMessageId: nullable(id), messageTimestamp: epochOrCount, lastViewedTimestamp: epochOrCount, sentDiffForHumans: string(0, 100),
  previewPictureUrl: url, actorName: string(1, 100), actorAge: nullable(integer(0, 150)),
});
const media = object<MessengerMessage['media'][number]>({
  type: oneOf('image', 'video', 'audio'), origSrc: string(1, 2_000), src: string(1, 2_000), srcSet: string(0, 4_000),
  width: integer(0), height: integer(0), duration: integer(0), previewPicture: url,
});
const message = object<MessengerMessage>({
  messageId: id, channelId: id, sender: oneOf('guest', 'actor'), text: string(0, MESSAGE_TEXT_MAX), date: string(1, 64),
  model: object<MessengerMessage['model']>({ id, name: string(1, 100) }),
  media: array(media, MESSAGE_ATTACHMENTS_MAX),
  gift: nullable(object<NonNullable<MessengerMessage['gift']>>({ id, name: string(1, 100), imageUrl: string(1, 2_000) })),
  toyControl: nullable(object<NonNullable<MessengerMessage['toyControl']>>({ id, displayName: string(1, 100), duration: integer(0) })),
  priceCents: integer(0),
});
const voiceCall = object<ServerMessages['voicecall.start']>({ actorId: id, idHash: string(1, 200) });

export const SERVER_DATA_SCHEMAS = {
  'session.ack': object<ServerMessages['session.ack']>({
    ttl: integer(1),
    guest: object<ServerMessages['session.ack']['guest']>({
      guestId: nullable(id),
      isLoggedIn: boolean,
      balance: euros,
      balanceFormatted: string(0, 100),
      vouchers,
      loyaltyPoints: integer(0),
      isVip: boolean,
      isVXTVAboSubscriber: boolean,
      avsStatus: oneOf(...AVS_STATUSES),
      hasAvs: boolean,
      unreadMessages: integer(0),
      isRestricted: boolean,
      restrictionLevel: integer(0),
    }),
    onlineActorIds: array(id, 100_000),
  }),
  'session.expired': empty,
  pong: object<ServerMessages['pong']>({ ttl: integer(1) }),
  error: object<ServerMessages['error']>({ code: oneOf(...SOCKET_ERROR_CODES), message: string(0, MAX_TEXT), inReplyTo: nullable(string(0, 100)) }),
  presence: object<ServerMessages['presence']>({
    // A frame merges at most every actor's change of one interval; the bound keeps junk out of the bus.
    changes: array(object<ServerMessages['presence']['changes'][number]>({ actorId: id, isOnline: boolean, freeChat: boolean }), 100_000),
    onlineCount: nullable(integer(0)),
  }),
  'actor.online': object<ServerMessages['actor.online']>({ actorId: id, freeChat: boolean }),
  'actor.offline': object<ServerMessages['actor.offline']>({ actorId: id }),
  'avs.set': empty,
  'avs.pending': empty,
  'avs.rejected': object<ServerMessages['avs.rejected']>({ reason: string(0, MAX_TEXT) }),
  'avs.revoked': empty,
  'guest.locked': empty,
  'channel.archived': object<ServerMessages['channel.archived']>({ channelId: id }),
  'vip.updated': object<ServerMessages['vip.updated']>({ isVip: boolean }),
  'tv.updated': object<ServerMessages['tv.updated']>({ isVXTVAboSubscriber: boolean }),
  'voicecall.start': voiceCall,
  'voicecall.stop': voiceCall,
  'freeshow.start': object<ServerMessages['freeshow.start']>({ actorId: id }),
  'freeshow.stop': object<ServerMessages['freeshow.stop']>({ actorId: id }),
  'welcomebonus.redeemed': empty,
  'bonuscode.redeemed': object<ServerMessages['bonuscode.redeemed']>({ code: string(1, 100) }),
  'guest.balance': object<ServerMessages['guest.balance']>({ balance: euros, balanceFormatted: string(0, 100), vouchers }),
  'oneclick.result': object<ServerMessages['oneclick.result']>({
    success: boolean,
    channelId: id,
    amount: euros,
    errorCode: nullable(string(1, 100)),
  }),
  notifications: object<ServerMessages['notifications']>({
    kind: oneOf(...NOTIFICATION_KINDS),
    items: array(notification, MAX_NOTIFICATIONS),
    unreadCount: integer(0),
  }),
  'notification.new': object<ServerMessages['notification.new']>({ notification, unreadCount: integer(0) }),
  'notifications.marked': object<ServerMessages['notifications.marked']>({ mark: oneOf('read', 'seen'), id: nullable(id), unreadCount: integer(0) }),
  'message.new': object<ServerMessages['message.new']>({ message, channel, clientId: nullable(string(1, 64)), unreadTotal: integer(0) }),
  'message.refused': object<ServerMessages['message.refused']>({
    clientId: string(1, 64),
    code: oneOf(...MESSAGE_REFUSAL_CODES),
    message: string(0, MAX_TEXT),
    missingCents: nullable(integer(0)),
  }),
  'channel.updated': object<ServerMessages['channel.updated']>({ channel, unreadTotal: integer(0) }),
  'message.price': object<ServerMessages['message.price']>({ channelId: id, actorId: id, freeMessagesAmount: integer(0), messagePrice: euros, isMessagingFree: boolean }),
  channels: object<ServerMessages['channels']>({ filter: oneOf(...CHANNEL_FILTERS), onlineOnly: boolean, offset: integer(0), items: array(channel, PAGING.messengerChannels) }),
  'loyalty.changed': object<ServerMessages['loyalty.changed']>({ points: integer(0) }),
  'chat.end': object<ServerMessages['chat.end']>({ actorId: id, exitCode: integer(0), sessionId: nullable(id) }),
  'chat.started': object<ServerMessages['chat.started']>({ sessionId: id, actorId: id, kind: oneOf(...CHAT_KINDS), priceCents: integer(0), startedAt: epochOrCount, streamUrl: string(1, 2_000) }),
  'chat.toy': object<ServerMessages['chat.toy']>({
    sessionId: id,
    actorId: id,
    toyControl: nullable(object<NonNullable<ServerMessages['chat.toy']['toyControl']>>({ id, displayName: string(1, 100), duration: integer(0) })),
    priceCents: integer(0),
    success: boolean,
    errorCode: nullable(string(1, 40)),
  }),
  'chat.message': object<ServerMessages['chat.message']>({ sessionId: id, actorId: id, sender: oneOf('guest', 'actor'), text: string(1, CHAT_TEXT_MAX), at: epochOrCount }),
  'ticketshow.invitation': object<ServerMessages['ticketshow.invitation']>({ showId: id, actorId: id, title: string(0, 500), start: epochOrCount }),
  'page.reload': empty,
  'live.reaction': object<ServerMessages['live.reaction']>({ actorId: id, reaction: string(1, 100), sender: oneOf('guest', 'actor') }),
  'contest.voting': object<ServerMessages['contest.voting']>({ contestId: id, mediaId: id, votes: integer(0) }),
  'clashofcams.voting': object<ServerMessages['clashofcams.voting']>({
    clashId: id,
    actorId: id,
    votes: integer(0),
    standings: array(object<ServerMessages['clashofcams.voting']['standings'][number]>({ actorId: id, votes: integer(0) }), CLASH_MAX_ACTORS),
  }),
  'email.verified': empty,
  'feed.tipped': object<ServerMessages['feed.tipped']>({ postId: id, goalCoins: integer(0), tipsSumCoins: integer(0), progressPercent: integer(0, 100), achieved: boolean }),
} satisfies { [K in ServerMessageType]: ObjectSchema<ServerMessages[K]> };
