// Payment-related incoming events (spec part 1 §4): balance, VIP and VXTV subscription updates,
// AVS revoked and set, bonus code redeemed. The guest store already changed when a callback
// runs (src/realtime/dispatch.ts applies the frame first). Callbacks registered for a kind run
// on its event; while a payment flow is open they queue (one run per kind) and run when it
// closes. AVS revoked reloads the page (after the flow, too). Our pages show the guest from the
// live store, so the spec's "run callback or reload" for VIP, VXTV and AVS set needs no reload
// where nobody registered a callback: the store's change is the page's update. The balance
// event is tracked when it arrives (a tracking event `balance` with the new balance; the
// tracker sends it only with an address, a token and analytics consent, spec part 1 §5); the
// conversion incentives reload on it (IncentiveSlot.tsx); the pending money-charge callback
// (pendingMoneyCharge.ts) is a balance callback.
import type { ServerFrame, ServerMessageType } from '../../contract/socket.ts';
import { reloadPage } from '../../lib/reload.ts';
import { onServerFrame } from '../../realtime/dispatch.ts';
import { guest } from '../../state/guest.ts';
import type { PageEvent } from '../tracking/trackingRules.ts';
import { isFlowOpen } from './store.ts';

export type PaymentEventKind = 'balance' | 'vip' | 'tv' | 'avsSet' | 'bonusCode';

/** The event a server frame is, or null for frames that are not payment events. */
export function paymentEventOf(frame: Pick<ServerFrame, 'type'>): PaymentEventKind | 'avsRevoked' | null {
  switch (frame.type) {
    case 'guest.balance':
      return 'balance';
    case 'vip.updated':
      return 'vip';
    case 'tv.updated':
      return 'tv';
    case 'avs.set':
      return 'avsSet';
    case 'avs.revoked':
      return 'avsRevoked';
    case 'bonuscode.redeemed':
      return 'bonusCode';
    default:
      return null;
  }
}

export interface PaymentEventEffects {
  isFlowOpen(): boolean;
  reload(): void;
  /** Tracks a payment event as it arrives (flow open or not). */
  track?(event: PaymentEventKind | 'avsRevoked'): void;
}

/** The tracking event of a balance event: float1 the balance after it, in euros. */
export function balanceTrackingEvent(balance: number): PageEvent {
  return { type: 'balance', context: 'payment', float1: balance };
}

export interface PaymentEvents {
  on(kind: PaymentEventKind, callback: () => void): () => void;
  handle(frame: Pick<ServerFrame, 'type'>): void;
  /** A payment flow closed: what queued meanwhile runs now, in arrival order. */
  flowClosed(): void;
}

export function createPaymentEvents(effects: PaymentEventEffects): PaymentEvents {
  const callbacks = new Map<PaymentEventKind, Set<() => void>>();
  const queued = new Set<PaymentEventKind | 'avsRevoked'>();

  function run(event: PaymentEventKind | 'avsRevoked'): void {
    if (event === 'avsRevoked') {
      effects.reload();
      return;
    }
    for (const callback of [...(callbacks.get(event) ?? [])]) {
      try {
        callback();
      } catch (error) {
        console.error(`payment event ${event}: callback failed`, error); // one failing callback must not stop the others
      }
    }
  }

  return {
    on(kind, callback) {
      let set = callbacks.get(kind);
      if (!set) callbacks.set(kind, (set = new Set()));
      set.add(callback);
      return () => {
        set.delete(callback);
      };
    },
    handle(frame) {
      const event = paymentEventOf(frame);
      if (!event) return;
      effects.track?.(event);
      if (effects.isFlowOpen()) queued.add(event);
      else run(event);
    },
    flowClosed() {
      const events = [...queued];
      queued.clear();
      for (const event of events) run(event);
    },
  };
}

/** The page's payment events. */
export const paymentEvents = createPaymentEvents({
  isFlowOpen,
  reload: reloadPage,
  track: (event) => {
    // the tracker (and the app config it reads) loads on the first balance event, not with the checkout
    if (event === 'balance')
      void import('../tracking/tracker.ts').then(({ trackEvent }) => trackEvent(balanceTrackingEvent(guest.balance)));
  },
});

const WATCHED: readonly ServerMessageType[] = [
  'guest.balance',
  'vip.updated',
  'tv.updated',
  'avs.set',
  'avs.revoked',
  'bonuscode.redeemed',
];

// Fed from the live connection from the module's first import (index.ts imports it once the
// guest is logged in or a callback is registered; the bridge with the first flow).
for (const type of WATCHED) onServerFrame(type, () => paymentEvents.handle({ type }));
