// The pending money-charge callback (spec part 1 §4 payment-related incoming events: the balance
// event runs it; while a payment flow is open callbacks queue and run when it closes). A
// purchase refused for missing money leaves one behind when the guest goes to the top-up: it
// runs ONCE, after the frame reported a successful top-up, at the balance event or, when that
// has not come yet, as the flow closes. A flow that closes without a successful top-up
// (declined, cancelled, another flow) drops it: nothing is left half done. The purchase repeats
// its own call (same idempotency key: album, post and show are bought once per guest, a message
// keeps its clientId), so even a second run could not charge twice.
import { TOP_UP_FLOWS } from '../../contract/checkout.ts';
import type { PaymentFlow } from '../../contract/enums.ts';

export interface PendingMoneyCharge {
  /** A purchase waits for a top-up; a newer one replaces it (one top-up, one purchase). */
  set(resume: () => unknown): void;
  /** The frame reported a payment of `flow`. */
  payment(flow: PaymentFlow, success: boolean): void;
  /** The balance event ran (after the flow closed, when it was open). */
  balance(): void;
  /** The payment flow closed (after the queued events ran). */
  flowClosed(): void;
}

export function createPendingMoneyCharge(): PendingMoneyCharge {
  let pending: { resume: () => unknown; paid: boolean } | null = null;
  const runIfPaid = () => {
    if (!pending?.paid) return;
    const { resume } = pending;
    pending = null; // taken before it runs: a second event finds nothing
    try {
      void Promise.resolve(resume()).catch((error: unknown) => console.warn('resumed purchase failed', error));
    } catch (error) {
      console.warn('resumed purchase failed', error);
    }
  };
  return {
    set(resume) {
      pending = { resume, paid: false };
    },
    payment(flow, success) {
      if (pending && success && (TOP_UP_FLOWS as readonly PaymentFlow[]).includes(flow)) pending.paid = true;
    },
    balance: runIfPaid,
    flowClosed() {
      runIfPaid();
      pending = null;
    },
  };
}
