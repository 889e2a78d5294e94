import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { FLOWS_REFUSED_WHEN_RESTRICTED } from '../../../src/contract/checkout.ts';
import type { CheckoutGuest } from '../../../src/contract/checkoutApi.ts';
import { Icon } from '../../../src/ui/Icon.tsx';
import { resolveView } from './flowView.ts';
import { closeFrame, frame } from './frameState.ts';
import { ViewHeading } from './ui/ViewHeading.tsx';
import { AboView } from './views/AboView.tsx';
import { AvsView } from './views/AvsView.tsx';
import { CarrierView } from './views/CarrierView.tsx';
import { LoginView } from './views/LoginView.tsx';
import { OpCompensationView } from './views/OpCompensationView.tsx';
import { PaymentView } from './views/PaymentView.tsx';
import { PromocodeView } from './views/PromocodeView.tsx';
import { VxAboView } from './views/VxAboView.tsx';

/** The brand is a name, not a sentence: the same in every language. */
const BRAND_NAME = 'Glimmer';

/** The frame: header with the close button, and the view of the current flow. */
export function App() {
  const { t } = useLingui();
  const snap = useSnapshot(frame);
  const connected = snap.status !== 'blocked' && snap.status !== 'alone';

  useEffect(() => {
    if (!connected) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeFrame('cancel');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [connected]);

  return (
    <div className={`frame-shell${snap.flow === 'autorecharge' ? ' is-full-height' : ''}`}>
      <header className="frame-header">
        <span className="brand">{BRAND_NAME}</span>
        <span className="secure">
          <svg className="lock" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
            <path fill="currentColor" d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 1 0-4 0v2z" />
          </svg>
          <Trans>Secure checkout</Trans>
        </span>
        {connected ? (
          <button type="button" className="close-button" aria-label={t`Close`} title={t`Close`} onClick={() => closeFrame('cancel')}>
            <Icon name="close" />
          </button>
        ) : null}
      </header>
      <main className="frame-main">
        <FrameBody />
      </main>
    </div>
  );
}

function FrameBody() {
  const snap = useSnapshot(frame);
  switch (snap.status) {
    case 'booting':
    case 'waiting':
      return (
        <div className="loading" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <Trans>Loading…</Trans>
        </div>
      );
    case 'blocked':
      return (
        <section className="standalone">
          <ViewHeading>
            <Trans>Please open this from the app</Trans>
          </ViewHeading>
          <p>
            <Trans>
              This is the payment and login window of {BRAND_NAME}. It only works when you open it from the {BRAND_NAME} website.
            </Trans>
          </p>
        </section>
      );
    case 'alone':
      return (
        <section className="standalone">
          <ViewHeading>
            <Trans>The connection to the app is missing</Trans>
          </ViewHeading>
          <p>
            <Trans>
              The {BRAND_NAME} page that opened this window is gone. Please close this window and start again from {BRAND_NAME}.
            </Trans>
          </p>
        </section>
      );
    case 'expired':
      return (
        <section className="standalone">
          <ViewHeading>
            <Trans>This window has expired</Trans>
          </ViewHeading>
          <p>
            <Trans>For your security the payment window is only valid for a short time. Please close it and try again.</Trans>
          </p>
        </section>
      );
    case 'ready':
      return <FlowView />;
  }
}

function FlowView() {
  const snap = useSnapshot(frame);
  const guest = snap.guest as CheckoutGuest | null;
  const view = resolveView(snap.flow, guest !== null, snap.loginScreen);
  // A view keyed by flow starts fresh when the flow changes (its forms and results reset).
  if (view === 'login' || view === 'signup' || !guest) return <LoginView key={`${snap.flow}-${snap.loginScreen}`} />;
  // A restricted guest pays the compensation instead (spec part 1 §6); the server refuses the rest.
  if (guest.isRestricted && (FLOWS_REFUSED_WHEN_RESTRICTED as readonly string[]).includes(snap.flow))
    return <OpCompensationView guest={guest} />;
  switch (view) {
    case 'payment':
      return <PaymentView key={snap.flow} flow={snap.flow} guest={guest} />;
    case 'abo':
      return <AboView key={snap.flow} flow={snap.flow} guest={guest} />;
    case 'vxabo':
      return <VxAboView key={snap.flow} flow={snap.flow} guest={guest} />;
    case 'avs':
      return <AvsView guest={guest} />;
    case 'promocode':
      return <PromocodeView key={snap.flow} flow={snap.flow === 'scratchcard' ? 'scratchcard' : 'promocode'} />;
    case 'carrier':
      return <CarrierView guest={guest} />;
    case 'opcompensation':
      return <OpCompensationView guest={guest} />;
  }
}
