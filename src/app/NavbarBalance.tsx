import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { openCheckout } from '../features/checkout/index.ts';
import { formatCurrency } from '../lib/currency.ts';
import { guest } from '../state/guest.ts';

/**
 * The guest's balance in the navbar, live in every tab; clicking it opens the top-up. Loaded
 * only once there is a balance to show (Navbar decides), so the formatter stays off an
 * anonymous visitor's first load.
 */
export default function NavbarBalance() {
  const { i18n, t } = useLingui();
  const snap = useSnapshot(guest);
  return (
    <button
      type="button"
      className="navbar__balance"
      data-testid="navbar-balance"
      title={t`Your balance: top up`}
      onClick={() => void openCheckout('moneycharge')}
    >
      <span className="visually-hidden">
        <Trans>Balance:</Trans>{' '}
      </span>
      {formatCurrency(snap.balance, 'EUR', i18n.locale)}
    </button>
  );
}
