// The frame's options (spec part 1 §3 Payment options) from its URL query and from the app's
// messages, checked field by field: unknown fields are dropped, wrong values ignored.
import { affiliateIdOf, affiliateTextOf, type PaymentAttribution } from '../../../src/contract/attribution.ts';
import { APP_ORIGIN_PARAM, FRAME_ID_PARAM, LOGIN_SCREENS, type LoginScreen, type PaymentOptions } from '../../../src/contract/checkout.ts';
import { isLanguage, PAYMENT_FLOWS, type PaymentFlow } from '../../../src/contract/enums.ts';

/** Longest text option kept: ids, codes and tokens are far shorter; longer is junk. */
const MAX_OPTION_LENGTH = 512;
/** Longest frame id taken (the app makes a short random one). */
const MAX_FRAME_ID_LENGTH = 128;

const TEXT_OPTIONS = [
  'pfmsub',
  'ws',
  'wt',
  'gk_cid',
  'adtv',
  'sub',
  'option',
  'pc',
  'extRefId',
  'extToken',
  'host',
  'signupEmail',
  'signupName',
  'resetCode',
] as const;
const NUMBER_OPTIONS = ['pfm', 'w', 'selectedAmount'] as const;

export function isPaymentFlow(value: unknown): value is PaymentFlow {
  return typeof value === 'string' && (PAYMENT_FLOWS as readonly string[]).includes(value);
}

function isLoginScreen(value: unknown): value is LoginScreen {
  return typeof value === 'string' && (LOGIN_SCREENS as readonly string[]).includes(value);
}

function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '' || value.length > 32) return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** The valid payment options among `input`'s fields (a query or a message's `options`). */
export function sanitizeOptions(fields: object): Partial<PaymentOptions> {
  const input = fields as Record<string, unknown>;
  const options: Partial<PaymentOptions> = {};
  if (isPaymentFlow(input.flow)) options.flow = input.flow;
  if (isLanguage(input.language)) options.language = input.language;
  if (input.environment === 'production' || input.environment === 'sandbox') options.environment = input.environment;
  if (isLoginScreen(input.screenName)) options.screenName = input.screenName;
  for (const key of TEXT_OPTIONS) {
    const value = input[key];
    if (typeof value === 'string' && value !== '' && value.length <= MAX_OPTION_LENGTH) options[key] = value;
  }
  for (const key of NUMBER_OPTIONS) {
    const value = numberOf(input[key]);
    if (value !== undefined) options[key] = value;
  }
  // the query carries it as text, a message as a boolean
  if (input.testdevice === true || input.testdevice === 'true') options.testdevice = true;
  return options;
}

/** What a payment sends of the options: the affiliate attribution (when valid) and the test-device mark. */
export function attributionOf(options: Partial<PaymentOptions>): PaymentAttribution {
  const attribution: PaymentAttribution = {};
  const w = affiliateIdOf(options.w === undefined ? undefined : String(options.w));
  if (w !== undefined) {
    attribution.w = w;
    const ws = affiliateTextOf(options.ws);
    const wt = affiliateTextOf(options.wt);
    if (ws) attribution.ws = ws;
    if (wt) attribution.wt = wt;
  }
  if (options.testdevice) attribution.testdevice = true;
  return attribution;
}

export interface FrameQuery {
  frameId: string | null;
  /** The app origin named in the query; trusted only when allowed (isAllowedOrigin). */
  appOrigin: string | null;
  options: PaymentOptions;
}

/** The frame URL's query: `fid`, `origin` and the payment options (flow and language defaulted). */
export function parseFrameQuery(search: string): FrameQuery {
  const params = new URLSearchParams(search);
  const raw: Record<string, unknown> = {};
  for (const [key, value] of params) if (!(key in raw)) raw[key] = value;
  const frameId = params.get(FRAME_ID_PARAM);
  return {
    frameId: frameId && frameId.length <= MAX_FRAME_ID_LENGTH ? frameId : null,
    appOrigin: params.get(APP_ORIGIN_PARAM),
    options: { flow: 'moneycharge', language: 'en', environment: 'sandbox', ...sanitizeOptions(raw) },
  };
}

/** The origins the checkout server allows to embed the frame (its `checkout-app-origins` meta). */
export function parseAllowedOrigins(content: string | null | undefined): string[] {
  if (!content) return [];
  return content
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
}

/** Exact match only: a prefix or a path would let a look-alike origin in. */
export function isAllowedOrigin(origin: string | null, allowed: readonly string[]): origin is string {
  return origin !== null && origin !== '' && origin !== 'null' && allowed.includes(origin);
}

/** The options after a `params.update` or `route.change`: the new valid fields win. */
export function mergeOptions(current: PaymentOptions, update: object): PaymentOptions {
  return { ...current, ...sanitizeOptions(update) };
}
