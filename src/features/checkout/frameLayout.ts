// Where and how the checkout frame sits (spec part 1 §9, part 2 §9; PAYMENT_FRAME): 675 x 740 px
// centred, the whole screen on a smaller viewport, the full viewport height for autorecharge;
// the frame on layer 10001 above an overlay on 10000 at opacity 0.3; a 140 px spinner turning
// once per 1400 ms period, 500 ms of which it rests.
import { PAYMENT_FRAME } from '../../contract/checkout.ts';
import type { PaymentFlow } from '../../contract/enums.ts';

export interface FrameBox {
  /** CSS lengths. */
  width: string;
  height: string;
  fullscreen: boolean;
}

/** The frame's box for a flow on a viewport of this size (px). */
export function frameBox(flow: PaymentFlow, viewport: { width: number; height: number }): FrameBox {
  const fits = viewport.width >= PAYMENT_FRAME.initialWidthPx && viewport.height >= PAYMENT_FRAME.initialHeightPx;
  if (!fits) return { width: '100vw', height: '100vh', fullscreen: true };
  return {
    width: `${PAYMENT_FRAME.initialWidthPx}px`,
    height: flow === 'autorecharge' ? PAYMENT_FRAME.autorechargeHeightCss : `${PAYMENT_FRAME.initialHeightPx}px`,
    fullscreen: false,
  };
}

/** The share of the loader period the spinner turns; it rests for the remainder. */
export function spinnerTurnShare(): number {
  return (PAYMENT_FRAME.loaderAnimationPeriodMs - PAYMENT_FRAME.loaderAnimationPauseMs) / PAYMENT_FRAME.loaderAnimationPeriodMs;
}

/** The layer's stylesheet, derived from the contract's constants (no second copy of a number). */
export function checkoutLayerCss(): string {
  const f = PAYMENT_FRAME;
  const turnPercent = `${(spinnerTurnShare() * 100).toFixed(2)}%`;
  return `
.checkout-overlay{position:fixed;inset:0;z-index:${f.overlayZIndex};background:rgb(0 0 0 / ${f.overlayOpacity});}
.checkout-spinner{position:fixed;top:50%;left:50%;z-index:${f.frameZIndex};width:${f.spinnerSizePx}px;height:${f.spinnerSizePx}px;margin:-${f.spinnerSizePx / 2}px 0 0 -${f.spinnerSizePx / 2}px;box-sizing:border-box;border:12px solid #ffffff40;border-top-color:#fff;border-radius:50%;animation:checkout-spin ${f.loaderAnimationPeriodMs}ms ease-in-out infinite;}
@keyframes checkout-spin{0%{transform:rotate(0deg)}${turnPercent}{transform:rotate(360deg)}100%{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.checkout-spinner{animation-duration:${f.loaderAnimationPeriodMs * 3}ms}}
.checkout-frame{position:fixed;top:50%;left:50%;z-index:${f.frameZIndex};transform:translate(-50%,-50%);max-width:100vw;max-height:100vh;border:0;border-radius:12px;background:#fff;box-shadow:0 12px 48px rgb(0 0 0 / 0.5);}
.checkout-frame[data-fullscreen="true"]{border-radius:0;}
.checkout-frame[hidden]{display:block;visibility:hidden;}
.checkout-close{position:fixed;top:12px;right:12px;z-index:${f.frameZIndex};min-width:44px;min-height:44px;border:0;border-radius:22px;background:#000c;color:#fff;font:inherit;cursor:pointer;}
.checkout-close:focus-visible{outline:3px solid #fff;outline-offset:2px;}
`;
}
