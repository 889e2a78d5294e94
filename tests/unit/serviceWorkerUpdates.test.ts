import { describe, expect, test } from 'vitest';
import { parseAppConfig } from '../../src/app/appConfig.ts';
import { UPDATE_CHECK_MS, updateCheckDue } from '../../src/app/registerServiceWorker.ts';

// Updates never strand a guest (issue 22, point 6): an open page asks for a new version hourly,
// only while it is shown and online; the shell can switch the worker off (the kill switch).
describe('update checks of an open page', () => {
  const base = { now: 10 * UPDATE_CHECK_MS, lastCheck: 9 * UPDATE_CHECK_MS, visible: true, online: true };

  test('hourly', () => {
    expect(UPDATE_CHECK_MS).toBe(60 * 60 * 1000);
    expect(updateCheckDue(base)).toBe(true);
    expect(updateCheckDue({ ...base, now: base.now - 1 })).toBe(false);
  });

  test('never while hidden or offline', () => {
    expect(updateCheckDue({ ...base, visible: false })).toBe(false);
    expect(updateCheckDue({ ...base, online: false })).toBe(false);
  });
});

describe("the shell's service worker switch", () => {
  test('on unless the shell says false', () => {
    expect(parseAppConfig('{}').serviceWorker).toBe(true);
    expect(parseAppConfig('{"serviceWorker":false}').serviceWorker).toBe(false);
    expect(parseAppConfig('{"serviceWorker":"no"}').serviceWorker).toBe(true);
  });
});
