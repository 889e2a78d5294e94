// The global search's rules (spec part 1 §5, §9; part 2 §9): the recent list (at most 3,
// newest first, no duplicates, nothing shorter than 3), the stale-answer rule, and the answer
// cache (5 minutes, swept every 5 s). Pure, so unit tests hold them to the spec's numbers.
import { LIMITS, TIMING_MS } from '../../contract/constants.ts';

/** The pattern as typed, trimmed and with inner whitespace collapsed. */
export function normalizePattern(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

const sameTerm = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** The recent list after a search for `term`: first, once, at most LIMITS.recentSearches; short terms change nothing. */
export function withRecentSearch(list: readonly string[], term: string): string[] {
  const pattern = normalizePattern(term);
  if (Array.from(pattern).length < LIMITS.searchPatternMinLength) return [...list];
  return [pattern, ...list.filter((entry) => !sameTerm(entry, pattern))].slice(0, LIMITS.recentSearches);
}

/** A stored recent list as far as it is one: strings that obey the rules, at most the limit. */
export function validRecentList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((entry): entry is string => typeof entry === 'string')
    .reduceRight<string[]>((list, term) => withRecentSearch(list, term), []);
}

/** An answer counts only when it answers the pattern asked last (spec part 1 §5). */
export function isCurrentAnswer(answerPattern: string, lastRequested: string): boolean {
  return answerPattern === lastRequested;
}

/** Answers by key for TIMING_MS.searchCacheTtl; sweep() drops the expired ones. */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { value: T; at: number }>();
  private readonly ttlMs: number;
  private readonly now: () => number;
  constructor(ttlMs: number = TIMING_MS.searchCacheTtl, now: () => number = Date.now) {
    this.ttlMs = ttlMs;
    this.now = now;
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || this.now() - entry.at >= this.ttlMs) return undefined;
    return entry.value;
  }

  set(key: string, value: T): void {
    this.entries.set(key, { value, at: this.now() });
  }

  /** Drops every expired answer; returns how many are left. */
  sweep(): number {
    const now = this.now();
    for (const [key, entry] of this.entries) if (now - entry.at >= this.ttlMs) this.entries.delete(key);
    return this.entries.size;
  }

  get size(): number {
    return this.entries.size;
  }
}
