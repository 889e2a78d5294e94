// The update notice (PWA issue): reloads on the new version when accepted, and never while the
// checkout is open (the reload waits for it to close). Not a promo: it is about the app itself.
// (The install offer is a promo: the promo host shows it, InstallOffer.tsx.)

import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { checkout } from '../checkout/store.ts';
import { mayApplyUpdateNow } from './pwaRules.ts';
import { applyUpdate, pwa } from './pwaState.ts';
import './pwa.css';

function UpdateNotice() {
  const payment = useSnapshot(checkout);
  const [accepted, setAccepted] = useState(false);
  const [later, setLater] = useState(false);
  const now = mayApplyUpdateNow(payment.isOpen);
  useEffect(() => {
    if (accepted && now) applyUpdate();
  }, [accepted, now]);
  if (later) return null;
  return (
    <aside className="pwa-prompt" data-testid="update-notice" role="status">
      <p>
        {accepted && !now ? (
          <Trans>The new version loads once your payment is finished.</Trans>
        ) : (
          <Trans>A new version of Glimmer is ready.</Trans>
        )}
      </p>
      {accepted ? null : (
        <div className="pwa-prompt__actions">
          <button type="button" className="button button--primary" onClick={() => setAccepted(true)} data-testid="update-reload">
            <Trans>Reload</Trans>
          </button>
          <button type="button" className="button" onClick={() => setLater(true)}>
            <Trans>Later</Trans>
          </button>
        </div>
      )}
    </aside>
  );
}

export default function PwaPrompts() {
  useLaterTexts();
  const snap = useSnapshot(pwa);
  return snap.updateWaiting ? <UpdateNotice /> : null;
}
