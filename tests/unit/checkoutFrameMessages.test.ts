import { describe, expect, test } from 'vitest';
import { connectBridge } from '../../server/checkout/frame/bridge.ts';
import { parseAppMessage, serializeFrameMessage } from '../../server/checkout/frame/frameMessages.ts';

const FID = 'f-123';
const json = (value: unknown) => JSON.stringify(value);

describe('messages from the app', () => {
  test('session.init with a transfer token and options is taken', () => {
    const message = parseAppMessage(
      json({ type: 'session.init', id: FID, data: { transferToken: 'tt', options: { flow: 'login' } } }),
      FID,
    );
    expect(message).toEqual({ type: 'session.init', id: FID, data: { transferToken: 'tt', options: { flow: 'login' } } });
  });

  test('a message for another frame id is ignored', () => {
    expect(parseAppMessage(json({ type: 'params.update', id: 'other', data: { options: {} } }), FID)).toBeNull();
  });

  test('a message that is not a JSON string is ignored', () => {
    expect(parseAppMessage({ type: 'params.update', id: FID, data: { options: {} } }, FID)).toBeNull();
    expect(parseAppMessage('{not json', FID)).toBeNull();
  });

  test('a message without a string type or with non-object data is ignored', () => {
    expect(parseAppMessage(json({ type: 5, id: FID, data: {} }), FID)).toBeNull();
    expect(parseAppMessage(json({ type: 'params.update', id: FID, data: [] }), FID)).toBeNull();
    expect(parseAppMessage(json({ type: 'params.update', id: FID, data: null }), FID)).toBeNull();
  });

  test('an unknown type is ignored', () => {
    expect(parseAppMessage(json({ type: 'payment', id: FID, data: {} }), FID)).toBeNull();
  });

  test('route.change needs a known flow', () => {
    expect(parseAppMessage(json({ type: 'route.change', id: FID, data: { flow: 'vipabo' } }), FID)).toEqual({
      type: 'route.change',
      id: FID,
      data: { flow: 'vipabo', options: {} },
    });
    expect(parseAppMessage(json({ type: 'route.change', id: FID, data: { flow: 'shopping' } }), FID)).toBeNull();
  });

  test('an action needs a known action and a numeric request id', () => {
    expect(parseAppMessage(json({ type: 'action', id: FID, data: { action: 'logout', requestId: 7, clearToken: true } }), FID)).toEqual({
      type: 'action',
      id: FID,
      data: { action: 'logout', requestId: 7, clearToken: true },
    });
    expect(parseAppMessage(json({ type: 'action', id: FID, data: { action: 'steal', requestId: 7 } }), FID)).toBeNull();
    expect(parseAppMessage(json({ type: 'action', id: FID, data: { action: 'getbalance', requestId: '7' } }), FID)).toBeNull();
  });

  test('a session.init without a transfer token is ignored', () => {
    expect(parseAppMessage(json({ type: 'session.init', id: FID, data: { options: {} } }), FID)).toBeNull();
  });

  test('messages to the app are JSON with type, id and data', () => {
    expect(JSON.parse(serializeFrameMessage('frame.close', FID, { reason: 'done' }))).toEqual({
      type: 'frame.close',
      id: FID,
      data: { reason: 'done' },
    });
  });
});

/** A window with a parent (the app) that records posts, and a way to deliver messages. */
function fakeWindows(options: { framed: boolean; opener?: boolean }) {
  const posts: { message: unknown; targetOrigin: string }[] = [];
  const app = { postMessage: (message: unknown, targetOrigin: string) => posts.push({ message, targetOrigin }) };
  const listeners: ((event: unknown) => void)[] = [];
  const win = {
    addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener),
    removeEventListener: () => undefined,
  } as unknown as Window & { parent: unknown; opener: unknown };
  (win as { parent: unknown }).parent = options.framed ? app : win;
  (win as { opener: unknown }).opener = options.opener ? app : null;
  const deliver = (event: { origin: string; source: unknown; data: unknown }) => listeners.forEach((listener) => listener(event));
  return { win, app, posts, deliver };
}

describe('the bridge to the app window', () => {
  const ORIGIN = 'http://127.0.0.1:8080';
  const hello = json({ type: 'params.update', id: FID, data: { options: { language: 'de' } } });

  test('posts go to the parent with the app origin as target, never *', () => {
    const { win, posts } = fakeWindows({ framed: true });
    connectBridge(win, FID, ORIGIN)!.post('frame.hello', {});
    expect(posts).toEqual([{ message: json({ type: 'frame.hello', id: FID, data: {} }), targetOrigin: ORIGIN }]);
  });

  test('in new-page mode the opener is the app', () => {
    const { win, posts } = fakeWindows({ framed: false, opener: true });
    connectBridge(win, FID, ORIGIN)!.post('frame.close', { reason: 'cancel' });
    expect(posts).toHaveLength(1);
  });

  test('without parent or opener there is nobody to talk to', () => {
    const { win } = fakeWindows({ framed: false });
    expect(connectBridge(win, FID, ORIGIN)).toBeNull();
  });

  test('a message from the app origin and window is handled', () => {
    const { win, app, deliver } = fakeWindows({ framed: true });
    const received: unknown[] = [];
    connectBridge(win, FID, ORIGIN)!.listen((message) => received.push(message));
    deliver({ origin: ORIGIN, source: app, data: hello });
    expect(received).toHaveLength(1);
  });

  test('a message from another origin is ignored', () => {
    const { win, app, deliver } = fakeWindows({ framed: true });
    const received: unknown[] = [];
    connectBridge(win, FID, ORIGIN)!.listen((message) => received.push(message));
    deliver({ origin: 'http://evil.example', source: app, data: hello });
    expect(received).toEqual([]);
  });

  test('a message from another window of the app origin is ignored', () => {
    const { win, deliver } = fakeWindows({ framed: true });
    const received: unknown[] = [];
    connectBridge(win, FID, ORIGIN)!.listen((message) => received.push(message));
    deliver({ origin: ORIGIN, source: {}, data: hello });
    expect(received).toEqual([]);
  });
});
