import { describe, expect, test, vi } from 'vitest';
import { SOCKET_CLOSE_CODE } from '../../src/contract/codes.ts';
import { TIMING_MS } from '../../src/contract/constants.ts';
import { advance, FakeTab, hello, latest, live, setUpCore, sockets, visible } from './realtimeCoreHarness.ts';

// The socket core's reconnect and ping (src/realtime/socketCore.ts): when a closed socket opens
// again, what is not retried, how each close is logged, and the pong that must come.

setUpCore();

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
      expect.objectContaining({
        connectionAttempt: 1,
        errorCode: 1001,
        errorReason: 'server shutting down',
        websocketType: 'sharedworker',
      }),
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
