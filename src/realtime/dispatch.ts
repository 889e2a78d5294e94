// Every server frame a tab receives, to the store it changes (spec part 1 §4, Server events).
// The switch names every type of the contract's union: a new message type is a compile error
// here until someone decides where it goes. Areas without a store yet (messenger, notifications,
// shows, contests) subscribe with onServerFrame.
import type { ServerFrame, ServerMessages, ServerMessageType } from '../contract/socket.ts';
import { updateGuest } from '../state/guest.ts';
import { applyGuestFrame } from '../state/guestEvents.ts';
import { updatePresence } from '../state/presence.ts';
import { applyPresenceChanges, applyPresenceFrame } from '../state/presenceEvents.ts';

const applyGuestEvent = (frame: ServerFrame) => updateGuest((guest) => applyGuestFrame(guest, frame));
const applyPresenceEvent = (frame: ServerFrame) => updatePresence((presence) => applyPresenceFrame(presence, frame));

/** What a frame can make the page do; client.ts gives the browser's, tests give fakes. */
export interface DispatchEffects {
  /** guest.locked: drop the token and reload to home. */
  logOut(): void;
  /** page.reload. */
  reloadPage(): void;
  /** A refused frame, for developers. */
  reportError(data: ServerMessages['error']): void;
}

type Listener<K extends ServerMessageType> = (data: ServerMessages[K]) => void;
const listeners = new Map<ServerMessageType, Set<Listener<never>>>();

/**
 * Frames kept when no listener hears them, for the first listener that comes: their listener's
 * code loads lazily, and the server sends them right after the session starts (a ticket show's
 * invitation owed to a guest who opened the app during the show), often before it is there.
 * An age check revoked in a tab's first moments is kept too: the payment events that reload the
 * tab for it load once the guest is known (src/features/checkout/startup.ts), and it must not be lost.
 */
const KEPT_UNTIL_HEARD: ReadonlySet<ServerMessageType> = new Set(['ticketshow.invitation', 'avs.revoked']);
const KEPT_MAX = 10;
const unheard = new Map<ServerMessageType, unknown[]>();

/** Calls `listener` with every frame of one type (first with those kept unheard); returns an unsubscribe. */
export function onServerFrame<K extends ServerMessageType>(type: K, listener: Listener<K>): () => void {
  let set = listeners.get(type);
  if (!set) {
    set = new Set();
    listeners.set(type, set);
  }
  set.add(listener as Listener<never>);
  const kept = unheard.get(type);
  unheard.delete(type);
  for (const data of kept ?? []) (listener as (data: unknown) => void)(data);
  return () => {
    set.delete(listener as Listener<never>);
  };
}

function notify(frame: ServerFrame): void {
  const heard = listeners.get(frame.type);
  if (!heard?.size && KEPT_UNTIL_HEARD.has(frame.type)) {
    unheard.set(frame.type, [...(unheard.get(frame.type) ?? []), frame.data].slice(-KEPT_MAX));
    return;
  }
  for (const listener of heard ?? []) (listener as (data: unknown) => void)(frame.data);
}

export function dispatchServerFrame(frame: ServerFrame, effects: DispatchEffects): void {
  switch (frame.type) {
    case 'session.ack':
      applyGuestEvent(frame);
      applyPresenceEvent(frame);
      break;
    case 'session.expired':
      // the socket owner turns this into a `reload` for each tab without a pending payment
      break;
    case 'pong':
      // answered in the socket owner; never relayed
      break;
    case 'error':
      effects.reportError(frame.data);
      break;
    case 'presence': {
      // Listeners (favourites online, the messenger's channels) hear the changes that changed something.
      const changes = updatePresence((presence) => applyPresenceChanges(presence, frame.data));
      notify({ type: 'presence', data: { changes, onlineCount: frame.data.onlineCount } });
      return;
    }
    case 'actor.online':
    case 'actor.offline':
    case 'freeshow.start':
    case 'freeshow.stop':
      applyPresenceEvent(frame);
      break;
    case 'guest.locked':
      applyGuestEvent(frame);
      effects.logOut();
      break;
    case 'avs.set':
    case 'avs.pending':
    case 'avs.rejected':
    case 'avs.revoked':
    case 'vip.updated':
    case 'tv.updated':
    case 'voicecall.start':
    case 'voicecall.stop':
    case 'welcomebonus.redeemed':
    case 'bonuscode.redeemed':
    case 'guest.balance':
    case 'loyalty.changed':
    case 'email.verified':
    case 'notifications':
    case 'notification.new':
    case 'notifications.marked':
    case 'message.new':
    case 'channel.updated':
      // the guest's counts here; the messenger and notification lists listen with onServerFrame
      applyGuestEvent(frame);
      break;
    case 'page.reload':
      effects.reloadPage();
      break;
    case 'channel.archived':
    case 'message.refused':
    case 'message.price':
    case 'channels':
    case 'oneclick.result':
    case 'chat.end':
    case 'chat.started':
    case 'chat.message':
    case 'chat.toy':
    case 'ticketshow.invitation':
    case 'live.reaction':
    case 'contest.voting':
    case 'clashofcams.voting':
    case 'feed.tipped':
      // no shared store: the area that shows them listens with onServerFrame
      break;
    default: {
      const unhandled: never = frame;
      throw new Error(`No dispatch for server frame ${(unhandled as { type: string }).type}`);
    }
  }
  notify(frame);
}
