// Tipping a post (spec part 2 §7.10 tipPost: amount or amountCoins; part 1 §9: 4 coins per euro,
// rounded up): a few amounts in coins with their price in euros, or an amount in euros of the
// guest's own. The server refuses 0, a negative tip and one above the balance. A tip spends money,
// so each asks once (src/ui/BuyButton.tsx).

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { coinsToCents, FEED, tipOf } from '../../contract/feed.ts';
import { centsToEuros, eurosToCoins, formatCurrency } from '../../lib/currency.ts';
import { guest } from '../../state/guest.ts';
import { BuyButton } from '../../ui/BuyButton.tsx';
import { tipPost } from './store.ts';

export function TipPanel({ postId, busy }: { postId: number; busy: boolean }) {
  const { t, i18n } = useLingui();
  const { isLoggedIn } = useSnapshot(guest); // a logged-out tap leads to the sign-up: nothing to confirm
  const [euros, setEuros] = useState('');
  const typed = Number(euros.replace(',', '.'));
  const own = euros.trim() === '' ? null : tipOf({ amount: typed });
  const euro = (cents: number) => formatCurrency(centsToEuros(cents), 'EUR', i18n.locale);
  return (
    <div className="feed-tip" data-testid="feed-tip-panel">
      <div className="feed-tip__choices">
        {FEED.tipChoicesCoins.map((coins) => (
          <BuyButton
            key={coins}
            className="button"
            testId={`feed-tip-${coins}`}
            busy={busy}
            ask={isLoggedIn}
            price={euro(coinsToCents(coins))}
            label={
              <Trans>
                {coins} coins ({euro(coinsToCents(coins))})
              </Trans>
            }
            busyLabel={<Trans>Tipping…</Trans>}
            onBuy={() => tipPost(postId, { amountCoins: coins })}
          />
        ))}
      </div>
      <form
        className="feed-tip__own"
        // the button below tips (Enter in the field presses it, and it asks once)
        onSubmit={(event) => event.preventDefault()}
      >
        <label>
          <Trans>Your amount in euros</Trans>{' '}
          <input
            type="text"
            inputMode="decimal"
            value={euros}
            onChange={(event) => setEuros(event.target.value)}
            data-testid="feed-tip-amount"
            aria-invalid={own !== null && 'error' in own}
          />
        </label>
        <BuyButton
          type="submit"
          testId="feed-tip-send"
          busy={busy}
          ask={isLoggedIn}
          disabled={own === null || 'error' in own}
          price={own && !('error' in own) ? euro(own.cents) : ''}
          label={own && !('error' in own) ? t`Tip ${eurosToCoins(typed)} coins` : t`Tip`}
          busyLabel={<Trans>Tipping…</Trans>}
          onBuy={() => (own && !('error' in own) ? tipPost(postId, { amount: typed }).then(() => setEuros('')) : undefined)}
        />
      </form>
    </div>
  );
}
