// The Kysely view of the accounts tables (migration 0007): sessions, the checkout frame's
// tokens, the sandbox payment provider, the wallet, plans, purchases, codes, vouchers, phone
// and age checks, newsletters, relations and pins. Conventions as in schema.ts.
import type { ColumnType, Generated } from 'kysely';
import type { DbBool, EpochMs, Id, JsonText } from './schema.ts';

/** Columns the accounts migration adds to `guests`. */
export interface GuestAccountColumns {
  isLocked: ColumnType<DbBool, DbBool | undefined, DbBool>;
  restrictionLevel: ColumnType<number, number | undefined, number>;
  isBlockedForComments: ColumnType<DbBool, DbBool | undefined, DbBool>;
  isEmailVerified: ColumnType<DbBool, DbBool | undefined, DbBool>;
  isPayingCustomer: ColumnType<DbBool, DbBool | undefined, DbBool>;
  isForcePayment: ColumnType<DbBool, DbBool | undefined, DbBool>;
  showDataProtection: ColumnType<DbBool, DbBool | undefined, DbBool>;
  loyaltyPoints: ColumnType<number, number | undefined, number>;
  welcomeBonusRedeemed: ColumnType<DbBool, DbBool | undefined, DbBool>;
  conversionChatEnabled: ColumnType<DbBool, DbBool | undefined, DbBool>;
  /** When the conversion chat's eligibility countdown ends (migration 0021). */
  conversionChatEndsAt: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
  /** The free preview offer: offered, active, declined or used (migration 0021). */
  freePreviewState: ColumnType<string, string | undefined, string>;
  freePreviewMsLeft: ColumnType<number, number | undefined, number>;
  /** guest/autoRechargeTeaserState mode: 'show' | 'hide'. */
  autoRechargeTeaserMode: ColumnType<string, string | undefined, string>;
  /** JSON NotificationsSettings { email, push, sms }. */
  notificationsSettings: ColumnType<JsonText, JsonText | undefined, JsonText>;
  /** JSON object saved by guest/savePreferences. */
  preferences: ColumnType<JsonText, JsonText | undefined, JsonText>;
  /** JSON string array. */
  testGroups: ColumnType<JsonText, JsonText | undefined, JsonText>;
  /** JSON array of cents the one-click buttons offer. */
  oneClickAmounts: ColumnType<JsonText, JsonText | undefined, JsonText>;
  /** What a restricted guest owes (opcompensation), cents. */
  compensationCents: ColumnType<number, number | undefined, number>;
  /** Monthly top-up limit (limit flow), cents; null for none. */
  monthlyLimitCents: ColumnType<number | null, number | null | undefined, number | null>;
  avsRejectMessage: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON { amountCents, thresholdCents } or null when auto recharge is off. */
  autoRecharge: ColumnType<JsonText | null, JsonText | null | undefined, JsonText | null>;
  signupOrigin: ColumnType<string | null, string | null | undefined, string | null>;
  dataProtectionAcceptedAt: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
  agbAcceptedAt: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
}

/** Single-use, short-lived: the app swaps its access token for one and hands it to the frame. */
interface CheckoutTransferTokensTable {
  tokenHash: string;
  accessTokenHash: string;
  expiresAt: EpochMs;
  usedAt: EpochMs | null;
}

/** The frame's session, bound to the app's access token (and its guest once logged in). */
interface CheckoutSessionsTable {
  sessionHash: string;
  accessTokenHash: string;
  guestId: number | null;
  createdAt: EpochMs;
  expiresAt: EpochMs;
}

/** "Stay logged in" on the checkout origin (hasLoginCookie); revocable. */
interface LoginCookiesTable {
  cookieHash: string;
  guestId: number;
  createdAt: EpochMs;
  expiresAt: EpochMs;
  revokedAt: EpochMs | null;
}

interface PasswordResetsTable {
  codeHash: string;
  guestId: number;
  expiresAt: EpochMs;
  usedAt: EpochMs | null;
}

/** The code of the verification link sent at signup (migration 0008), stored hashed; single use. */
interface EmailVerificationsTable {
  codeHash: string;
  guestId: number;
  /** The address the link was sent to: a code for an old address does not verify a new one. */
  email: string;
  createdAt: EpochMs;
  usedAt: EpochMs | null;
}

/** Fixed windows of the rate limiter, keyed like `login:{email}` or `code:{guestId}`. */
interface RateLimitsTable {
  key: string;
  windowStart: EpochMs;
  count: number;
}

/** The one saved payment method of a guest (card or direct debit 'ls'); never a full number. */
interface PaymentMethodsTable {
  id: Id;
  guestId: number;
  kind: 'card' | 'ls';
  brand: string;
  last4: string;
  expiry: string;
  holder: string;
  createdAt: EpochMs;
}

interface PaymentsTable {
  id: Id;
  guestId: number;
  flow: string;
  /** 'card' | 'saved' | 'ls' | 'carrier' | 'scratchcard' | 'balance'. */
  method: string;
  amountCents: number;
  bonusCents: number;
  status: 'succeeded' | 'declined';
  declineReason: string | null;
  /** One per submitted form: a double click answers the first attempt's result. */
  idempotencyKey: string;
  /** What the key was sent with (server/domain/paymentKeys.ts); null for payments stored before it was kept. */
  requestFingerprint: string | null;
  /** The affiliate attribution the guest arrived with (webmaster id w, sub-reference ws, token wt), or null. */
  affiliateId: ColumnType<number | null, number | null | undefined, number | null>;
  affiliateSubRef: ColumnType<string | null, string | null | undefined, string | null>;
  affiliateToken: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 when paid from a device marked with the testdevice parameter: left out of statistics. */
  testDevice: ColumnType<number, number | undefined, number>;
  createdAt: EpochMs;
}

/** Every change of a balance, with the balance after it: the wallet's ledger. */
interface BalanceEventsTable {
  id: Id;
  guestId: number;
  deltaCents: number;
  balanceAfterCents: number;
  reason: string;
  ref: string;
  createdAt: EpochMs;
}

interface SubscriptionsTable {
  id: Id;
  guestId: number;
  plan: 'vip' | 'vxtv';
  status: 'active' | 'cancelled' | 'expired';
  isTrial: DbBool;
  priceCents: number;
  startedAt: EpochMs;
  endsAt: EpochMs;
  cancelledAt: EpochMs | null;
  offerAcceptedAt: EpochMs | null;
}

interface AlbumPurchasesTable {
  id: Id;
  guestId: number;
  albumId: number;
  priceCents: number;
  kind: 'bought' | 'flatrate' | 'free' | 'voucher' | 'gift';
  createdAt: EpochMs;
  /** The actor who gave it, for kind 'gift'. */
  giftFromActorId: ColumnType<number | null, number | null | undefined, number | null>;
}

interface BonusCodesTable {
  id: Id;
  /** Stored uppercased. */
  code: string;
  /** A BonusCodeBenefitType of the contract. */
  benefitType: string;
  /** Cents for money, else a count (coins, credits, days, vouchers, minutes, messages, gifts). */
  amount: number;
  actorId: number | null;
  maxRedemptions: number | null;
  redemptions: number;
  validFrom: EpochMs;
  validUntil: EpochMs | null;
  text: string;
  /** Migration 0032: an on-top code, redeemable only with a guest's instance (onTopCodeInstances). */
  isOnTop: Generated<DbBool>;
}

interface BonusCodeRedemptionsTable {
  id: Id;
  codeId: number;
  guestId: number;
  createdAt: EpochMs;
}

interface VouchersTable {
  id: Id;
  guestId: number;
  /** VOUCHER_TYPE 1-10 of the contract. */
  type: number;
  amount: number;
  actorId: number | null;
  source: string;
  createdAt: EpochMs;
}

interface PinVerificationsTable {
  id: Id;
  guestId: number;
  phoneNumber: string;
  type: string;
  pinHash: string;
  attempts: number;
  status: 'pending' | 'verified' | 'failed';
  expiresAt: EpochMs;
  createdAt: EpochMs;
}

interface AvsChecksTable {
  id: Id;
  guestId: number;
  method: string;
  status: string;
  reason: string | null;
  createdAt: EpochMs;
}

interface NewsletterSubscriptionsTable {
  guestId: number;
  typeId: number;
  createdAt: EpochMs;
}

interface RelationsTable {
  id: Id;
  subjectTypeId: number;
  subjectId: number;
  relationTypeId: number;
  objectTypeId: number;
  objectId: number;
  createdAt: EpochMs;
}

interface GuestPinsTable {
  guestId: number;
  kind: 'actor' | 'album' | 'picture' | 'sedcard';
  targetId: number;
  emailNotification: DbBool;
  smsNotification: DbBool;
  /** Migration 0013: push when this pinned actor comes online (on by default). */
  pushNotification: Generated<DbBool>;
  createdAt: EpochMs;
}

export interface AccountTables {
  checkoutTransferTokens: CheckoutTransferTokensTable;
  checkoutSessions: CheckoutSessionsTable;
  loginCookies: LoginCookiesTable;
  passwordResets: PasswordResetsTable;
  emailVerifications: EmailVerificationsTable;
  rateLimits: RateLimitsTable;
  paymentMethods: PaymentMethodsTable;
  payments: PaymentsTable;
  balanceEvents: BalanceEventsTable;
  subscriptions: SubscriptionsTable;
  albumPurchases: AlbumPurchasesTable;
  bonusCodes: BonusCodesTable;
  bonusCodeRedemptions: BonusCodeRedemptionsTable;
  vouchers: VouchersTable;
  pinVerifications: PinVerificationsTable;
  avsChecks: AvsChecksTable;
  newsletterSubscriptions: NewsletterSubscriptionsTable;
  relations: RelationsTable;
  guestPins: GuestPinsTable;
}
