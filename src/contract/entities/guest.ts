// Entity shapes of spec part 1 §3: guest. Gathered by ../entities.ts. Types only.
import type { AvsStatus, NewsletterType, VoucherType } from '../enums.ts';

// --- guest ---
export interface Voucher {
  type: VoucherType;
  amount: number;
  actorId: number | null;
}

export interface PinnedActor {
  actorId: number;
  emailNotification: boolean;
  smsNotification: boolean;
}

export interface GeoLocation {
  lat: number;
  long: number;
  source: 'ip' | 'zip' | 'browser';
}

export interface NotificationsSettings {
  email: boolean;
  push: boolean;
  sms: boolean;
  /**
   * Discreet mode (ours, issue 22 point 4): pushes carry no performer name, picture or message
   * text, and the installed app takes a neutral name and icon. Optional when saving: left out,
   * it keeps its value (the spec's three switches save as before).
   */
  discreet?: boolean;
}

export interface PincallVerification {
  phoneNumber: string;
  type: 'mobile' | 'fixed';
  verified: boolean;
}

export interface Guest {
  isLoggedIn: boolean;
  id: number | null;
  name: string | null;
  email: string | null;
  balance: number;
  balanceFormatted: string;
  vouchers: Voucher[];
  favorites: { actors: number[]; albums: number[]; pictures: number[]; sedcards: number[] };
  pinnedActors: PinnedActor[];
  newsletterSubscriptions: NewsletterType[];
  isVip: boolean;
  /** True for VIP too: VIP counts as TV subscriber. */
  isVXTVAboSubscriber: boolean;
  hasAvs: boolean;
  avsStatus: AvsStatus;
  avsRejectMessage: string | null;
  isLocked: boolean;
  isRestricted: boolean;
  restrictionLevel: number;
  isBlockedForComments: boolean;
  isPayingCustomer: boolean;
  isForcePayment: boolean;
  autoRecharge: { amount: number; config: Record<string, unknown> } | null;
  oneClick: { amounts: number[]; config: Record<string, unknown> } | null;
  isVoiceCallActive: boolean;
  isAnonymousVoiceCall: boolean;
  showDataProtection: boolean;
  testGroups: string[];
  geoLocation: GeoLocation | null;
  notificationsSettings: NotificationsSettings;
  signupOrigin: string | null;
  /** Gift id to quantity. */
  boughtGifts: Record<number, number>;
  pincallVerifications: PincallVerification[];
  loyaltyPoints: number;
  welcomeBonus: { isRedeemed: boolean; amount: number | null };
  preferences: Record<string, unknown>;
}
