// The JSON Schema of every socket message's data, both directions (src/contract/socket.ts).
// Client frames are checked before they reach a handler; server frames are checked when they
// come from outside the process (internal emit route, Redis bus), so a malformed event never
// reaches a guest's stores. The `satisfies` maps make a message without a schema, or a schema
// whose type differs from its message's, a compile error.
// Upper bounds the spec does not give (text lengths, amounts, list sizes) are chosen: generous
// for real use, small enough that nobody stores megabytes through one frame.
import { VOUCHER_TYPE } from '../../src/contract/account.ts';
import { CHAT_KINDS, CHAT_TEXT_MAX, LIVE_REACTIONS } from '../../src/contract/chat.ts';
import { CLASH_MAX_ACTORS } from '../../src/contract/clashOfCams.ts';
import { PAGING } from '../../src/contract/constants.ts';
import { AVS_STATUSES, CHANNEL_FILTERS, NOTIFICATION_KINDS } from '../../src/contract/enums.ts';
import { MESSAGE_ATTACHMENTS_MAX, MESSAGE_TEXT_MAX } from '../../src/contract/messenger.ts';
import {
  type ClientMessages,
  type ClientMessageType,
  MESSAGE_REFUSAL_CODES,
  PIN_KINDS,
  PRESENCE_WATCH_MAX,
  type ServerMessages,
  type ServerMessageType,
  SOCKET_ERROR_CODES,
} from '../../src/contract/socket.ts';
import { id } from '../schemas/common.ts';
import {
  array,
  boolean,
  empty,
  integer,
  matching,
  nullable,
  number,
  object,
  oneOf,
  positiveNumber,
  type Schema,
  string,
} from '../schemas/json.ts';

/** Euros; a one-click charge above this is a typo, not a top-up. */
const MAX_ONECLICK_AMOUNT = 1_000;
const MAX_NOTIFICATIONS = 50;
const MAX_TEXT = 2_000;

const pinKind = oneOf(...PIN_KINDS);
const euros = number(0, 1_000_000);
const epochOrCount = integer(0);

export const CLIENT_DATA_SCHEMAS = {
  // Access tokens are 43 characters; the bound only keeps junk out of the token lookup.
  'session.request': object({ token: string(1, 256) }),
  ping: empty,
  'notifications.request': object({ kind: oneOf(...NOTIFICATION_KINDS), limit: integer(1, MAX_NOTIFICATIONS) }),
  'message.send': object({
    clientId: matching('^[A-Za-z0-9-]{8,64}$'),
    actorId: id,
    text: string(0, MESSAGE_TEXT_MAX),
    attachments: array(object({ type: oneOf('picture', 'video'), id }), MESSAGE_ATTACHMENTS_MAX),
    giftId: nullable(id),
    toyControlId: nullable(id),
  }),
  'channel.read': object({ channelId: id }),
  'chat.start': object({ actorId: id, kind: oneOf(...CHAT_KINDS) }),
  'chat.leave': object({ sessionId: id }),
  'chat.message': object({ sessionId: id, text: string(1, CHAT_TEXT_MAX) }),
  'chat.toy': object({ sessionId: id, toyControlId: id }),
  'chat.reaction': object({ sessionId: id, reaction: oneOf(...LIVE_REACTIONS) }),
  'oneclick.charge': object({
    amount: positiveNumber(MAX_ONECLICK_AMOUNT),
    channelId: id,
  }),
  pin: object({ kind: pinKind, id }),
  unpin: object({ kind: pinKind, id }),
  'channels.load': object({
    offset: integer(0),
    first: integer(1, PAGING.messengerChannels),
    filter: oneOf(...CHANNEL_FILTERS),
    onlineOnly: boolean,
  }),
  'channel.archive': object({ channelId: id, archived: boolean }),
  'notification.read': object({ id: nullable(id) }),
  'notification.seen': object({ id: nullable(id) }),
  leave: empty,
  comeback: empty,
  'presence.watch': object({ actorIds: array(id, PRESENCE_WATCH_MAX) }),
} satisfies { [K in ClientMessageType]: Schema<ClientMessages[K]> };

const voucher = object({
  type: oneOf(...Object.values(VOUCHER_TYPE)),
  amount: integer(0),
  actorId: nullable(id),
});
const vouchers = array(voucher, 100);
const notification = object({
  id,
  type: integer(0),
  unread: boolean,
  unseen: boolean,
  text: string(0, MAX_TEXT),
  link: nullable(string(0, MAX_TEXT)),
  created: string(1, 64),
});
const url = nullable(string(0, 2_000));
const channel = object({
  id,
  actorId: id,
  guestId: id,
  unread: boolean,
  unreadCount: integer(0),
  blocked: boolean,
  archived: boolean,
  isActorOnline: boolean,
  multiChatPrice: euros,
  canVoyeurChat: boolean,
  isVoyeurInSingleChatAllowed: boolean,
  isDildocontrolAvailable: boolean,
  freeMessagesAmount: integer(0),
  messagePrice: euros,
  isMessagingFree: boolean,
  freeChat: boolean,
  subject: string(0, MAX_TEXT),
  lastMessageId: nullable(id),
  messageTimestamp: epochOrCount,
  lastViewedTimestamp: epochOrCount,
  sentDiffForHumans: string(0, 100),
  previewPictureUrl: url,
  actorName: string(1, 100),
  actorAge: nullable(integer(0, 150)),
});
const media = object({
  type: oneOf('image', 'video', 'audio'),
  origSrc: string(1, 2_000),
  src: string(1, 2_000),
  srcSet: string(0, 4_000),
  width: integer(0),
  height: integer(0),
  duration: integer(0),
  previewPicture: url,
});
const message = object({
  messageId: id,
  channelId: id,
  sender: oneOf('guest', 'actor'),
  text: string(0, MESSAGE_TEXT_MAX),
  date: string(1, 64),
  model: object({ id, name: string(1, 100) }),
  media: array(media, MESSAGE_ATTACHMENTS_MAX),
  gift: nullable(object({ id, name: string(1, 100), imageUrl: string(1, 2_000) })),
  toyControl: nullable(object({ id, displayName: string(1, 100), duration: integer(0) })),
  priceCents: integer(0),
});
const voiceCall = object({ actorId: id, idHash: string(1, 200) });

export const SERVER_DATA_SCHEMAS = {
  'session.ack': object({
    ttl: integer(1),
    guest: object({
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
  pong: object({ ttl: integer(1) }),
  error: object({ code: oneOf(...SOCKET_ERROR_CODES), message: string(0, MAX_TEXT), inReplyTo: nullable(string(0, 100)) }),
  presence: object({
    // A frame merges at most every actor's change of one interval; the bound keeps junk out of the bus.
    changes: array(object({ actorId: id, isOnline: boolean, freeChat: boolean }), 100_000),
    onlineCount: nullable(integer(0)),
  }),
  'actor.online': object({ actorId: id, freeChat: boolean }),
  'actor.offline': object({ actorId: id }),
  'avs.set': empty,
  'avs.pending': empty,
  'avs.rejected': object({ reason: string(0, MAX_TEXT) }),
  'avs.revoked': empty,
  'guest.locked': empty,
  'channel.archived': object({ channelId: id }),
  'vip.updated': object({ isVip: boolean }),
  'tv.updated': object({ isVXTVAboSubscriber: boolean }),
  'voicecall.start': voiceCall,
  'voicecall.stop': voiceCall,
  'freeshow.start': object({ actorId: id }),
  'freeshow.stop': object({ actorId: id }),
  'welcomebonus.redeemed': empty,
  'bonuscode.redeemed': object({ code: string(1, 100) }),
  'guest.balance': object({ balance: euros, balanceFormatted: string(0, 100), vouchers }),
  'oneclick.result': object({
    success: boolean,
    channelId: id,
    amount: euros,
    errorCode: nullable(string(1, 100)),
  }),
  notifications: object({
    kind: oneOf(...NOTIFICATION_KINDS),
    items: array(notification, MAX_NOTIFICATIONS),
    unreadCount: integer(0),
  }),
  'notification.new': object({ notification, unreadCount: integer(0) }),
  'notifications.marked': object({ mark: oneOf('read', 'seen'), id: nullable(id), unreadCount: integer(0) }),
  'message.new': object({ message, channel, clientId: nullable(string(1, 64)), unreadTotal: integer(0) }),
  'message.refused': object({
    clientId: string(1, 64),
    code: oneOf(...MESSAGE_REFUSAL_CODES),
    message: string(0, MAX_TEXT),
    missingCents: nullable(integer(0)),
  }),
  'channel.updated': object({ channel, unreadTotal: integer(0) }),
  'message.price': object({ channelId: id, actorId: id, freeMessagesAmount: integer(0), messagePrice: euros, isMessagingFree: boolean }),
  channels: object({
    filter: oneOf(...CHANNEL_FILTERS),
    onlineOnly: boolean,
    offset: integer(0),
    items: array(channel, PAGING.messengerChannels),
  }),
  'loyalty.changed': object({ points: integer(0) }),
  'chat.end': object({ actorId: id, exitCode: integer(0), sessionId: nullable(id) }),
  'chat.started': object({
    sessionId: id,
    actorId: id,
    kind: oneOf(...CHAT_KINDS),
    priceCents: integer(0),
    startedAt: epochOrCount,
    streamUrl: string(1, 2_000),
  }),
  'chat.toy': object({
    sessionId: id,
    actorId: id,
    toyControl: nullable(object({ id, displayName: string(1, 100), duration: integer(0) })),
    priceCents: integer(0),
    success: boolean,
    errorCode: nullable(string(1, 40)),
  }),
  'chat.message': object({ sessionId: id, actorId: id, sender: oneOf('guest', 'actor'), text: string(1, CHAT_TEXT_MAX), at: epochOrCount }),
  'ticketshow.invitation': object({ showId: id, actorId: id, title: string(0, 500), start: epochOrCount }),
  'page.reload': empty,
  'live.reaction': object({ actorId: id, reaction: string(1, 100), sender: oneOf('guest', 'actor') }),
  'contest.voting': object({ contestId: id, mediaId: id, votes: integer(0) }),
  'clashofcams.voting': object({
    clashId: id,
    actorId: id,
    votes: integer(0),
    standings: array(object({ actorId: id, votes: integer(0) }), CLASH_MAX_ACTORS),
  }),
  'email.verified': empty,
  'feed.tipped': object({
    postId: id,
    goalCoins: integer(0),
    tipsSumCoins: integer(0),
    progressPercent: integer(0, 100),
    achieved: boolean,
  }),
} satisfies { [K in ServerMessageType]: Schema<ServerMessages[K]> };
