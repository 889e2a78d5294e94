import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { formatCurrency } from '../lib/currency.ts';
import { guest } from '../state/guest.ts';

/**
 * The guest's balance in the navbar, live in every tab. Loaded only once there is a balance to
 * show (Navbar decides), so the formatter stays off an anonymous visitor's first load.
 */
export default function NavbarBalance() {
  const { i18n, t } = useLingui();
  const snap = useSnapshot(guest);
  return (
    <span className="navbar__balance" data-testid="navbar-balance" title={t`Your balance`}>
      <span className="visually-hidden">
        <Trans>Balance:</Trans>{' '}
      </span>
      {formatCurrency(snap.balance, 'EUR', i18n.locale)}
    </span>
  );
}
