// The bonus-code box (spec part 1 §5, part 2 §7.12): a code is checked for redeemability first
// (success and reason), then redeemed with guest/redeemBonus; the benefit, or why not, shows.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '../../api/errors.ts';
import { centsToEuros, formatCurrency } from '../../lib/currency.ts';
import { redeemBonus } from '../../api/guest.ts';
import { bonusCode, remainingBonusCodes, type BonusCodeBenefit, type RemainingBonusCode } from '../../api/guestService.ts';
import { bonusCodeFailure, normalizeBonusCode, type BonusCodeFailure } from './bonusCodeRules.ts';
import { BONUS_CODE_BENEFIT_TEXTS, BONUS_CODE_FAILURE_TEXTS } from './accountTexts.ts';
import { loadBenefits } from './store.ts';

type Outcome = { kind: 'redeemed'; benefit: BonusCodeBenefit } | { kind: 'failed'; failure: BonusCodeFailure } | { kind: 'invalid' } | null;

function BenefitText({ benefit }: { benefit: BonusCodeBenefit }) {
  const { i18n } = useLingui();
  return (
    <>
      {i18n._(BONUS_CODE_BENEFIT_TEXTS[benefit.type])}:{' '}
      <strong>{benefit.type === 'bonusMoney' ? formatCurrency(centsToEuros(benefit.amount), 'EUR', i18n.locale) : benefit.amount}</strong>
      {benefit.text && <> – {benefit.text}</>}
    </>
  );
}

export function BonusCodeBox() {
  const { i18n } = useLingui();
  const ids = useId();
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [remaining, setRemaining] = useState<RemainingBonusCode[]>([]);

  const loadRemaining = () =>
    remainingBonusCodes()
      .then(setRemaining)
      .catch(() => {
        // a list of offers: without it the box still redeems typed codes
      });
  useEffect(() => {
    void loadRemaining();
  }, []);

  const redeem = async (raw: string) => {
    const code = normalizeBonusCode(raw);
    if (code === null) {
      setOutcome({ kind: 'invalid' });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const check = await bonusCode(code);
      if (!check.success) {
        setOutcome({ kind: 'failed', failure: bonusCodeFailure(check.reason) });
        return;
      }
      const { bonus } = await redeemBonus(code);
      setOutcome({ kind: 'redeemed', benefit: bonus });
      setInput('');
      void loadBenefits();
      void loadRemaining();
    } catch (error) {
      setOutcome({ kind: 'failed', failure: bonusCodeFailure(error instanceof ApiError ? error.code : null) });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void redeem(input);
  };

  return (
    <div className="account-card" data-testid="bonus-code-box">
      <h2>
        <Trans>Redeem a bonus code</Trans>
      </h2>
      <form onSubmit={submit} noValidate className="account-inline-form">
        <label htmlFor={`${ids}-code`}>
          <Trans>Bonus code</Trans>
        </label>
        <input
          id={`${ids}-code`}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={outcome?.kind === 'invalid' || outcome?.kind === 'failed'}
          aria-describedby={`${ids}-outcome`}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          <Trans>Redeem</Trans>
        </button>
      </form>
      <div id={`${ids}-outcome`} aria-live="polite">
        {outcome?.kind === 'redeemed' && (
          <p role="status" data-testid="bonus-code-redeemed">
            <Trans>Code redeemed.</Trans> <BenefitText benefit={outcome.benefit} />
          </p>
        )}
        {outcome?.kind === 'failed' && (
          <p role="alert" className="account-error" data-testid="bonus-code-failed" data-failure={outcome.failure}>
            {i18n._(BONUS_CODE_FAILURE_TEXTS[outcome.failure])}
          </p>
        )}
        {outcome?.kind === 'invalid' && (
          <p role="alert" className="account-error" data-testid="bonus-code-failed" data-failure="invalid">
            <Trans>Please type a code of letters and digits.</Trans>
          </p>
        )}
      </div>
      {remaining.length > 0 && (
        <>
          <h3>
            <Trans>Codes waiting for you</Trans>
          </h3>
          <ul className="account-list" data-testid="remaining-bonus-codes">
            {remaining.map((each) => (
              <li key={each.code}>
                <code>{each.code}</code> <BenefitText benefit={each.benefit} />{' '}
                <button type="button" className="button button--ghost" disabled={busy} onClick={() => void redeem(each.code)}>
                  <Trans>Redeem</Trans>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
