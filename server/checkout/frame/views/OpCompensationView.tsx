import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { CheckoutGuest, PaymentOutcome } from '../../../../src/contract/checkoutApi.ts';
import { formatCents } from '../amounts.ts';
import { call } from '../api.ts';
import { errorText } from '../errorText.ts';
import { reportPayment, setGuest } from '../frameState.ts';
import { EMPTY_METHOD, hasProblems, type MethodDraft, type MethodProblems, methodInput, methodProblems } from '../methodForm.ts';
import { FormError } from '../ui/Field.tsx';
import { ResultScreen } from '../ui/ResultScreen.tsx';
import { SandboxNote } from '../ui/SandboxNote.tsx';
import { useIdempotencyKey, useSubmit } from '../ui/useSubmit.ts';
import { ViewHeading } from '../ui/ViewHeading.tsx';
import { MethodPicker } from './MethodPicker.tsx';
import { OutcomeResult } from './OutcomeResult.tsx';

/** opcompensation: a restricted guest pays what is owed; afterwards the restriction is lifted. */
export function OpCompensationView({ guest }: { guest: CheckoutGuest }) {
  const { i18n } = useLingui();
  const owed = formatCents(guest.compensationCents, i18n.locale);
  const [draft, setDraft] = useState<MethodDraft>(() => ({
    ...EMPTY_METHOD,
    kind: guest.savedMethod ? 'saved' : 'card',
    holder: guest.name,
  }));
  const [problems, setProblems] = useState<MethodProblems>({});
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const [keyFor, renewKey] = useIdempotencyKey();
  const { pending, error, run } = useSubmit();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = methodProblems(draft, new Date());
    setProblems(found);
    if (hasProblems(found)) return;
    void run(async () => {
      const request = { method: methodInput(draft) };
      const answer = await call('compensation', { ...request, idempotencyKey: keyFor(request) });
      setGuest(answer.guest);
      setOutcome(answer.payment);
      const success = answer.payment.status === 'succeeded';
      reportPayment('opcompensation', success, answer.payment.amountCents, success ? null : answer.payment.declineReason);
    });
  }

  if (outcome) {
    return (
      <OutcomeResult
        outcome={outcome}
        balanceCents={null}
        successTitle={<Trans>Thank you, your account is unrestricted again</Trans>}
        onRetry={() => {
          renewKey();
          setOutcome(null);
        }}
      />
    );
  }
  if (!guest.isRestricted || guest.compensationCents <= 0) {
    return (
      <ResultScreen tone="info" title={<Trans>Nothing to pay</Trans>}>
        <p>
          <Trans>Your account has no open amount.</Trans>
        </p>
      </ResultScreen>
    );
  }
  return (
    <form className="view-form" onSubmit={submit} noValidate>
      <ViewHeading>
        <Trans>Settle your open amount</Trans>
      </ViewHeading>
      <p className="lead">
        <Trans>
          A payment could not be collected, so your account is restricted. Pay the open amount of <strong>{owed}</strong> to lift the
          restriction.
        </Trans>
      </p>
      <MethodPicker
        kinds={['saved', 'card', 'balance']}
        draft={draft}
        onDraft={setDraft}
        problems={problems}
        savedMethod={guest.savedMethod}
        balanceCents={guest.balanceCents}
      />
      <FormError error={error ? errorText(error) : null} />
      <div className="actions">
        <button type="submit" className="button button-pay" disabled={pending} aria-busy={pending}>
          {pending ? <Trans>Paying…</Trans> : <Trans>Pay {owed}</Trans>}
        </button>
      </div>
      <SandboxNote />
    </form>
  );
}
