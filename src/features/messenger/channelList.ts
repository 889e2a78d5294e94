// The channel list's state changes (spec part 1 §4 Channel): selecting, archiving, the actor's
// presence and free show, the message-price notice, and the server's newer version of a
// channel. Pure functions over plain data; store.ts applies them to the valtio store. Which
// channels a view shows is the contract's filterChannels (src/contract/messenger.ts).
import type { Channel } from '../../contract/messenger.ts';
import type { ServerMessages } from '../../contract/socket.ts';

/**
 * What the page has open. `channelId`: the channel selected in the list (highlighted, read).
 * `actorId`: whose conversation is shown; it stays when the selected channel is archived.
 */
export interface Selection {
  channelId: number | null;
  actorId: number | null;
}

export const NO_SELECTION: Selection = { channelId: null, actorId: null };

/** The unread total after reading `count` messages: never below 0 (spec part 1 §4). */
export function dropUnread(total: number, count: number): number {
  return Math.max(0, total - count);
}

/** The server's version of a channel replaces ours; one we did not know yet is added. */
export function upsertChannel(channels: readonly Channel[], channel: Channel): Channel[] {
  const index = channels.findIndex((item) => item.id === channel.id);
  if (index === -1) return [...channels, channel];
  return channels.map((item, at) => (at === index ? channel : item));
}

/** Changes the channels that match `where` with `change`; the others stay the same objects. */
function changeWhere(channels: readonly Channel[], where: (channel: Channel) => boolean, change: Partial<Channel>): Channel[] {
  return channels.map((channel) => (where(channel) ? { ...channel, ...change } : channel));
}

export interface Selected {
  channels: Channel[];
  unreadTotal: number;
  selection: Selection;
}

/**
 * Selecting a channel reads it (spec part 1 §4): the unread total drops by its unread count,
 * floored at 0, its count goes to 0, and its last-viewed ordering advances to `now`. Its
 * message ordering (messageTimestamp) stays the server's: the list does not jump under the
 * pointer, and the server's channel.updated that follows agrees.
 */
export function selectChannel(channels: readonly Channel[], unreadTotal: number, channelId: number, now: number): Selected | null {
  const channel = channels.find((item) => item.id === channelId);
  if (!channel) return null;
  return {
    channels: changeWhere(channels, (item) => item.id === channelId, {
      unread: false,
      unreadCount: 0,
      lastViewedTimestamp: Math.max(now, channel.lastViewedTimestamp),
    }),
    unreadTotal: dropUnread(unreadTotal, channel.unreadCount),
    selection: { channelId, actorId: channel.actorId },
  };
}

/**
 * A channel was archived (spec part 1 §4): the selected one is reselected by its actor without
 * being selected (its conversation stays open, nothing is highlighted or read); another one
 * leaves the views that hide archived channels. It is kept, flagged, for the archived view.
 */
export function archiveChannel(
  channels: readonly Channel[],
  selection: Selection,
  channelId: number,
): { channels: Channel[]; selection: Selection } {
  const archived = changeWhere(channels, (item) => item.id === channelId, { archived: true });
  if (selection.channelId !== channelId) return { channels: archived, selection };
  const actorId = channels.find((item) => item.id === channelId)?.actorId ?? selection.actorId;
  return { channels: archived, selection: { channelId: null, actorId } };
}

/** An actor came online or went offline (spec part 1 §4); offline also ends a free show. */
export function setActorOnline(channels: readonly Channel[], actorId: number, online: boolean, freeChat = false): Channel[] {
  return changeWhere(channels, (item) => item.actorId === actorId, { isActorOnline: online, freeChat: online && freeChat });
}

/** A free show started or stopped: the channel's freeChat follows (spec part 1 §4). */
export function setFreeChat(channels: readonly Channel[], actorId: number, freeChat: boolean): Channel[] {
  return changeWhere(channels, (item) => item.actorId === actorId, { freeChat });
}

/** The message-price notice: free messages left, price and the free flag (spec part 1 §4). */
export function applyPriceNotice(channels: readonly Channel[], notice: ServerMessages['message.price']): Channel[] {
  return changeWhere(channels, (item) => item.id === notice.channelId, {
    freeMessagesAmount: notice.freeMessagesAmount,
    messagePrice: notice.messagePrice,
    isMessagingFree: notice.isMessagingFree,
  });
}

/** Actors without the one that went offline (spec part 1 §4: offline leaves the recommendations). */
export function withoutActor<T extends { id: number }>(actors: readonly T[], actorId: number): T[] {
  return actors.filter((actor) => actor.id !== actorId);
}
