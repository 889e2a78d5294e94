// The account area's enumerations and limits (spec part 1 §3, §5): vouchers, newsletters, the
// status bar, phone verification. Apart from enums.ts and constants.ts so that the first load,
// which never shows the account area, does not carry them. Types and plain values only.
import type { ValueOf } from './enums.ts';

/** Voucher types 1 to 10 (part 1 §3). */
export const VOUCHER_TYPE = {
  video: 1,
  videoChat: 2,
  credits: 3,
  photoAlbum: 4,
  messages: 5,
  messengerGift: 6,
  liveShow: 7,
  privateShow: 8,
  bonusCode: 9,
  spins: 10,
} as const;
export type VoucherType = ValueOf<typeof VOUCHER_TYPE>;

/** Newsletter types (part 1 §3). */
export const NEWSLETTER_TYPE = {
  contests: 256,
  lateNight: 512,
  vipClub: 1024,
  vrPorn: 2048,
} as const;
export type NewsletterType = ValueOf<typeof NEWSLETTER_TYPE>;

/**
 * Relation subject types of utility/relation/* (spec part 2 §7.1 names the five fields, not
 * their values: chosen). A guest adds and asks about relations of itself only, so the subject
 * is always the guest type with the caller's own id.
 */
export const RELATION_SUBJECT_TYPE = {
  guest: 1,
} as const;

/** Status bar types (part 1 §3). */
export const STATUS_BAR_TYPES = [
  'noAgeCheck',
  'automaticRecharge',
  'ageCheckStatus',
  'ageCheckAccepted',
  'mailNotVerified',
  'mailWelcomeLink',
  'welcomeBack',
  'error',
  'cancellationOffer',
  'cancellationOfferError',
  'monthlyBonusProcessed',
  'notFoundRedirect',
] as const;
export type StatusBarType = (typeof STATUS_BAR_TYPES)[number];

/**
 * The status bar items the server raises when something happens to the guest while no tab may
 * be open (issue 21): they come with the profile until the app reports them seen (guest/statusItems/seen).
 */
export const SERVER_STATUS_TYPES = ['monthlyBonusProcessed'] as const satisfies readonly StatusBarType[];
export type ServerStatusType = (typeof SERVER_STATUS_TYPES)[number];

/** Phone kinds for pin-call verification; they decide the code length. */
export const PHONE_TYPES = ['mobile', 'fixed'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

/** Verification code length by phone type (part 1 §5). */
export const PHONE_CODE_LENGTH = {
  mobile: 6,
  fixed: 5,
} as const;
