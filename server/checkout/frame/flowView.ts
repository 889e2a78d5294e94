// Which view the frame shows for a flow (spec part 1 §2 Payment flow views, contract FLOW_VIEW).
// Flows that need a logged-in guest show login (or signup) first and continue to their own
// view after login.
import { FLOW_VIEW, FLOWS_WITHOUT_LOGIN, type LoginScreen, type PaymentOptions } from '../../../src/contract/checkout.ts';
import type { PaymentFlow, PaymentFlowView } from '../../../src/contract/enums.ts';

export function needsLogin(flow: PaymentFlow): boolean {
  return !(FLOWS_WITHOUT_LOGIN as readonly PaymentFlow[]).includes(flow);
}

/** The login view's screen: the password flows have their own; `screenName: 'signup'` opens signup. */
export function loginScreenFor(flow: PaymentFlow, screenName: PaymentOptions['screenName']): LoginScreen {
  if (flow === 'pwdlost' || flow === 'pwdreset') return flow;
  return screenName === 'signup' ? 'signup' : 'login';
}

/** The view shown now: the flow's own, or login/signup first while nobody is logged in. */
export function resolveView(flow: PaymentFlow, isLoggedIn: boolean, screen: LoginScreen): PaymentFlowView {
  const showsLogin = FLOW_VIEW[flow] === 'login' || (needsLogin(flow) && !isLoggedIn);
  if (!showsLogin) return FLOW_VIEW[flow];
  return screen === 'signup' ? 'signup' : 'login';
}
