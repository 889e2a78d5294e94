// The server's in-memory caches, each registered with how to empty it, so the internal route
// clear_di_cache (spec part 2 §7.9; what it does is not shown: chosen) empties them all after
// content changed behind the server's back (an import, a manual database fix).
export interface CacheRegistry {
  /** Keeps a cache's clear function under a name (the answer of clear_di_cache lists the names). */
  register(name: string, clear: () => void): void;
  /** Empties every registered cache; answers their names. */
  clearAll(): string[];
}

export function createCacheRegistry(): CacheRegistry {
  const caches = new Map<string, () => void>();
  return {
    register(name, clear) {
      caches.set(name, clear);
    },
    clearAll() {
      for (const clear of caches.values()) clear();
      return [...caches.keys()];
    },
  };
}
