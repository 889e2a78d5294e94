import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { setToken } from '../../src/api/session.ts';
import { namedGuestId } from '../../src/app/useShowsLoggedIn.ts';
import { TOKEN_KEY } from '../../src/contract/storageKeys.ts';
import { guest, replaceGuest } from '../../src/state/guest.ts';
import { emptyGuest } from '../../src/state/guestRules.ts';

// A call that names the guest (a contest vote sends guestId) from a tab whose live connection has
// not yet told who the guest is (src/app/useShowsLoggedIn.ts namedGuestId): a logged-in guest's
// tap waits for the name, a logged-out one's does not wait at all.
describe('the guest id for a call that names the guest', () => {
  let store: Map<string, string>;

  beforeEach(() => {
    store = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    });
    replaceGuest(emptyGuest());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('a named logged-in guest answers at once', async () => {
    replaceGuest({ ...emptyGuest(), isKnown: true, isLoggedIn: true, guestId: 41 });
    expect(await namedGuestId()).toBe(41);
  });

  test('an anonymous token answers null without waiting', async () => {
    store.set(TOKEN_KEY, 'anon-token');
    expect(await namedGuestId()).toBeNull();
  });

  test("a login token's guest, not yet named, answers once the connection names them", async () => {
    setToken('login-token');
    const id = namedGuestId();
    replaceGuest({ ...emptyGuest(), isKnown: true, isLoggedIn: true, guestId: 7 });
    expect(await id).toBe(7);
  });

  test('a connection that names the guest anonymous (logged out elsewhere) answers null', async () => {
    setToken('login-token');
    const id = namedGuestId();
    replaceGuest({ ...emptyGuest(), isKnown: true, isLoggedIn: false, guestId: 9 });
    expect(await id).toBeNull();
  });

  test('no name within the wait answers null, so the action fails instead of hanging', async () => {
    vi.useFakeTimers();
    setToken('login-token');
    const id = namedGuestId();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await id).toBeNull();
    expect(guest.guestId).toBeNull();
  });
});
