import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWhenReachable, networkBack, ONLINE_RETRY_MS } from '../../src/lib/networkBack.ts';

// A browser's network state, as the page sees it: navigator.onLine and the online event.
const browser = new EventTarget();
const navigatorState = { onLine: true };

beforeEach(() => {
  vi.useFakeTimers();
  navigatorState.onLine = true;
  vi.stubGlobal('navigator', navigatorState);
  vi.stubGlobal('addEventListener', browser.addEventListener.bind(browser));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function goOnline(): void {
  navigatorState.onLine = true;
  browser.dispatchEvent(new Event('online'));
}

describe('networkBack', () => {
  it('resolves at once online', async () => {
    await expect(networkBack()).resolves.toBeUndefined();
  });

  it('offline, resolves at the online event and not before', async () => {
    navigatorState.onLine = false;
    let back = false;
    void networkBack().then(() => {
      back = true;
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(back).toBe(false);
    goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(back).toBe(true);
  });
});

describe('loadWhenReachable', () => {
  it('answers what the first load that succeeds answers', async () => {
    const load = vi.fn().mockResolvedValue('chunk');
    await expect(loadWhenReachable(load)).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('online, a failed load is tried again after 5 s, not sooner', async () => {
    expect(ONLINE_RETRY_MS).toBe(5_000);
    const load = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue('chunk');
    const result = loadWhenReachable(load);
    await vi.advanceTimersByTimeAsync(ONLINE_RETRY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offline, a failed load waits for the network, however long, then is tried at once', async () => {
    navigatorState.onLine = false;
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('token');
    const result = loadWhenReachable(load);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(load).toHaveBeenCalledTimes(1);
    goOnline();
    await expect(result).resolves.toBe('token');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
