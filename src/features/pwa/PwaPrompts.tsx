// The install offer and the update notice (PWA issue). The install offer comes at a sensible
// moment (pwaRules.ts: a second page or half a minute, never over a dialog or the checkout) and a
// "not now" is remembered; the update notice reloads on the new version when accepted, and never
// while the checkout is open (the reload waits for it to close).
import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { readLocal, writeLocal } from '../../lib/storage.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { applyUpdate, pwa, spendInstallEvent } from './pwaState.ts';
import { modals } from '../../state/modals.ts';
import { checkout } from '../checkout/store.ts';
import { mayApplyUpdateNow, shouldOfferInstall } from './pwaRules.ts';
import './pwa.css';

export const INSTALL_DISMISSED_KEY = 'glimmer.installDismissedAt';
const startedAt = Date.now();

function useSecondsOnSite(): number {
  const [seconds, setSeconds] = useState(() => Math.floor((Date.now() - startedAt) / 1000));
  useEffect(() => {
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - startedAt) / 1000)), 5_000);
    return () => clearInterval(timer);
  }, []);
  return seconds;
}

function InstallOffer() {
  const snap = useSnapshot(pwa);
  const modal = useSnapshot(modals);
  const payment = useSnapshot(checkout);
  const seconds = useSecondsOnSite();
  const [dismissedAt, setDismissedAt] = useState(() => Number(readLocal(INSTALL_DISMISSED_KEY)) || null);
  const shown = shouldOfferInstall({
    available: snap.installEvent !== null,
    standalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
    pageViews: snap.pageViews,
    secondsOnSite: seconds,
    dismissedAt,
    now: Date.now(),
    busy: modal.current !== null || payment.isOpen,
  });
  if (!shown) return null;
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
    <aside className="pwa-prompt" data-testid="install-offer" aria-label="Glimmer">
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
      <p>{accepted && !now ? <Trans>The new version loads once your payment is finished.</Trans> : <Trans>A new version of Glimmer is ready.</Trans>}</p>
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
  return snap.updateWaiting ? <UpdateNotice /> : <InstallOffer />;
}
