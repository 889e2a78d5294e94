// Answers computed once and served to every guest they are the same for (issue 23): the home
// query and the lists of an anonymous guest, the public part of a logged-in guest's lists. An
// entry remembers the tables its computation read (server/db/tableAccess.ts); any committed
// write to one of them, on this process or (with Redis) another, drops it before the write's
// event can reach a socket, since events are published after their transaction commits. What
// changes with the clock alone (a scheduled video's publish time, a contest's end) is at most
// ANSWER_CACHE.ttlMs late.
import { addToCurrentReading, type Reading, recordReads } from './db/tableAccess.ts';

export const ANSWER_CACHE = {
  /** Longest life of an entry: the lateness of what changes with the clock and no write. */
  ttlMs: 2_000,
  /** Most entries kept (the least recently used go first): keys hold paging and variables. */
  maxEntries: 2_000,
} as const;

interface Entry {
  value: unknown;
  reading: Reading;
  /** The write sequence number when its computation started. */
  since: number;
  expiresAt: number;
}

interface Flight {
  promise: Promise<unknown>;
  since: number;
  /** What it has read so far. */
  reading: Reading;
}

interface AnswerCacheStats {
  hits: number;
  misses: number;
  entries: number;
}

export interface AnswerCache {
  /**
   * The value kept under `key`, or `compute`'s: kept when `keep(value)` says so, the
   * computation wrote nothing, and only while no table it read is written. A caller asking while
   * the same key is computed waits for that computation unless what it has read so far was
   * written since it began.
   */
  get<T>(key: string, compute: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
  /** Drops what was made of these tables (called after a write commits). */
  written(tables: Iterable<string>): void;
  clear(): void;
  stats(): AnswerCacheStats;
}

export function createAnswerCache(options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}): AnswerCache {
  const ttlMs = options.ttlMs ?? ANSWER_CACHE.ttlMs;
  const maxEntries = options.maxEntries ?? ANSWER_CACHE.maxEntries;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Flight>();
  /** The sequence number of the last write to each table. */
  const lastWrite = new Map<string, number>();
  let sequence = 0;
  let hits = 0;
  let misses = 0;

  /** Whether no table of the reading was written after `since`. */
  function unwritten(reading: Reading, since: number): boolean {
    if (since === sequence) return true;
    for (const table of reading.tables) if ((lastWrite.get(table) ?? 0) > since) return false;
    return true;
  }

  return {
    async get<T>(key: string, compute: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now() && unwritten(entry.reading, entry.since)) {
        hits++;
        // Least recently used goes first: a hit moves the entry to the end.
        entries.delete(key);
        entries.set(key, entry);
        addToCurrentReading(entry.reading);
        return entry.value as T;
      }
      misses++;
      // A computation under way is as good as a new one when nothing it has read so far was
      // written since it began: what it reads from now on is read after the write.
      const flight = flights.get(key);
      if (flight && unwritten(flight.reading, flight.since)) return (await flight.promise) as T;
      const since = sequence;
      const reading: Reading = { tables: new Set(), wrote: false };
      const promise = recordReads(compute, reading).then(({ value, reading }) => {
        if (!reading.wrote && keep(value)) {
          entries.delete(key);
          entries.set(key, { value, reading, since, expiresAt: now() + ttlMs });
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        } else entries.delete(key);
        return value;
      });
      // Only a key kept before is shared while computing: a first computation may turn out personal.
      if (entry) {
        const own: Flight = { promise, since, reading };
        flights.set(key, own);
        void promise.then(
          () => flights.get(key) === own && flights.delete(key),
          () => flights.get(key) === own && flights.delete(key),
        );
      }
      return promise;
    },
    written(tables) {
      sequence++;
      for (const table of tables) lastWrite.set(table, sequence);
    },
    clear() {
      entries.clear();
      flights.clear();
    },
    stats: () => ({ hits, misses, entries: entries.size }),
  };
}
