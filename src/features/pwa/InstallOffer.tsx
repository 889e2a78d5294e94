// The install offer (PWA issue): at a sensible moment (pwaRules.ts: a second page or half a
// minute, never over a dialog or the checkout), and a "not now" is remembered. A promo candidate
// (issue 20): the promo host mounts it once the browser offers installing, and it shows, in the
// page's flow below the navbar, only while the promo manager picks it (it ranks last).

import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { INSTALL_DISMISSED_KEY } from '../../contract/storageKeys.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { readLocal, writeLocal } from '../../lib/storage.ts';
import { modals } from '../../state/modals.ts';
import { checkout } from '../checkout/store.ts';
import { useOfferPromos, useShownPromo } from '../promos/usePromo.ts';
import { shouldOfferInstall } from './pwaRules.ts';
import { pwa, spendInstallEvent } from './pwaState.ts';
import './pwa.css';

const PROMO_ID = 'install';
const startedAt = Date.now();

function useSecondsOnSite(): number {
  const [seconds, setSeconds] = useState(() => Math.floor((Date.now() - startedAt) / 1000));
  useEffect(() => {
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - startedAt) / 1000)), 5_000);
    return () => clearInterval(timer);
  }, []);
  return seconds;
}

export default function InstallOffer() {
  useLaterTexts();
  const snap = useSnapshot(pwa);
  const modal = useSnapshot(modals);
  const payment = useSnapshot(checkout);
  const seconds = useSecondsOnSite();
  const [dismissedAt, setDismissedAt] = useState(() => Number(readLocal(INSTALL_DISMISSED_KEY)) || null);
  const isDue = shouldOfferInstall({
    available: snap.installEvent !== null,
    standalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
    pageViews: snap.pageViews,
    secondsOnSite: seconds,
    dismissedAt,
    now: Date.now(),
    busy: modal.current !== null || payment.isOpen,
  });
  useOfferPromos(PROMO_ID, isDue ? [{ id: PROMO_ID, kind: 'install', ask: 'none', priority: 0 }] : []);
  const isShown = useShownPromo() === PROMO_ID;
  if (!isDue || !isShown) return null;
  const dismiss = () => {
    const now = Date.now();
    writeLocal(INSTALL_DISMISSED_KEY, String(now));
    setDismissedAt(now);
  };
  const install = async () => {
    const event = pwa.installEvent;
    if (!event) return;
    await event.prompt();
    const { outcome } = await event.userChoice;
    spendInstallEvent(); // a prompt can be shown once
    if (outcome === 'dismissed') dismiss();
  };
  return (
    <aside className="install-offer" data-testid="install-offer" data-promo={PROMO_ID} aria-label="Glimmer">
      <p>
        <Trans>Add Glimmer to your home screen: it opens like an app and tells you when your favorites come online.</Trans>
      </p>
      <div className="pwa-prompt__actions">
        <button type="button" className="button button--primary" onClick={() => void install()}>
          <Trans>Install</Trans>
        </button>
        <button type="button" className="button" onClick={dismiss} data-testid="install-later">
          <Trans>Not now</Trans>
        </button>
      </div>
    </aside>
  );
}
