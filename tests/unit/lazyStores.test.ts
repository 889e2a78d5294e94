import { describe, expect, test } from 'vitest';
import { lazyStore, UnknownLazyStoreError } from '../../src/state/lazyStores.ts';
import { isModuleName, isModuleReady, MODULE_NAMES, markModuleReady, whenModuleReady } from '../../src/state/modules.ts';

describe('lazy stores and module readiness (spec part 1 §4, part 2 §8)', () => {
  test('the five modules of the spec are the lazy stores', () => {
    expect(MODULE_NAMES).toEqual(['messenger', 'gift', 'toyControl', 'notification', 'prosearch']);
    expect(isModuleName('gift')).toBe(true);
    expect(isModuleName('wallet')).toBe(false);
  });

  test('asking for a store by a name that is none of them throws "Unknown lazy store"', () => {
    expect(() => lazyStore('wallet')).toThrow(UnknownLazyStoreError);
    expect(() => lazyStore('wallet')).toThrow('Unknown lazy store: wallet');
  });

  test('what waits for a module goes on once it is ready, and at once when it already is', async () => {
    let done = false;
    const waiting = whenModuleReady('prosearch').then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    markModuleReady('prosearch');
    await waiting;
    expect(done).toBe(true);
    expect(isModuleReady('prosearch')).toBe(true);
    await expect(whenModuleReady('prosearch')).resolves.toBeUndefined();
  });
});
