// Body schemas of the checkout API (CheckoutCalls of src/contract/checkoutApi.ts), checked strictly
// by server/schemas/validate.ts: no type coercion ("10" is not 10 cents) and no unknown properties, so a
// bad body is refused before any handler runs. The sandbox's own rules (Luhn, expiry in the
// future, IBAN checksum, amounts) are the domain's; these only bound shapes and sizes.
import type { FastifySchemaCompiler } from 'fastify';
import { AFFILIATE_ID_MAX, AFFILIATE_TEXT_PATTERN, type PaymentAttribution } from '../../src/contract/attribution.ts';
import { LANGUAGES, PAYMENT_FLOWS } from '../../src/contract/enums.ts';
import {
  anyOf,
  array,
  boolean,
  empty,
  integer,
  type JsonSchema,
  matching,
  nullable,
  object,
  oneOf,
  shapeOf,
  string,
} from '../schemas/json.ts';
import { validate } from '../schemas/validate.ts';

const email = string(1, 254);
/** Long enough for any password the rules allow; the rules themselves are checked with a clear message. */
const password = string(1, 1024);
const secret = string(1, 256);
const language = oneOf(...LANGUAGES);
const cents = integer(0, 100_000_000);
const idempotencyKey = string(8, 100, '^[A-Za-z0-9_-]+$');
const holder = string(1, 100);

const cardMethod = object({
  kind: oneOf('card'),
  number: matching('^[0-9 -]{12,25}$'),
  expiry: string(1, 7),
  cvc: matching('^[0-9]{3,4}$'),
  holder,
  save: boolean,
});
const lsMethod = object({ kind: oneOf('ls'), iban: string(15, 42, '^[A-Za-z0-9 ]+$'), holder });
const savedMethods = [
  cardMethod,
  object({ kind: oneOf('saved') }),
  lsMethod,
  object({ kind: oneOf('carrier'), phoneNumber: matching('^\\+?[0-9 ]{3,20}$') }),
  object({ kind: oneOf('balance') }),
] as const;
const method = anyOf(...savedMethods);
const plan = oneOf('vip', 'vxtv');
const autoRecharge = nullable(object({ amountCents: cents, thresholdCents: cents }));
/** The affiliate attribution and test-device mark a payment carries (src/contract/attribution.ts). */
const affiliateText = matching(AFFILIATE_TEXT_PATTERN.source);
const attribution = shapeOf<PaymentAttribution>()(
  object({ w: integer(1, AFFILIATE_ID_MAX), ws: affiliateText, wt: affiliateText, testdevice: boolean }, ['w', 'ws', 'wt', 'testdevice']),
);

export const CHECKOUT_BODIES = {
  session: object({ transferToken: secret }),
  guest: empty,
  login: object({ email, password, stayLoggedIn: boolean }),
  'login/cookie': empty,
  signup: object(
    { email, name: string(1, 100), password, language, acceptTerms: oneOf(true), stayLoggedIn: boolean, extToken: string(0, 256) },
    ['extToken'],
  ),
  logout: object({ clearToken: boolean }),
  'password/lost': object({ email, language }),
  'password/reset': object({ code: secret, password }),
  payments: object({ flow: oneOf(...PAYMENT_FLOWS), amountCents: cents, method, idempotencyKey, attribution }, ['attribution']),
  'payment-method': object({ method: anyOf(cardMethod, lsMethod) }),
  settings: object({ autoRecharge, oneClickAmounts: array(cents, 10), monthlyLimitCents: nullable(cents) }),
  abos: object({ plan, trial: boolean, method, idempotencyKey, attribution }, ['attribution']),
  'abos/cancel': object({ plan }),
  avs: object({
    method: oneOf('idcard'),
    fullName: string(1, 200),
    birthDate: matching('^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    documentNumber: string(1, 64),
  }),
  codes: object({ code: string(1, 64), kind: oneOf('promocode', 'scratchcard') }),
  compensation: object({ method, idempotencyKey }),
} satisfies Record<string, JsonSchema>;

/**
 * Fastify validator for these schemas: refuses instead of coercing. The refusal names the
 * field (`details.field`), which the frame marks in its form.
 */
export const strictBodyValidator: FastifySchemaCompiler<JsonSchema> =
  ({ schema, httpPart }) =>
  (value) => {
    const error = validate(schema, value, httpPart ?? 'body');
    if (!error) return { value };
    const field = /^body\.(\w+)/.exec(error)?.[1];
    // `validation` makes the error handler answer 400 VALIDATION_FAILED.
    return { error: Object.assign(new Error(error), { validation: [{ message: error, instancePath: field ? `/${field}` : '' }] }) };
  };
