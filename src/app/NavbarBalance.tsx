import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { openCheckout } from '../features/checkout/index.ts';
import { formatCurrency } from '../lib/currency.ts';
import { guest } from '../state/guest.ts';
import { useOfflineGate } from '../ui/OfflineReason.tsx';

/**
 * The guest's balance in the navbar, live in every tab; clicking it opens the top-up. Loaded
 * only once there is a balance to show (Navbar decides), so the formatter stays off an
 * anonymous visitor's first load. Offline the top-up waits (issue 22 point 8): the balance still shows.
 */
export default function NavbarBalance() {
  const { i18n, t } = useLingui();
  const snap = useSnapshot(guest);
  const offline = useOfflineGate('topUp', { compact: true });
  return (
    <>
      <button
        type="button"
        className="navbar__balance"
        data-testid="navbar-balance"
        title={offline.text ?? t`Your balance: top up`}
        disabled={offline.isOffline}
        aria-describedby={offline.describedBy}
        onClick={() => void openCheckout('moneycharge')}
      >
        <span className="visually-hidden">
          <Trans>Balance:</Trans>{' '}
        </span>
        {formatCurrency(snap.balance, 'EUR', i18n.locale)}
      </button>
      {offline.reason}
    </>
  );
}
