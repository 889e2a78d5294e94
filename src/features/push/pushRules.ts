// When a device's push alerts seem to have stopped (issue 22, point 5): plain rules, no I/O.

/** A push handed over this long ago and not shown since means alerts seem to have stopped. */
export const PUSH_SILENCE_MS = 10 * 60 * 1000;
/** The device's and the server's clocks may differ this much. */
export const PUSH_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** Whether the alerts seem to have stopped: a push went out a while ago and none showed since. */
export function alertsStopped(input: { lastDeliveredAt: number | null; lastShownAt: number | null; now: number }): boolean {
  const { lastDeliveredAt, lastShownAt, now } = input;
  if (lastDeliveredAt === null || now - lastDeliveredAt < PUSH_SILENCE_MS) return false;
  return lastShownAt === null || lastShownAt < lastDeliveredAt - PUSH_CLOCK_SKEW_MS;
}
