// The payment options a flow opens with (spec part 1 §3 Payment options): the caller's, the
// page's language and host, the environment, and the webmaster and campaign ids the guest
// arrived with (affiliate links carry them in the page query), passed through untouched; the
// affiliate attribution and test-device mark kept in cookies (attribution.ts) when the address
// no longer has them (after navigating or a reload).
import type { PaymentOptions } from '../../contract/checkout.ts';
import type { Language, PaymentFlow } from '../../contract/enums.ts';

/** Attribution parameters taken from the page query: text ones as they are, numeric ones when whole numbers. */
const TEXT_PARAMS = ['pfmsub', 'ws', 'wt', 'gk_cid', 'adtv', 'sub', 'option', 'pc'] as const;
const NUMBER_PARAMS = ['pfm', 'w'] as const;
/** Attribution values longer than this are not passed on (a link cannot smuggle a page of text). */
const MAX_PARAM_LENGTH = 100;

export interface PageContext {
  search: string;
  language: Language;
  host: string;
  environment: PaymentOptions['environment'];
  /** The kept attribution (cookies); the address's own parameters win. */
  attribution?: Partial<PaymentOptions>;
}

export function attributionFromQuery(search: string): Partial<PaymentOptions> {
  const params = new URLSearchParams(search);
  const options: Partial<PaymentOptions> = {};
  for (const name of TEXT_PARAMS) {
    const value = params.get(name);
    if (value && value.length <= MAX_PARAM_LENGTH) options[name] = value;
  }
  for (const name of NUMBER_PARAMS) {
    const value = params.get(name);
    if (value && /^\d{1,9}$/.test(value)) options[name] = Number(value);
  }
  return options;
}

/** The full options of a flow: the page's context, overridden by the caller's options. */
export function paymentOptionsFor(flow: PaymentFlow, options: Partial<PaymentOptions>, page: PageContext): PaymentOptions {
  return {
    ...page.attribution,
    ...attributionFromQuery(page.search),
    language: page.language,
    environment: page.environment,
    host: page.host,
    ...options,
    flow,
  };
}
