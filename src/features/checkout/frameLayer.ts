// The checkout layer's DOM (spec part 1 §9): an overlay, a spinner while the frame loads, the
// frame itself (hidden until it reports its flow rendered) and, until then, a close button, so a
// frame that never loads (checkout origin down) cannot trap the guest. Plain DOM: the bridge is loaded on
// first use and needs no React root of its own.
import { msg } from '@lingui/core/macro';
import type { PaymentFlow } from '../../contract/enums.ts';
import { i18n } from '../../i18n/i18n.ts';
import { createIconElement } from '../../ui/iconPaths.ts';
import { checkoutLayerCss, frameBox } from './frameLayout.ts';

/** The layer's stylesheet, adopted once per document. */
let layerSheet: CSSStyleSheet | null = null;

export interface FrameLayer {
  readonly iframe: HTMLIFrameElement;
  /** Shows the frame and drops the spinner. */
  show(): void;
  /** Hides the frame (the overlay stays). */
  hide(): void;
  /** Follows a flow change (autorecharge is taller) and viewport resizes. */
  fit(flow: PaymentFlow): void;
  remove(): void;
}

// A constructed stylesheet, not a <style> element: the app's CSP (style-src 'self', no
// 'unsafe-inline') refuses inline style elements, and the CSS is derived from the contract's
// constants, so it cannot be a static file.
function ensureStyle(): void {
  if (layerSheet && document.adoptedStyleSheets.includes(layerSheet)) return;
  layerSheet ??= new CSSStyleSheet();
  layerSheet.replaceSync(checkoutLayerCss());
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, layerSheet];
}

export function createFrameLayer(url: string, flow: PaymentFlow, onCloseClick: () => void): FrameLayer {
  ensureStyle();
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const previousOverflow = document.documentElement.style.overflow;
  document.documentElement.style.overflow = 'hidden';

  const overlay = document.createElement('div');
  overlay.className = 'checkout-overlay';
  overlay.dataset.testid = 'checkout-overlay';

  const spinner = document.createElement('div');
  spinner.className = 'checkout-spinner';
  spinner.setAttribute('role', 'status');
  spinner.setAttribute('aria-label', i18n._(msg`Loading the checkout`));
  spinner.dataset.testid = 'checkout-spinner';

  const iframe = document.createElement('iframe');
  iframe.className = 'checkout-frame';
  iframe.title = i18n._(msg`Checkout`);
  iframe.hidden = true;
  iframe.dataset.testid = 'checkout-frame';
  iframe.allow = 'payment';
  iframe.referrerPolicy = 'origin';

  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'checkout-close';
  close.append(createIconElement('close'));
  close.setAttribute('aria-label', i18n._(msg`Close the checkout`));
  close.dataset.testid = 'checkout-close';
  close.addEventListener('click', onCloseClick);

  let currentFlow = flow;
  const fit = (next: PaymentFlow) => {
    currentFlow = next;
    const box = frameBox(next, { width: window.innerWidth, height: window.innerHeight });
    iframe.style.width = box.width;
    iframe.style.height = box.height;
    iframe.dataset.fullscreen = String(box.fullscreen);
  };
  const onResize = () => fit(currentFlow);
  fit(flow);
  addEventListener('resize', onResize);

  iframe.src = url;
  document.body.append(overlay, spinner, iframe, close);

  return {
    iframe,
    show() {
      // The frame has its own close; ours only serves while it loads (or never does).
      spinner.remove();
      close.remove();
      iframe.hidden = false;
      iframe.focus();
    },
    hide() {
      iframe.hidden = true;
    },
    fit,
    remove() {
      removeEventListener('resize', onResize);
      for (const node of [overlay, spinner, iframe, close]) node.remove();
      document.documentElement.style.overflow = previousOverflow;
      previousFocus?.focus();
    },
  };
}
