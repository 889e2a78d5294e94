// How server events change the guest (spec part 1 §4 Age verification, Server-pushed guest
// flags). Plain functions over a plain object: the tab's store (src/state/guest.ts) and the
// socket owner's snapshot (src/realtime/liveSnapshot.ts) apply the same rules, so a tab that
// joins late sees exactly what the open tabs see.
import type { GuestSnapshot, ServerFrame } from '../contract/socket.ts';
import { emptyGuest, type LiveGuest } from './guestRules.ts';

/**
 * Applies one server frame to `guest` (mutated in place: a plain object or a valtio proxy).
 * Returns 'logout' when the guest must be logged out (the caller drops the token and reloads),
 * 'changed' when a field changed, and null for frames that do not concern the guest.
 */
export function applyGuestFrame(guest: LiveGuest, frame: ServerFrame): 'logout' | 'changed' | null {
  switch (frame.type) {
    case 'session.ack': {
      // Only the snapshot's own fields: what events alone tell (a rejection reason) stays.
      const snapshot: GuestSnapshot = frame.data.guest;
      Object.assign(guest, {
        isKnown: true,
        guestId: snapshot.guestId,
        isLoggedIn: snapshot.isLoggedIn,
        balance: snapshot.balance,
        balanceFormatted: snapshot.balanceFormatted,
        vouchers: snapshot.vouchers,
        loyaltyPoints: snapshot.loyaltyPoints,
        isVip: snapshot.isVip,
        isVXTVAboSubscriber: snapshot.isVXTVAboSubscriber,
        avsStatus: snapshot.avsStatus,
        hasAvs: snapshot.hasAvs,
        unreadMessages: snapshot.unreadMessages,
        isRestricted: snapshot.isRestricted,
        restrictionLevel: snapshot.restrictionLevel,
      } satisfies GuestSnapshot & Pick<LiveGuest, 'isKnown'>);
      if (snapshot.avsStatus === 'accepted') guest.avsRejectMessage = null;
      return 'changed';
    }
    case 'avs.set':
      Object.assign(guest, { avsStatus: 'accepted', hasAvs: true, avsRejectMessage: null });
      return 'changed';
    case 'avs.pending':
      guest.avsStatus = 'pending';
      return 'changed';
    case 'avs.rejected':
      Object.assign(guest, { avsStatus: 'rejected', avsRejectMessage: frame.data.reason });
      return 'changed';
    case 'avs.revoked':
      Object.assign(guest, { avsStatus: 'unknown', hasAvs: false });
      return 'changed';
    case 'guest.locked':
      // spec part 1 §4: a locked guest is logged out; nothing of the old guest stays.
      Object.assign(guest, emptyGuest(), { isLocked: true });
      return 'logout';
    case 'vip.updated':
      guest.isVip = frame.data.isVip;
      return 'changed';
    case 'tv.updated':
      guest.isVXTVAboSubscriber = frame.data.isVXTVAboSubscriber;
      return 'changed';
    case 'guest.balance':
      Object.assign(guest, {
        balance: frame.data.balance,
        balanceFormatted: frame.data.balanceFormatted,
        vouchers: frame.data.vouchers,
        hasBalanceEvent: true,
      });
      return 'changed';
    case 'loyalty.changed':
      guest.loyaltyPoints = frame.data.points;
      return 'changed';
    case 'welcomebonus.redeemed':
      guest.welcomeBonusRedeemed = true;
      return 'changed';
    case 'bonuscode.redeemed':
      guest.redeemedBonusCode = frame.data.code;
      return 'changed';
    case 'email.verified':
      guest.isEmailVerified = true;
      return 'changed';
    case 'voicecall.start':
      guest.voiceCallActorId = frame.data.actorId;
      return 'changed';
    case 'voicecall.stop':
      if (guest.voiceCallActorId !== frame.data.actorId) return null;
      guest.voiceCallActorId = null;
      return 'changed';
    case 'notifications':
      guest.unreadNotifications = { ...guest.unreadNotifications, [frame.data.kind]: frame.data.unreadCount };
      return 'changed';
    case 'notification.new':
    case 'notifications.marked':
      // the navbar's count; an all-seen notice clears it in every tab (spec part 1 §4)
      if (guest.unreadNotifications.navbar === frame.data.unreadCount) return null;
      guest.unreadNotifications = { ...guest.unreadNotifications, navbar: frame.data.unreadCount };
      return 'changed';
    case 'message.new':
    case 'channel.updated':
      if (guest.unreadMessages === frame.data.unreadTotal) return null;
      guest.unreadMessages = frame.data.unreadTotal;
      return 'changed';
    default:
      return null;
  }
}
