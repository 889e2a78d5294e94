import { describe, expect, test } from 'vitest';
import { ack, anonymous, core, FakeTab, hello, latest, live, setUpCore, sockets, visible } from './realtimeCoreHarness.ts';

// The socket core's session (src/realtime/socketCore.ts): one socket for every tab, frames held
// for the acknowledgement, the token renewed, an expired session.

setUpCore();

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

  test('a frame with a receipt is answered `written` to its tab once it is out on a live session, not before', () => {
    const a = new FakeTab('a');
    const b = new FakeTab('b');
    hello(a);
    hello(b);
    const pin = { type: 'pin', data: { kind: 'actor', id: 7 } } as const;
    core.receive('a', a.link, { type: 'frame', frame: pin, receipt: 'r1' });
    latest().open();
    expect(a.of('written')).toEqual([]);
    latest().receive(ack());
    expect(latest().sent.at(-1)).toEqual(pin);
    expect(a.of('written')).toEqual([{ type: 'written', receipt: 'r1' }]);
    expect(b.of('written')).toEqual([]);
    // on a live session at once; a frame without a receipt is answered nothing
    core.receive('b', b.link, { type: 'frame', frame: { type: 'unpin', data: { kind: 'actor', id: 7 } }, receipt: 'r2' });
    core.receive('b', b.link, { type: 'frame', frame: { type: 'notification.seen', data: { id: null } } });
    expect(b.of('written')).toEqual([{ type: 'written', receipt: 'r2' }]);
    expect(latest().types().slice(-2)).toEqual(['unpin', 'notification.seen']);
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
