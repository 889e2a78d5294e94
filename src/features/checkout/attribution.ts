// Keeps the affiliate attribution and the test-device mark of a landing address in cookies
// (src/contract/storageKeys.ts has the names and lifetimes, src/contract/attribution.ts the parsing
// rules), so they survive navigation and reloads and go with every payment (paymentOptions.ts).
import { landingAffiliate, type PaymentAttribution, storedAttribution, testDeviceOf } from '../../contract/attribution.ts';
import { ATTRIBUTION_COOKIES } from '../../contract/storageKeys.ts';
import { deleteCookie, readCookie, writeCookie } from '../../lib/storage.ts';

function keep(cookie: { name: string; days: number }, value: string | number | undefined): void {
  if (value === undefined) deleteCookie(cookie.name);
  else writeCookie(cookie.name, String(value), { days: cookie.days });
}

/** Stores what the page address says: a new affiliate replaces the stored one; testdevice sets or clears the mark. */
export function rememberAttribution(search: string): void {
  const affiliate = landingAffiliate(search);
  if (affiliate) {
    keep(ATTRIBUTION_COOKIES.affiliateId, affiliate.w);
    keep(ATTRIBUTION_COOKIES.subRef, affiliate.ws);
    keep(ATTRIBUTION_COOKIES.token, affiliate.wt);
  }
  const testDevice = testDeviceOf(search);
  if (testDevice !== null) keep(ATTRIBUTION_COOKIES.testDevice, testDevice ? 1 : undefined);
}

/** The attribution this browser keeps. */
export const currentAttribution = (): PaymentAttribution => storedAttribution(readCookie);
