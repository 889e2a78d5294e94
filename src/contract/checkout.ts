// The checkout frame's contract with the app (spec part 1 §3 Payment options, §4 Payment flow
// values, §5; part 2 §7.13, §8): the flows and their views, the payment options, and the window
// messages between the app and the frame (JSON strings `{ type, id, data }`, accepted only from
// the other side's origin and with the frame's id). Plus the sandbox payment provider's
// documented numbers and the plans' prices, which the frame shows and the server enforces.
// The JSON API the frame calls on its own origin is in checkoutApi.ts, the rules of its accounts
// and tokens in checkoutRules.ts. Types and constants only.
import type { AvsStatus, CheckoutFrameAction, Language, PaymentFlow, PaymentFlowView } from './enums.ts';

// --- flows and views ---------------------------------------------------------------------

/** The view each flow opens in (spec part 1 §2 Payment flow views). Chosen where the spec is silent. */
export const FLOW_VIEW = {
  moneycharge: 'payment',
  limit: 'payment',
  oneclick: 'payment',
  autorecharge: 'payment',
  trialmoneycharge: 'payment',
  changecc: 'payment',
  changels: 'payment',
  settings: 'payment',
  vipabo: 'abo',
  trialvipabo: 'abo',
  vxabo: 'vxabo',
  vxtvabo: 'vxabo',
  vxsettings: 'vxabo',
  login: 'login',
  pwdlost: 'login',
  pwdreset: 'login',
  avs: 'avs',
  promocode: 'promocode',
  scratchcard: 'promocode',
  carrier: 'carrier',
  opcompensation: 'opcompensation',
} as const satisfies Record<PaymentFlow, PaymentFlowView>;

/** Flows that need a logged-in guest: the frame shows login (or signup) first, then the flow. */
export const FLOWS_WITHOUT_LOGIN = ['login', 'pwdlost', 'pwdreset'] as const satisfies readonly PaymentFlow[];

/**
 * Paying flows a restricted guest is refused (spec part 1 §4, §6: "Restricted guests go to
 * compensation instead of paying"): every top-up and every plan. The app opens opcompensation
 * instead; the server answers FORBIDDEN (reason `restricted`) and changes nothing.
 */
/** Flows that put money on the balance (the server's topUp; a successful one resumes a waiting purchase). */
export const TOP_UP_FLOWS = [
  'moneycharge',
  'limit',
  'oneclick',
  'autorecharge',
  'trialmoneycharge',
  'carrier',
] as const satisfies readonly PaymentFlow[];

export const FLOWS_REFUSED_WHEN_RESTRICTED = [
  ...TOP_UP_FLOWS,
  'vipabo',
  'trialvipabo',
  'vxabo',
  'vxtvabo',
] as const satisfies readonly PaymentFlow[];

/** Screens of the login view; `screenName: 'signup'` opens the signup view. */
export const LOGIN_SCREENS = ['login', 'signup', 'pwdlost', 'pwdreset'] as const;
export type LoginScreen = (typeof LOGIN_SCREENS)[number];

/**
 * The payment options of spec part 1 §3, as the app passes them to the frame (URL query of the
 * frame and `session.init`). Webmaster and campaign ids are carried through untouched.
 */
export interface PaymentOptions {
  flow: PaymentFlow;
  language: Language;
  environment: 'production' | 'sandbox';
  pfm?: number;
  pfmsub?: string;
  /** Webmaster ids (affiliate id, sub-reference, token: src/contract/attribution.ts). */
  w?: number;
  ws?: string;
  wt?: string;
  /** Paid from a device marked with the testdevice parameter. */
  testdevice?: boolean;
  gk_cid?: string;
  adtv?: string;
  sub?: string;
  option?: string;
  /** Promo code. */
  pc?: string;
  extRefId?: string;
  extToken?: string;
  host?: string;
  /** Preselected top-up amount in euros. */
  selectedAmount?: number;
  screenName?: LoginScreen;
  signupEmail?: string;
  signupName?: string;
  /** pwdreset: the code of the reset link. */
  resetCode?: string;
}

// --- window messages ---------------------------------------------------------------------

/** App -> frame (spec part 2 §7.13: init session, change route, update params, actions). */
export interface AppToFrameMessages {
  /** The app's transfer token (single use, short-lived) and options; the frame becomes `ready`. */
  'session.init': { transferToken: string; options: PaymentOptions };
  'route.change': { flow: PaymentFlow; options: Partial<PaymentOptions> };
  'params.update': { options: Partial<PaymentOptions> };
  /** An action whose answer comes back as `action.result` with the same requestId. */
  action: { action: CheckoutFrameAction; requestId: number; clearToken?: boolean };
}

/** An abo as the frame and the account screens show it. */
export interface ActiveAbo {
  plan: 'vip' | 'vxtv';
  status: 'active' | 'cancelled';
  isTrial: boolean;
  priceCents: number;
  /** Epoch ms: renewal date while active, last day when cancelled. */
  endsAt: number;
}

/** Answers of the frame actions. */
export interface FrameActionValues {
  getbalance: { balance: number; balanceFormatted: string } | null;
  getactiveabos: ActiveAbo[];
  logout: { loggedOut: true };
  isLoggedIn: boolean;
  hasLoginCookie: boolean;
  getavsstatus: { avsStatus: AvsStatus; avsRejectMessage: string | null } | null;
}

/** Frame -> app. */
export interface FrameToAppMessages {
  /** The frame's script runs and waits for `session.init` (lifecycle: created). */
  'frame.hello': Record<string, never>;
  /** The flow's view is rendered (lifecycle: loaded); the app shows the frame. */
  'frame.loaded': { flow: PaymentFlow; view: PaymentFlowView };
  /** The frame switched flow (so a reload can restore it from vxpFlow). */
  'flow.changed': { flow: PaymentFlow };
  /** The guest closed the frame or the flow finished. */
  'frame.close': { reason: 'done' | 'cancel' };
  /**
   * Login or signup succeeded: the new access token of the guest (the anonymous one is revoked).
   * Posted only to the app's own origin.
   */
  login: { accessToken: string; guestId: number; isSignup: boolean };
  /** A payment, plan, code, AVS or settings flow finished. */
  payment: { flow: PaymentFlow; success: boolean; amountCents: number | null; declineReason: DeclineReason | null };
  'action.result': { [A in CheckoutFrameAction]: { action: A; requestId: number; value: FrameActionValues[A] } }[CheckoutFrameAction];
}

export type AppToFrameType = keyof AppToFrameMessages;
export type FrameToAppType = keyof FrameToAppMessages;
export type AppToFrameMessage = { [K in AppToFrameType]: { type: K; id: string; data: AppToFrameMessages[K] } }[AppToFrameType];
export type FrameToAppMessage = { [K in FrameToAppType]: { type: K; id: string; data: FrameToAppMessages[K] } }[FrameToAppType];

export const APP_TO_FRAME_TYPES = ['session.init', 'route.change', 'params.update', 'action'] as const satisfies readonly AppToFrameType[];
export const FRAME_TO_APP_TYPES = [
  'frame.hello',
  'frame.loaded',
  'flow.changed',
  'frame.close',
  'login',
  'payment',
  'action.result',
] as const satisfies readonly FrameToAppType[];

/** The embedded payment-and-login frame's size, layers and timers (part 1 §9, part 2 §9). */
export const PAYMENT_FRAME = {
  /** Initial frame size, px; it then goes fullscreen. */
  initialWidthPx: 675,
  initialHeightPx: 740,
  /** The autorecharge flow uses the full viewport height. */
  autorechargeHeightCss: '100vh',
  frameZIndex: 10_001,
  overlayZIndex: 10_000,
  overlayOpacity: 0.3,
  spinnerSizePx: 140,
  /** Retry showing the frame this often. */
  showRetryMs: 1_000,
  /** Action and option polling. */
  pollingMs: 500,
  loaderAnimationPeriodMs: 1_400,
  loaderAnimationPauseMs: 500,
} as const;

/** The frame page's path on the checkout origin; a checkout link must have a non-empty path (spec part 1 §5). */
export const CHECKOUT_FRAME_PATH = '/frame/';
/** The query parameter of the frame URL carrying the frame's id (random per frame). */
export const FRAME_ID_PARAM = 'fid';
/** The query parameter carrying the app's origin (the frame posts only to it, if allowed). */
export const APP_ORIGIN_PARAM = 'origin';

// --- the sandbox payment provider ----------------------------------------------------------

/** Why a payment was declined; the frame translates each. */
export const DECLINE_REASONS = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'card_not_supported',
  'limit_exceeded',
  'carrier_declined',
  'account_declined',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/**
 * The documented sandbox test numbers (README): these succeed or decline as listed. Any other
 * number passing the Luhn check is declined as card_not_supported (the sandbox knows only these);
 * one failing it is refused as invalid input. Expiry must be in the future, CVC 3 digits.
 */
export const SANDBOX_CARDS = {
  '4242424242424242': { brand: 'visa', outcome: 'success' },
  '5555555555554444': { brand: 'mastercard', outcome: 'success' },
  '4000000000000002': { brand: 'visa', outcome: 'card_declined' },
  '4000000000009995': { brand: 'visa', outcome: 'insufficient_funds' },
  '4000000000000069': { brand: 'visa', outcome: 'expired_card' },
  '4000000000000127': { brand: 'visa', outcome: 'incorrect_cvc' },
} as const satisfies Record<string, { brand: string; outcome: 'success' | DeclineReason }>;

/** Sandbox direct debit (changels): this IBAN declines; any other valid IBAN succeeds. */
export const SANDBOX_DECLINED_IBAN = 'DE62370400440532013001';
/** Sandbox phone bill (carrier): numbers ending in this digit are declined. */
export const SANDBOX_CARRIER_DECLINE_DIGIT = '9';
/** Phone-bill payments are capped per payment (cents). */
export const CARRIER_MAX_CENTS = 3_000;

/** Age check sandbox: document numbers starting with these stay pending or are rejected. */
export const SANDBOX_AVS = {
  pendingPrefix: 'PEND',
  rejectPrefix: 'REJ',
  minimumAge: 18,
} as const;
/** Why an age check was rejected; the app and the frame translate each. */
export const AVS_REJECT_REASONS = ['underage', 'document_unreadable', 'name_mismatch'] as const;
export type AvsRejectReason = (typeof AVS_REJECT_REASONS)[number];

/** Top-up packages: amount and bonus in cents. */
export const TOP_UP_PACKAGES = [
  { amountCents: 1_000, bonusCents: 0 },
  { amountCents: 2_500, bonusCents: 250 },
  { amountCents: 5_000, bonusCents: 750 },
  { amountCents: 10_000, bonusCents: 2_000 },
] as const;
/** Free amounts between these bounds (cents) are allowed too, without bonus. */
export const TOP_UP_LIMITS = { minCents: 500, maxCents: 50_000 } as const;
/** trialmoneycharge: the first top-up of a guest, once, with its bonus. */
export const TRIAL_MONEY_CHARGE = { amountCents: 500, bonusCents: 500 } as const;
/** One-click and auto-recharge defaults (cents). */
export const ONE_CLICK_DEFAULT_AMOUNTS = [1_000, 2_500, 5_000] as const;
export const AUTO_RECHARGE_DEFAULT = { amountCents: 2_500, thresholdCents: 500 } as const;

/** The plans: VIP (counts as TV too), its one-time trial, and the TV plan. */
export const PLANS = {
  vip: { priceCents: 999, days: 30 },
  vipTrial: { priceCents: 199, days: 7 },
  vxtv: { priceCents: 799, days: 30 },
} as const;
/** The cancellation offer (guest/acceptCancellationOffer): the next period at this price instead of cancelling. */
export const CANCELLATION_OFFER = { priceCents: 499, periods: 1 } as const;
