import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import { PLANS } from '../../../../src/contract/checkout.ts';
import type { CheckoutGuest, PaymentOutcome } from '../../../../src/contract/checkoutApi.ts';
import type { PaymentFlow } from '../../../../src/contract/enums.ts';
import { formatCents } from '../amounts.ts';
import { call } from '../api.ts';
import { errorText } from '../errorText.ts';
import { attributionOf } from '../frameOptions.ts';
import { frame, reportPayment, setGuest } from '../frameState.ts';
import { EMPTY_METHOD, hasProblems, type MethodDraft, type MethodProblems, methodInput, methodProblems } from '../methodForm.ts';
import { FormError } from '../ui/Field.tsx';
import { SandboxNote } from '../ui/SandboxNote.tsx';
import { useIdempotencyKey, useSubmit } from '../ui/useSubmit.ts';
import { ViewHeading } from '../ui/ViewHeading.tsx';
import { MethodPicker } from './MethodPicker.tsx';
import { OutcomeResult } from './OutcomeResult.tsx';

export interface PlanChoice {
  plan: 'vip' | 'vxtv';
  trial: boolean;
}

/** The contract price and length of a plan choice. */
function planTerms(choice: PlanChoice): { priceCents: number; days: number } {
  if (choice.plan === 'vxtv') return PLANS.vxtv;
  return choice.trial ? PLANS.vipTrial : PLANS.vip;
}

/** Plan cards, a payment method (balance included) and subscribing. */
export function PlanCheckout({
  flow,
  guest,
  choices,
  initial,
  title,
  perks,
  successTitle,
  onSubscribed,
}: {
  flow: PaymentFlow;
  guest: CheckoutGuest;
  choices: PlanChoice[];
  initial: PlanChoice;
  title: ReactNode;
  perks: ReactNode;
  successTitle: ReactNode;
  onSubscribed: () => void;
}) {
  const { i18n } = useLingui();
  const money = (cents: number) => formatCents(cents, i18n.locale);
  const [choice, setChoice] = useState<PlanChoice>(initial);
  const [draft, setDraft] = useState<MethodDraft>(() => ({
    ...EMPTY_METHOD,
    kind: guest.savedMethod ? 'saved' : 'card',
    holder: guest.name,
  }));
  const [problems, setProblems] = useState<MethodProblems>({});
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const [keyFor, renewKey] = useIdempotencyKey();
  const { pending, error, run } = useSubmit();
  const terms = planTerms(choice);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = methodProblems(draft, new Date());
    setProblems(found);
    if (hasProblems(found)) return;
    void run(async () => {
      const request = { plan: choice.plan, trial: choice.trial, method: methodInput(draft) };
      const answer = await call('abos', { ...request, idempotencyKey: keyFor(request), attribution: attributionOf(frame.options) });
      const success = answer.payment.status === 'succeeded';
      // The parent keeps this form (and its success screen) although the guest now holds the plan.
      if (success) onSubscribed();
      setGuest(answer.guest);
      setOutcome(answer.payment);
      reportPayment(flow, success, answer.payment.amountCents, success ? null : answer.payment.declineReason);
    });
  }

  if (outcome) {
    return (
      <OutcomeResult
        outcome={outcome}
        balanceCents={draft.kind === 'balance' ? guest.balanceCents : null}
        successTitle={successTitle}
        onRetry={() => {
          renewKey();
          setOutcome(null);
        }}
      />
    );
  }
  return (
    <form className="view-form" onSubmit={submit} noValidate>
      <ViewHeading>{title}</ViewHeading>
      {perks}
      <fieldset className="plans">
        <legend>
          <Trans>Choose your plan</Trans>
        </legend>
        <div className="plan-choices">
          {choices.map((option) => {
            const { priceCents, days } = planTerms(option);
            const price = money(priceCents);
            const selected = option.plan === choice.plan && option.trial === choice.trial;
            return (
              <label key={`${option.plan}-${option.trial}`} className={`plan${selected ? ' is-selected' : ''}`}>
                <input type="radio" name="plan" checked={selected} onChange={() => setChoice(option)} />
                <span className="plan-name">
                  {option.plan === 'vxtv' ? <Trans>TV</Trans> : option.trial ? <Trans>VIP trial (once)</Trans> : <Trans>VIP</Trans>}
                </span>
                <span className="plan-price">
                  <Trans>
                    {price} for {days} days
                  </Trans>
                </span>
                <span className="plan-renewal">
                  <Trans>Renews automatically, cancel any time.</Trans>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <MethodPicker
        kinds={['saved', 'card', 'ls', 'balance']}
        draft={draft}
        onDraft={setDraft}
        problems={problems}
        savedMethod={guest.savedMethod}
        balanceCents={guest.balanceCents}
      />
      <FormError error={error ? errorText(error) : null} />
      <div className="actions">
        <button type="submit" className="button button-pay" disabled={pending} aria-busy={pending}>
          {pending ? <Trans>Paying…</Trans> : <Trans>Subscribe for {money(terms.priceCents)}</Trans>}
        </button>
      </div>
      <SandboxNote show={['cards', 'iban']} />
    </form>
  );
}
