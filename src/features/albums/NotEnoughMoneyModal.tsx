// The not-enough-money dialog (spec part 1 §2 modal not-enough-money): the balance does not cover
// a purchase; the way on is the top-up, after which the purchase finishes by itself (once).

import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import type { ModalBodyProps } from '../../ui/modalRegistry.ts';
import { forgetWaitingPurchase, topUpForWaitingPurchase } from '../checkout/notEnoughMoney.ts';

export default function NotEnoughMoneyModal({ titleId, close }: ModalBodyProps) {
  useLaterTexts();
  useEffect(() => forgetWaitingPurchase, []);
  return (
    <div className="not-enough-money" data-testid="not-enough-money">
      <h2 id={titleId}>
        <Trans>Not enough credit</Trans>
      </h2>
      <p>
        <Trans>Your balance does not cover this purchase. Top up and it is yours in a moment.</Trans>
      </p>
      <button
        type="button"
        className="button button--primary"
        data-testid="not-enough-money-topup"
        onClick={() => {
          topUpForWaitingPurchase();
          close();
        }}
      >
        <Trans>Top up now</Trans>
      </button>
    </div>
  );
}
