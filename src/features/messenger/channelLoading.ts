// Channel loading is throttled to one request per 500 ms (spec part 1 §5, part 2 §5, TIMING_MS.
// channelLoadThrottle). Asks within the interval are folded into one load at its end, so the
// last ask is always served and never more than one request starts per interval.
import { TIMING_MS } from '../../contract/constants.ts';

/** How long a load asked for at `now` waits: 0 when the last one started an interval ago (or never). */
export function throttleWait(lastStartedAt: number | null, now: number, intervalMs: number = TIMING_MS.channelLoadThrottle): number {
  if (lastStartedAt === null) return 0;
  return Math.max(0, lastStartedAt + intervalMs - now);
}

export interface ThrottleClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
}

const systemClock: ThrottleClock = { now: () => Date.now(), setTimeout: (run, ms) => setTimeout(run, ms) };

/** `request()` runs `load` now or once at the end of the interval, however often it is called meanwhile. */
export function createThrottle(
  load: () => void,
  intervalMs: number = TIMING_MS.channelLoadThrottle,
  clock: ThrottleClock = systemClock,
): { request(): void } {
  let lastStartedAt: number | null = null;
  let scheduled = false;
  const run = () => {
    scheduled = false;
    lastStartedAt = clock.now();
    load();
  };
  return {
    request() {
      if (scheduled) return;
      const wait = throttleWait(lastStartedAt, clock.now(), intervalMs);
      if (wait === 0) run();
      else {
        scheduled = true;
        clock.setTimeout(run, wait);
      }
    },
  };
}
