// The messenger as this tab runs it, beside the store's proxy (store.ts holds it; no component
// reads it): the guest it was started for and the one disposer of its listeners (listeners.ts),
// the socket session as the tab sees it, the newest channel-list load, and the conversation on
// screen. One value, changed only by the pure transitions below (tests/unit/messengerTab.test.ts).
import type { ConnectionStatus } from '../../realtime/tabProtocol.ts';

export interface MessengerTab {
  /** The guest whose messenger this tab shows (null before the first start). */
  guestId: number | null;
  /** Removes every listener of the messenger (listeners.ts); null while none listen. */
  stopListening: (() => void) | null;
  /** The socket session as this tab sees it (pendingMessages.ts posts per session). */
  session: {
    /** Sessions acknowledged while this tab listened; a message is posted at most once in each. */
    number: number;
    /** A session.ack came and no status since said the socket is down (the owner reports `live` just after the ack). */
    ackedSinceDown: boolean;
  };
  /** Channel-list loads started so far: only the newest one's answer is kept. */
  channelLoads: number;
  /** The channel whose conversation is on screen now (Conversation.tsx mounts and unmounts it). */
  shownChannelId: number | null;
}

export const initialMessengerTab = (): MessengerTab => ({
  guestId: null,
  stopListening: null,
  session: { number: 0, ackedSinceDown: false },
  channelLoads: 0,
  shownChannelId: null,
});

// ---- the guest and the listeners ----

/** The messenger now shows `guestId`; another guest's listeners were stopped before (none listen). */
export function guestShown(tab: MessengerTab, guestId: number | null): MessengerTab {
  return { ...tab, guestId, stopListening: null };
}

/** The listeners are registered; `stopListening` removes them all. */
export function listening(tab: MessengerTab, stopListening: () => void): MessengerTab {
  return { ...tab, stopListening };
}

// ---- the socket session ----

export function sessionAcknowledged(tab: MessengerTab): MessengerTab {
  return { ...tab, session: { number: tab.session.number + 1, ackedSinceDown: true } };
}

/** Any status but `live` says the socket is down: the acknowledged session may be gone. */
export function socketStatusChanged(tab: MessengerTab, status: ConnectionStatus): MessengerTab {
  if (status === 'live' || !tab.session.ackedSinceDown) return tab;
  return { ...tab, session: { ...tab.session, ackedSinceDown: false } };
}

/** Frames go out on a live session of a browser that is online: offline, the socket may be dead without knowing it yet. */
export function isLive(tab: MessengerTab, network: { isOnline: boolean; socket: ConnectionStatus }): boolean {
  return network.isOnline && (tab.session.ackedSinceDown || network.socket === 'live');
}

// ---- channel loads ----

/** A channel-list load starts; its serial is the new `channelLoads`. */
export function channelLoadStarted(tab: MessengerTab): MessengerTab {
  return { ...tab, channelLoads: tab.channelLoads + 1 };
}

/** No load started after the one with `serial`: its answer is the one to keep. */
export const isNewestLoad = (tab: MessengerTab, serial: number): boolean => serial === tab.channelLoads;

// ---- the conversation on screen ----

export function conversationShown(tab: MessengerTab, channelId: number): MessengerTab {
  return { ...tab, shownChannelId: channelId };
}

/** The conversation of `channelId` left the screen; another one shown since stays. */
export function conversationHidden(tab: MessengerTab, channelId: number): MessengerTab {
  return tab.shownChannelId === channelId ? { ...tab, shownChannelId: null } : tab;
}

/** The selected channel's conversation is the one on screen. */
export const showsSelected = (tab: MessengerTab, selectedChannelId: number | null): boolean =>
  tab.shownChannelId !== null && tab.shownChannelId === selectedChannelId;
