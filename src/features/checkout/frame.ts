// One checkout frame (spec part 1 §4 Payment flow values, §5, §9; part 2 §7.13, §8): created
// with its own random id, it gets a transfer token and, once the frame says hello, the
// `session.init` (ready); the frame reports its flow rendered (loaded) and is shown (visible),
// showing retried every 1000 ms until it is. Route changes, option updates and actions wait in
// an outbox polled out every 500 ms once the frame is ready. Messages count only from the
// checkout origin, from this frame's window and with this frame's id. When the app itself runs
// inside a frame, the checkout opens in a new page and talks to this window as its opener.

import { requestTransferToken } from '../../api/auth.ts';
import { appConfig } from '../../app/appConfig.ts';
import type { FrameActionValues, FrameToAppMessages, PaymentOptions } from '../../contract/checkout.ts';
import { PAYMENT_FRAME } from '../../contract/checkout.ts';
import type { CheckoutFrameAction, PaymentFlow } from '../../contract/enums.ts';
import { setPaymentFeedbackPending } from '../../realtime/client.ts';
import { buildCheckoutUrl, newFrameId, parseCheckoutUrl } from './checkoutUrl.ts';
import { searchWithFlow } from './flowRestore.ts';
import { createFrameLayer, type FrameLayer } from './frameLayer.ts';
import { type AppMessageBody, parseFrameMessage, reportIgnored, serializeAppMessage } from './frameMessages.ts';
import { canPostToFrame, type LifecycleEvent, nextLifecycle } from './lifecycle.ts';
import { checkout } from './store.ts';

export interface FrameHooks {
  onLogin(data: FrameToAppMessages['login']): void;
  onPayment(data: FrameToAppMessages['payment']): void;
  /** The frame is gone (closed by the guest, the flow or the app). */
  onClosed(reason: 'done' | 'cancel'): void;
}

export interface CheckoutFrame {
  readonly frameId: string;
  changeRoute(flow: PaymentFlow, options: Partial<PaymentOptions>): void;
  updateParams(options: Partial<PaymentOptions>): void;
  requestAction<A extends CheckoutFrameAction>(action: A, extra?: { clearToken?: boolean }): Promise<FrameActionValues[A]>;
  close(reason: 'done' | 'cancel'): void;
}

/** What waits in the outbox: everything but session.init, which goes out at once. */
type Outgoing = Exclude<AppMessageBody, { type: 'session.init' }>;

let nextRequestId = 1;

/** Writes the open flow into the page address (or removes it), keeping history and other parameters. */
function writeFlowToAddress(flow: PaymentFlow | null): void {
  const search = searchWithFlow(location.search, flow);
  if (search === location.search) return;
  history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
}

/** The app runs inside someone else's frame: the checkout cannot be layered over it. */
function isInsideFrame(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true; // a cross-origin parent refuses even the comparison
  }
}

export function openFrame(options: PaymentOptions, hooks: FrameHooks): CheckoutFrame {
  const frameId = newFrameId();
  const configured = appConfig().checkoutUrl;
  const checkoutOrigin = parseCheckoutUrl(configured).origin;
  const url = buildCheckoutUrl(configured, options, frameId, location.origin);
  const outbox: Outgoing[] = [];
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let transferToken: string | null = null;
  let helloWaiting = false;
  let closed = false;

  const inPage = !isInsideFrame();
  if (!inPage) console.warn('The app runs inside a frame: the checkout opens in a new page');
  let layer: FrameLayer | null = null;
  let popup: Window | null = null;
  if (inPage) layer = createFrameLayer(url, options.flow, () => close('cancel'));
  else popup = window.open(url, `checkout-${frameId}`);
  const target = (): Window | null => (layer ? layer.iframe.contentWindow : popup);

  Object.assign(checkout, { isOpen: true, lifecycle: 'created', flow: options.flow });
  writeFlowToAddress(options.flow);
  setPaymentFeedbackPending(true);

  function transition(event: LifecycleEvent): boolean {
    const next = checkout.lifecycle ? nextLifecycle(checkout.lifecycle, event) : null;
    if (next) checkout.lifecycle = next;
    return next !== null;
  }

  function post(message: AppMessageBody): void {
    target()?.postMessage(serializeAppMessage(message, frameId), checkoutOrigin);
  }

  async function fetchTransferToken(): Promise<void> {
    try {
      transferToken = (await requestTransferToken()).transferToken;
      initSession();
    } catch (error) {
      console.warn('checkout: no transfer token', error);
      close('cancel');
    }
  }

  /** session.init goes out once the frame said hello and a transfer token is at hand; each token once. */
  function initSession(): void {
    if (closed || !helloWaiting || !transferToken) return;
    post({ type: 'session.init', data: { transferToken, options } });
    transferToken = null;
    helloWaiting = false;
    transition('sessionInit');
  }

  function setFlow(flow: PaymentFlow): void {
    checkout.flow = flow;
    writeFlowToAddress(flow);
    layer?.fit(flow);
  }

  function tryShow(): void {
    if (checkout.lifecycle !== 'loaded' && checkout.lifecycle !== 'hidden') return;
    layer?.show();
    transition('show');
  }

  function pollOut(): void {
    if (popup?.closed) {
      close('cancel');
      return;
    }
    if (!checkout.lifecycle || !canPostToFrame(checkout.lifecycle)) return;
    for (const message of outbox.splice(0)) post(message);
  }

  function onMessage(event: MessageEvent): void {
    const result = parseFrameMessage(event, { origin: checkoutOrigin, frameId });
    if (result.kind !== 'message') {
      reportIgnored(result, event.data);
      return;
    }
    if (event.source !== target()) {
      reportIgnored({ kind: 'invalid', reason: 'origin' }, event.data);
      return;
    }
    const message = result.message;
    switch (message.type) {
      case 'frame.hello':
        helloWaiting = true;
        // A second hello is the frame's page loaded again (a redirect inside it): a transfer
        // token is single use, so it gets a fresh one.
        if (transferToken) initSession();
        else if (checkout.lifecycle !== 'created') void fetchTransferToken();
        return;
      case 'frame.loaded':
        transition('frameLoaded');
        setFlow(message.data.flow);
        tryShow();
        return;
      case 'flow.changed':
        setFlow(message.data.flow);
        return;
      case 'frame.close':
        close(message.data.reason);
        return;
      case 'login':
        hooks.onLogin(message.data);
        return;
      case 'payment':
        hooks.onPayment(message.data);
        return;
      case 'action.result': {
        const waiting = pending.get(message.data.requestId);
        pending.delete(message.data.requestId);
        waiting?.resolve(message.data.value);
        return;
      }
      default: {
        const unhandled: never = message;
        void unhandled;
      }
    }
  }

  addEventListener('message', onMessage);
  const showTimer = setInterval(tryShow, PAYMENT_FRAME.showRetryMs);
  const pollTimer = setInterval(pollOut, PAYMENT_FRAME.pollingMs);
  if (!inPage && !popup) {
    console.warn('checkout: the browser blocked the new page');
    queueMicrotask(() => close('cancel'));
  } else {
    void fetchTransferToken();
  }

  function close(reason: 'done' | 'cancel'): void {
    if (closed) return;
    closed = true;
    removeEventListener('message', onMessage);
    clearInterval(showTimer);
    clearInterval(pollTimer);
    layer?.remove();
    if (popup && !popup.closed) popup.close();
    for (const waiting of pending.values()) waiting.reject(new Error('checkout closed'));
    pending.clear();
    transition('remove');
    Object.assign(checkout, { isOpen: false, flow: null });
    writeFlowToAddress(null);
    hooks.onClosed(reason); // the bridge ends the payment feedback, unless a login is finishing
  }

  return {
    frameId,
    changeRoute(flow, routeOptions) {
      outbox.push({ type: 'route.change', data: { flow, options: routeOptions } });
    },
    updateParams(update) {
      outbox.push({ type: 'params.update', data: { options: update } });
    },
    requestAction(action, extra) {
      const requestId = nextRequestId++;
      const answer = new Promise<unknown>((resolve, reject) => pending.set(requestId, { resolve, reject }));
      outbox.push({
        type: 'action',
        data: { action, requestId, ...(extra?.clearToken === undefined ? {} : { clearToken: extra.clearToken }) },
      });
      return answer as Promise<FrameActionValues[typeof action]>;
    },
    close,
  };
}
