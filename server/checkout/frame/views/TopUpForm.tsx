import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ONE_CLICK_DEFAULT_AMOUNTS, TOP_UP_LIMITS, TOP_UP_PACKAGES, TRIAL_MONEY_CHARGE } from '../../../../src/contract/checkout.ts';
import type { CheckoutGuest, PaymentOutcome } from '../../../../src/contract/checkoutApi.ts';
import type { PaymentFlow } from '../../../../src/contract/enums.ts';
import { amountText, bonusFor, formatCents, isTopUpAmount, parseAmountCents, preselectedAmountCents } from '../amounts.ts';
import { call } from '../api.ts';
import { errorText } from '../errorText.ts';
import { attributionOf } from '../frameOptions.ts';
import { changeFlow, frame, reportPayment, setGuest } from '../frameState.ts';
import { EMPTY_METHOD, hasProblems, type MethodDraft, type MethodProblems, methodInput, methodProblems } from '../methodForm.ts';
import { Field, FormError } from '../ui/Field.tsx';
import { SandboxNote } from '../ui/SandboxNote.tsx';
import { useIdempotencyKey, useSubmit } from '../ui/useSubmit.ts';
import { ViewHeading } from '../ui/ViewHeading.tsx';
import { MethodPicker, savedMethodLabel } from './MethodPicker.tsx';
import { OutcomeResult } from './OutcomeResult.tsx';

/** moneycharge, trialmoneycharge and oneclick: choose an amount and a method, pay. */
export function TopUpForm({ flow, guest }: { flow: PaymentFlow; guest: CheckoutGuest }) {
  const { t, i18n } = useLingui();
  const { options } = useSnapshot(frame);
  const money = (cents: number) => formatCents(cents, i18n.locale);
  const isTrial = flow === 'trialmoneycharge' && !guest.hasUsedTrialMoneyCharge;
  const isOneClick = flow === 'oneclick' && guest.savedMethod !== null;
  const oneClickAmounts = guest.oneClickAmounts.length > 0 ? guest.oneClickAmounts : [...ONE_CLICK_DEFAULT_AMOUNTS];
  const [amountCents, setAmountCents] = useState(() => (isOneClick ? oneClickAmounts[0]! : preselectedAmountCents(options.selectedAmount)));
  const [freeText, setFreeText] = useState(() =>
    TOP_UP_PACKAGES.some((p) => p.amountCents === amountCents) ? '' : amountText(amountCents),
  );
  const [draft, setDraft] = useState<MethodDraft>(() => ({
    ...EMPTY_METHOD,
    kind: guest.savedMethod ? 'saved' : 'card',
    holder: guest.name,
  }));
  const [problems, setProblems] = useState<MethodProblems>({});
  const [amountError, setAmountError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const [keyFor, renewKey] = useIdempotencyKey();
  const { pending, error, run } = useSubmit();

  const chargedCents = isTrial ? TRIAL_MONEY_CHARGE.amountCents : amountCents;

  function chooseFree(text: string) {
    setFreeText(text);
    const cents = parseAmountCents(text);
    if (cents !== null) setAmountCents(cents);
    setAmountError(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const method: MethodDraft = isOneClick ? { ...draft, kind: 'saved' } : draft;
    const found = methodProblems(method, new Date());
    setProblems(found);
    const freeAmountReadable = freeText === '' || parseAmountCents(freeText) !== null;
    const amountOk = isTrial || (freeAmountReadable && isTopUpAmount(chargedCents));
    setAmountError(
      amountOk ? null : t`Please choose an amount between ${money(TOP_UP_LIMITS.minCents)} and ${money(TOP_UP_LIMITS.maxCents)}.`,
    );
    if (hasProblems(found) || !amountOk) return;
    void run(async () => {
      const request = { flow, amountCents: chargedCents, method: methodInput(method) };
      const answer = await call('payments', { ...request, idempotencyKey: keyFor(request), attribution: attributionOf(options) });
      setGuest(answer.guest);
      setOutcome(answer.payment);
      const success = answer.payment.status === 'succeeded';
      reportPayment(flow, success, answer.payment.amountCents, success ? null : answer.payment.declineReason);
    });
  }

  if (outcome) {
    return (
      <OutcomeResult
        outcome={outcome}
        balanceCents={guest.balanceCents}
        onRetry={() => {
          renewKey();
          setOutcome(null);
        }}
      />
    );
  }

  return (
    <form className="view-form" onSubmit={submit} noValidate>
      <ViewHeading>
        {isTrial ? <Trans>Your welcome offer</Trans> : isOneClick ? <Trans>Quick top-up</Trans> : <Trans>Top up your balance</Trans>}
      </ViewHeading>
      <p className="lead">
        <Trans>Current balance: {money(guest.balanceCents)}</Trans>
      </p>
      {flow === 'trialmoneycharge' && guest.hasUsedTrialMoneyCharge ? (
        <p className="notice">
          <Trans>You have already used the welcome offer. You can top up as usual.</Trans>
        </p>
      ) : null}
      {isTrial ? (
        <div className="package is-selected trial-package">
          <span className="package-amount">{money(TRIAL_MONEY_CHARGE.amountCents)}</span>
          <span className="package-bonus">
            <Trans>+ {money(TRIAL_MONEY_CHARGE.bonusCents)} bonus, once</Trans>
          </span>
        </div>
      ) : (
        <fieldset className="amounts">
          <legend>
            <Trans>Amount</Trans>
          </legend>
          <div className="packages">
            {(isOneClick ? oneClickAmounts.map((amount) => ({ amountCents: amount, bonusCents: bonusFor(amount) })) : TOP_UP_PACKAGES).map(
              (p) => (
                <button
                  key={p.amountCents}
                  type="button"
                  className={`package${freeText === '' && amountCents === p.amountCents ? ' is-selected' : ''}`}
                  aria-pressed={freeText === '' && amountCents === p.amountCents}
                  onClick={() => {
                    setAmountCents(p.amountCents);
                    setFreeText('');
                    setAmountError(null);
                  }}
                >
                  <span className="package-amount">{money(p.amountCents)}</span>
                  {p.bonusCents > 0 ? (
                    <span className="package-bonus">
                      <Trans>+ {money(p.bonusCents)} bonus</Trans>
                    </span>
                  ) : null}
                </button>
              ),
            )}
          </div>
          {isOneClick ? null : (
            <Field
              label={<Trans>Other amount in euros</Trans>}
              value={freeText}
              onValue={chooseFree}
              inputMode="decimal"
              placeholder={amountText(TOP_UP_LIMITS.minCents)}
              hint={
                <Trans>
                  From {money(TOP_UP_LIMITS.minCents)} to {money(TOP_UP_LIMITS.maxCents)}, without bonus.
                </Trans>
              }
              error={amountError}
              className="field-amount"
            />
          )}
          {isOneClick && amountError ? <FormError error={amountError} /> : null}
        </fieldset>
      )}
      {isOneClick && guest.savedMethod ? (
        <p className="saved-method">
          <Trans>Paid with {savedMethodLabel(guest.savedMethod)}</Trans>
        </p>
      ) : (
        <MethodPicker
          kinds={['saved', 'card', 'ls']}
          draft={draft}
          onDraft={setDraft}
          problems={problems}
          savedMethod={guest.savedMethod}
          onCarrier={() => changeFlow('carrier')}
        />
      )}
      <FormError error={error ? errorText(error) : null} />
      <div className="actions">
        <button type="submit" className="button button-pay" disabled={pending} aria-busy={pending}>
          {pending ? <Trans>Paying…</Trans> : <Trans>Pay {money(chargedCents)}</Trans>}
        </button>
      </div>
      {isOneClick ? null : <SandboxNote show={['cards', 'iban']} />}
    </form>
  );
}
