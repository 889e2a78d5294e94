import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { CheckoutCalls } from '../../../../src/contract/checkoutApi.ts';
import { formatCents } from '../amounts.ts';
import { call } from '../api.ts';
import { type CodeRefusal, codeRefusal, MAX_CODE_LENGTH, normalizeCode } from '../codeRefusal.ts';
import { errorText } from '../errorText.ts';
import { frame, reportPayment, setGuest } from '../frameState.ts';
import { BENEFIT_TEXT } from '../texts.ts';
import { Field, FormError } from '../ui/Field.tsx';
import { ResultScreen } from '../ui/ResultScreen.tsx';
import { useSubmit } from '../ui/useSubmit.ts';
import { ViewHeading } from '../ui/ViewHeading.tsx';

type Bonus = CheckoutCalls['codes']['answer']['bonus'];

/** promocode (with `pc` prefilled) and scratchcard: redeem a code and see what it gave. */
export function PromocodeView({ flow }: { flow: 'promocode' | 'scratchcard' }) {
  const { t, i18n } = useLingui();
  const snap = useSnapshot(frame);
  const [code, setCode] = useState(flow === 'promocode' ? (snap.options.pc ?? '') : '');
  const [missing, setMissing] = useState(false);
  const [bonus, setBonus] = useState<Bonus | null>(null);
  const { pending, error, run } = useSubmit();

  const refusalText: Record<CodeRefusal, string> = {
    unknown: t`This code does not exist. Please check it.`,
    notYetValid: t`This code is not valid yet.`,
    expired: t`This code has expired.`,
    alreadyRedeemed: t`You have already redeemed this code.`,
    usedUp: t`This code has been used up.`,
    notRedeemable: t`This code cannot be redeemed.`,
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const normalized = normalizeCode(code);
    setMissing(normalized === '');
    if (normalized === '') return;
    void run(async () => {
      const answer = await call('codes', { code: normalized, kind: flow });
      setGuest(answer.guest);
      setBonus(answer.bonus);
      reportPayment(flow, true, answer.bonus.type === 'bonusMoney' ? answer.bonus.amount : null, null);
    });
  }

  if (bonus) {
    const amount = bonus.amount;
    const money = formatCents(bonus.amount, i18n.locale);
    return (
      <ResultScreen tone="success" title={<Trans>Code redeemed</Trans>}>
        <p className="result-benefit">{i18n._({ ...BENEFIT_TEXT[bonus.type], values: { amount, money } })}</p>
        {snap.guest ? (
          <p>
            <Trans>Your balance: {formatCents(snap.guest.balanceCents, i18n.locale)}</Trans>
          </p>
        ) : null}
      </ResultScreen>
    );
  }
  const refusal = codeRefusal(error);
  return (
    <form className="view-form" onSubmit={submit} noValidate>
      <ViewHeading>{flow === 'scratchcard' ? <Trans>Redeem a scratch card</Trans> : <Trans>Redeem a promo code</Trans>}</ViewHeading>
      <p className="lead">
        {flow === 'scratchcard' ? (
          <Trans>Scratch the field on your card and enter the code below it.</Trans>
        ) : (
          <Trans>Enter your code to get its bonus.</Trans>
        )}
      </p>
      <Field
        label={flow === 'scratchcard' ? <Trans>Scratch card code</Trans> : <Trans>Promo code</Trans>}
        value={code}
        onValue={(value) => setCode(value.slice(0, MAX_CODE_LENGTH))}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={missing ? t`Please enter a code.` : refusal ? refusalText[refusal] : null}
        className="field-wide field-code"
      />
      <FormError error={error && !refusal ? errorText(error) : null} />
      <div className="actions">
        <button type="submit" className="button" disabled={pending} aria-busy={pending}>
          <Trans>Redeem</Trans>
        </button>
      </div>
    </form>
  );
}
