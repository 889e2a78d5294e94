// The checkout frame as the app sees it: whether a flow is open, the frame's lifecycle and the
// flow it shows. Changed only by the bridge (frame.ts); read by the payment events (callbacks
// wait while a flow is open) and by any component that wants to know.
import { proxy } from 'valtio';
import type { PaymentFlow, PaymentFrameState } from '../../contract/enums.ts';

export interface CheckoutState {
  isOpen: boolean;
  /** null before the first frame of the page. */
  lifecycle: PaymentFrameState | null;
  flow: PaymentFlow | null;
}

export const checkout = proxy<CheckoutState>({ isOpen: false, lifecycle: null, flow: null });

export function isFlowOpen(): boolean {
  return checkout.isOpen;
}
