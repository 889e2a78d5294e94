// Without SharedWorker: one leader tab runs the socket core and relays for the others.
// Every tab asks for the Web Lock LEADER_LOCK and holds it for its life once granted, so exactly
// one tab leads; when it closes, the browser grants the lock to a waiting tab, which opens the
// socket and announces itself, and every tab says hello to it again. Tabs and leader talk over
// BroadcastChannel(REALTIME_NAME): followers address the leader, the leader addresses each tab.
import { SocketCore } from './socketCore.ts';
import { socketUrl } from './socketUrl.ts';
import { LEADER_LOCK, type OwnerMessage, REALTIME_NAME, type TabMessage } from './tabProtocol.ts';
import type { TabLink } from './tabRegistry.ts';
import type { Transport, TransportHandlers } from './transport.ts';

type ChannelMessage =
  /** A tab's message for whichever tab leads. */
  | { kind: 'toLeader'; from: string; message: TabMessage }
  /** The leader's message for one tab. */
  | { kind: 'toTab'; to: string; message: OwnerMessage }
  /** A tab became leader: everyone says hello to it. */
  | { kind: 'leader' };

function newCore(): SocketCore {
  return new SocketCore({ url: socketUrl(location), createSocket: (url) => new WebSocket(url), websocketType: 'leadertab' });
}

export function connectToLeader(handlers: TransportHandlers): Transport {
  const tabId = crypto.randomUUID();
  // Without BroadcastChannel (or Web Locks) nothing can be shared: the tab keeps its own socket.
  const canShare = typeof BroadcastChannel !== 'undefined' && typeof navigator.locks?.request === 'function';
  const channel = canShare ? new BroadcastChannel(REALTIME_NAME) : null;
  let core: SocketCore | null = null;

  // The leader's own tab: a copy, delivered after the current call like a posted message.
  const selfLink: TabLink = {
    post: (message) => {
      const copy = structuredClone(message);
      queueMicrotask(() => handlers.onMessage(copy));
    },
  };
  const links = new Map<string, TabLink>();
  const linkTo = (id: string): TabLink => {
    let link = links.get(id);
    if (!link) {
      link = { post: (message) => channel?.postMessage({ kind: 'toTab', to: id, message } satisfies ChannelMessage) };
      links.set(id, link);
    }
    return link;
  };

  function lead(): void {
    core = newCore();
    channel?.postMessage({ kind: 'leader' } satisfies ChannelMessage);
    handlers.onOwnerChanged();
  }

  if (channel) {
    channel.onmessage = (event: MessageEvent<ChannelMessage>) => {
      const data = event.data;
      if (data.kind === 'toLeader') core?.receive(data.from, linkTo(data.from), data.message);
      else if (data.kind === 'toTab') {
        if (data.to === tabId) handlers.onMessage(data.message);
      } else if (data.kind === 'leader') handlers.onOwnerChanged();
    };
    void navigator.locks.request(LEADER_LOCK, () => {
      lead();
      // Held until the tab goes away; the browser then grants it to the next tab in line.
      return new Promise<void>(() => {});
    });
  } else {
    lead();
  }

  return {
    post(message) {
      if (core) core.receive(tabId, selfLink, structuredClone(message));
      else channel?.postMessage({ kind: 'toLeader', from: tabId, message } satisfies ChannelMessage);
    },
  };
}
