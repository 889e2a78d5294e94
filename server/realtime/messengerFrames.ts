// The messenger's and the notifications' socket frames (spec part 2 §7.13): send a message,
// read, load and archive channels, ask for notifications and mark them read or seen. The rules
// live in server/domain/messengerSending.ts, messengerChannels.ts and notifications.ts; this turns
// frames into calls and answers, and tells every tab of the guest through the bus.

import { PAGING } from '../../src/contract/constants.ts';
import { filterChannels } from '../../src/contract/messenger.ts';
import type { ClientMessages } from '../../src/contract/socket.ts';
import { publishBalance } from '../domain/balancePublishing.ts';
import { archiveChannel, listChannels, markChannelRead } from '../domain/messengerChannels.ts';
import { publishChannel, publishMessage, publishPriceNotice } from '../domain/messengerEvents.ts';
import { MessageRefusal, sendMessage } from '../domain/messengerSending.ts';
import { listNotifications, markNotifications, unreadNotifications } from '../domain/notifications.ts';
import { ApiError } from '../errors.ts';
import type { MessageContext } from './messages.ts';

const guestOf = (context: MessageContext) => context.connection.session!.guestId!;

export async function messageSend(context: MessageContext, data: ClientMessages['message.send']): Promise<void> {
  const guestId = guestOf(context);
  let result;
  try {
    result = await sendMessage(context.db, { guestId, ...data });
  } catch (error) {
    if (!(error instanceof MessageRefusal)) throw error;
    context.registry.send(context.connection, {
      type: 'message.refused',
      data: { clientId: data.clientId, code: error.code, message: error.message, missingCents: error.missingCents },
    });
    return;
  }
  if (result.isNew && result.price && result.price.totalCents > 0) await publishBalance(context.db, context.bus, guestId);
  await publishMessage(context.db, context.bus, {
    guestId,
    channelId: result.channelId,
    messageId: result.messageId,
    clientId: data.clientId,
  });
  // a free message used: the message-price notice (spec part 1 §4) tells every tab what the next one costs
  if (result.isNew && result.price?.messagePaidBy === 'freeMessage')
    await publishPriceNotice(context.db, context.bus, guestId, result.channelId);
  if (result.isNew)
    context.messenger.emitGuestMessage({
      guestId,
      actorId: data.actorId,
      channelId: result.channelId,
      messageId: result.messageId,
      text: data.text,
      language: context.connection.pageLanguage,
    });
}

/**
 * A frame about one of the guest's channels: an unknown one (or another guest's) is refused to
 * the sender alone and tells no tab anything; the rest is told to every tab. Answers whether
 * the change happened.
 */
async function onChannel(
  context: MessageContext,
  type: 'channel.read' | 'channel.archive',
  channelId: number,
  change: () => Promise<void>,
): Promise<boolean> {
  try {
    await change();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_FOUND') {
      context.registry.send(context.connection, {
        type: 'error',
        data: { code: 'VALIDATION_FAILED', message: error.message, inReplyTo: type },
      });
      return false;
    }
    throw error;
  }
  await publishChannel(context.db, context.bus, guestOf(context), channelId);
  return true;
}

export async function channelRead(context: MessageContext, data: ClientMessages['channel.read']): Promise<void> {
  await onChannel(context, 'channel.read', data.channelId, () => markChannelRead(context.db, guestOf(context), data.channelId));
}

export async function channelArchive(context: MessageContext, data: ClientMessages['channel.archive']): Promise<void> {
  const archived = await onChannel(context, 'channel.archive', data.channelId, () =>
    archiveChannel(context.db, guestOf(context), data.channelId, data.archived),
  );
  // only an archive that happened is announced: a refused one must not make any tab drop the channel
  if (archived && data.archived)
    await context.bus.publish({
      target: { kind: 'guest', guestId: guestOf(context) },
      frame: { type: 'channel.archived', data: { channelId: data.channelId } },
    });
}

/** channels.load: the view's channels (filter and online-only by the spec's rules), newest first. */
export async function channelsLoad(context: MessageContext, data: ClientMessages['channels.load']): Promise<void> {
  const all = await listChannels(context.db, guestOf(context), { first: PAGING.messengerChannels, offset: 0 }, context.connection.language);
  const items = filterChannels(all, data).slice(data.offset, data.offset + data.first);
  context.registry.send(context.connection, {
    type: 'channels',
    data: { filter: data.filter, onlineOnly: data.onlineOnly, offset: data.offset, items },
  });
}

export async function notificationsRequest(context: MessageContext, data: ClientMessages['notifications.request']): Promise<void> {
  const guestId = guestOf(context);
  const [items, unreadCount] = await Promise.all([
    listNotifications(context.db, guestId, data.kind, data.limit, context.connection.language),
    unreadNotifications(context.db, guestId),
  ]);
  context.registry.send(context.connection, { type: 'notifications', data: { kind: data.kind, items, unreadCount } });
}

export const notificationMark = (context: MessageContext, mark: 'read' | 'seen', data: ClientMessages['notification.read']) =>
  markNotifications(context.db, context.bus, guestOf(context), mark, data.id);
