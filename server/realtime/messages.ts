// What the server does with each client message (spec part 2 §4, §6, §7.13). A frame reaches
// these handlers only once it is valid (frames.ts); before that the session rules apply here:
// nothing but session.request before the session is acknowledged, login-only actions refused
// for anonymous sessions. Features of later issues answer NOT_AVAILABLE instead of faking a
// result, so a client never believes a pin or a payment happened. Pins and one-click charges
// are real (server/domain/pins.ts, wallet.ts); the messenger's frames are in messengerFrames.ts.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  type ClientFrame,
  type ClientMessages,
  type ClientMessageType,
  type GuestSnapshot,
  LOGIN_ONLY_MESSAGES,
} from '../../src/contract/socket.ts';
import type { Database } from '../db/schema.ts';
import { resolveToken, resolveTokenHash, type TokenLifetimes } from '../domain/accessTokens.ts';
import type { MessengerEvents } from '../domain/messengerEvents.ts';
import { pin, pinnedActorIds, unpin } from '../domain/pins.ts';
import { onlineActorIds } from '../domain/presence.ts';
import { owedInvitations } from '../domain/shows.ts';
import { topUp } from '../domain/wallet.ts';
import { ApiError } from '../errors.ts';
import type { EventBus } from './bus.ts';
import type { ChatBilling } from './chatBilling.ts';
import { chatLeave, chatMessage, chatReaction, chatStart, chatToy } from './chatFrames.ts';
import type { Connection, ConnectionRegistry } from './connections.ts';
import { channelArchive, channelRead, channelsLoad, messageSend, notificationMark, notificationsRequest } from './messengerFrames.ts';
import type { PresenceHub } from './presenceHub.ts';
import { anonymousSnapshot, guestSnapshot } from './snapshot.ts';

export interface MessageContext {
  db: Kysely<Database>;
  registry: ConnectionRegistry;
  /** Who hears which actor's presence (presence.watch, pins). */
  presence: PresenceHub;
  connection: Connection;
  /** Seconds, told in session.ack and pong. */
  ttl: number;
  /** The event bus: what a frame causes reaches the guest's sockets on every server process. */
  bus: EventBus;
  /** Guests' messages taken on this process (the simulator answers them). */
  messenger: MessengerEvents;
  /** The live chats billed by this process. */
  chats: ChatBilling;
  /** LIVE_STREAM_URL: the HLS address a chat plays, `{actorId}` replaced. */
  liveStreamUrl: string;
  /** The access tokens' lifetimes: an expired token gets INVALID_TOKEN, its live session session.expired. */
  tokenLifetimes: TokenLifetimes;
}

function refuseWith(context: MessageContext, code: 'VALIDATION_FAILED' | 'INTERNAL', message: string, inReplyTo: ClientMessageType): void {
  context.registry.send(context.connection, { type: 'error', data: { code, message, inReplyTo } });
}

/** pin / unpin: an unknown target is refused with VALIDATION_FAILED; pinning twice changes nothing. */
async function pinFrame(context: MessageContext, data: ClientMessages['pin'], type: 'pin' | 'unpin'): Promise<void> {
  const guestId = context.connection.session!.guestId!;
  try {
    await (type === 'pin' ? pin(context.db, guestId, data.kind, data.id) : unpin(context.db, guestId, data.kind, data.id));
  } catch (error) {
    if (error instanceof ApiError && error.code === 'VALIDATION_FAILED')
      return refuseWith(context, 'VALIDATION_FAILED', error.message, type);
    throw error;
  }
  // A pinned actor's presence reaches the guest's sockets on this process whatever they show;
  // the guest's sockets on other processes read the pins at their next session.request.
  if (data.kind === 'actor') {
    const sockets = [...(context.registry.byGuest.get(guestId) ?? [])];
    await Promise.all(sockets.map((connection) => context.presence.pinChanged(connection, data.id, type === 'pin')));
  }
}

/** oneclick.charge: a top-up of `amount` euros through the saved method, answered with oneclick.result. */
async function oneClickCharge(context: MessageContext, data: ClientMessages['oneclick.charge']): Promise<void> {
  const guestId = context.connection.session!.guestId!;
  const answer = (success: boolean, errorCode: string | null) =>
    context.registry.send(context.connection, {
      type: 'oneclick.result',
      data: { success, channelId: data.channelId, amount: data.amount, errorCode },
    });
  try {
    const outcome = await topUp(context.db, context.bus, {
      guestId,
      flow: 'oneclick',
      amountCents: Math.round(data.amount * 100),
      method: { kind: 'saved' },
      // Each frame is one click: a click sent again is a new charge, as the guest meant.
      idempotencyKey: `oneclick:${randomUUID()}`,
    });
    answer(outcome.status === 'succeeded', outcome.declineReason);
  } catch (error) {
    if (error instanceof ApiError) return answer(false, error.code);
    throw error;
  }
}

type Handlers = { [K in ClientMessageType]: (context: MessageContext, data: ClientMessages[K]) => Promise<void> | void };

function refuse(context: MessageContext, code: 'INVALID_TOKEN' | 'NOT_AVAILABLE', message: string, inReplyTo: ClientMessageType): void {
  context.registry.send(context.connection, { type: 'error', data: { code, message, inReplyTo } });
}

const HANDLERS = {
  async 'session.request'(context, { token }) {
    const owner = await resolveToken(context.db, token, context.tokenLifetimes);
    let guest: GuestSnapshot | null = null;
    if (owner)
      guest =
        owner.guestId === null
          ? anonymousSnapshot(context.connection.language)
          : await guestSnapshot(context.db, owner.guestId, context.connection.language, context.bus);
    if (!owner || !guest) {
      // The socket stays open: the client may fetch a new token and ask again.
      refuse(
        context,
        'INVALID_TOKEN',
        'The access token is unknown, malformed, expired or revoked: get a new one from POST /api/v1/auth/anonymous and send session.request again.',
        'session.request',
      );
      return;
    }
    // The pinned actors are followed before the online list is read: no change falls between.
    await context.presence.setPinned(context.connection, owner.guestId === null ? [] : await pinnedActorIds(context.db, owner.guestId));
    const actorIds = await onlineActorIds(context.db);
    context.registry.bind(context.connection, owner);
    context.registry.send(context.connection, { type: 'session.ack', data: { ttl: context.ttl, guest, onlineActorIds: actorIds } });
    context.presence.sessionStarted(context.connection);
    // A ticket show that started while this guest had no socket: invited now.
    if (owner.guestId !== null)
      for (const invitation of await owedInvitations(context.db, owner.guestId, context.connection.language))
        context.registry.send(context.connection, { type: 'ticketshow.invitation', data: invitation });
  },

  'presence.watch': (context, { actorIds }) => context.presence.setWatched(context.connection, actorIds),

  async ping(context) {
    const session = context.connection.session!;
    // A token revoked or expired since the session began ends the session now (and on every local socket of that token).
    if (!(await resolveTokenHash(context.db, session.tokenHash, context.tokenLifetimes))) {
      context.registry.deliver({ target: { kind: 'token', tokenHash: session.tokenHash }, frame: { type: 'session.expired', data: {} } });
      return;
    }
    context.registry.send(context.connection, { type: 'pong', data: { ttl: context.ttl } });
  },

  leave(context) {
    context.connection.isAway = true;
  },
  comeback(context) {
    context.connection.isAway = false;
  },

  'notifications.request': notificationsRequest,
  'notification.read': (context, data) => notificationMark(context, 'read', data),
  'notification.seen': (context, data) => notificationMark(context, 'seen', data),
  'message.send': messageSend,
  'channel.read': channelRead,
  'channels.load': channelsLoad,
  'channel.archive': channelArchive,
  'chat.start': chatStart,
  'chat.leave': chatLeave,
  'chat.message': chatMessage,
  'chat.toy': chatToy,
  'chat.reaction': chatReaction,
  'oneclick.charge': (context, data) => oneClickCharge(context, data),
  pin: (context, data) => pinFrame(context, data, 'pin'),
  unpin: (context, data) => pinFrame(context, data, 'unpin'),
} satisfies Handlers;

const LOGIN_ONLY: ReadonlySet<ClientMessageType> = new Set(LOGIN_ONLY_MESSAGES);

/** Handles one valid frame: session rules first, then the type's handler. */
export async function handleMessage(context: MessageContext, frame: ClientFrame): Promise<void> {
  const { connection, registry } = context;
  if (frame.type !== 'session.request') {
    if (!connection.session) {
      registry.send(connection, {
        type: 'error',
        data: { code: 'NO_SESSION', message: `Send session.request and wait for session.ack before ${frame.type}.`, inReplyTo: frame.type },
      });
      return;
    }
    if (LOGIN_ONLY.has(frame.type) && connection.session.guestId === null) {
      registry.send(connection, {
        type: 'error',
        data: {
          code: 'LOGIN_REQUIRED',
          message: `${frame.type} needs a logged-in guest; log in and send it again.`,
          inReplyTo: frame.type,
        },
      });
      return;
    }
  }
  const handler = HANDLERS[frame.type] as (context: MessageContext, data: unknown) => Promise<void> | void;
  await handler(context, frame.data);
}
