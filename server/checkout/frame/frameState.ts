// The frame's state: how it started, the options, the flow, the logged-in guest. Views read it
// with useSnapshot and change it only through the functions below and in frameController.ts.
import { proxy } from 'valtio';
import { type DeclineReason, FLOWS_WITHOUT_LOGIN, type LoginScreen, type PaymentOptions } from '../../../src/contract/checkout.ts';
import type { CheckoutGuest } from '../../../src/contract/checkoutApi.ts';
import type { PaymentFlow, PaymentFlowView } from '../../../src/contract/enums.ts';
import type { Bridge } from './bridge.ts';
import { loginScreenFor, resolveView } from './flowView.ts';

/**
 * booting: reading the query; blocked: the named app origin is not allowed; alone: no app window;
 * waiting: hello posted, no session yet; ready: session open; expired: the transfer token or the
 * session was refused.
 */
export type FrameStatus = 'booting' | 'blocked' | 'alone' | 'waiting' | 'ready' | 'expired';

export const frame = proxy({
  status: 'booting' as FrameStatus,
  options: { flow: 'moneycharge', language: 'en', environment: 'sandbox' } as PaymentOptions,
  flow: 'moneycharge' as PaymentFlow,
  loginScreen: 'login' as LoginScreen,
  guest: null as CheckoutGuest | null,
  hasLoginCookie: false,
  loginCookieName: null as string | null,
});

let bridge: Bridge | null = null;

export function setBridge(next: Bridge | null): void {
  bridge = next;
}

/** Posts to the app; silent before the bridge exists (blocked or alone, nobody to tell). */
export const post: Bridge['post'] = (type, data) => bridge?.post(type, data);

export function currentView(): PaymentFlowView {
  return resolveView(frame.flow, frame.guest !== null, frame.loginScreen);
}

/** Switches flow (route.change, or a view leading to another flow) and tells the app. */
export function changeFlow(flow: PaymentFlow, options: PaymentOptions = frame.options): void {
  frame.options = { ...options, flow };
  frame.flow = flow;
  frame.loginScreen = loginScreenFor(flow, options.screenName);
  post('flow.changed', { flow });
}

export function showLoginScreen(screen: LoginScreen): void {
  frame.loginScreen = screen;
}

export function setGuest(guest: CheckoutGuest | null): void {
  frame.guest = guest;
}

/**
 * Login or signup succeeded: the app gets the new access token; the login flows are finished,
 * the others continue to their own view.
 */
export function loggedIn(accessToken: string, guest: CheckoutGuest, isSignup: boolean): void {
  frame.guest = guest;
  post('login', { accessToken, guestId: guest.id, isSignup });
  if ((FLOWS_WITHOUT_LOGIN as readonly PaymentFlow[]).includes(frame.flow)) {
    closeFrame('done');
    return;
  }
  post('flow.changed', { flow: frame.flow });
}

export function closeFrame(reason: 'done' | 'cancel'): void {
  post('frame.close', { reason });
}

export function reportPayment(flow: PaymentFlow, success: boolean, amountCents: number | null, declineReason: DeclineReason | null): void {
  post('payment', { flow, success, amountCents, declineReason });
}
