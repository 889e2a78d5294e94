// The real-time socket protocol (spec part 1 §4, part 2 §4 and §7.13): JSON frames
// `{ type, data }` over one WebSocket at SOCKET_PATH. Every message is declared once here;
// the server and the client switch over these unions, so an unknown type is a compile error.
// Types only, plus the lists of names (for the server's frame validation and tests).

import type { ChatKind, LiveReaction } from './chat.ts';
import type { ClashStanding } from './clashOfCams.ts';
import type { Notification, Voucher } from './entities.ts';
import type { Channel, MessengerMessage } from './messenger.ts';

/** Kinds of favourite a guest can pin (spec part 1 §4, Pinning). */
export type PinKind = 'actor' | 'album' | 'picture' | 'sedcard';
export const PIN_KINDS = ['actor', 'album', 'picture', 'sedcard'] as const satisfies readonly PinKind[];
/** The two notification lists of the navbar and the floating toasts. */
export type NotificationKind = 'navbar' | 'floating';

// --- client -> server ---------------------------------------------------------------------

export interface ClientMessages {
  /** Asked for as soon as the socket opens; everything else waits for `session.ack`. */
  'session.request': { token: string };
  ping: Record<string, never>;
  /** The newest notifications of one list (5, spec part 2 §9). */
  'notifications.request': { kind: NotificationKind; limit: number };
  /**
   * clientId: the sending tab's id for this message (a UUID); a message sent again with the same
   * id (after a reconnect) is stored and charged once.
   */
  'message.send': {
    clientId: string;
    actorId: number;
    text: string;
    attachments: { type: 'picture' | 'video'; id: number }[];
    giftId: number | null;
    toyControlId: number | null;
  };
  /** The guest opened a channel: it is read now (spec part 1 §4 Channel). */
  'channel.read': { channelId: number };
  /** Start a live chat of a kind (live chat issue); answered with chat.started or chat.end. */
  'chat.start': { actorId: number; kind: ChatKind };
  /** The guest leaves the chat (client exit code 100). */
  'chat.leave': { sessionId: number };
  /** A text line in a running chat. */
  'chat.message': { sessionId: number; text: string };
  /** A live reaction in a running chat (every tab shows it as live.reaction). */
  'chat.reaction': { sessionId: number; reaction: LiveReaction };
  /** Controls the actor's toy in a running chat (actors with toy control; charged at its price). */
  'chat.toy': { sessionId: number; toyControlId: number };
  'oneclick.charge': { amount: number; channelId: number };
  pin: { kind: PinKind; id: number };
  unpin: { kind: PinKind; id: number };
  'channels.load': { offset: number; first: number; filter: 'newest' | 'archived' | 'unread' | 'blocked'; onlineOnly: boolean };
  'channel.archive': { channelId: number; archived: boolean };
  /** One notification, or all of them when id is null. */
  'notification.read': { id: number | null };
  'notification.seen': { id: number | null };
  /** Every tab of the guest is hidden (sent once) / one shows again (sent once). */
  leave: Record<string, never>;
  comeback: Record<string, never>;
  /**
   * The actors this browser's screens show (the union over its tabs), replacing the list sent
   * before (issue 23): the socket hears presence changes of these and of the guest's pinned
   * actors only. The current state of each newly listed actor follows in the next presence frame.
   */
  'presence.watch': { actorIds: number[] };
}
export type ClientMessageType = keyof ClientMessages;
export type ClientFrame = { [K in ClientMessageType]: { type: K; data: ClientMessages[K] } }[ClientMessageType];

export const CLIENT_MESSAGE_TYPES = [
  'session.request',
  'ping',
  'notifications.request',
  'message.send',
  'channel.read',
  'chat.start',
  'chat.leave',
  'chat.message',
  'chat.reaction',
  'chat.toy',
  'oneclick.charge',
  'pin',
  'unpin',
  'channels.load',
  'channel.archive',
  'notification.read',
  'notification.seen',
  'leave',
  'comeback',
  'presence.watch',
] as const satisfies readonly ClientMessageType[];

/** Actions that need a logged-in guest (spec part 2 §6); an anonymous session gets an error frame. */
export const LOGIN_ONLY_MESSAGES = [
  'notifications.request',
  'message.send',
  'channel.read',
  'chat.start',
  'chat.leave',
  'chat.message',
  'chat.reaction',
  'chat.toy',
  'oneclick.charge',
  'pin',
  'unpin',
  'channels.load',
  'channel.archive',
  'notification.read',
  'notification.seen',
] as const satisfies readonly ClientMessageType[];

/** Why a message was not sent; nothing was stored or charged. */
export type MessageRefusalCode =
  | 'NOT_ENOUGH_MONEY'
  | 'CHANNEL_BLOCKED'
  | 'NOT_FOUND'
  | 'VIP_REQUIRED'
  | 'NOT_AVAILABLE'
  | 'VALIDATION_FAILED';
export const MESSAGE_REFUSAL_CODES = [
  'NOT_ENOUGH_MONEY',
  'CHANNEL_BLOCKED',
  'NOT_FOUND',
  'VIP_REQUIRED',
  'NOT_AVAILABLE',
  'VALIDATION_FAILED',
] as const satisfies readonly MessageRefusalCode[];

// --- server -> client ---------------------------------------------------------------------

/** An actor's presence after a change: online or not, in a free show or not (never while offline). */
export interface PresenceChange {
  actorId: number;
  isOnline: boolean;
  freeChat: boolean;
}

export interface GuestSnapshot {
  guestId: number | null;
  isLoggedIn: boolean;
  balance: number;
  balanceFormatted: string;
  vouchers: Voucher[];
  loyaltyPoints: number;
  isVip: boolean;
  /** VIP also counts as TV subscriber (spec part 1 §3). */
  isVXTVAboSubscriber: boolean;
  avsStatus: 'unknown' | 'pending' | 'accepted' | 'rejected';
  hasAvs: boolean;
  unreadMessages: number;
  /** A restricted guest gets the compensation flow instead of paying (spec part 1 §3, §4). */
  isRestricted: boolean;
  restrictionLevel: number;
}

export interface ServerMessages {
  /** The session is bound to the token; ttl in seconds until it expires unless renewed by pings. */
  'session.ack': { ttl: number; guest: GuestSnapshot; onlineActorIds: number[] };
  'session.expired': Record<string, never>;
  pong: { ttl: number };
  /** A refused frame: the connection stays open and nothing changed. */
  error: { code: SocketErrorCode; message: string; inReplyTo: string | null };
  /**
   * Presence changes of the actors this socket watches or pinned, merged over PRESENCE_BATCH_MS
   * (the last state per actor), and the site-wide count of online actors when it changed
   * (at most once per ONLINE_COUNT_MS; null: unchanged). One frame per socket per interval.
   */
  presence: { changes: PresenceChange[]; onlineCount: number | null };
  /** Sent by the internal emit route only; the server's own presence goes out as `presence`. */
  'actor.online': { actorId: number; freeChat: boolean };
  'actor.offline': { actorId: number };
  'avs.set': Record<string, never>;
  'avs.pending': Record<string, never>;
  'avs.rejected': { reason: string };
  'avs.revoked': Record<string, never>;
  'guest.locked': Record<string, never>;
  'channel.archived': { channelId: number };
  'vip.updated': { isVip: boolean };
  'tv.updated': { isVXTVAboSubscriber: boolean };
  'voicecall.start': { actorId: number; idHash: string };
  'voicecall.stop': { actorId: number; idHash: string };
  'freeshow.start': { actorId: number };
  'freeshow.stop': { actorId: number };
  'welcomebonus.redeemed': Record<string, never>;
  'bonuscode.redeemed': { code: string };
  'guest.balance': { balance: number; balanceFormatted: string; vouchers: Voucher[] };
  'oneclick.result': { success: boolean; channelId: number; amount: number; errorCode: string | null };
  notifications: { kind: NotificationKind; items: Notification[]; unreadCount: number };
  /** A new notification (shown as a floating one); unreadCount of the navbar list. */
  'notification.new': { notification: Notification; unreadCount: number };
  /** One notification (id) or all (null) marked read or seen, in every tab; unreadCount after it. */
  'notifications.marked': { mark: 'read' | 'seen'; id: number | null; unreadCount: number };
  /**
   * A message in one of the guest's channels, the guest's own (every tab; clientId tells the
   * sending tab which of its pending messages went out) or the actor's. unreadTotal: all channels.
   */
  'message.new': { message: MessengerMessage; channel: Channel; clientId: string | null; unreadTotal: number };
  /** A message.send that was not carried out: nothing stored, nothing charged. */
  'message.refused': { clientId: string; code: MessageRefusalCode; message: string; missingCents: number | null };
  /** A channel changed (read, archived, blocked, the actor's state); unreadTotal: all channels. */
  'channel.updated': { channel: Channel; unreadTotal: number };
  /** The message-price notice (spec part 1 §4): free messages left, price and the free flag. */
  'message.price': { channelId: number; actorId: number; freeMessagesAmount: number; messagePrice: number; isMessagingFree: boolean };
  /** The answer to channels.load. */
  channels: { filter: 'newest' | 'archived' | 'unread' | 'blocked'; onlineOnly: boolean; offset: number; items: Channel[] };
  'loyalty.changed': { points: number };
  /** A live chat ended (or never started: a pre-chat exit code); sessionId null when none began. */
  'chat.end': { actorId: number; exitCode: number; sessionId: number | null };
  /** A live chat began: its first minute is charged; streamUrl plays the actor's live stream. */
  'chat.started': { sessionId: number; actorId: number; kind: ChatKind; priceCents: number; startedAt: number; streamUrl: string };
  /** A text line in a live chat, the guest's or the actor's. */
  'chat.message': { sessionId: number; actorId: number; sender: 'guest' | 'actor'; text: string; at: number };
  /** A toy control in a live chat: done (and charged) or refused with why (notAvailable, notEnoughMoney, notFound). */
  'chat.toy': {
    sessionId: number;
    actorId: number;
    toyControl: { id: number; displayName: string; duration: number } | null;
    priceCents: number;
    success: boolean;
    errorCode: string | null;
  };
  'ticketshow.invitation': { showId: number; actorId: number; title: string; start: number };
  'page.reload': Record<string, never>;
  /** A live reaction in a chat: the guest's own (from any tab) or the actor's; sender says whose. */
  'live.reaction': { actorId: number; reaction: string; sender: 'guest' | 'actor' };
  'contest.voting': { contestId: number; mediaId: number; votes: number };
  /** A vote counted in a clash of cams: the actor's new total and every actor's standing after it (every tab of every guest). */
  'clashofcams.voting': { clashId: number; actorId: number; votes: number; standings: ClashStanding[] };
  'email.verified': Record<string, never>;
  /** A feed post's tipping goal after a tip (issue 12): every tab of every guest, so each feed on screen moves its goal bar. */
  'feed.tipped': { postId: number; goalCoins: number; tipsSumCoins: number; progressPercent: number; achieved: boolean };
}
export type ServerMessageType = keyof ServerMessages;
export type ServerFrame = { [K in ServerMessageType]: { type: K; data: ServerMessages[K] } }[ServerMessageType];

export const SERVER_MESSAGE_TYPES = [
  'session.ack',
  'session.expired',
  'pong',
  'error',
  'actor.online',
  'actor.offline',
  'avs.set',
  'avs.pending',
  'avs.rejected',
  'avs.revoked',
  'guest.locked',
  'channel.archived',
  'vip.updated',
  'tv.updated',
  'voicecall.start',
  'voicecall.stop',
  'freeshow.start',
  'freeshow.stop',
  'welcomebonus.redeemed',
  'bonuscode.redeemed',
  'guest.balance',
  'oneclick.result',
  'notifications',
  'notification.new',
  'notifications.marked',
  'message.new',
  'message.refused',
  'channel.updated',
  'message.price',
  'channels',
  'loyalty.changed',
  'chat.end',
  'chat.started',
  'chat.message',
  'chat.toy',
  'ticketshow.invitation',
  'page.reload',
  'live.reaction',
  'contest.voting',
  'clashofcams.voting',
  'email.verified',
  'feed.tipped',
  'presence',
] as const satisfies readonly ServerMessageType[];

/** Why a frame was refused. INTERNAL: the server failed (database down); the frame may be sent again. */
export type SocketErrorCode =
  | 'BAD_FRAME'
  | 'UNKNOWN_TYPE'
  | 'VALIDATION_FAILED'
  | 'FRAME_TOO_LARGE'
  | 'NO_SESSION'
  | 'INVALID_TOKEN'
  | 'LOGIN_REQUIRED'
  | 'NOT_AVAILABLE'
  | 'RATE_LIMITED'
  | 'INTERNAL';
export const SOCKET_ERROR_CODES = [
  'BAD_FRAME',
  'UNKNOWN_TYPE',
  'VALIDATION_FAILED',
  'FRAME_TOO_LARGE',
  'NO_SESSION',
  'INVALID_TOKEN',
  'LOGIN_REQUIRED',
  'NOT_AVAILABLE',
  'RATE_LIMITED',
  'INTERNAL',
] as const satisfies readonly SocketErrorCode[];

/** The largest frame the server reads, in bytes; a larger one is refused with an error frame. */
export const MAX_FRAME_BYTES = 64 * 1024;

/**
 * Presence (issue 23, docs/decisions.md): changes wait at most PRESENCE_BATCH_MS on the server
 * and go out merged, one frame per socket; the site-wide online count at most once per
 * ONLINE_COUNT_MS. A watch list holds at most PRESENCE_WATCH_MAX actors (every tab's screen).
 */
export const PRESENCE_BATCH_MS = 50;
export const ONLINE_COUNT_MS = 1_000;
export const PRESENCE_WATCH_MAX = 1_000;

// Compile-time proof that the name lists above name every message of the unions.
type Unlisted<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : Exclude<All, Listed>;
export const EVERY_CLIENT_TYPE_LISTED: Unlisted<ClientMessageType, (typeof CLIENT_MESSAGE_TYPES)[number]> = true;
export const EVERY_SERVER_TYPE_LISTED: Unlisted<ServerMessageType, (typeof SERVER_MESSAGE_TYPES)[number]> = true;
export const EVERY_PIN_KIND_LISTED: Unlisted<PinKind, (typeof PIN_KINDS)[number]> = true;
export const EVERY_MESSAGE_REFUSAL_CODE_LISTED: Unlisted<MessageRefusalCode, (typeof MESSAGE_REFUSAL_CODES)[number]> = true;
export const EVERY_SOCKET_ERROR_CODE_LISTED: Unlisted<SocketErrorCode, (typeof SOCKET_ERROR_CODES)[number]> = true;
