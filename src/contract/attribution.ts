// Affiliate attribution and the test device (spec part 1 §2 "A testdevice query parameter marks
// a test device", §3 Payment options: webmaster ids w, ws, wt; §9 cookie names for affiliate id,
// sub-reference and token: short codes, exact names not shown, so chosen in storageKeys.ts like
// the other cookies). A landing address carries them; the app keeps them in cookies across
// navigation and reloads and sends them with every top-up and plan payment, which stores them on
// the payment.
import { ATTRIBUTION_COOKIES } from './storageKeys.ts';

/** The landing address's parameters: the spec's payment option names, and testdevice. */
export const ATTRIBUTION_PARAMS = { affiliateId: 'w', subRef: 'ws', token: 'wt', testDevice: 'testdevice' } as const;

/** What a payment carries: the webmaster id, its sub-reference and token, and the test-device mark. */
export interface PaymentAttribution {
  w?: number;
  ws?: string;
  wt?: string;
  testdevice?: boolean;
}

/** A webmaster id: a whole number from 1 to 999 999 999. */
export const AFFILIATE_ID_MAX = 999_999_999;
/** Sub-reference and token: up to 100 of letters, digits and . _ ~ - (safe in a cookie, no markup). */
export const AFFILIATE_TEXT_PATTERN = /^[A-Za-z0-9._~-]{1,100}$/;

export function affiliateIdOf(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= AFFILIATE_ID_MAX ? id : undefined;
}

export function affiliateTextOf(value: string | null | undefined): string | undefined {
  return value && AFFILIATE_TEXT_PATTERN.test(value) ? value : undefined;
}

/**
 * testdevice in an address: present without a value, or 1/true/yes, marks the device; 0/false/no
 * takes the mark off; absent (null) changes nothing.
 */
export function testDeviceOf(search: string): boolean | null {
  const value = new URLSearchParams(search).get(ATTRIBUTION_PARAMS.testDevice);
  if (value === null) return null;
  if (['', '1', 'true', 'yes'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(value.toLowerCase())) return false;
  return null;
}

/**
 * The affiliate of a landing address: only with a valid webmaster id (w), then with its own
 * sub-reference and token, invalid ones left out. A new affiliate link replaces the whole stored
 * attribution (the last click counts); an address without w leaves it as it is (null).
 */
export function landingAffiliate(search: string): Pick<PaymentAttribution, 'w' | 'ws' | 'wt'> | null {
  const params = new URLSearchParams(search);
  const w = affiliateIdOf(params.get(ATTRIBUTION_PARAMS.affiliateId));
  if (w === undefined) return null;
  const ws = affiliateTextOf(params.get(ATTRIBUTION_PARAMS.subRef));
  const wt = affiliateTextOf(params.get(ATTRIBUTION_PARAMS.token));
  return { w, ...(ws ? { ws } : {}), ...(wt ? { wt } : {}) };
}

/** The stored attribution, read through `read` (a cookie reader), invalid values left out. */
export function storedAttribution(read: (name: string) => string | null): PaymentAttribution {
  const w = affiliateIdOf(read(ATTRIBUTION_COOKIES.affiliateId.name));
  const attribution: PaymentAttribution = {};
  if (w !== undefined) {
    attribution.w = w;
    const ws = affiliateTextOf(read(ATTRIBUTION_COOKIES.subRef.name));
    const wt = affiliateTextOf(read(ATTRIBUTION_COOKIES.token.name));
    if (ws) attribution.ws = ws;
    if (wt) attribution.wt = wt;
  }
  if (read(ATTRIBUTION_COOKIES.testDevice.name) === '1') attribution.testdevice = true;
  return attribution;
}
