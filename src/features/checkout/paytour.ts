// Which offer the paytour shows (spec part 1 §4 Deferred actions, §5, §6): nothing when login is
// disabled; login for a logged-out visitor; the compensation flow for a restricted guest instead
// of paying; the VIP plan only for a logged-in guest without VIP; a top-up for everyone else.
import type { PaymentFlow } from '../../contract/enums.ts';

export interface PaytourGuest {
  isLoggedIn: boolean;
  isVip: boolean;
  /** Not in the live snapshot yet: unknown counts as not restricted (the frame checks again). */
  isRestricted?: boolean;
}

export function paytourFlow(guest: Readonly<PaytourGuest>, loginEnabled: boolean): PaymentFlow | null {
  if (!loginEnabled) return null;
  if (!guest.isLoggedIn) return 'login';
  if (guest.isRestricted) return 'opcompensation';
  if (!guest.isVip) return 'vipabo';
  return 'moneycharge';
}
