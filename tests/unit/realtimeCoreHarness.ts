// The socket core under test (src/realtime/socketCore.ts): a fake socket, fake tabs, and the
// steps every realtimeCore*.test.ts file takes with them. `setUpCore()` gives each test a new
// core on fake timers.
import { afterEach, beforeEach, vi } from 'vitest';
import type { ClientFrame, GuestSnapshot, ServerFrame } from '../../src/contract/socket.ts';
import { SocketCore } from '../../src/realtime/socketCore.ts';
import type { SocketLike } from '../../src/realtime/socketCoreOptions.ts';
import { HEARTBEAT_MS, type OwnerMessage, type TabState } from '../../src/realtime/tabProtocol.ts';

/** A WebSocket stand-in: records what the core sends, lets the test open, answer and close it. */
export class FakeSocket {
  sent: ClientFrame[] = [];
  closedWith: { code?: number; reason?: string } | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;

  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientFrame);
  }
  close(code?: number, reason?: string) {
    this.closedWith = { code, reason };
  }
  open() {
    this.onopen?.call(this as unknown as WebSocket, new Event('open'));
  }
  receive(frame: ServerFrame) {
    this.onmessage?.call(this as unknown as WebSocket, { data: JSON.stringify(frame) } as MessageEvent);
  }
  /** The server (or the network) closed the connection. */
  serverClose(code: number, reason = '') {
    this.onclose?.call(this as unknown as WebSocket, { code, reason } as CloseEvent);
  }
  types() {
    return this.sent.map((frame) => frame.type);
  }
}

/** A tab as the core sees it: a link that records every message. */
export class FakeTab {
  readonly received: OwnerMessage[] = [];
  readonly link = { post: (message: OwnerMessage) => this.received.push(message) };
  readonly id: string;
  constructor(id: string) {
    this.id = id;
  }
  of<T extends OwnerMessage['type']>(type: T) {
    return this.received.filter((message): message is Extract<OwnerMessage, { type: T }> => message.type === type);
  }
}

export const visible: TabState = { visible: true, paymentPending: false };
export const hidden: TabState = { visible: false, paymentPending: false };

export const anonymous: GuestSnapshot = {
  guestId: null,
  isLoggedIn: false,
  balance: 0,
  balanceFormatted: '€0.00',
  vouchers: [],
  loyaltyPoints: 0,
  isVip: false,
  isVXTVAboSubscriber: false,
  avsStatus: 'unknown',
  hasAvs: false,
  unreadMessages: 0,
  isRestricted: false,
  restrictionLevel: 0,
};
export const ack = (onlineActorIds: number[] = [], guest: GuestSnapshot = anonymous): ServerFrame => ({
  type: 'session.ack',
  data: { ttl: 120, guest, onlineActorIds },
});

export let sockets: FakeSocket[];
export let core: SocketCore;

function newCore() {
  sockets = [];
  core = new SocketCore({
    url: 'ws://test/socket',
    websocketType: 'sharedworker',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as SocketLike;
    },
  });
}

export function hello(tab: FakeTab, state: TabState = visible, token = 'token-1') {
  core.receive(tab.id, tab.link, { type: 'hello', token, state });
}

export function latest(): FakeSocket {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
}

/** Lets time pass while the given tabs keep sending their heartbeat, as live tabs do. */
export function advance(ms: number, ...beating: [FakeTab, TabState][]) {
  for (let left = ms; left > 0; left -= HEARTBEAT_MS) {
    vi.advanceTimersByTime(Math.min(HEARTBEAT_MS, left));
    for (const [tab, state] of beating) core.receive(tab.id, tab.link, { type: 'heartbeat', state });
  }
}

/** One tab connected, the socket open and the session acknowledged. */
export function live(state: TabState = visible): FakeTab {
  const tab = new FakeTab('a');
  hello(tab, state);
  latest().open();
  latest().receive(ack());
  return tab;
}

/** Each test of the calling file gets a new core on fake timers, stopped after it. */
export function setUpCore(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    newCore();
  });
  afterEach(() => {
    core.stop();
    vi.useRealTimers();
  });
}
