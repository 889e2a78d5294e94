import { describe, expect, test, vi } from 'vitest';
import type { OnLoginAction } from '../../src/contract/entities.ts';
import { LOGIN_ACTION_TYPES } from '../../src/contract/enums.ts';
import {
  DEFERRED_ACTION_TTL_SECONDS,
  type DeferredActionEffects,
  deferAction,
  deferredActionKey,
  isAppPath,
  replayOrder,
  runDeferredAction,
  takeDeferredActions,
  takeRedirect,
} from '../../src/features/checkout/deferredActions.ts';
import { createExpiringStore, memoryBackend } from '../../src/lib/expiringStore.ts';

const pinActor = (id: number): OnLoginAction => ({ type: 'pinActor', params: { targetId: id } });

function setup(start = 1_000) {
  const clock = { now: start };
  const map = new Map<string, unknown>();
  return { clock, map, store: createExpiringStore(memoryBackend(map), () => clock.now) };
}

function fakeEffects() {
  const calls: unknown[][] = [];
  const effects: DeferredActionEffects = {
    sendPin: (...args) => void calls.push(['sendPin', ...args]),
    rateSedcards: async (...args) => void calls.push(['rateSedcards', ...args]),
    remember: async (...args) => void calls.push(['remember', ...args]),
    navigate: (...args) => void calls.push(['navigate', ...args]),
    messengerPath: () => '/en/messenger/',
    offerPaytour: async () => void calls.push(['offerPaytour']),
  };
  return { calls, effects };
}

describe('storing deferred actions', () => {
  test('an action waits 30 minutes for the login by default', async () => {
    expect(DEFERRED_ACTION_TTL_SECONDS).toBe(1800);
    const { store, map, clock } = setup();
    await deferAction(store, pinActor(7), undefined, clock.now);
    expect(map.get(deferredActionKey(pinActor(7)))).toMatchObject({ expat: 1_000 + 1_800_000 });
  });

  test('a pin tried while logged out is replayed after login, and only once', async () => {
    const { store } = setup();
    await deferAction(store, pinActor(7));
    expect(await takeDeferredActions(store)).toEqual([pinActor(7)]);
    expect(await takeDeferredActions(store)).toEqual([]);
  });

  test('actions come back oldest first', async () => {
    const { store } = setup();
    await deferAction(store, pinActor(9), 60, 3);
    await deferAction(store, { type: 'pinAlbum', params: { targetId: 1 } }, 60, 1);
    await deferAction(store, pinActor(2), 60, 2);
    expect((await takeDeferredActions(store)).map((a) => `${a.type}:${a.params.targetId}`)).toEqual([
      'pinAlbum:1',
      'pinActor:2',
      'pinActor:9',
    ]);
  });

  test('an expired action is not replayed', async () => {
    const { store, clock } = setup();
    await deferAction(store, pinActor(7), 10);
    clock.now += 10_000;
    expect(await takeDeferredActions(store)).toEqual([]);
  });

  test('pin then unpin of the same actor keeps only the unpin', async () => {
    const { store } = setup();
    await deferAction(store, pinActor(7), 60, 1);
    await deferAction(store, { type: 'unpinActor', params: { targetId: 7 } }, 60, 2);
    expect(await takeDeferredActions(store)).toEqual([{ type: 'unpinActor', params: { targetId: 7 } }]);
  });

  test('the stored redirect is taken for the login success, only when it is a path of the app', async () => {
    const { store } = setup();
    await deferAction(store, { type: 'redirect', params: { targetUrl: '/en/messenger/' } });
    expect(await takeRedirect(store)).toBe('/en/messenger/');
    expect(await takeRedirect(store)).toBeNull();
    await deferAction(store, { type: 'redirect', params: { targetUrl: 'https://evil.example/' } });
    expect(await takeRedirect(store)).toBeNull();
  });
});

describe('app paths', () => {
  test('only paths of this app are followed', () => {
    expect(isAppPath('/en/videos/')).toBe(true);
    expect(isAppPath('//evil.example/')).toBe(false);
    expect(isAppPath('/\\evil.example/')).toBe(false);
    expect(isAppPath('https://evil.example/')).toBe(false);
    expect(isAppPath('javascript:alert(1)')).toBe(false);
  });
});

describe('replay order', () => {
  test('pins and ratings first, then only the newest navigation', () => {
    const actions: OnLoginAction[] = [
      { type: 'selectChannel', params: { targetId: 3 } },
      pinActor(1),
      { type: 'redirect', params: { targetUrl: '/en/videos/' } },
      { type: 'sedcardGuestRating', params: { targetId: 2, value: 1 } },
    ];
    expect(replayOrder(actions).map((a) => a.type)).toEqual(['pinActor', 'sedcardGuestRating', 'redirect']);
  });
});

describe('replaying each action type', () => {
  test('every onLoginAction type of the contract is known', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const type of LOGIN_ACTION_TYPES)
      await runDeferredAction({ type, params: { targetId: 1, targetUrl: '/en/', value: 1 } }, fakeEffects().effects);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  test('pins send the socket pin or unpin of the right kind', async () => {
    const { calls, effects } = fakeEffects();
    for (const type of ['pinActor', 'unpinActor', 'pinAlbum', 'pinPicture', 'pinSedcards'] as const) {
      await runDeferredAction({ type, params: { targetId: 5 } }, effects);
    }
    expect(calls).toEqual([
      ['sendPin', 'actor', 5, true],
      ['sendPin', 'actor', 5, false],
      ['sendPin', 'album', 5, true],
      ['sendPin', 'picture', 5, true],
      ['sendPin', 'sedcard', 5, true],
    ]);
  });

  test('a pin without a usable id is skipped', async () => {
    const { calls, effects } = fakeEffects();
    await runDeferredAction({ type: 'pinActor', params: {} }, effects);
    await runDeferredAction({ type: 'pinActor', params: { targetId: -1 } }, effects);
    expect(calls).toEqual([]);
  });

  test('a sedcard rating is sent with its value, only a valid one', async () => {
    const { calls, effects } = fakeEffects();
    await runDeferredAction({ type: 'sedcardGuestRating', params: { targetId: 8, value: -1 } }, effects);
    await runDeferredAction({ type: 'sedcardGuestRating', params: { targetId: 8, value: 5 } }, effects);
    expect(calls).toEqual([['rateSedcards', 8, -1]]);
  });

  test('a channel selection remembers the channel and opens the messenger', async () => {
    const { calls, effects } = fakeEffects();
    await runDeferredAction({ type: 'selectChannel', params: { targetId: 12 } }, effects);
    expect(calls).toEqual([
      ['remember', 'channelId', 12],
      ['navigate', '/en/messenger/'],
    ]);
  });

  test('a note remembers its actor and opens the given page', async () => {
    const { calls, effects } = fakeEffects();
    await runDeferredAction({ type: 'loadNote', params: { targetId: 4, targetUrl: '/en/amateur/anna/' } }, effects);
    expect(calls).toEqual([
      ['remember', 'NoteactorId', 4],
      ['navigate', '/en/amateur/anna/'],
    ]);
  });

  test('a redirect goes to a path of the app, never elsewhere', async () => {
    const { calls, effects } = fakeEffects();
    await runDeferredAction({ type: 'redirect', params: { targetUrl: '/en/videos/' } }, effects);
    await runDeferredAction({ type: 'redirect', params: { targetUrl: 'https://evil.example/' } }, effects);
    expect(calls).toEqual([['navigate', '/en/videos/']]);
  });

  test('show paytour offers the paytour', async () => {
    const { calls, effects } = fakeEffects();
    await runDeferredAction({ type: 'showPaytour', params: {} }, effects);
    expect(calls).toEqual([['offerPaytour']]);
  });
});
