// Locally stored items with an expire stamp (spec part 1 §3 Locally stored items, §4 Expire
// stamp): `expat` is now plus the given seconds times 1000 when the seconds are positive, else
// the item never expires; an item read after its stamp has passed is removed and reported
// expired. Items live in their own idb-keyval store; a browser without IndexedDB (or one that
// refuses it: private mode, blocked storage) keeps them in memory for the tab's life instead.
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

/** What the store keeps per key. */
export interface StoredItem<T> {
  value: T;
  /** Epoch ms after which the item is gone, or null for no expiry. */
  expat: number | null;
}

type ReadResult<T> = { status: 'found'; value: T } | { status: 'expired' } | { status: 'missing' };

/** The key-value backend: idb-keyval in the browser, a Map in tests. */
export interface ItemBackend {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

export interface ExpiringStore {
  /** Stores `value`; it expires after `seconds` when positive, never otherwise. */
  set<T>(key: string, value: T, seconds?: number): Promise<void>;
  get<T>(key: string): Promise<ReadResult<T>>;
  remove(key: string): Promise<void>;
  /** The keys starting with `prefix` (expired ones included until read). */
  keys(prefix?: string): Promise<string[]>;
}

/** The expire stamp for a lifetime in seconds: now + seconds * 1000 when positive, else none. */
export function expireStamp(seconds: number | undefined, now: number): number | null {
  return seconds !== undefined && seconds > 0 ? now + seconds * 1000 : null;
}

export function isExpired(item: Pick<StoredItem<unknown>, 'expat'>, now: number): boolean {
  return item.expat !== null && item.expat <= now;
}

function isStoredItem(value: unknown): value is StoredItem<unknown> {
  if (typeof value !== 'object' || value === null || !('value' in value) || !('expat' in value)) return false;
  const expat = (value as { expat: unknown }).expat;
  return expat === null || typeof expat === 'number';
}

export function createExpiringStore(backend: ItemBackend, now: () => number = Date.now): ExpiringStore {
  return {
    async set(key, value, seconds) {
      const item: StoredItem<typeof value> = { value, expat: expireStamp(seconds, now()) };
      await backend.set(key, item);
    },
    async get<T>(key: string): Promise<ReadResult<T>> {
      const item = await backend.get(key);
      if (item === undefined) return { status: 'missing' };
      if (!isStoredItem(item)) {
        await backend.del(key); // written by an older version or another script: unusable
        return { status: 'missing' };
      }
      if (isExpired(item, now())) {
        await backend.del(key);
        return { status: 'expired' };
      }
      return { status: 'found', value: item.value as T };
    },
    remove: (key) => backend.del(key),
    async keys(prefix = '') {
      return (await backend.keys()).filter((key) => key.startsWith(prefix));
    },
  };
}

/** A backend on a Map: tests, and the fallback of a browser without IndexedDB. */
export function memoryBackend(map = new Map<string, unknown>()): ItemBackend {
  return {
    get: async (key) => map.get(key),
    set: async (key, value) => {
      map.set(key, value);
    },
    del: async (key) => {
      map.delete(key);
    },
    keys: async () => [...map.keys()],
  };
}

/**
 * An idb-keyval store of its own, guarded: once IndexedDB is missing or fails, every call goes
 * to a memory Map for the rest of the tab's life instead of throwing.
 */
export function idbBackend(dbName: string, storeName: string): ItemBackend {
  const memory = memoryBackend();
  let store: UseStore | null = null;
  let broken = typeof indexedDB === 'undefined';

  async function guarded<R>(idb: (store: UseStore) => Promise<R>, fallback: () => Promise<R>): Promise<R> {
    if (!broken) {
      try {
        store ??= createStore(dbName, storeName);
        return await idb(store);
      } catch {
        broken = true; // private mode, blocked or quota: degrade rather than fail the caller
      }
    }
    return fallback();
  }

  return {
    get: (key) =>
      guarded(
        (s) => get(key, s),
        () => memory.get(key),
      ),
    set: (key, value) =>
      guarded(
        (s) => set(key, value, s),
        () => memory.set(key, value),
      ),
    del: (key) =>
      guarded(
        (s) => del(key, s),
        () => memory.del(key),
      ),
    keys: () =>
      guarded(
        async (s) => (await keys(s)).map(String),
        () => memory.keys(),
      ),
  };
}
