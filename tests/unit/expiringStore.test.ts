import { describe, expect, test } from 'vitest';
import { ON_LOGIN_ACTION_KEY_PREFIX as ACTION, DEFERRED_STORE } from '../../src/contract/storageKeys.ts';
import { createExpiringStore, expireStamp, idbBackend, isExpired, memoryBackend } from '../../src/lib/expiringStore.ts';

function storeAt(clock: { now: number }, map = new Map<string, unknown>()) {
  return { map, store: createExpiringStore(memoryBackend(map), () => clock.now) };
}

describe('expire stamp', () => {
  test('is now plus the seconds times 1000 when the seconds are positive', () => {
    expect(expireStamp(30, 1_000)).toBe(31_000);
    expect(expireStamp(1, 0)).toBe(1_000);
  });

  test('zero, negative or no seconds mean no expiry', () => {
    expect(expireStamp(0, 1_000)).toBeNull();
    expect(expireStamp(-5, 1_000)).toBeNull();
    expect(expireStamp(undefined, 1_000)).toBeNull();
  });

  test('an item expires once its stamp is reached', () => {
    expect(isExpired({ expat: 2_000 }, 1_999)).toBe(false);
    expect(isExpired({ expat: 2_000 }, 2_000)).toBe(true);
    expect(isExpired({ expat: null }, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});

describe('stored items', () => {
  test('an item is found before its stamp passes', async () => {
    const clock = { now: 1_000 };
    const { store, map } = storeAt(clock);
    await store.set('channelId', 42, 10);
    expect(map.get('channelId')).toEqual({ value: 42, expat: 11_000 });
    clock.now = 10_999;
    expect(await store.get('channelId')).toEqual({ status: 'found', value: 42 });
  });

  test('once its stamp has passed it is removed and reported expired', async () => {
    const clock = { now: 1_000 };
    const { store, map } = storeAt(clock);
    await store.set('channelId', 42, 10);
    clock.now = 11_000;
    expect(await store.get('channelId')).toEqual({ status: 'expired' });
    expect(map.has('channelId')).toBe(false);
    expect(await store.get('channelId')).toEqual({ status: 'missing' });
  });

  test('an item without seconds never expires', async () => {
    const clock = { now: 1_000 };
    const { store } = storeAt(clock);
    await store.set('supportChat', 'hidden');
    clock.now = 10 ** 15;
    expect(await store.get('supportChat')).toEqual({ status: 'found', value: 'hidden' });
  });

  test('an unreadable item is dropped', async () => {
    const { store, map } = storeAt({ now: 0 }, new Map([['broken', 'plain string']]));
    expect(await store.get('broken')).toEqual({ status: 'missing' });
    expect(map.has('broken')).toBe(false);
  });

  test('keys are listed by prefix', async () => {
    const { store } = storeAt({ now: 0 });
    await store.set(`${ACTION}a`, 1);
    await store.set(`${ACTION}b`, 2);
    await store.set('channelId', 3);
    expect((await store.keys(ACTION)).sort()).toEqual([`${ACTION}a`, `${ACTION}b`]);
    await store.remove(`${ACTION}a`);
    expect(await store.keys(ACTION)).toEqual([`${ACTION}b`]);
  });

  test('a browser without IndexedDB keeps items in memory instead of failing', async () => {
    expect(typeof indexedDB).toBe('undefined');
    const store = createExpiringStore(idbBackend(DEFERRED_STORE.database, DEFERRED_STORE.store), () => 0);
    await store.set('k', { a: 1 }, 60);
    expect(await store.get('k')).toEqual({ status: 'found', value: { a: 1 } });
    expect(await store.keys()).toEqual(['k']);
  });
});
