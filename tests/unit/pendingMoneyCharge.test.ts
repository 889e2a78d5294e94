import { describe, expect, test, vi } from 'vitest';
import { TOP_UP_FLOWS } from '../../src/contract/checkout.ts';
import { createPendingMoneyCharge } from '../../src/features/checkout/pendingMoneyCharge.ts';

// Issue 21 point 3: a purchase stopped by missing money runs once after a successful top-up.
describe('the pending money-charge callback', () => {
  test('runs once after a successful top-up, at the balance event, and not again at close or a later event', () => {
    const pending = createPendingMoneyCharge();
    const resume = vi.fn();
    pending.set(resume);
    pending.balance(); // a balance event before any payment (another tab's purchase) runs nothing
    expect(resume).not.toHaveBeenCalled();
    pending.payment('moneycharge', true);
    pending.balance();
    pending.balance();
    pending.flowClosed();
    expect(resume).toHaveBeenCalledTimes(1);
  });

  test('runs as the flow closes when the balance event has not come yet', () => {
    const pending = createPendingMoneyCharge();
    const resume = vi.fn();
    pending.set(resume);
    pending.payment('trialmoneycharge', true);
    pending.flowClosed();
    pending.balance();
    expect(resume).toHaveBeenCalledTimes(1);
  });

  test('a declined or cancelled top-up, or another flow, drops it', () => {
    const pending = createPendingMoneyCharge();
    const resume = vi.fn();
    pending.set(resume);
    pending.payment('moneycharge', false);
    pending.flowClosed();
    pending.set(resume);
    pending.flowClosed(); // closed without paying
    pending.set(resume);
    pending.payment('opcompensation', true);
    pending.payment('vipabo', true);
    pending.flowClosed();
    pending.payment('moneycharge', true); // nothing waits any more
    pending.balance();
    expect(resume).not.toHaveBeenCalled();
  });

  test('a newer purchase replaces the waiting one; a failing purchase does not throw', async () => {
    const pending = createPendingMoneyCharge();
    const older = vi.fn();
    const newer = vi.fn(() => Promise.reject(new Error('refused')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    pending.set(older);
    pending.set(newer);
    pending.payment('moneycharge', true);
    expect(() => pending.balance()).not.toThrow();
    await Promise.resolve();
    expect(older).not.toHaveBeenCalled();
    expect(newer).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  test('every top-up flow counts, and only they', () => {
    expect([...TOP_UP_FLOWS].sort()).toEqual(['autorecharge', 'carrier', 'limit', 'moneycharge', 'oneclick', 'trialmoneycharge']);
  });
});
