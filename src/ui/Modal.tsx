// An accessible dialog frame: role="dialog" with aria-modal, labelled by the body's heading,
// focus moved in on open, kept inside while open and given back on close; Escape, the close
// button and a click on the backdrop close it. ModalHost renders the registered modals with
// it; a feature may also render it directly.

import { useLingui } from '@lingui/react/macro';
import { type MouseEvent, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import './modal.css';
import { Icon } from './Icon.tsx';
import { isFullHeightModal } from './modalFlags.ts';

export interface ModalProps {
  /** Shown as `data-modal-id`. */
  id: string;
  /** The id of the element that names the dialog (its heading). */
  titleId: string;
  onClose: () => void;
  /** Sit above the cookie banner. */
  aboveCookieBanner?: boolean;
  /** Shown as `data-block-scroll`; the blocking itself is the shell's (useBodyScrollLock). */
  blockScroll?: boolean;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.getClientRects().length > 0);
}

export function Modal({ id, titleId, onClose, aboveCookieBanner = false, blockScroll = false, children }: ModalProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  // The latest onClose, callable from the listeners below without re-subscribing them.
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  // Focus in on open, back to where it was on close.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus({ preventScroll: true });
    return () => {
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  // Escape and Tab are heard from the dialog's first paint (a layout effect): a modal the page's
  // first render shows (a link with ?modal=) is on screen before passive effects run.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const root = dialog.current;
      if (!root) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      // Keep Tab inside the dialog.
      const focusable = focusableIn(root);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        root.focus();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!root.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);

  // Only a click that starts and ends on the backdrop closes (not a text selection dragged out).
  const onBackdropDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) close.current();
    pressedOnBackdrop.current = false;
  };

  return (
    <div
      className={aboveCookieBanner ? 'modal-backdrop modal-backdrop--above-banner' : 'modal-backdrop'}
      onMouseDown={onBackdropDown}
      onClick={onBackdropClick}
      data-testid="modal-backdrop"
    >
      <div
        ref={dialog}
        className={isFullHeightModal(id) ? 'modal modal--full-height' : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="modal"
        data-modal-id={id}
        data-above-cookie-banner={String(aboveCookieBanner)}
        data-block-scroll={String(blockScroll)}
      >
        <button type="button" className="modal__close" onClick={() => close.current()} aria-label={t`Close`} data-testid="modal-close">
          <Icon name="close" />
        </button>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
