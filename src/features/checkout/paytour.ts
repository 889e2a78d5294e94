// Which offer the paytour shows (spec part 1 §4 Deferred actions, §5, §6): nothing when login is
// disabled; login for a logged-out visitor; the compensation flow for a restricted guest instead
// of paying; the VIP plan only for a logged-in guest without VIP; a top-up for everyone else.
import { FLOWS_REFUSED_WHEN_RESTRICTED } from '../../contract/checkout.ts';
import type { PaymentFlow } from '../../contract/enums.ts';

export interface PaytourGuest {
  isLoggedIn: boolean;
  isVip: boolean;
  /** From the live snapshot (session.ack); the server and the frame check again. */
  isRestricted: boolean;
}

/** The flow a guest gets for `flow`: a restricted guest's top-up or plan becomes the compensation (spec part 1 §6). */
export function flowForGuest(flow: PaymentFlow, guest: Readonly<Pick<PaytourGuest, 'isRestricted'>>): PaymentFlow {
  return guest.isRestricted && (FLOWS_REFUSED_WHEN_RESTRICTED as readonly PaymentFlow[]).includes(flow) ? 'opcompensation' : flow;
}

export function paytourFlow(guest: Readonly<PaytourGuest>, loginEnabled: boolean): PaymentFlow | null {
  if (!loginEnabled) return null;
  if (!guest.isLoggedIn) return 'login';
  if (guest.isRestricted) return 'opcompensation';
  if (!guest.isVip) return 'vipabo';
  return 'moneycharge';
}
