import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { SANDBOX_AVS } from '../../../../src/contract/checkout.ts';
import type { CheckoutGuest } from '../../../../src/contract/checkoutApi.ts';
import { call } from '../api.ts';
import { type AvsDraft, type AvsProblems, avsBody, avsProblems } from '../avsForm.ts';
import { errorText } from '../errorText.ts';
import { reportPayment, setGuest } from '../frameState.ts';
import { AVS_REJECT_TEXT } from '../texts.ts';
import { Field, FormError } from '../ui/Field.tsx';
import { ResultScreen } from '../ui/ResultScreen.tsx';
import { useSubmit } from '../ui/useSubmit.ts';
import { ViewHeading } from '../ui/ViewHeading.tsx';

/** Age verification with an ID card: accepted, pending or rejected with a reason. */
export function AvsView({ guest }: { guest: CheckoutGuest }) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<AvsDraft>({ fullName: '', birthDate: '', documentNumber: '' });
  const [problems, setProblems] = useState<AvsProblems>({});
  const [submitted, setSubmitted] = useState(false);
  const { pending, error, run } = useSubmit();
  const set = (patch: Partial<AvsDraft>) => setDraft({ ...draft, ...patch });
  const problemText = (field: keyof AvsDraft, invalid: string) =>
    problems[field] === 'required' ? t`Please fill in this field.` : problems[field] ? invalid : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = avsProblems(draft, new Date());
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void run(async () => {
      const answer = await call('avs', avsBody(draft));
      setGuest(answer.guest);
      setSubmitted(true);
      reportPayment('avs', answer.guest.avsStatus === 'accepted', null, null);
    });
  }

  if (guest.avsStatus === 'accepted') {
    return (
      <ResultScreen tone="success" title={<Trans>Your age is verified</Trans>}>
        <p>
          <Trans>You can now watch everything for adults.</Trans>
        </p>
      </ResultScreen>
    );
  }
  if (guest.avsStatus === 'pending') {
    return (
      <ResultScreen tone="info" title={<Trans>We are checking your document</Trans>}>
        <p>
          <Trans>This usually takes a few minutes. We will let you know as soon as it is done.</Trans>
        </p>
      </ResultScreen>
    );
  }
  const rejected = guest.avsStatus === 'rejected';
  const reason = guest.avsRejectMessage ? i18n._(AVS_REJECT_TEXT[guest.avsRejectMessage]) : null;
  const { pendingPrefix, rejectPrefix, minimumAge } = SANDBOX_AVS;
  return (
    <form className="view-form" onSubmit={submit} noValidate>
      <ViewHeading>
        <Trans>Verify your age</Trans>
      </ViewHeading>
      {rejected ? (
        <div className="notice notice-failure" role={submitted ? 'alert' : undefined}>
          <p>
            <strong>
              <Trans>Your age check was rejected.</Trans>
            </strong>{' '}
            {reason}
          </p>
          <p>
            <Trans>You can try again.</Trans>
          </p>
        </div>
      ) : (
        <p className="lead">
          <Trans>The law requires us to check that you are an adult. Enter the details of your ID card or passport.</Trans>
        </p>
      )}
      <Field
        label={<Trans>Full name (as on the document)</Trans>}
        value={draft.fullName}
        onValue={(fullName) => set({ fullName })}
        autoComplete="name"
        maxLength={100}
        error={problemText('fullName', t`Please enter your first and last name.`)}
        className="field-wide"
      />
      <Field
        label={<Trans>Date of birth</Trans>}
        type="date"
        value={draft.birthDate}
        onValue={(birthDate) => set({ birthDate })}
        autoComplete="bday"
        error={problemText('birthDate', t`Please enter a valid date of birth.`)}
      />
      <Field
        label={<Trans>Document number</Trans>}
        value={draft.documentNumber}
        onValue={(documentNumber) => set({ documentNumber })}
        autoComplete="off"
        maxLength={30}
        error={problemText('documentNumber', t`Please enter 5 to 20 letters and digits.`)}
      />
      <FormError error={error ? errorText(error) : null} />
      <div className="actions">
        <button type="submit" className="button" disabled={pending} aria-busy={pending}>
          {pending ? <Trans>Checking…</Trans> : <Trans>Verify my age</Trans>}
        </button>
      </div>
      <details className="sandbox-note" open>
        <summary>
          <Trans>Test mode: how the check decides</Trans>
        </summary>
        <ul>
          <li>
            <Trans>Document numbers starting with {pendingPrefix} stay pending.</Trans>
          </li>
          <li>
            <Trans>Document numbers starting with {rejectPrefix} are rejected.</Trans>
          </li>
          <li>
            <Trans>Anyone under {minimumAge} is rejected; everything else is accepted.</Trans>
          </li>
        </ul>
      </details>
    </form>
  );
}
