// The guest as live events leave it (spec part 1 §3 Guest): its fields and the rules read from
// them. How server events change it is in guestEvents.ts (kept apart: the navbar reads these on
// the first load, the events come with the live connection).
import type { GuestSnapshot, NotificationKind } from '../contract/socket.ts';

export interface LiveGuest extends GuestSnapshot {
  /** The live connection said who the guest is (session.ack); until then the fields are guesses. */
  isKnown: boolean;
  /** The reason of the last rejected age check (avs.rejected); cleared when accepted. */
  avsRejectMessage: string | null;
  /** Set by guest.locked just before the guest is logged out. */
  isLocked: boolean;
  /** The actor of the running voice call, or null (voicecall.start / voicecall.stop). */
  voiceCallActorId: number | null;
  welcomeBonusRedeemed: boolean;
  /** The last bonus code the server reported redeemed. */
  redeemedBonusCode: string | null;
  isEmailVerified: boolean;
  /** A guest.balance event arrived: the balance is worth showing even before login. */
  hasBalanceEvent: boolean;
  /** Unread counts of the two notification lists, from the last `notifications` answer. */
  unreadNotifications: Record<NotificationKind, number>;
}

/** A guest nobody knows yet: anonymous, nothing bought, nothing verified. */
export function emptyGuest(): LiveGuest {
  return {
    isKnown: false,
    guestId: null,
    isLoggedIn: false,
    balance: 0,
    balanceFormatted: '',
    vouchers: [],
    loyaltyPoints: 0,
    isVip: false,
    isVXTVAboSubscriber: false,
    avsStatus: 'unknown',
    hasAvs: false,
    unreadMessages: 0,
    isRestricted: false,
    restrictionLevel: 0,
    avsRejectMessage: null,
    isLocked: false,
    voiceCallActorId: null,
    welcomeBonusRedeemed: false,
    redeemedBonusCode: null,
    isEmailVerified: false,
    hasBalanceEvent: false,
    unreadNotifications: { navbar: 0, floating: 0 },
  };
}

/** VIP also counts as TV subscriber (spec part 1 §3); premium means either (§4). */
export function isTvSubscriber(guest: Readonly<Pick<LiveGuest, 'isVip' | 'isVXTVAboSubscriber'>>): boolean {
  return guest.isVip || guest.isVXTVAboSubscriber;
}

/** The navbar shows the balance of a logged-in guest, or once a balance event arrived. */
export function isBalanceShown(guest: Readonly<Pick<LiveGuest, 'isLoggedIn' | 'hasBalanceEvent'>>): boolean {
  return guest.isLoggedIn || guest.hasBalanceEvent;
}

/**
 * Whether the page shows a logged-in guest's view (the navbar's balance and top-up, a page's own
 * content instead of its login prompt): what the live connection said, and before it has spoken,
 * whether the stored token is a logged-in guest's. So a logged-in guest's first paint is already
 * theirs, and nothing is swapped and moved when the connection answers (issue 20, point 6).
 */
export function showsLoggedIn(guest: Readonly<Pick<LiveGuest, 'isKnown' | 'isLoggedIn'>>, isLoginToken: boolean): boolean {
  return guest.isKnown ? guest.isLoggedIn : isLoginToken;
}
