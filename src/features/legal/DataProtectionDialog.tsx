// The data protection and terms acceptance (spec part 1 §3 Guest showDataProtection, §6 login
// gates; part 2 §7.1 guest/closeAgbAndDataProtection): a logged-in guest who has not accepted
// the current texts sees this dialog over every page until accepting. It blocks: no close
// button, Escape and the backdrop do nothing, focus stays inside. The acceptance is stored on
// the server; the account store clears the flag, so the dialog goes and does not come back.

import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { RouteLink } from '../../app/RouteLink.tsx';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { acceptDataProtection, account } from '../account/store.ts';
import '../../ui/modal.css';

export default function DataProtectionDialog() {
  useLaterTexts();
  const accept = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  // the store hides the dialog at once and shows it again when the server refused
  const { settingsFailed } = useSnapshot(account);
  const failed = settingsFailed.includes('dataProtection');

  useEffect(() => {
    accept.current?.focus();
    const root = dialog.current;
    // keep focus inside: the page behind is not usable until the texts are accepted
    const keepFocus = (event: FocusEvent) => {
      if (root && event.target instanceof Node && !root.contains(event.target)) accept.current?.focus();
    };
    const ignoreEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') event.stopPropagation();
    };
    document.addEventListener('focusin', keepFocus);
    document.addEventListener('keydown', ignoreEscape, true);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('focusin', keepFocus);
      document.removeEventListener('keydown', ignoreEscape, true);
      document.body.style.overflow = '';
    };
  }, []);

  const onAccept = () => {
    setBusy(true);
    void acceptDataProtection(true).finally(() => setBusy(false));
  };

  return (
    <div className="modal-backdrop modal-backdrop--above-banner" data-testid="data-protection-dialog">
      <div ref={dialog} className="modal" role="dialog" aria-modal="true" aria-labelledby="data-protection-title">
        <div className="modal__body">
          <h2 id="data-protection-title" className="modal__title">
            <Trans>Please accept our terms and data protection notice</Trans>
          </h2>
          <p>
            <Trans>
              Our{' '}
              <RouteLink to="terms" target="_blank">
                terms of service
              </RouteLink>{' '}
              and our{' '}
              <RouteLink to="dataProtection" target="_blank">
                data protection notice
              </RouteLink>{' '}
              have changed. Please read and accept them to go on.
            </Trans>
          </p>
          {failed ? (
            <p role="alert">
              <Trans>Your acceptance could not be saved. Please try again.</Trans>
            </p>
          ) : null}
          <div className="modal__actions">
            <button
              ref={accept}
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={onAccept}
              data-testid="data-protection-accept"
            >
              <Trans>Accept</Trans>
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
