import { describe, expect, test, vi } from 'vitest';
import { dispatchServerFrame, onServerFrame } from '../../src/realtime/dispatch.ts';

// A ticket show's invitation owed to a guest comes right after the session starts, often before
// the lazily loaded code that listens for it (src/realtime/dispatch.ts): it is kept for the first
// listener, and so is a revoked age check (the tab must reload for it); frames of other types
// with no listener are not.
const effects = () => ({ logOut: vi.fn(), reloadPage: vi.fn(), reportError: vi.fn() });
const invitation = (showId: number) => ({ showId, actorId: 9, title: 'Evening show', start: 1 });

describe('frames no listener heard', () => {
  test('an invitation waits for the first listener, which hears it once; later ones hear only new frames', () => {
    for (const showId of [1, 2]) dispatchServerFrame({ type: 'ticketshow.invitation', data: invitation(showId) }, effects());
    const first: number[] = [];
    const stop = onServerFrame('ticketshow.invitation', (data) => first.push(data.showId));
    expect(first).toEqual([1, 2]);
    const second: number[] = [];
    onServerFrame('ticketshow.invitation', (data) => second.push(data.showId));
    expect(second).toEqual([]);
    dispatchServerFrame({ type: 'ticketshow.invitation', data: invitation(3) }, effects());
    expect(first).toEqual([1, 2, 3]);
    expect(second).toEqual([3]);
    stop();
  });

  test('an age check revoked before the payment events listen is heard by them when they come', () => {
    dispatchServerFrame({ type: 'avs.revoked', data: {} }, effects());
    const heard: unknown[] = [];
    onServerFrame('avs.revoked', (data) => heard.push(data));
    expect(heard).toEqual([{}]);
  });

  test('a frame of another type with no listener is gone', () => {
    dispatchServerFrame({ type: 'clashofcams.voting', data: { clashId: 1, actorId: 2, votes: 3, standings: [] } }, effects());
    const heard: unknown[] = [];
    onServerFrame('clashofcams.voting', (data) => heard.push(data));
    expect(heard).toEqual([]);
  });
});
