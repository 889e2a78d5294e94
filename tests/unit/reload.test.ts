// One reload per page (src/lib/reload.ts): a second ask while the first reload is under way is
// dropped (two location.reload() calls in flight crashed Chromium's renderer in the two-tab logout).
import { afterEach, expect, test, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

test('two asks to reload reload the page once', async () => {
  const reload = vi.fn();
  vi.stubGlobal('location', { reload });
  const { reloadPage } = await import('../../src/lib/reload.ts');
  reloadPage();
  reloadPage();
  expect(reload).toHaveBeenCalledTimes(1);
});
