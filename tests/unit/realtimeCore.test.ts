import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { TIMING_MS } from '../../src/contract/constants.ts';
import { SOCKET_CLOSE_CODE } from '../../src/contract/codes.ts';
import type { ClientFrame, GuestSnapshot, ServerFrame } from '../../src/contract/socket.ts';
import { SocketCore } from '../../src/realtime/socketCore.ts';
import type { SocketLike } from '../../src/realtime/socketCoreOptions.ts';
import { HEARTBEAT_MS, SILENT_HEARTBEATS, type OwnerMessage, type TabState } from '../../src/realtime/tabProtocol.ts';

/** A WebSocket stand-in: records what the core sends, lets the test open, answer and close it. */
class FakeSocket {
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
class FakeTab {
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

const visible: TabState = { visible: true, paymentPending: false };
const hidden: TabState = { visible: false, paymentPending: false };

const anonymous: GuestSnapshot = {
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
const ack = (onlineActorIds: number[] = [], guest: GuestSnapshot = anonymous): ServerFrame => ({
  type: 'session.ack',
  data: { ttl: 120, guest, onlineActorIds },
});

let sockets: FakeSocket[];
let core: SocketCore;

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

function hello(tab: FakeTab, state: TabState = visible, token = 'token-1') {
  core.receive(tab.id, tab.link, { type: 'hello', token, state });
}

function latest(): FakeSocket {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
}

/** Lets time pass while the given tabs keep sending their heartbeat, as live tabs do. */
function advance(ms: number, ...beating: [FakeTab, TabState][]) {
  for (let left = ms; left > 0; left -= HEARTBEAT_MS) {
    vi.advanceTimersByTime(Math.min(HEARTBEAT_MS, left));
    for (const [tab, state] of beating) core.receive(tab.id, tab.link, { type: 'heartbeat', state });
  }
}

/** One tab connected, the socket open and the session acknowledged. */
function live(state: TabState = visible): FakeTab {
  const tab = new FakeTab('a');
  hello(tab, state);
  latest().open();
  latest().receive(ack());
  return tab;
}

beforeEach(() => {
  vi.useFakeTimers();
  newCore();
});
afterEach(() => {
  core.stop();
  vi.useRealTimers();
});

describe('session', () => {
  test('the first tab opens the socket, which asks for a session with the tab token', () => {
    hello(new FakeTab('a'), visible, 'secret');
    expect(sockets).toHaveLength(1);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'session.request', data: { token: 'secret' } }]);
  });

  test('three tabs share one socket', () => {
    for (const id of ['a', 'b', 'c']) hello(new FakeTab(id));
    expect(sockets).toHaveLength(1);
  });

  test('frames wait for session.ack and then go out in the order they were sent', () => {
    const tab = new FakeTab('a');
    hello(tab);
    core.receive('a', tab.link, { type: 'frame', frame: { type: 'notification.read', data: { id: 1 } } });
    latest().open();
    core.receive('a', tab.link, { type: 'frame', frame: { type: 'notification.read', data: { id: 2 } } });
    expect(latest().types()).toEqual(['session.request']);
    latest().receive(ack());
    expect(latest().sent.slice(1)).toEqual([
      { type: 'notification.read', data: { id: 1 } },
      { type: 'notification.read', data: { id: 2 } },
    ]);
    core.receive('a', tab.link, { type: 'frame', frame: { type: 'notification.seen', data: { id: null } } });
    expect(latest().types().at(-1)).toBe('notification.seen');
  });

  test('a tab cannot send the frames the socket owner sends itself', () => {
    const tab = live();
    core.receive('a', tab.link, { type: 'frame', frame: { type: 'leave', data: {} } });
    core.receive('a', tab.link, { type: 'frame', frame: { type: 'session.request', data: { token: 'other' } } });
    expect(latest().types()).toEqual(['session.request']);
  });

  test('a refused token is renewed by a tab and asked for again on the same socket', () => {
    const tab = new FakeTab('a');
    hello(tab, visible, 'revoked');
    latest().open();
    latest().receive({ type: 'error', data: { code: 'INVALID_TOKEN', message: 'unknown token', inReplyTo: 'session.request' } });
    expect(tab.of('renewToken')).toHaveLength(1);
    core.receive('a', tab.link, { type: 'token', token: 'fresh' });
    expect(sockets).toHaveLength(1);
    expect(latest().sent.at(-1)).toEqual({ type: 'session.request', data: { token: 'fresh' } });
  });

  test('an expired session reloads every tab except one with a payment feedback pending', () => {
    const a = live();
    const b = new FakeTab('b');
    core.receive('b', b.link, { type: 'hello', token: 'token-1', state: { visible: true, paymentPending: true } });
    latest().receive({ type: 'session.expired', data: {} });
    expect(a.of('reload')).toHaveLength(1);
    expect(b.of('reload')).toHaveLength(0);
    // and a new session is asked for on the same connection
    expect(latest().types().at(-1)).toBe('session.request');
  });

  test('a tab reloaded on an expired session is not welcomed with the expired guest', () => {
    const a = live();
    latest().receive(ack([3], { ...anonymous, guestId: 7, isLoggedIn: true }));
    latest().receive({ type: 'session.expired', data: {} });
    expect(a.of('reload')).toHaveLength(1);
    // the reloaded page still read the old token from storage
    core.receive('a', a.link, { type: 'bye' });
    const reloaded = new FakeTab('a2');
    hello(reloaded);
    expect(reloaded.of('snapshot')).toHaveLength(0);
  });
});

describe('reconnect', () => {
  test('a closed socket reconnects after 1 s', () => {
    live();
    latest().serverClose(1006);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(TIMING_MS.reconnect - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    latest().open();
    expect(latest().types()).toEqual(['session.request']);
  });

  test('a socket the server closed for asking no session in time (4408), even on the first attempt, reconnects after 1 s and asks at once', () => {
    const tab = new FakeTab('a');
    hello(tab);
    latest().serverClose(SOCKET_CLOSE_CODE.noSessionRequest, 'no session.request in time');
    vi.advanceTimersByTime(TIMING_MS.reconnect);
    expect(sockets).toHaveLength(2);
    expect(tab.of('status').at(-1)?.status).not.toBe('failed');
    latest().open();
    expect(latest().types()).toEqual(['session.request']);
  });

  test('a protocol error (1002) on the first attempt is not retried', () => {
    const tab = new FakeTab('a');
    hello(tab);
    latest().serverClose(1002, 'protocol error');
    vi.advanceTimersByTime(10 * TIMING_MS.reconnect);
    expect(sockets).toHaveLength(1);
    expect(tab.of('status').at(-1)?.status).toBe('failed');
    // another tab with the same token does not try again either
    hello(new FakeTab('b'));
    expect(sockets).toHaveLength(1);
  });

  test('a protocol error (1002) on a later attempt is retried', () => {
    live();
    latest().serverClose(1006);
    vi.advanceTimersByTime(TIMING_MS.reconnect);
    expect(sockets).toHaveLength(2);
    latest().serverClose(1002);
    vi.advanceTimersByTime(TIMING_MS.reconnect);
    expect(sockets).toHaveLength(3);
  });

  test('each close is logged once with its code, through one tab', () => {
    const a = live();
    const b = new FakeTab('b');
    hello(b);
    latest().serverClose(1001, 'server shutting down');
    vi.advanceTimersByTime(TIMING_MS.reconnect);
    latest().serverClose(1006);
    const logs = [...a.of('log'), ...b.of('log')].map((message) => message.entry);
    expect(logs).toEqual([
      expect.objectContaining({ connectionAttempt: 1, errorCode: 1001, errorReason: 'server shutting down', websocketType: 'sharedworker' }),
      expect.objectContaining({ connectionAttempt: 2, errorCode: 1006 }),
    ]);
    expect(logs[0]!.jsTime).toBe(Date.now() - TIMING_MS.reconnect);
  });
});

describe('ping', () => {
  test('a ping goes out every 50 s once the session is acknowledged', () => {
    const tab = live();
    advance(TIMING_MS.ping, [tab, visible]);
    expect(latest().types()).toEqual(['session.request', 'ping']);
    latest().receive({ type: 'pong', data: { ttl: 120 } });
    advance(TIMING_MS.ping, [tab, visible]);
    expect(latest().types()).toEqual(['session.request', 'ping', 'ping']);
    expect(latest().closedWith).toBeNull();
  });

  test('a missing pong closes with 4000, is logged once as pong missing, and reconnects', () => {
    const tab = live();
    advance(TIMING_MS.ping, [tab, visible]); // ping
    advance(TIMING_MS.ping, [tab, visible]); // no pong came
    const first = sockets[0]!;
    expect(first.closedWith).toEqual({ code: 4000, reason: 'pong missing' });
    // the browser's own close event afterwards changes nothing
    first.serverClose(4000, 'pong missing');
    expect(tab.of('log').map((message) => message.entry)).toEqual([
      expect.objectContaining({ errorCode: 4000, error: 'pong missing', connectionAttempt: 1 }),
    ]);
    vi.advanceTimersByTime(TIMING_MS.reconnect);
    expect(sockets).toHaveLength(2);
  });
});

describe('tabs', () => {
  test('leave is sent once when every tab is hidden, comeback once when one shows again', () => {
    const a = live();
    const b = new FakeTab('b');
    hello(b);
    const state = (tab: FakeTab, next: TabState) => core.receive(tab.id, tab.link, { type: 'state', state: next });
    state(a, hidden);
    expect(latest().types()).not.toContain('leave');
    state(b, hidden);
    state(b, hidden);
    core.receive('a', a.link, { type: 'heartbeat', state: hidden });
    expect(latest().types().filter((type) => type === 'leave')).toHaveLength(1);
    state(a, visible);
    state(b, visible);
    expect(latest().types().slice(1)).toEqual(['leave', 'comeback']);
  });

  test('a session that starts while every tab is hidden says leave after the ack', () => {
    const tab = new FakeTab('a');
    hello(tab, hidden);
    latest().open();
    expect(latest().types()).toEqual(['session.request']);
    latest().receive(ack());
    expect(latest().types()).toEqual(['session.request', 'leave']);
  });

  test('a late tab gets the snapshot at once, updated by later events', () => {
    const a = live();
    latest().receive(ack([3, 5]));
    latest().receive({ type: 'actor.online', data: { actorId: 7, freeChat: true } });
    latest().receive({ type: 'actor.offline', data: { actorId: 3 } });
    latest().receive({ type: 'guest.balance', data: { balance: 12.5, balanceFormatted: '€12.50', vouchers: [] } });
    latest().receive({ type: 'avs.rejected', data: { reason: 'blurry' } });
    expect(a.of('frame')).toHaveLength(6);

    const late = new FakeTab('late');
    hello(late);
    const [snapshot] = late.of('snapshot');
    const { online, freeChat } = snapshot!.snapshot.presence;
    expect(Object.keys(online).map(Number).filter((id) => online[id]).sort()).toEqual([5, 7]);
    expect(online[3]).toBe(false);
    expect(freeChat[7]).toBe(true);
    expect(snapshot!.snapshot.guest).toMatchObject({ balance: 12.5, hasBalanceEvent: true, avsStatus: 'rejected', avsRejectMessage: 'blurry' });
    expect(late.of('status').at(-1)?.status).toBe('live');
  });

  test('a tab silent for three heartbeats is dropped and comes back with its next heartbeat', () => {
    const a = live(hidden);
    const b = new FakeTab('b');
    hello(b, visible);
    const leaves = () => latest().types().filter((type) => type === 'leave').length;
    expect(latest().types().slice(1)).toEqual(['leave', 'comeback']);
    // a keeps beating, b (a closed tab that never said bye) stays silent
    advance((SILENT_HEARTBEATS + 1) * HEARTBEAT_MS, [a, hidden]);
    // b is gone: only hidden tabs remain
    expect(leaves()).toBe(2);
    latest().receive({ type: 'actor.online', data: { actorId: 9, freeChat: false } });
    expect(b.of('frame').some((message) => message.frame.type === 'actor.online')).toBe(false);
    // a heartbeat from b registers it again, with the snapshot it missed
    core.receive('b', b.link, { type: 'heartbeat', state: visible });
    expect(b.of('snapshot').at(-1)?.snapshot.presence.online[9]).toBe(true);
    expect(latest().types().at(-1)).toBe('comeback');
  });

  test('a tab that says bye is dropped at once', () => {
    const a = live();
    const b = new FakeTab('b');
    hello(b, hidden);
    core.receive('a', a.link, { type: 'bye' });
    expect(latest().types()).toContain('leave');
    latest().serverClose(1006);
    expect(a.of('log')).toHaveLength(0);
    expect(b.of('log')).toHaveLength(1);
  });

  test('a new token from a tab starts a new session on the same socket and drops the old snapshot', () => {
    const a = live();
    core.receive('a', a.link, { type: 'token', token: 'token-2' });
    expect(latest().sent.at(-1)).toEqual({ type: 'session.request', data: { token: 'token-2' } });
    const late = new FakeTab('late');
    hello(late, visible, 'token-2');
    expect(late.of('snapshot')).toHaveLength(0);
    expect(sockets).toHaveLength(1);
  });
});

describe('presence watch (issue 23)', () => {
  const watches = () => latest().sent.filter((frame) => frame.type === 'presence.watch').map((frame) => (frame.type === 'presence.watch' ? frame.data.actorIds : []));

  test("the server is told the union of the tabs' watched actors, once per change", () => {
    const a = live();
    const b = new FakeTab('b');
    hello(b);
    core.receive('a', a.link, { type: 'watch', actorIds: [5, 3] });
    core.receive('b', b.link, { type: 'watch', actorIds: [3, 9] });
    core.receive('b', b.link, { type: 'watch', actorIds: [9, 3] });
    expect(watches()).toEqual([[3, 5], [3, 5, 9]]);
    core.receive('b', b.link, { type: 'bye' });
    expect(watches().at(-1)).toEqual([3, 5]);
  });

  test('a watch list made before the session goes out after the ack, and again on a new socket', () => {
    const tab = new FakeTab('a');
    hello(tab);
    core.receive('a', tab.link, { type: 'watch', actorIds: [4] });
    latest().open();
    expect(watches()).toEqual([]);
    latest().receive(ack());
    expect(watches()).toEqual([[4]]);
    latest().serverClose(1006);
    vi.advanceTimersByTime(TIMING_MS.reconnect);
    latest().open();
    latest().receive(ack());
    expect(watches()).toEqual([[4]]);
    expect(sockets).toHaveLength(2);
  });

  test('a tab cannot send presence.watch itself: the union is the owner’s', () => {
    const tab = live();
    core.receive('a', tab.link, { type: 'frame', frame: { type: 'presence.watch', data: { actorIds: [1] } } });
    expect(watches()).toEqual([]);
  });

  test('a presence frame updates the snapshot a late tab gets, with the site-wide count', () => {
    live();
    latest().receive(ack([3, 5]));
    latest().receive({ type: 'presence', data: { changes: [{ actorId: 3, isOnline: false, freeChat: false }, { actorId: 8, isOnline: true, freeChat: true }], onlineCount: 2 } });
    const late = new FakeTab('late');
    hello(late);
    const presence = late.of('snapshot')[0]!.snapshot.presence;
    expect(presence.online).toMatchObject({ 3: false, 5: true, 8: true });
    expect(presence.freeChat[8]).toBe(true);
    expect(presence.onlineCount).toBe(2);
  });
});
