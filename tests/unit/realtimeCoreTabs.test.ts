import { describe, expect, test, vi } from 'vitest';
import { TIMING_MS } from '../../src/contract/constants.ts';
import { HEARTBEAT_MS, SILENT_HEARTBEATS, type TabState } from '../../src/realtime/tabProtocol.ts';
import { ack, advance, core, FakeTab, hello, hidden, latest, live, setUpCore, sockets, visible } from './realtimeCoreHarness.ts';

// The socket core and its tabs (src/realtime/socketCore.ts): leave and comeback, the snapshot
// a late tab gets, silent and departed tabs, a new token, and the watch list of issue 23.

setUpCore();

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
    expect(
      latest()
        .types()
        .filter((type) => type === 'leave'),
    ).toHaveLength(1);
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
    expect(
      Object.keys(online)
        .map(Number)
        .filter((id) => online[id])
        .sort(),
    ).toEqual([5, 7]);
    expect(online[3]).toBe(false);
    expect(freeChat[7]).toBe(true);
    expect(snapshot!.snapshot.guest).toMatchObject({
      balance: 12.5,
      hasBalanceEvent: true,
      avsStatus: 'rejected',
      avsRejectMessage: 'blurry',
    });
    expect(late.of('status').at(-1)?.status).toBe('live');
  });

  test('a tab silent for three heartbeats is dropped and comes back with its next heartbeat', () => {
    const a = live(hidden);
    const b = new FakeTab('b');
    hello(b, visible);
    const leaves = () =>
      latest()
        .types()
        .filter((type) => type === 'leave').length;
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
  const watches = () =>
    latest()
      .sent.filter((frame) => frame.type === 'presence.watch')
      .map((frame) => (frame.type === 'presence.watch' ? frame.data.actorIds : []));

  test("the server is told the union of the tabs' watched actors, once per change", () => {
    const a = live();
    const b = new FakeTab('b');
    hello(b);
    core.receive('a', a.link, { type: 'watch', actorIds: [5, 3] });
    core.receive('b', b.link, { type: 'watch', actorIds: [3, 9] });
    core.receive('b', b.link, { type: 'watch', actorIds: [9, 3] });
    expect(watches()).toEqual([
      [3, 5],
      [3, 5, 9],
    ]);
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
    latest().receive({
      type: 'presence',
      data: {
        changes: [
          { actorId: 3, isOnline: false, freeChat: false },
          { actorId: 8, isOnline: true, freeChat: true },
        ],
        onlineCount: 2,
      },
    });
    const late = new FakeTab('late');
    hello(late);
    const presence = late.of('snapshot')[0]!.snapshot.presence;
    expect(presence.online).toMatchObject({ 3: false, 5: true, 8: true });
    expect(presence.freeChat[8]).toBe(true);
    expect(presence.onlineCount).toBe(2);
  });
});
