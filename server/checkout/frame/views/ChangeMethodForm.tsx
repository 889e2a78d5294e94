import { Trans } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { CheckoutGuest, PaymentOutcome } from '../../../../src/contract/checkoutApi.ts';
import { call } from '../api.ts';
import { errorText } from '../errorText.ts';
import { reportPayment, setGuest } from '../frameState.ts';
import { EMPTY_METHOD, hasProblems, type MethodDraft, type MethodProblems, methodInput, methodProblems } from '../methodForm.ts';
import { FormError } from '../ui/Field.tsx';
import { SandboxNote } from '../ui/SandboxNote.tsx';
import { useSubmit } from '../ui/useSubmit.ts';
import { ViewHeading } from '../ui/ViewHeading.tsx';
import { MethodPicker, savedMethodLabel } from './MethodPicker.tsx';
import { OutcomeResult } from './OutcomeResult.tsx';

/** changecc and changels: save a new card or a direct-debit account as the guest's method. */
export function ChangeMethodForm({ flow, guest }: { flow: 'changecc' | 'changels'; guest: CheckoutGuest }) {
  const kind = flow === 'changecc' ? 'card' : 'ls';
  const [draft, setDraft] = useState<MethodDraft>({ ...EMPTY_METHOD, kind, holder: guest.name });
  const [problems, setProblems] = useState<MethodProblems>({});
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const { pending, error, run } = useSubmit();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = methodProblems(draft, new Date());
    setProblems(found);
    if (hasProblems(found)) return;
    void run(async () => {
      const method = methodInput(draft);
      if (method.kind !== 'card' && method.kind !== 'ls') return;
      const answer = await call('payment-method', { method: method.kind === 'card' ? { ...method, save: true } : method });
      setGuest(answer.guest);
      setOutcome(answer.outcome);
      const success = answer.outcome.status === 'succeeded';
      reportPayment(flow, success, null, success ? null : answer.outcome.declineReason);
    });
  }

  if (outcome) {
    return (
      <OutcomeResult
        outcome={outcome}
        balanceCents={null}
        onRetry={() => setOutcome(null)}
        successTitle={flow === 'changecc' ? <Trans>Your card is saved</Trans> : <Trans>Your bank account is saved</Trans>}
      />
    );
  }
  return (
    <form className="view-form" onSubmit={submit} noValidate>
      <ViewHeading>{flow === 'changecc' ? <Trans>Change your card</Trans> : <Trans>Pay by direct debit</Trans>}</ViewHeading>
      {guest.savedMethod ? (
        <p className="lead">
          <Trans>Saved now: {savedMethodLabel(guest.savedMethod)}. The new one replaces it.</Trans>
        </p>
      ) : null}
      <MethodPicker kinds={[kind]} draft={draft} onDraft={setDraft} problems={problems} savedMethod={null} alwaysSaved />
      <FormError error={error ? errorText(error) : null} />
      <div className="actions">
        <button type="submit" className="button" disabled={pending} aria-busy={pending}>
          {pending ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </button>
      </div>
      <SandboxNote show={[kind === 'card' ? 'cards' : 'iban']} />
    </form>
  );
}
