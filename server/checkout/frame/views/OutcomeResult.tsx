import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentOutcome } from '../../../../src/contract/checkoutApi.ts';
import { formatCents } from '../amounts.ts';
import { DECLINE_TEXT } from '../texts.ts';
import { ResultScreen } from '../ui/ResultScreen.tsx';

/**
 * The answer of a payment: the amount (and bonus) with the new balance, or the translated
 * decline reason, that nothing was charged, and "Try again".
 */
export function OutcomeResult({
  outcome,
  balanceCents,
  onRetry,
  successTitle,
}: {
  outcome: PaymentOutcome;
  balanceCents: number | null;
  onRetry: () => void;
  successTitle?: React.ReactNode;
}) {
  const { i18n } = useLingui();
  const money = (cents: number) => formatCents(cents, i18n.locale);
  if (outcome.status === 'declined') {
    const reason = outcome.declineReason ? i18n._(DECLINE_TEXT[outcome.declineReason]) : null;
    return (
      <ResultScreen tone="failure" title={<Trans>Payment declined</Trans>} onRetry={onRetry}>
        {reason ? <p className="result-reason">{reason}</p> : null}
        <p>
          <Trans>Nothing was charged.</Trans>
        </p>
      </ResultScreen>
    );
  }
  return (
    <ResultScreen tone="success" title={successTitle ?? <Trans>Payment successful</Trans>}>
      {outcome.amountCents > 0 ? (
        <p>
          {outcome.bonusCents > 0 ? (
            <Trans>
              Paid {money(outcome.amountCents)}, plus {money(outcome.bonusCents)} bonus.
            </Trans>
          ) : (
            <Trans>Paid {money(outcome.amountCents)}.</Trans>
          )}
        </p>
      ) : null}
      {balanceCents !== null ? (
        <p className="result-balance">
          <Trans>
            Your balance: <strong>{money(balanceCents)}</strong>
          </Trans>
        </p>
      ) : null}
    </ResultScreen>
  );
}
