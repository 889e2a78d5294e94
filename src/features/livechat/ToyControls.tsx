// Toy control in a running chat (spec part 1 §1 control toys, §3 toy control: duration, display
// name, random), for an actor with toy control: one button per toy control with its price. The
// server charges it and answers with chat.toy; each asks once (src/ui/BuyButton.tsx) and the
// buttons wait for that answer, so one confirmed click is one charge. The result shows as a line
// of the chat (ToyLine).

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatCurrency } from '../../lib/currency.ts';
import { BuyButton } from '../../ui/BuyButton.tsx';
import { openCheckout } from '../checkout/index.ts';
import { type ChatToy, getToyControls } from './api.ts';
import { useToyErrorText } from './chatTexts.ts';
import type { ChatLine } from './store.ts';
import { liveChat, sendToy } from './store.ts';

export function ToyControls() {
  const { i18n } = useLingui();
  const snap = useSnapshot(liveChat);
  const [toys, setToys] = useState<ChatToy[] | 'loading' | 'error'>('loading');
  useEffect(() => {
    let current = true;
    getToyControls().then(
      (list) => current && setToys(list),
      () => current && setToys('error'),
    );
    return () => {
      current = false;
    };
  }, []);

  if (toys === 'loading') return null;
  if (toys === 'error') {
    return (
      <p className="livechat-note" data-testid="livechat-toys-error">
        <Trans>The toy controls could not be loaded.</Trans>
      </p>
    );
  }
  if (toys.length === 0) return null;
  const pending = snap.toyPending !== null;
  return (
    <fieldset className="livechat-toys" data-testid="livechat-toys">
      <legend>
        <Trans>Control the toy</Trans>
      </legend>
      <div className="livechat-toys__buttons">
        {toys.map((toy) => {
          const { displayName, duration } = toy;
          const price = formatCurrency(toy.price.value, toy.price.currency, i18n.locale);
          return (
            <BuyButton
              key={toy.id}
              className="button"
              testId="livechat-toy"
              data={{ 'data-toy-id': toy.id }}
              busy={pending}
              price={price}
              label={
                toy.random ? (
                  <Trans>
                    {displayName} (random), {duration} s · {price}
                  </Trans>
                ) : (
                  <Trans>
                    {displayName}, {duration} s · {price}
                  </Trans>
                )
              }
              onBuy={() => sendToy(toy.id)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

/** A toy control's line in the chat: done with its price, or refused with why (and the top-up for money). */
export function ToyLine({
  line,
  actorName,
  currency,
}: {
  line: ChatLine;
  actorName: string;
  currency: Parameters<typeof formatCurrency>[1];
}) {
  const { i18n } = useLingui();
  const toyErrorText = useToyErrorText();
  const toy = line.toy;
  if (!toy) return null;
  const name = line.text;
  const price = formatCurrency(toy.priceCents / 100, currency, i18n.locale);
  if (toy.success) {
    return (
      <span data-testid="livechat-toy-done">
        <Trans>
          {name} sent to {actorName} · {price}
        </Trans>
      </span>
    );
  }
  return (
    <span data-testid="livechat-toy-refused" data-error-code={toy.errorCode ?? undefined}>
      {toyErrorText(toy.errorCode ?? 'failed', actorName)}{' '}
      {toy.errorCode === 'notEnoughMoney' ? (
        <button
          type="button"
          className="button button--primary"
          data-testid="livechat-toy-topup"
          onClick={() => void openCheckout('moneycharge')}
        >
          <Trans>Top up</Trans>
        </button>
      ) : null}
    </span>
  );
}
