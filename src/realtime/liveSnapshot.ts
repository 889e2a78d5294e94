// The live state a tab that joins late needs at once (issue 3): the guest (balance, vouchers,
// loyalty points, flags, unread counts) and presence. The socket owner starts it from
// session.ack and keeps it current with the same rules the tabs' stores apply.
import type { ServerFrame } from '../contract/socket.ts';
import { applyGuestFrame } from '../state/guestEvents.ts';
import { emptyGuest, type LiveGuest } from '../state/guestRules.ts';
import { applyPresenceFrame } from '../state/presenceEvents.ts';
import { emptyPresence, type PresenceData } from '../state/presenceRules.ts';

export interface LiveSnapshot {
  guest: LiveGuest;
  presence: PresenceData;
}

export function emptySnapshot(): LiveSnapshot {
  return { guest: emptyGuest(), presence: emptyPresence() };
}

/** Applies a server frame to the snapshot in place; returns whether anything changed. */
export function applyToSnapshot(snapshot: LiveSnapshot, frame: ServerFrame): boolean {
  const guestChanged = applyGuestFrame(snapshot.guest, frame) !== null;
  const presenceChanged = applyPresenceFrame(snapshot.presence, frame);
  return guestChanged || presenceChanged;
}
