// The five-days-bonus dialog (spec part 1 §2): how the bonus of five days in a row works, with
// the countdown of today.
import { Trans } from '@lingui/react/macro';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import type { ModalBodyProps } from '../../ui/modalRegistry.ts';
import DailyBonusTimer from './DailyBonusTimer.tsx';

export default function FiveDaysBonusModal({ titleId, close }: ModalBodyProps) {
  useLaterTexts();
  return (
    <div data-testid="five-days-bonus-body">
      <h2 id={titleId} className="modal__title">
        <Trans>Five-day bonus</Trans>
      </h2>
      <p>
        <Trans>Take a daily bonus on five days in a row and collect an extra reward on the fifth day.</Trans>
      </p>
      <DailyBonusTimer />
      <button type="button" className="button button--primary" onClick={close}>
        <Trans>OK</Trans>
      </button>
    </div>
  );
}
