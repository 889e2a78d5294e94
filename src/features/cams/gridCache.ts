// The last tile grid answers, by request, kept in memory for the tab. Coming back to a listing
// (back/forward) renders its page from here in the first render, so the page is already tall
// when the shell restores the stored scroll position (spec part 1 §2: tile grids with scroll
// restore). spec part 1 §4: an album purchase clears the tile grid cache (clearGridCache).

/** Answers kept; the oldest is dropped first. Not shown in spec: chosen. */
export const GRID_CACHE_MAX = 20;

export class GridCache<T> {
  private readonly entries = new Map<string, T>();
  private readonly max: number;

  constructor(max: number = GRID_CACHE_MAX) {
    this.max = max;
  }

  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // a read makes the entry the newest again
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** What a grid shows in a render: the answer (cached, or the previous one while loading). */
export interface GridState<T> {
  key: string;
  answer: T | null;
  loading: boolean;
  failed: boolean;
}

/**
 * The state of a grid for request `key`: a cached answer shows at once (the first render after
 * coming back, so the stored scroll position can be restored), else the previous answer stays
 * while the new one loads.
 */
export function gridStateFor<T>(cache: GridCache<{ answer: T }>, key: string, previous: T | null): GridState<T> {
  const cached = cache.get(key);
  return { key, answer: cached?.answer ?? previous, loading: !cached, failed: false };
}
