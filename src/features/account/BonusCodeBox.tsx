// The bonus-code box (spec part 1 §5, part 2 §7.12): a code is checked for redeemability first
// (success and reason), then redeemed with guest/redeemBonus; the benefit, or why not, shows
// where the code was given: in the box, or in the list of codes waiting for the guest. That list
// is a card of its own, placed by the page below the cards whose size is known at once, since
// its length is only known when it comes (issue 20, point 6).

import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import { redeemBonus } from '../../api/guest.ts';
import { type BonusCodeBenefit, bonusCode, type RemainingBonusCode, remainingBonusCodes } from '../../api/guestService.ts';
import { centsToEuros, formatCurrency } from '../../lib/currency.ts';
import { BONUS_CODE_BENEFIT_TEXTS, BONUS_CODE_FAILURE_TEXTS } from './accountTexts.ts';
import { type BonusCodeFailure, bonusCodeFailure, normalizeBonusCode } from './bonusCodeRules.ts';
import { loadBenefits } from './store.ts';

type Outcome = { kind: 'redeemed'; benefit: BonusCodeBenefit } | { kind: 'failed'; failure: BonusCodeFailure } | { kind: 'invalid' } | null;
/** Where a code was given: the box's field or the list of waiting codes. */
type Source = 'box' | 'waiting';

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

/** The bonus codes' state, shared by the box and the list of waiting codes. */
export function useBonusCodes() {
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ source: Source; outcome: Outcome }>({ source: 'box', outcome: null });
  const [remaining, setRemaining] = useState<RemainingBonusCode[]>([]);
  /** The waiting codes were asked for and answered (or failed): the page can place what follows. */
  const [isRemainingSettled, setRemainingSettled] = useState(false);

  const loadRemaining = () =>
    remainingBonusCodes()
      .then(setRemaining)
      .catch(() => {
        // a list of offers: without it the box still redeems typed codes
      })
      .finally(() => setRemainingSettled(true));
  useEffect(() => {
    void loadRemaining();
  }, []);

  const redeem = async (raw: string, source: Source) => {
    const code = normalizeBonusCode(raw);
    if (code === null) {
      setOutcome({ source, outcome: { kind: 'invalid' } });
      return;
    }
    setBusy(true);
    setOutcome({ source, outcome: null });
    try {
      const check = await bonusCode(code);
      if (!check.success) {
        setOutcome({ source, outcome: { kind: 'failed', failure: bonusCodeFailure(check.reason) } });
        return;
      }
      const { bonus } = await redeemBonus(code);
      setOutcome({ source, outcome: { kind: 'redeemed', benefit: bonus } });
      if (source === 'box') setInput('');
      void loadBenefits();
      void loadRemaining();
    } catch (error) {
      setOutcome({ source, outcome: { kind: 'failed', failure: bonusCodeFailure(error instanceof ApiError ? error.code : null) } });
    } finally {
      setBusy(false);
    }
  };
  return { input, setInput, busy, outcome, remaining, isRemainingSettled, redeem };
}

export type BonusCodes = ReturnType<typeof useBonusCodes>;

/** What the last redeem gave or why it failed, in a live region where the code was given. */
function OutcomeText({ id, outcome }: { id?: string; outcome: Outcome }) {
  const { i18n } = useLingui();
  return (
    <div id={id} aria-live="polite">
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
  );
}

export function BonusCodeBox({ codes }: { codes: BonusCodes }) {
  const ids = useId();
  const { input, setInput, busy, outcome, redeem } = codes;
  const mine = outcome.source === 'box' ? outcome.outcome : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void redeem(input, 'box');
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
          aria-invalid={mine?.kind === 'invalid' || mine?.kind === 'failed'}
          aria-describedby={`${ids}-outcome`}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          <Trans>Redeem</Trans>
        </button>
      </form>
      <OutcomeText id={`${ids}-outcome`} outcome={mine} />
    </div>
  );
}

/** The codes waiting for the guest, each with its redeem button; nothing when there are none. */
export function WaitingBonusCodes({ codes }: { codes: BonusCodes }) {
  const { busy, outcome, remaining, redeem } = codes;
  const mine = outcome.source === 'waiting' ? outcome.outcome : null;
  if (remaining.length === 0 && mine === null) return null;
  return (
    <div className="account-card" data-testid="waiting-bonus-codes">
      <h2>
        <Trans>Codes waiting for you</Trans>
      </h2>
      <OutcomeText outcome={mine} />
      <ul className="account-list" data-testid="remaining-bonus-codes">
        {remaining.map((each) => (
          <li key={each.code}>
            <code>{each.code}</code> <BenefitText benefit={each.benefit} />{' '}
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => void redeem(each.code, 'waiting')}>
              <Trans>Redeem</Trans>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
