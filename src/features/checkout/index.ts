// The checkout's public face (spec part 1 §4, §5, §6): open a flow, log in or out, run an action
// now or after login, offer the paytour, listen to payment events. Kept tiny: it is on the first
// load; the bridge (frame, messages, deferred store, REST calls) is imported on first use.
import { subscribe } from 'valtio';
import { onTokenRenewed } from '../../api/session.ts';
import type { FrameActionValues, PaymentOptions } from '../../contract/checkout.ts';
import type { OnLoginAction } from '../../contract/entities.ts';
import type { CheckoutFrameAction, PaymentFlow } from '../../contract/enums.ts';
import type { PinKind } from '../../contract/socket.ts';
import { TOKEN_KEY } from '../../contract/storageKeys.ts';
import { reloadPage } from '../../lib/reload.ts';
import { readLocal } from '../../lib/storage.ts';
import { guest } from '../../state/guest.ts';
import { rememberAttribution } from './attribution.ts';
import type { PaymentEventKind } from './paymentEvents.ts';
import { reactionToTokenChange } from './tabSync.ts';

export type { PaymentEventKind };

const bridge = () => import('./bridge.ts');

export async function openCheckout(flow: PaymentFlow, options?: Partial<PaymentOptions>): Promise<void> {
  (await bridge()).openCheckout(flow, options);
}

export async function openLogin(options?: { screenName?: 'login' | 'signup'; targetUrl?: string }): Promise<void> {
  (await bridge()).openLogin(options);
}

export async function logout(): Promise<void> {
  await (await bridge()).logout();
}

/**
 * A purchase refused for missing money: opens the top-up, and after a successful one `resume`
 * (the same purchase call again) runs once; a declined or cancelled top-up drops it.
 */
export async function topUpThenResume(resume: () => unknown): Promise<void> {
  (await bridge()).topUpThenResume(resume);
}

/** Restricted -> compensation, logged out -> login, non-VIP -> VIP, else top-up; nothing when login is disabled. */
export async function offerPaytour(): Promise<void> {
  await (await bridge()).offerPaytour();
}

/**
 * Runs `action` now for a logged-in guest (answers true); otherwise stores it (expiring after
 * `expiresInSeconds`, 30 minutes by default) and opens login, to replay it after login (false).
 * With login disabled nothing is stored or opened.
 */
export async function runOrDeferUntilLogin(action: OnLoginAction, expiresInSeconds?: number): Promise<boolean> {
  return (await bridge()).runOrDeferUntilLogin(action, expiresInSeconds);
}

/**
 * Pins or unpins (spec part 1 §4 Pinning, §6 Login gates): at once for a logged-in guest, shown
 * before the server confirms; a logged-out guest is asked to log in and it is replayed after.
 */
export async function togglePin(kind: PinKind, id: number, pinned: boolean): Promise<void> {
  await (await bridge()).togglePin(kind, id, pinned);
}

/** Asks the open frame (getbalance, getactiveabos, isLoggedIn…); null without a frame or an answer within 3 s. */
export async function requestFrameAction<A extends CheckoutFrameAction>(
  action: A,
  extra?: { clearToken?: boolean },
): Promise<FrameActionValues[A] | null> {
  return (await bridge()).requestFrameAction(action, extra);
}

/** Calls `callback` on a payment event (queued while a flow is open); returns an unsubscribe. */
export function onPaymentEvent(kind: PaymentEventKind, callback: () => void): () => void {
  let off: (() => void) | null = null;
  let cancelled = false;
  void import('./paymentEvents.ts').then(({ paymentEvents }) => {
    if (!cancelled) off = paymentEvents.on(kind, callback);
  });
  return () => {
    cancelled = true;
    off?.();
  };
}

/**
 * Startup (main.tsx, after the first paint): other tabs' login and logout at once; flows the
 * address asks for and, once the guest is logged in, payment events and the deferred actions'
 * replay (startup.ts, loaded only then). An anonymous first visit loads nothing more.
 */
export function startCheckout(): void {
  // an affiliate link's attribution and the testdevice mark are kept before any flow can open
  rememberAttribution(location.search);
  let tabToken = readLocal(TOKEN_KEY);
  // Another tab's login, logout or renewal comes as a storage event; this tab's own renewal of
  // a refused (expired or revoked) token from onTokenRenewed: both are met the same way, so an
  // expired login does not linger on screen and the socket follows a new anonymous token at once.
  const onTokenChange = () => {
    const stored = readLocal(TOKEN_KEY);
    const reaction = reactionToTokenChange(guest.isLoggedIn, stored, tabToken);
    tabToken = stored;
    const adopt = (token: string) => void import('../../realtime/client.ts').then((live) => live.announceToken(token));
    if (reaction === 'reload' && stored && guest.guestId !== null) {
      // A new token of the guest this tab shows (another tab logged in as the same guest, or
      // renewed the token) is taken over live; another guest's, or none, reloads.
      const shown = guest.guestId;
      void import('../../api/guest.ts')
        .then(({ getProfile }) => getProfile())
        .then(
          (answer) => (answer.guest.id === shown ? adopt(stored) : reloadPage()),
          () => reloadPage(),
        );
    } else if (reaction === 'reload') reloadPage();
    else if (reaction === 'adopt' && stored) adopt(stored);
  };
  addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) onTokenChange();
  });
  onTokenRenewed(onTokenChange);

  // The token this page started with: only the page that started logged in replays deferred actions.
  const startToken = tabToken;
  const withFlows = /[?&](vxpFlow|vxpAutoFlow|screenName)=/.test(location.search);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void import('./startup.ts').then((startup) => startup.startCheckoutWork(startToken, withFlows));
  };
  if (withFlows) start();
  const stop = subscribe(guest, () => {
    if (!guest.isLoggedIn) return;
    stop();
    start();
  });
  if (guest.isLoggedIn) start();
}
