// Token buckets in memory (issue 19: the request rate limit of http/requestLimit.ts). Each key
// has a bucket holding up to `perMinute` requests, refilled continuously at `perMinute` a minute:
// a burst of a minute's worth, then the steady rate. Pure: the time is an argument.

export interface TakeDecision {
  allowed: boolean;
  /** 0 when allowed; else how long until one request is allowed again. */
  retryAfterMs: number;
}

interface Bucket {
  /** Requests left at `at`. */
  tokens: number;
  at: number;
}

const MINUTE_MS = 60_000;

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private lastSweep = 0;
  readonly perMinute: number;

  /** perMinute 0: no limit, but the keys seen are still known (has()) until a minute idle. */
  constructor(perMinute: number) {
    this.perMinute = perMinute;
  }

  /** Takes one request from the key's bucket (a new key starts full). */
  take(key: string, now: number): TakeDecision {
    this.sweep(now);
    if (this.perMinute === 0) {
      this.buckets.set(key, { tokens: 0, at: now });
      return { allowed: true, retryAfterMs: 0 };
    }
    const bucket = this.buckets.get(key);
    const tokens = bucket ? this.refilled(bucket, now) : this.perMinute;
    if (tokens >= 1) {
      this.buckets.set(key, { tokens: tokens - 1, at: now });
      return { allowed: true, retryAfterMs: 0 };
    }
    this.buckets.set(key, { tokens, at: now });
    return { allowed: false, retryAfterMs: Math.ceil(((1 - tokens) * MINUTE_MS) / this.perMinute) };
  }

  /** Whether the key has a bucket: it took a request within about the last minute. */
  has(key: string): boolean {
    return this.buckets.has(key);
  }

  /** Buckets held (memory). */
  get size(): number {
    return this.buckets.size;
  }

  private refilled(bucket: Bucket, now: number): number {
    return Math.min(this.perMinute, bucket.tokens + ((now - bucket.at) * this.perMinute) / MINUTE_MS);
  }

  /** Once a minute, forgets the buckets idle for a minute: they are full again, as a new one is. */
  private sweep(now: number): void {
    if (now - this.lastSweep < MINUTE_MS) return;
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.at >= MINUTE_MS) this.buckets.delete(key);
    }
  }
}
