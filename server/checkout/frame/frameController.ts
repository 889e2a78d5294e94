// Start-up and the app's messages (contract AppToFrameMessages): hello, session, route and
// params changes, and the actions the app asks of the frame.
import type { AppToFrameMessage, AppToFrameMessages, FrameActionValues } from '../../../src/contract/checkout.ts';
import type { CheckoutFrameAction } from '../../../src/contract/enums.ts';
import { formatCurrency } from '../../../src/lib/currency.ts';
import { CheckoutApiError, call, setSession } from './api.ts';
import { connectBridge } from './bridge.ts';
import { loginScreenFor } from './flowView.ts';
import { isAllowedOrigin, mergeOptions, parseAllowedOrigins, parseFrameQuery } from './frameOptions.ts';
import { changeFlow, currentView, frame, post, setBridge } from './frameState.ts';
import { activateLanguage } from './i18n.ts';

/** The meta the checkout server writes into index.html with the app origins allowed to embed us. */
const APP_ORIGINS_META = 'checkout-app-origins';

/** Reads the query, checks the app origin, connects to the app and says hello. */
export async function bootFrame(win: Window): Promise<void> {
  const query = parseFrameQuery(win.location.search);
  frame.options = query.options;
  frame.flow = query.options.flow;
  frame.loginScreen = loginScreenFor(query.options.flow, query.options.screenName);
  await activateLanguage(query.options.language);

  const meta = win.document.querySelector<HTMLMetaElement>(`meta[name="${APP_ORIGINS_META}"]`);
  const allowed = parseAllowedOrigins(meta?.content);
  if (!query.frameId || !isAllowedOrigin(query.appOrigin, allowed)) {
    frame.status = 'blocked';
    return;
  }
  const bridge = connectBridge(win, query.frameId, query.appOrigin);
  if (!bridge) {
    frame.status = 'alone';
    return;
  }
  setBridge(bridge);
  bridge.listen((message) => void handleMessage(message));
  frame.status = 'waiting';
  post('frame.hello', {});
}

async function handleMessage(message: AppToFrameMessage): Promise<void> {
  switch (message.type) {
    case 'session.init':
      return openSession(message.data);
    case 'route.change':
      changeFlow(message.data.flow, mergeOptions(frame.options, { ...message.data.options, flow: message.data.flow }));
      return activateLanguage(frame.options.language);
    case 'params.update':
      frame.options = mergeOptions(frame.options, message.data.options);
      return activateLanguage(frame.options.language);
    case 'action': {
      const { action, requestId, clearToken } = message.data;
      const value = await actionValue(action, clearToken === true);
      post('action.result', { action, requestId, value } as never);
      return;
    }
  }
}

async function openSession({ transferToken, options }: AppToFrameMessages['session.init']): Promise<void> {
  const merged = mergeOptions(frame.options, options);
  frame.options = merged;
  frame.flow = merged.flow;
  frame.loginScreen = loginScreenFor(merged.flow, merged.screenName);
  await activateLanguage(merged.language);
  try {
    const answer = await call('session', { transferToken });
    setSession(answer.session);
    frame.guest = answer.guest;
    frame.hasLoginCookie = answer.hasLoginCookie;
    frame.loginCookieName = answer.loginCookieName;
    frame.status = 'ready';
    post('frame.loaded', { flow: frame.flow, view: currentView() });
  } catch (error) {
    frame.status = error instanceof CheckoutApiError && error.code === 'NETWORK' ? 'waiting' : 'expired';
  }
}

/** The guest as the server has it now (balance, abos and AVS can change outside the frame). */
async function freshGuest() {
  if (frame.status !== 'ready') return frame.guest;
  try {
    frame.guest = (await call('guest', {})).guest;
  } catch {
    // Keep what the frame last saw: an action answer is better late-ish than missing.
  }
  return frame.guest;
}

async function actionValue<A extends CheckoutFrameAction>(action: A, clearToken: boolean): Promise<FrameActionValues[A]> {
  const values = async (): Promise<FrameActionValues[CheckoutFrameAction]> => {
    switch (action) {
      case 'getbalance': {
        const guest = await freshGuest();
        if (!guest) return null;
        return {
          balance: guest.balanceCents / 100,
          balanceFormatted: formatCurrency(guest.balanceCents / 100, 'EUR', frame.options.language),
        };
      }
      case 'getactiveabos':
        return [...((await freshGuest())?.abos ?? [])];
      case 'getavsstatus': {
        const guest = await freshGuest();
        return guest ? { avsStatus: guest.avsStatus, avsRejectMessage: guest.avsRejectMessage } : null;
      }
      case 'isLoggedIn':
        return (await freshGuest()) !== null;
      case 'hasLoginCookie':
        return frame.hasLoginCookie;
      case 'logout':
        if (frame.status === 'ready') {
          try {
            await call('logout', { clearToken });
          } catch {
            // The session may be gone already; the guest is logged out here either way.
          }
        }
        frame.guest = null;
        if (clearToken) {
          frame.hasLoginCookie = false;
          frame.loginCookieName = null;
        }
        // The server ends the checkout session on logout: a new session.init starts the next one.
        setSession(null);
        frame.status = 'waiting';
        return { loggedOut: true };
      default:
        return null;
    }
  };
  return (await values()) as FrameActionValues[A];
}
