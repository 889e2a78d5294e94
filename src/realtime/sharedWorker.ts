// The SharedWorker that owns the one WebSocket of this browser profile (ARCHITECTURE.md: tabs ─
// MessagePort ─ SharedWorker ─ WebSocket). Each tab connects a port; the port's messages go to
// the socket core under an id of the worker's choosing. Loaded by client.ts with
// `new SharedWorker(new URL('./sharedWorker.ts', import.meta.url), { type: 'module', name })`.
import { SocketCore } from './socketCore.ts';
import { socketUrl } from './socketUrl.ts';
import type { OwnerMessage, TabMessage } from './tabProtocol.ts';

// The DOM lib types this file's global as a Window; a SharedWorker's global has `onconnect`.
const scope = globalThis as unknown as {
  location: { protocol: string; host: string };
  onconnect: ((event: MessageEvent) => void) | null;
};

const core = new SocketCore({
  url: socketUrl(scope.location),
  createSocket: (url) => new WebSocket(url),
  websocketType: 'sharedworker',
});

let nextTabId = 0;

scope.onconnect = (event) => {
  const port = event.ports[0];
  if (!port) return;
  const id = String(++nextTabId);
  const link = { post: (message: OwnerMessage) => port.postMessage(message) };
  // The port stays open after a drop for silence: the tab's next heartbeat registers it again.
  port.onmessage = (message: MessageEvent<TabMessage>) => core.receive(id, link, message.data);
};
