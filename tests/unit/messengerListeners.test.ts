import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ServerFrame } from '../../src/contract/socket.ts';
import { listenToMessenger } from '../../src/features/messenger/listeners.ts';
import { dispatchServerFrame } from '../../src/realtime/dispatch.ts';
import { network, setNetworkOnline, setSocketStatus } from '../../src/state/network.ts';

// The messenger's listeners (src/features/messenger/listeners.ts): registered in one place, all
// removed by the one function that registering returns.

const effects = { logOut: () => undefined, reloadPage: () => undefined, reportError: () => undefined };
const archived: ServerFrame = { type: 'channel.archived', data: { channelId: 4 } };
const refused: ServerFrame = {
  type: 'message.refused',
  data: { clientId: 'c1', code: 'NOT_ENOUGH_MONEY', message: 'top up', missingCents: 100 },
};

/** valtio tells its subscribers after the current call. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function handlers() {
  return {
    frames: { 'channel.archived': vi.fn(), 'message.refused': vi.fn() },
    networkChanged: vi.fn(),
    visibilityChanged: vi.fn(),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setNetworkOnline(true);
  setSocketStatus('closed');
});

describe('the messenger listeners', () => {
  test('each frame reaches its handler, with its data', () => {
    const listeners = handlers();
    const stop = listenToMessenger(listeners);
    dispatchServerFrame(archived, effects);
    dispatchServerFrame(refused, effects);
    expect(listeners.frames['channel.archived']).toHaveBeenCalledWith({ channelId: 4 });
    expect(listeners.frames['message.refused']).toHaveBeenCalledWith(refused.data);
    stop();
  });

  test('a change of the network or of the socket status is heard', async () => {
    const listeners = handlers();
    const stop = listenToMessenger(listeners);
    setSocketStatus('live');
    await settle();
    expect(listeners.networkChanged).toHaveBeenCalledTimes(1);
    setNetworkOnline(false);
    await settle();
    expect(listeners.networkChanged).toHaveBeenCalledTimes(2);
    expect(network.isOnline).toBe(false);
    stop();
  });

  test('the page shown again is heard', () => {
    const page = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    vi.stubGlobal('document', page);
    const listeners = handlers();
    const stop = listenToMessenger(listeners);
    page.dispatchEvent(new Event('visibilitychange'));
    expect(listeners.visibilityChanged).toHaveBeenCalledTimes(1);
    stop();
  });

  test('the one disposer stops every listener: frames, network and page', async () => {
    const page = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    vi.stubGlobal('document', page);
    const listeners = handlers();
    const stop = listenToMessenger(listeners);
    stop();
    dispatchServerFrame(archived, effects);
    dispatchServerFrame(refused, effects);
    setSocketStatus('live');
    page.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(listeners.frames['channel.archived']).not.toHaveBeenCalled();
    expect(listeners.frames['message.refused']).not.toHaveBeenCalled();
    expect(listeners.networkChanged).not.toHaveBeenCalled();
    expect(listeners.visibilityChanged).not.toHaveBeenCalled();
    // a second call changes nothing
    stop();
  });
});
