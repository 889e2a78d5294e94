// The transactions tab of my profile (issue 21): the guest's last balance changes, newest first,
// each with what it was for, the amount and the balance after it. Offer bonuses are rows of their
// own, so the guest sees why the balance grew by more than was paid.

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { getBalanceEvents } from '../../api/guest.ts';
import type { BalanceEntry } from '../../contract/restCalls.ts';
import { centsToEuros, formatCurrency } from '../../lib/currency.ts';
import { guest } from '../../state/guest.ts';
import { ledgerReasonText } from './ledgerTexts.ts';

export function TransactionsSection() {
  const { i18n } = useLingui();
  // reloaded when the balance changes (a top-up, a purchase, a bonus)
  const { balance } = useSnapshot(guest);
  const [events, setEvents] = useState<BalanceEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    getBalanceEvents()
      .then((answer) => {
        if (cancelled) return;
        setEvents(answer.events);
        setFailed(false);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [balance]);
  const money = (cents: number) => formatCurrency(centsToEuros(cents), 'EUR', i18n.locale);
  if (failed && !events) {
    return (
      <p role="alert" className="account-card">
        <Trans>Your transactions could not be loaded. Please try again later.</Trans>
      </p>
    );
  }
  if (!events) return <div className="account-card" aria-busy="true" />;
  return (
    <div className="account-card" data-testid="transactions">
      <h3>
        <Trans>Your transactions</Trans>
      </h3>
      {events.length === 0 ? (
        <p>
          <Trans>No transactions yet.</Trans>
        </p>
      ) : (
        <ul className="account-ledger">
          {events.map((event) => (
            <li key={event.id} data-testid="transaction" data-reason={event.reason}>
              <span>
                <strong>{i18n._(ledgerReasonText(event.reason))}</strong>
                <br />
                <small>{new Date(event.createdAt).toLocaleString(i18n.locale)}</small>
              </span>
              <span className="account-ledger__amounts">
                <strong data-testid="transaction-amount">
                  {event.deltaCents > 0 ? `+${money(event.deltaCents)}` : money(event.deltaCents)}
                </strong>
                <br />
                <small>
                  <Trans>Balance: {money(event.balanceAfterCents)}</Trans>
                </small>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
