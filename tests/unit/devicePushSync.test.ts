import { beforeEach, describe, expect, test, vi } from 'vitest';

// Alerts that silently died are renewed at start (issue 22, point 5; src/features/push/devicePush.ts):
// the browser's subscription against the server's key and record. The browser's push manager and
// IndexedDB are stand-ins here; the calls to our server are recorded, not made.
const stored = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  get: async (key: string) => stored.get(key),
  set: async (key: string, value: unknown) => void stored.set(key, value),
  del: async (key: string) => void stored.delete(key),
}));
const server = { publicKey: '', subscribed: true, subscribeCalls: [] as { endpoint: string; token?: string }[] };
vi.mock('../../src/api/push.ts', () => ({
  getPushKey: async () => ({ publicKey: server.publicKey }),
  getPushStatus: async () => ({ subscribed: server.subscribed, lastDeliveredAt: null }),
  subscribePush: async (subscription: { endpoint: string }, token?: string) => {
    server.subscribeCalls.push({ endpoint: subscription.endpoint, token });
    return { resubscribeToken: 'new-token' };
  },
  unsubscribePush: async () => ({}),
}));

const { syncDevicePush } = await import('../../src/features/push/devicePush.ts');
const { guest } = await import('../../src/state/guest.ts');
const { PUSH_OWNER_KEY, PUSH_RESUBSCRIBE_KEY } = await import('../../src/contract/storageKeys.ts');

const bytes = (...values: number[]) => new Uint8Array(values);
const b64url = (value: Uint8Array) => Buffer.from(value).toString('base64url');

/** A browser push manager holding at most one subscription. */
function browser(key: Uint8Array | null) {
  const state = {
    current: null as null | { endpoint: string; options: { applicationServerKey: ArrayBuffer | null } },
    made: 0,
    dropped: 0,
  };
  const subscription = (endpoint: string, applicationServerKey: Uint8Array) => ({
    endpoint,
    options: { applicationServerKey: applicationServerKey.buffer.slice(0) as ArrayBuffer },
    toJSON: () => ({ endpoint, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: async () => {
      state.dropped += 1;
      state.current = null;
      return true;
    },
  });
  if (key) state.current = subscription('https://push.example/old', key);
  const pushManager = {
    getSubscription: async () => state.current,
    subscribe: async (options: { applicationServerKey: Uint8Array }) => {
      state.made += 1;
      state.current = subscription(`https://push.example/new-${state.made}`, options.applicationServerKey);
      return state.current;
    },
  };
  vi.stubGlobal('window', { PushManager: {}, Notification: {} });
  vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => ({ pushManager }) } });
  vi.stubGlobal('Notification', { permission: 'granted' });
  return state;
}

beforeEach(() => {
  stored.clear();
  stored.set(PUSH_RESUBSCRIBE_KEY, 'held-token');
  stored.set(PUSH_OWNER_KEY, 7);
  guest.guestId = 7;
  server.publicKey = b64url(bytes(4, 1, 2, 3));
  server.subscribed = true;
  server.subscribeCalls = [];
});

describe('the push subscription checked at start', () => {
  test('the same key and the server holding it: kept, nothing sent', async () => {
    const state = browser(bytes(4, 1, 2, 3));
    expect(await syncDevicePush()).toBe('kept');
    expect(state.made + state.dropped).toBe(0);
    expect(server.subscribeCalls).toEqual([]);
  });

  test('the server key changed: the old subscription goes, a new one with the new key is handed in with the held token', async () => {
    const state = browser(bytes(4, 9, 9, 9));
    expect(await syncDevicePush()).toBe('renewed');
    expect(state.dropped).toBe(1);
    expect(state.made).toBe(1);
    expect(new Uint8Array(state.current!.options.applicationServerKey!)).toEqual(bytes(4, 1, 2, 3));
    expect(server.subscribeCalls).toEqual([{ endpoint: 'https://push.example/new-1', token: 'held-token' }]);
    expect(stored.get(PUSH_RESUBSCRIBE_KEY)).toBe('new-token');
  });

  test('the server lost its record: the same subscription is handed in again', async () => {
    const state = browser(bytes(4, 1, 2, 3));
    server.subscribed = false;
    expect(await syncDevicePush()).toBe('renewed');
    expect(state.made).toBe(0);
    expect(server.subscribeCalls).toEqual([{ endpoint: 'https://push.example/old', token: 'held-token' }]);
  });

  test('the browser dropped the subscription: a new one is made', async () => {
    const state = browser(null);
    expect(await syncDevicePush()).toBe('renewed');
    expect(state.made).toBe(1);
    expect(server.subscribeCalls).toHaveLength(1);
  });

  test("another guest's push on this browser, or push never turned on here: left alone", async () => {
    const state = browser(bytes(4, 9, 9, 9));
    guest.guestId = 8;
    expect(await syncDevicePush()).toBe('none');
    guest.guestId = 7;
    stored.delete(PUSH_RESUBSCRIBE_KEY);
    expect(await syncDevicePush()).toBe('none');
    expect(state.made + state.dropped).toBe(0);
    expect(server.subscribeCalls).toEqual([]);
  });
});
