// The checkout frame's address (spec part 1 §3 Payment options, §5): the configured checkout
// page plus the payment options, the frame's id and the app's origin as query parameters.
import { APP_ORIGIN_PARAM, FRAME_ID_PARAM, type PaymentOptions } from '../../contract/checkout.ts';
import { ERROR_MESSAGE } from '../../contract/errors.ts';

/**
 * Options that stay out of the address: secrets and personal data travel only inside the
 * `session.init` message (STYLE.md: no tokens in URLs), which carries every option anyway.
 */
const OPTIONS_KEPT_OUT_OF_URL = [
  'extToken',
  'extRefId',
  'resetCode',
  'signupEmail',
  'signupName',
] as const satisfies readonly (keyof PaymentOptions)[];

/** The configured checkout URL as a URL; one without a path (or not a URL at all) is refused. */
export function parseCheckoutUrl(configured: string): URL {
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw new Error(ERROR_MESSAGE.invalidCheckoutUrl);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname === '' || url.pathname === '/') {
    throw new Error(ERROR_MESSAGE.invalidCheckoutUrl);
  }
  return url;
}

/** The frame's address for these options, frame id and app origin. */
export function buildCheckoutUrl(configured: string, options: PaymentOptions, frameId: string, appOrigin: string): string {
  const url = parseCheckoutUrl(configured);
  const kept: readonly string[] = OPTIONS_KEPT_OUT_OF_URL;
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined || value === null || value === '' || kept.includes(name)) continue;
    url.searchParams.set(name, String(value));
  }
  url.searchParams.set(FRAME_ID_PARAM, frameId);
  url.searchParams.set(APP_ORIGIN_PARAM, appOrigin);
  return url.toString();
}

/** A fresh random frame id (128 bits, hex). */
export function newFrameId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
