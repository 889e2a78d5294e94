// Every listener of the messenger, registered in one place: the socket's frames, the network
// and socket status (src/state/network.ts) and the page's visibility. `listenToMessenger` returns
// the one function that removes them all; startMessenger (liveEvents.ts) keeps it in the tab's
// state (messengerTab.ts) and calls it when another guest's messenger starts.
import { subscribe } from 'valtio';
import type { ServerMessages, ServerMessageType } from '../../contract/socket.ts';
import { onServerFrame } from '../../realtime/dispatch.ts';
import { network } from '../../state/network.ts';

/** A handler for each frame type the messenger follows. */
export type FrameHandlers = { [K in ServerMessageType]?: (data: ServerMessages[K]) => void };

export interface MessengerHandlers {
  frames: FrameHandlers;
  /** The browser went online or offline, or the socket's status changed. */
  networkChanged(): void;
  /** The page was shown or hidden. */
  visibilityChanged(): void;
}

/** Registers every handler; the returned function removes them all (calling it again does nothing). */
export function listenToMessenger({ frames, networkChanged, visibilityChanged }: MessengerHandlers): () => void {
  const types = Object.keys(frames) as ServerMessageType[];
  const disposers = types.map((type) => onServerFrame(type, frames[type] as (data: ServerMessages[typeof type]) => void));
  disposers.push(subscribe(network, networkChanged));
  if (typeof document !== 'undefined') {
    const onVisibility = () => visibilityChanged();
    document.addEventListener('visibilitychange', onVisibility);
    disposers.push(() => document.removeEventListener('visibilitychange', onVisibility));
  }
  return () => {
    for (const dispose of disposers.splice(0)) dispose();
  };
}
