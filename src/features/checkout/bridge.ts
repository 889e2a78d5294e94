// The app's side of the checkout (spec part 1 §4 Login success, Deferred actions; part 2 §4,
// §7.1 vxpay, §8): opens flows in the frame, turns the frame's login into the app's login
// (token stored for every tab, the shared socket re-sessioned, vxpay/onsuccess, then the stored
// redirect, the returned address or a reload), logs out, offers the paytour, runs deferred
// actions and finishes a purchase that waited for a top-up. A restricted guest asking for a
// paying flow gets the compensation flow instead. Loaded on first use through index.ts.
import { navigate } from 'wouter/use-browser-location';
import { postLoginSuccess, postLogout } from '../../api/auth.ts';
import { sendJson } from '../../api/client.ts';
import { getProfile } from '../../api/guest.ts';
import { dropToken, setToken } from '../../api/session.ts';
import { appConfig } from '../../app/appConfig.ts';
import { buildPath } from '../../app/routes.ts';
import { namedGuestId, showsLoggedInNow } from '../../app/useShowsLoggedIn.ts';
import type { FrameActionValues, FrameToAppMessages, PaymentOptions } from '../../contract/checkout.ts';
import type { OnLoginAction } from '../../contract/entities.ts';
import type { CheckoutFrameAction, PaymentFlow } from '../../contract/enums.ts';
import type { PinKind } from '../../contract/socket.ts';
import { DEFERRED_PENDING_KEY, DEFERRED_STORE } from '../../contract/storageKeys.ts';
import { languageOfPath } from '../../i18n/locale.ts';
import { createExpiringStore, idbBackend } from '../../lib/expiringStore.ts';
import { markPageLeaving, reloadPage } from '../../lib/reload.ts';
import { removeLocal, writeLocal } from '../../lib/storage.ts';
import { announceToken, sendKeptFrame, setPaymentFeedbackPending } from '../../realtime/client.ts';
import { guest } from '../../state/guest.ts';
import { pinTeaserFor } from '../favorites/favoritesRules.ts';
import { isReturningGuest, markReturningGuest } from '../favorites/returningGuest.ts';
import { forgetSavedAnswers } from '../offline/savedPages.ts';
import { showAppBadge } from '../push/appBadge.ts';
import { currentAttribution } from './attribution.ts';
import {
  type DeferredActionEffects,
  deferAction,
  REMEMBERED_ITEM_TTL_SECONDS,
  replayOrder,
  runDeferredAction,
  takeDeferredActions,
  takeRedirect,
} from './deferredActions.ts';
import { type CheckoutFrame, openFrame } from './frame.ts';
import { type AfterLogin, afterLoginSuccess } from './loginSuccess.ts';
import { paymentEvents } from './paymentEvents.ts';
import { paymentOptionsFor } from './paymentOptions.ts';
import { flowForGuest, paytourFlow } from './paytour.ts';
import { createPendingMoneyCharge } from './pendingMoneyCharge.ts';
import { setPinned } from './pins.ts';

/** A frame answers its actions within this time, or the app goes on without (chosen). */
const FRAME_ACTION_TIMEOUT_MS = 3_000;

/** The deferred actions' own idb-keyval store. */
export const deferredStore = createExpiringStore(idbBackend(DEFERRED_STORE.database, DEFERRED_STORE.store));

let frame: CheckoutFrame | null = null;
/** The flow the app asked for last (the frame may show login first on the way to it). */
let requestedFlow: PaymentFlow | null = null;
/** The frame logged the guest in during this flow: vxpay/onsuccess follows when it closes. */
let loginFlow: PaymentFlow | null = null;
/** Where login success should lead (openLogin's targetUrl). */
let loginTargetUrl: string | null = null;
/** A login success or a logout is under way: the page is about to be left (or reloaded). */
let leaving = false;

/** The frame reported a paid compensation: the guest's restriction is read again when it closes. */
let compensated = false;
/** A purchase refused for missing money, waiting for the top-up (pendingMoneyCharge.ts). */
const pendingMoneyCharge = createPendingMoneyCharge();
paymentEvents.on('balance', () => pendingMoneyCharge.balance());

const language = () => languageOfPath(location.pathname);

export function openCheckout(asked: PaymentFlow, options: Partial<PaymentOptions> = {}): void {
  const flow = flowForGuest(asked, guest);
  requestedFlow = flow;
  if (frame) {
    // One frame at a time: an open frame switches flow instead of a second one stacking up.
    frame.changeRoute(flow, options);
    return;
  }
  const full = paymentOptionsFor(flow, options, {
    search: location.search,
    language: language(),
    host: location.hostname,
    environment: import.meta.env.PROD ? 'production' : 'sandbox',
    attribution: currentAttribution(),
  });
  frame = openFrame(full, { onLogin, onPayment, onClosed });
}

export function openLogin(options: { screenName?: 'login' | 'signup'; targetUrl?: string } = {}): void {
  if (!appConfig().loginEnabled) return; // spec part 1 §5: not offered when login is disabled
  loginTargetUrl = options.targetUrl ?? null;
  openCheckout('login', options.screenName ? { screenName: options.screenName } : {});
}

function onLogin(data: FrameToAppMessages['login']): void {
  // Every tab's REST calls read the stored token; the socket owner re-sessions every tab with it.
  setToken(data.accessToken);
  announceToken(data.accessToken);
  const flow = requestedFlow ?? 'login';
  if (flow === 'login') void finishLogin('login');
  else loginFlow = flow; // the guest goes on to the flow they came for; the login finishes when it closes
}

function onPayment(data: FrameToAppMessages['payment']): void {
  // The results themselves arrive from the server over the socket (guest.balance, vip.updated…).
  if (!data.success) console.info(`checkout ${data.flow} declined: ${data.declineReason ?? 'unknown'}`);
  pendingMoneyCharge.payment(data.flow, data.success);
  if (data.success && data.flow === 'opcompensation') compensated = true;
}

/** Opens the top-up; after a successful one `resume` (the refused purchase, asked again) runs once. */
export function topUpThenResume(resume: () => unknown): void {
  pendingMoneyCharge.set(resume);
  openCheckout('moneycharge');
}

/** The server's word on the guest's restriction (after a paid compensation). */
async function refreshRestriction(): Promise<void> {
  try {
    const { guest: entity } = await getProfile();
    Object.assign(guest, { isRestricted: entity.isRestricted, restrictionLevel: entity.restrictionLevel });
  } catch {
    // the next page load's snapshot says it
  }
}

function onClosed(): void {
  frame = null;
  requestedFlow = null;
  if (!leaving) setPaymentFeedbackPending(false);
  paymentEvents.flowClosed();
  pendingMoneyCharge.flowClosed();
  if (compensated) {
    compensated = false;
    void refreshRestriction();
  }
  if (!loginFlow && !leaving) loginTargetUrl = null; // closed without login: the target was for that attempt
  if (loginFlow) {
    const flow = loginFlow;
    loginFlow = null;
    void finishLogin(flow);
  }
}

/** Login success: the server hears of it, then the stored redirect, its address, or a reload. */
async function finishLogin(flow: PaymentFlow): Promise<void> {
  if (leaving) return;
  leaving = true;
  markPageLeaving(); // the page's login shows now (isLoggedIn), but the next page is the one to act on it
  markReturningGuest(); // the pin teaser asks this device's guest to log in from now on
  setPaymentFeedbackPending(true); // the anonymous session's end must not reload the page mid-way
  let next: AfterLogin;
  try {
    const answer = await postLoginSuccess({ result: { flow, success: true }, targetUrl: loginTargetUrl });
    next = afterLoginSuccess(await takeRedirect(deferredStore).catch(() => null), answer.data.url);
  } catch {
    reloadPage(); // spec part 2 §8: a failed login-success post reloads
    return;
  }
  if (next.kind === 'assign') location.assign(next.url);
  else reloadPage();
}

/** Asks the open frame something; null when no frame is open or it does not answer in time. */
export async function requestFrameAction<A extends CheckoutFrameAction>(
  action: A,
  extra?: { clearToken?: boolean },
): Promise<FrameActionValues[A] | null> {
  if (!frame) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), FRAME_ACTION_TIMEOUT_MS)));
  try {
    return await Promise.race([frame.requestAction(action, extra), timeout]);
  } catch {
    return null; // the frame closed meanwhile
  } finally {
    clearTimeout(timer);
  }
}

export async function logout(): Promise<void> {
  leaving = true;
  setPaymentFeedbackPending(true); // our own logout ends the session: its session.expired must not reload us first
  await requestFrameAction('logout', { clearToken: true });
  try {
    await postLogout();
  } catch {
    reloadPage(); // spec part 2 §8: a failed logout post reloads
    return;
  }
  dropToken();
  showAppBadge(0); // the icon's count was this guest's (issue 22 point 9)
  await forgetSavedAnswers().catch(() => undefined); // the offline copies of this guest's answers
  location.assign(buildPath('home', {}, language()));
}

export async function offerPaytour(): Promise<void> {
  // a logged-in guest's tab still connecting: VIP and restriction come with the live connection's name
  await namedGuestId();
  const flow = paytourFlow(guest, appConfig().loginEnabled);
  if (flow) openCheckout(flow);
}

const deferredEffects: DeferredActionEffects = {
  sendPin(kind, id, pinned) {
    setPinned(kind, id, pinned);
    sendKeptFrame(`${kind}:${id}`, { type: pinned ? 'pin' : 'unpin', data: { kind, id } });
  },
  rateSedcards: async (actorId, guestRating) => {
    await sendJson('post', `gallery/setSedcardsGuestRating/${actorId}`, { guestRating });
  },
  remember: (key, id) => deferredStore.set(key, id, REMEMBERED_ITEM_TTL_SECONDS),
  navigate: (path) => navigate(path),
  messengerPath: () => buildPath('messenger', {}, language()),
  offerPaytour: () => offerPaytour(),
};

/** Runs `action` now for a logged-in guest (true); else stores it and opens login, unless login is disabled (false). */
export async function runOrDeferUntilLogin(action: OnLoginAction, seconds?: number, screenName?: 'login' | 'signup'): Promise<boolean> {
  if (showsLoggedInNow()) {
    await runDeferredAction(action, deferredEffects);
    return true;
  }
  if (!appConfig().loginEnabled) return false;
  await deferAction(deferredStore, action, seconds);
  writeLocal(DEFERRED_PENDING_KEY, '1');
  openLogin(screenName ? { screenName } : {});
  return false;
}

const DEFERRED_PIN_TYPES = { album: 'pinAlbum', picture: 'pinPicture', sedcard: 'pinSedcards' } as const;

/** A pin toggle: sent at once (and shown before the server confirms) when logged in, else deferred. */
export async function togglePin(kind: PinKind, id: number, pinned: boolean): Promise<void> {
  if (showsLoggedInNow()) {
    deferredEffects.sendPin(kind, id, !pinned);
    return;
  }
  const type = kind === 'actor' ? (pinned ? 'unpinActor' : 'pinActor') : DEFERRED_PIN_TYPES[kind];
  // spec part 1 §5 pin teaser: a guest who logged in on this device before gets the login, a new one the signup
  await runOrDeferUntilLogin(
    { type, params: { targetId: id } },
    undefined,
    pinTeaserFor(isReturningGuest()) === 'returning' ? 'login' : 'signup',
  );
}

/** After login: the deferred actions, once, by one tab (Web Lock), in replay order. */
export async function replayDeferredActions(): Promise<void> {
  const replay = async () => {
    const actions = replayOrder(await takeDeferredActions(deferredStore));
    removeLocal(DEFERRED_PENDING_KEY);
    for (const action of actions) {
      try {
        await runDeferredAction(action, deferredEffects);
      } catch (error) {
        console.warn(`deferred ${action.type} failed`, error); // the others still run
      }
    }
  };
  if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request('glimmer-deferred-actions', replay);
  else await replay();
}
