// The five-days-bonus dialog (spec part 1 §2): how the bonus of five days in a row works, with
// the countdown of today.
import { Trans, useLingui } from '@lingui/react/macro';
import { FIVE_DAY_BONUS } from '../../contract/incentives.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { centsToEuros, formatCurrency } from '../../lib/currency.ts';
import type { ModalBodyProps } from '../../ui/modalRegistry.ts';
import DailyBonusTimer from './DailyBonusTimer.tsx';

export default function FiveDaysBonusModal({ titleId, close }: ModalBodyProps) {
  useLaterTexts();
  const { i18n } = useLingui();
  // the amount the server credits (FIVE_DAY_BONUS): one source for the text and the effect
  const extra = formatCurrency(centsToEuros(FIVE_DAY_BONUS.bonusCents), 'EUR', i18n.locale);
  return (
    <div data-testid="five-days-bonus-body">
      <h2 id={titleId} className="modal__title">
        <Trans>Five-day bonus</Trans>
      </h2>
      <p>
        <Trans>Take a daily bonus on five days in a row and collect an extra reward on the fifth day.</Trans>
      </p>
      <p data-testid="five-days-bonus-amount">
        <Trans>The extra reward: {extra} credit on your balance, once every five days in a row.</Trans>
      </p>
      <DailyBonusTimer />
      <button type="button" className="button button--primary" onClick={close}>
        <Trans>OK</Trans>
      </button>
    </div>
  );
}
