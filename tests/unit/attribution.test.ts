import { describe, expect, test } from 'vitest';
import { attributionOf, sanitizeOptions } from '../../server/checkout/frame/frameOptions.ts';
import { ATTRIBUTION_PARAMS, landingAffiliate, storedAttribution, testDeviceOf } from '../../src/contract/attribution.ts';
import { COOKIE_DAYS } from '../../src/contract/constants.ts';
import { AGE_GATE_COOKIE, ATTRIBUTION_COOKIES, BLOCKED_INCENTIVES_COOKIE, TEASER_COOKIE } from '../../src/contract/storageKeys.ts';
import { paymentOptionsFor } from '../../src/features/checkout/paymentOptions.ts';

// Affiliate attribution and the test device (issue 21 point 14; spec part 1 §2, §3, §9).
describe('affiliate attribution and the test device', () => {
  test('the parameters are the spec’s payment option names, the cookies short codes of their own', () => {
    expect(ATTRIBUTION_PARAMS).toEqual({ affiliateId: 'w', subRef: 'ws', token: 'wt', testDevice: 'testdevice' });
    expect(ATTRIBUTION_COOKIES).toMatchObject({
      affiliateId: { days: 30 },
      subRef: { days: 30 },
      token: { days: 30 },
      testDevice: { days: 365 },
    });
    expect(COOKIE_DAYS.affiliate).toBe(30);
    const names = Object.values(ATTRIBUTION_COOKIES).map((cookie) => cookie.name);
    expect(names.filter((name) => !/^[a-z]{2,3}$/.test(name))).toEqual([]);
    expect(new Set([...names, AGE_GATE_COOKIE.name, TEASER_COOKIE.name, BLOCKED_INCENTIVES_COOKIE.name]).size).toBe(names.length + 3);
  });

  test('a landing with a webmaster id gives it with its valid sub-reference and token', () => {
    expect(landingAffiliate('?w=1234&ws=spring-mail&wt=abc.DEF_9~x')).toEqual({ w: 1234, ws: 'spring-mail', wt: 'abc.DEF_9~x' });
    expect(landingAffiliate('?w=77')).toEqual({ w: 77 });
    expect(landingAffiliate('?w=77&ws=<script>&wt=' + 'a'.repeat(101))).toEqual({ w: 77 });
    expect(landingAffiliate('?w=999999999')).toEqual({ w: 999_999_999 });
  });

  test('no webmaster id, or an invalid one, is no attribution', () => {
    for (const search of ['', '?ws=x&wt=y', '?w=0', '?w=-3', '?w=12a', '?w=1000000000', '?w=1.5', '?w='])
      expect(landingAffiliate(search)).toBeNull();
  });

  test('testdevice marks, unmarks, or leaves the device as it is', () => {
    expect(testDeviceOf('?testdevice')).toBe(true);
    expect(testDeviceOf('?testdevice=1')).toBe(true);
    expect(testDeviceOf('?a=b&testdevice=TRUE')).toBe(true);
    expect(testDeviceOf('?testdevice=0')).toBe(false);
    expect(testDeviceOf('?testdevice=no')).toBe(false);
    expect(testDeviceOf('?testdevice=maybe')).toBeNull();
    expect(testDeviceOf('?w=1')).toBeNull();
  });

  test('the stored attribution: sub-reference and token only with an id, bad cookie values left out', () => {
    const jar = (cookies: Record<string, string>) => (name: string) => cookies[name] ?? null;
    expect(storedAttribution(jar({ gwi: '55', gws: 'sub', gwt: 'tok', gtd: '1' }))).toEqual({
      w: 55,
      ws: 'sub',
      wt: 'tok',
      testdevice: true,
    });
    expect(storedAttribution(jar({ gws: 'sub', gwt: 'tok' }))).toEqual({});
    expect(storedAttribution(jar({ gwi: 'x1', gtd: '0' }))).toEqual({});
    expect(storedAttribution(jar({ gwi: '9', gws: 'a b' }))).toEqual({ w: 9 });
  });

  test('a flow opened after navigating carries the kept attribution; the address’s own parameters win', () => {
    const page = {
      language: 'en' as const,
      host: 'glimmer.example',
      environment: 'sandbox' as const,
      attribution: { w: 5, ws: 'kept', testdevice: true },
    };
    expect(paymentOptionsFor('moneycharge', {}, { ...page, search: '' })).toMatchObject({
      w: 5,
      ws: 'kept',
      testdevice: true,
      flow: 'moneycharge',
    });
    expect(paymentOptionsFor('moneycharge', {}, { ...page, search: '?w=6&ws=fresh' })).toMatchObject({ w: 6, ws: 'fresh' });
  });

  test('the frame takes the mark from its query and sends only valid attribution with a payment', () => {
    expect(sanitizeOptions({ testdevice: 'true', w: '12', ws: 'sub' })).toMatchObject({ testdevice: true, w: 12, ws: 'sub' });
    expect(sanitizeOptions({ testdevice: 'no' }).testdevice).toBeUndefined();
    expect(attributionOf({ w: 12, ws: 'sub', wt: 'tok', testdevice: true })).toEqual({ w: 12, ws: 'sub', wt: 'tok', testdevice: true });
    expect(attributionOf({ ws: 'sub', wt: 'tok' })).toEqual({});
    expect(attributionOf({ w: 1.5, ws: 'sub' })).toEqual({});
    expect(attributionOf({ w: 3, ws: 'bad value' })).toEqual({ w: 3 });
  });
});
