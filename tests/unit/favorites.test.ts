// Favourites: page size per viewport, the pin teaser for returning and new guests, and the
// favourites online count following actor.online / actor.offline.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { RETURNING_GUEST_KEY } from '../../src/contract/storageKeys.ts';
import {
  applyFavoritesPresence,
  favoritesOnlineFrom,
  favoritesOnlineShown,
  favoritesPageSize,
  pinTeaserFor,
} from '../../src/features/favorites/favoritesRules.ts';
import { isReturningGuest, markReturningGuest } from '../../src/features/favorites/returningGuest.ts';

describe('favourites page size', () => {
  test('a desktop shows 50 favourites a page', () => {
    expect(favoritesPageSize(1023)).toBe(50);
    expect(favoritesPageSize(1600)).toBe(50);
  });
  test('a phone or a tablet below 1023 px shows 10 a page', () => {
    expect(favoritesPageSize(1022)).toBe(10);
    expect(favoritesPageSize(375)).toBe(10);
  });
});

describe('pin teaser', () => {
  test('a guest who logged in on this device before is welcomed back', () => {
    expect(pinTeaserFor(true)).toBe('returning');
  });
  test('a guest who never logged in here is offered the signup', () => {
    expect(pinTeaserFor(false)).toBe('new');
  });
});

describe('returning guest flag', () => {
  afterEach(() => vi.unstubAllGlobals());

  function memoryStorage(): Storage {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
      clear: () => items.clear(),
      key: () => null,
      get length() {
        return items.size;
      },
    };
  }

  test('a device where nobody logged in has no returning guest', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    expect(isReturningGuest()).toBe(false);
  });
  test('after a login was seen, the device keeps knowing the guest returns', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    markReturningGuest();
    expect(storage.getItem(RETURNING_GUEST_KEY)).toBe('1');
    expect(isReturningGuest()).toBe(true);
  });
  test('without storage (private mode) every guest counts as new', () => {
    vi.stubGlobal('localStorage', undefined);
    markReturningGuest();
    expect(isReturningGuest()).toBe(false);
  });
});

describe('favourites online count', () => {
  const start = () =>
    favoritesOnlineFrom(
      2,
      [1, 2, 3, 4],
      [
        { id: 1, isOnline: true },
        { id: 2, isOnline: false },
      ],
    );

  test('a pinned actor coming online adds one', () => {
    expect(applyFavoritesPresence(start(), 2, true).count).toBe(3);
  });
  test('a pinned actor going offline takes one away', () => {
    expect(applyFavoritesPresence(start(), 1, false).count).toBe(1);
  });
  test('an actor the guest has not pinned changes nothing', () => {
    const state = start();
    expect(applyFavoritesPresence(state, 99, true)).toBe(state);
  });
  test('a second online event of an actor already online is not counted twice', () => {
    const once = applyFavoritesPresence(start(), 2, true);
    expect(applyFavoritesPresence(once, 2, true).count).toBe(3);
  });
  test('an actor not on this page counts too: its event is a change', () => {
    expect(applyFavoritesPresence(start(), 4, true).count).toBe(3);
    expect(applyFavoritesPresence(start(), 3, false).count).toBe(1);
  });
  test('the count never drops below 0', () => {
    const none = favoritesOnlineFrom(0, [5], []);
    expect(applyFavoritesPresence(none, 5, false).count).toBe(0);
  });
  test('an online actor unpinned on the page no longer counts, pinned again it does', () => {
    const state = start();
    expect(favoritesOnlineShown(state, (id) => id === 1)).toBe(1);
    expect(favoritesOnlineShown(state, () => false)).toBe(2);
  });
});
