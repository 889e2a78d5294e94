import { describe, expect, test } from 'vitest';
import { alertsStopped, PUSH_CLOCK_SKEW_MS, PUSH_SILENCE_MS } from '../../src/features/push/pushRules.ts';

// Alerts that silently died are noticed (issue 22, point 5): a push the server handed over ten
// minutes ago and more, with nothing shown on this device since (give or take the clocks' five
// minutes), means the alerts seem to have stopped.
describe('alerts that seem to have stopped', () => {
  const now = 1_000 * PUSH_SILENCE_MS;
  const delivered = now - PUSH_SILENCE_MS;

  test('the constants', () => {
    expect(PUSH_SILENCE_MS).toBe(10 * 60 * 1000);
    expect(PUSH_CLOCK_SKEW_MS).toBe(5 * 60 * 1000);
  });

  test('a push handed over ten minutes ago and never shown: stopped', () => {
    expect(alertsStopped({ lastDeliveredAt: delivered, lastShownAt: null, now })).toBe(true);
    expect(alertsStopped({ lastDeliveredAt: delivered, lastShownAt: delivered - PUSH_CLOCK_SKEW_MS - 1, now })).toBe(true);
  });

  test('shown since (within the clock skew), too recent to tell, or nothing sent yet: not stopped', () => {
    expect(alertsStopped({ lastDeliveredAt: delivered, lastShownAt: delivered + 2_000, now })).toBe(false);
    expect(alertsStopped({ lastDeliveredAt: delivered, lastShownAt: delivered - PUSH_CLOCK_SKEW_MS, now })).toBe(false);
    expect(alertsStopped({ lastDeliveredAt: now - PUSH_SILENCE_MS + 1, lastShownAt: null, now })).toBe(false);
    expect(alertsStopped({ lastDeliveredAt: null, lastShownAt: null, now })).toBe(false);
  });
});
