import { describe, expect, test } from 'vitest';
import { INSTALL_OFFER, type InstallOfferInput, mayApplyUpdateNow, shouldOfferInstall } from '../../src/features/pwa/pwaRules.ts';

const DAY = 24 * 60 * 60 * 1000;
const base: InstallOfferInput = {
  available: true,
  standalone: false,
  pageViews: 1,
  secondsOnSite: 0,
  dismissedAt: null,
  now: 100 * DAY,
  busy: false,
};

describe('the install offer', () => {
  test('waits for a second page or 30 seconds on the site, never on first paint', () => {
    expect(INSTALL_OFFER).toEqual({ minPageViews: 2, minSecondsOnSite: 30, snoozeDays: 30 });
    expect(shouldOfferInstall(base)).toBe(false);
    expect(shouldOfferInstall({ ...base, pageViews: 2 })).toBe(true);
    expect(shouldOfferInstall({ ...base, secondsOnSite: 29 })).toBe(false);
    expect(shouldOfferInstall({ ...base, secondsOnSite: 30 })).toBe(true);
  });

  test('a "not now" keeps it away for 30 days', () => {
    const ready = { ...base, pageViews: 3 };
    expect(shouldOfferInstall({ ...ready, dismissedAt: ready.now - 29 * DAY })).toBe(false);
    expect(shouldOfferInstall({ ...ready, dismissedAt: ready.now - 30 * DAY })).toBe(true);
  });

  test('not without the browser offer, not in the installed app, not over a dialog or the checkout', () => {
    const ready = { ...base, pageViews: 3 };
    expect(shouldOfferInstall({ ...ready, available: false })).toBe(false);
    expect(shouldOfferInstall({ ...ready, standalone: true })).toBe(false);
    expect(shouldOfferInstall({ ...ready, busy: true })).toBe(false);
  });
});

test('a new version reloads the page only while no payment is under way', () => {
  expect(mayApplyUpdateNow(false)).toBe(true);
  expect(mayApplyUpdateNow(true)).toBe(false);
});
