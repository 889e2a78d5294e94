import { afterEach, describe, expect, test } from 'vitest';
import {
  acceptAllConsent,
  acceptNecessaryOnly,
  closeCookieSettings,
  consent,
  decodeConsent,
  encodeConsent,
  hasConsent,
  isBannerShown,
  openCookieSettings,
  saveConsent,
} from '../../src/state/consent.ts';

describe('the consent cookie value', () => {
  test('a choice survives encoding and decoding', () => {
    for (const functional of [true, false]) {
      for (const analytics of [true, false]) {
        expect(decodeConsent(encodeConsent({ functional, analytics }))).toEqual({ functional, analytics });
      }
    }
  });

  test('it is short', () => {
    expect(encodeConsent({ functional: true, analytics: false })).toBe('1.f1.a0');
  });

  test('a missing or garbled value asks again', () => {
    expect(decodeConsent(null)).toBeNull();
    expect(decodeConsent('')).toBeNull();
    expect(decodeConsent('yes')).toBeNull();
    expect(decodeConsent('2.f1.a1')).toBeNull();
  });
});

describe('consent', () => {
  afterEach(() => {
    consent.decided = false;
    consent.functional = false;
    consent.analytics = false;
    consent.settingsOpen = false;
  });

  test('before a decision only necessary storage is allowed and the banner shows', () => {
    expect(hasConsent('necessary')).toBe(true);
    expect(hasConsent('functional')).toBe(false);
    expect(hasConsent('analytics')).toBe(false);
    expect(isBannerShown(consent)).toBe(true);
  });

  test('accepting all allows functional and analytics and hides the banner', () => {
    acceptAllConsent();
    expect(hasConsent('functional')).toBe(true);
    expect(hasConsent('analytics')).toBe(true);
    expect(isBannerShown(consent)).toBe(false);
  });

  test('only necessary keeps the optional categories off, and the banner stays hidden', () => {
    acceptNecessaryOnly();
    expect(consent.decided).toBe(true);
    expect(hasConsent('functional')).toBe(false);
    expect(hasConsent('analytics')).toBe(false);
    expect(isBannerShown(consent)).toBe(false);
  });

  test('a saved selection allows exactly the chosen categories', () => {
    saveConsent({ functional: true, analytics: false });
    expect(hasConsent('functional')).toBe(true);
    expect(hasConsent('analytics')).toBe(false);
  });

  test('cookie settings in the footer show the banner again until saved or cancelled', () => {
    acceptNecessaryOnly();
    openCookieSettings();
    expect(isBannerShown(consent)).toBe(true);
    closeCookieSettings();
    expect(isBannerShown(consent)).toBe(false);
    openCookieSettings();
    saveConsent({ functional: false, analytics: true });
    expect(isBannerShown(consent)).toBe(false);
    expect(hasConsent('analytics')).toBe(true);
  });
});
