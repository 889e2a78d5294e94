// How server events change presence (spec part 1 §4: actor online/offline, free show
// start/stop). Plain functions over a plain object, shared by the tab's presence store and the
// socket owner's snapshot.
import type { PresenceChange, ServerFrame, ServerMessages } from '../contract/socket.ts';
import type { PresenceData } from './presenceRules.ts';

/** Replaces `presence` with another (a replayed snapshot), in place. */
export function replacePresence(presence: PresenceData, next: Readonly<PresenceData>): void {
  presence.synced = next.synced;
  presence.online = { ...next.online };
  presence.freeChat = { ...next.freeChat };
  presence.onlineCount = next.onlineCount;
}

/**
 * Applies a presence frame (issue 23: merged changes of the watched and pinned actors, the
 * site-wide count) in place; answers the changes that changed something here. A change may be
 * the state of a newly watched actor that is the same as known: listeners that count
 * (favourites online) hear only real changes.
 */
export function applyPresenceChanges(presence: PresenceData, data: ServerMessages['presence']): PresenceChange[] {
  const changed: PresenceChange[] = [];
  for (const change of data.changes) {
    const freeChat = change.isOnline && change.freeChat;
    const known = presence.online[change.actorId] ?? (presence.synced ? false : undefined);
    const knownFreeChat = presence.freeChat[change.actorId] ?? (presence.synced ? false : undefined);
    if (known !== change.isOnline || knownFreeChat !== freeChat) changed.push(change);
    presence.online[change.actorId] = change.isOnline;
    presence.freeChat[change.actorId] = freeChat;
  }
  if (data.onlineCount !== null) presence.onlineCount = data.onlineCount;
  return changed;
}

/** Applies one server frame to `presence` in place; returns whether it concerned presence. */
export function applyPresenceFrame(presence: PresenceData, frame: ServerFrame): boolean {
  switch (frame.type) {
    case 'session.ack': {
      // The acknowledgement carries the full list; free shows are not in it and are kept for
      // actors still online.
      const online: Record<number, boolean> = {};
      for (const id of frame.data.onlineActorIds) online[id] = true;
      const freeChat: Record<number, boolean> = {};
      for (const id of Object.keys(presence.freeChat).map(Number)) if (online[id] && presence.freeChat[id]) freeChat[id] = true;
      replacePresence(presence, { synced: true, online, freeChat, onlineCount: frame.data.onlineActorIds.length });
      return true;
    }
    case 'presence':
      applyPresenceChanges(presence, frame.data);
      return true;
    case 'actor.online':
      presence.online[frame.data.actorId] = true;
      presence.freeChat[frame.data.actorId] = frame.data.freeChat;
      return true;
    case 'actor.offline':
      presence.online[frame.data.actorId] = false;
      presence.freeChat[frame.data.actorId] = false;
      return true;
    case 'freeshow.start':
      presence.freeChat[frame.data.actorId] = true;
      return true;
    case 'freeshow.stop':
      presence.freeChat[frame.data.actorId] = false;
      return true;
    default:
      return false;
  }
}
