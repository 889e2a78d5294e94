// The account screens' way into the checkout bridge (src/features/checkout): loaded when a
// button asks for it, so the bridge stays out of the account pages' chunk until needed.
import type { PaymentFlow } from '../../contract/enums.ts';

const bridge = () => import('../checkout/index.ts');

export function startCheckout(flow: PaymentFlow): void {
  void bridge().then(({ openCheckout }) => openCheckout(flow));
}

export function startLogin(options: { screenName?: 'login' | 'signup'; targetUrl?: string } = {}): void {
  void bridge().then(({ openLogin }) => openLogin(options));
}
