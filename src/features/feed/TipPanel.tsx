// Tipping a post (spec part 2 §7.10 tipPost: amount or amountCoins; part 1 §9: 4 coins per euro,
// rounded up): a few amounts in coins with their price in euros, or an amount in euros of the
// guest's own. The server refuses 0, a negative tip and one above the balance.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FEED, coinsToCents, tipOf } from '../../contract/feed.ts';
import { centsToEuros, eurosToCoins, formatCurrency } from '../../lib/currency.ts';
import { tipPost } from './store.ts';

export function TipPanel({ postId, busy }: { postId: number; busy: boolean }) {
  const { t, i18n } = useLingui();
  const [euros, setEuros] = useState('');
  const typed = Number(euros.replace(',', '.'));
  const own = euros.trim() === '' ? null : tipOf({ amount: typed });
  const euro = (cents: number) => formatCurrency(centsToEuros(cents), 'EUR', i18n.locale);
  return (
    <div className="feed-tip" data-testid="feed-tip-panel">
      <div className="feed-tip__choices">
        {FEED.tipChoicesCoins.map((coins) => (
          <button key={coins} type="button" className="button" data-testid={`feed-tip-${coins}`} disabled={busy} onClick={() => void tipPost(postId, { amountCoins: coins })}>
            <Trans>
              {coins} coins ({euro(coinsToCents(coins))})
            </Trans>
          </button>
        ))}
      </div>
      <form
        className="feed-tip__own"
        onSubmit={(event) => {
          event.preventDefault();
          if (own && !('error' in own)) void tipPost(postId, { amount: typed }).then(() => setEuros(''));
        }}
      >
        <label>
          <Trans>Your amount in euros</Trans>{' '}
          <input type="text" inputMode="decimal" value={euros} onChange={(event) => setEuros(event.target.value)} data-testid="feed-tip-amount" aria-invalid={own !== null && 'error' in own} />
        </label>
        <button type="submit" className="button button--primary" disabled={busy || own === null || 'error' in own} data-testid="feed-tip-send">
          {own && !('error' in own) ? t`Tip ${eurosToCoins(typed)} coins` : t`Tip`}
        </button>
      </form>
    </div>
  );
}
