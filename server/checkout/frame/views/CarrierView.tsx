import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { CARRIER_MAX_CENTS, TOP_UP_LIMITS, TOP_UP_PACKAGES } from '../../../../src/contract/checkout.ts';
import type { CheckoutGuest, PaymentOutcome } from '../../../../src/contract/checkoutApi.ts';
import { formatCents, isCarrierAmount } from '../amounts.ts';
import { call } from '../api.ts';
import { isValidPhoneNumber, normalizePhoneNumber } from '../cardInput.ts';
import { errorText } from '../errorText.ts';
import { attributionOf } from '../frameOptions.ts';
import { frame, reportPayment, setGuest } from '../frameState.ts';
import { Field, FormError } from '../ui/Field.tsx';
import { SandboxNote } from '../ui/SandboxNote.tsx';
import { useIdempotencyKey, useSubmit } from '../ui/useSubmit.ts';
import { ViewHeading } from '../ui/ViewHeading.tsx';
import { OutcomeResult } from './OutcomeResult.tsx';

/** Amounts a phone bill can pay: the packages up to the carrier cap, and the cap itself. */
const CARRIER_AMOUNTS = [...new Set([...TOP_UP_PACKAGES.map((p) => p.amountCents).filter(isCarrierAmount), CARRIER_MAX_CENTS])].sort(
  (a, b) => a - b,
);

/** carrier: top up through the phone bill. */
export function CarrierView({ guest }: { guest: CheckoutGuest }) {
  const { t, i18n } = useLingui();
  const money = (cents: number) => formatCents(cents, i18n.locale);
  const [phone, setPhone] = useState('');
  const [amountCents, setAmountCents] = useState(CARRIER_AMOUNTS[0] ?? TOP_UP_LIMITS.minCents);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const [keyFor, renewKey] = useIdempotencyKey();
  const { pending, error, run } = useSubmit();

  function submit(event: FormEvent) {
    event.preventDefault();
    const ok = isValidPhoneNumber(phone);
    setPhoneError(
      phone.trim() === ''
        ? t`Please fill in this field.`
        : ok
          ? null
          : t`Please enter your mobile number with country code, e.g. +49 170 1234567.`,
    );
    if (!ok || !isCarrierAmount(amountCents)) return;
    void run(async () => {
      const request = { flow: 'carrier', amountCents, method: { kind: 'carrier', phoneNumber: normalizePhoneNumber(phone) } } as const;
      const answer = await call('payments', { ...request, idempotencyKey: keyFor(request), attribution: attributionOf(frame.options) });
      setGuest(answer.guest);
      setOutcome(answer.payment);
      const success = answer.payment.status === 'succeeded';
      reportPayment('carrier', success, answer.payment.amountCents, success ? null : answer.payment.declineReason);
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
        <Trans>Pay by phone bill</Trans>
      </ViewHeading>
      <p className="lead">
        <Trans>The amount is added to your next phone bill, at most {money(CARRIER_MAX_CENTS)} per payment.</Trans>
      </p>
      <fieldset className="amounts">
        <legend>
          <Trans>Amount</Trans>
        </legend>
        <div className="packages">
          {CARRIER_AMOUNTS.map((cents) => (
            <button
              key={cents}
              type="button"
              className={`package${amountCents === cents ? ' is-selected' : ''}`}
              aria-pressed={amountCents === cents}
              onClick={() => setAmountCents(cents)}
            >
              <span className="package-amount">{money(cents)}</span>
            </button>
          ))}
        </div>
      </fieldset>
      <Field
        label={<Trans>Mobile number</Trans>}
        type="tel"
        value={phone}
        onValue={setPhone}
        autoComplete="tel"
        placeholder="+49 170 1234567"
        error={phoneError}
        className="field-wide"
      />
      <FormError error={error ? errorText(error) : null} />
      <div className="actions">
        <button type="submit" className="button button-pay" disabled={pending} aria-busy={pending}>
          {pending ? <Trans>Paying…</Trans> : <Trans>Pay {money(amountCents)}</Trans>}
        </button>
      </div>
      <SandboxNote show={['carrier']} />
    </form>
  );
}
