// The frame's side of the window messages: the app is the parent window when framed, the
// opener in new-page mode. Posts go only to the app's allowed origin, never '*'; messages are
// taken only from that origin and that window.
import type { AppToFrameMessage, FrameToAppMessages, FrameToAppType } from '../../../src/contract/checkout.ts';
import { parseAppMessage, serializeFrameMessage } from './frameMessages.ts';

export interface Bridge {
  post<T extends FrameToAppType>(type: T, data: FrameToAppMessages[T]): void;
  /** Calls `handle` for each valid app message; answers the unsubscribe. */
  listen(handle: (message: AppToFrameMessage) => void): () => void;
}

/** The app's window: the parent when framed, else the opener; null when opened on its own. */
function appWindowOf(win: Window): Window | null {
  if (win.parent && win.parent !== win) return win.parent;
  return (win.opener as Window | null) ?? null;
}

/** Null when there is no app window to talk to. `appOrigin` must already be checked as allowed. */
export function connectBridge(win: Window, frameId: string, appOrigin: string): Bridge | null {
  const app = appWindowOf(win);
  if (!app) return null;
  return {
    post(type, data) {
      try {
        app.postMessage(serializeFrameMessage(type, frameId, data), appOrigin);
      } catch {
        // The opener navigated away or closed: there is nobody left to tell.
      }
    },
    listen(handle) {
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== appOrigin || event.source !== app) return;
        const message = parseAppMessage(event.data, frameId);
        if (message) handle(message);
      };
      win.addEventListener('message', onMessage);
      return () => win.removeEventListener('message', onMessage);
    },
  };
}
