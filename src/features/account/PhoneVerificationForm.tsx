// Pin-call phone verification (spec part 2 §7.11): the guest gives a number and its type, gets
// a call with a code (6 digits for mobile, 5 for fixed numbers) and types it in. Every error code
// of spec part 2 §8 shows as a sentence.

import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { startPinCallVerification, verifyPin } from '../../api/guestService.ts';
import { PHONE_TYPES } from '../../contract/account.ts';
import type { PhoneVerificationCode } from '../../contract/codes.ts';
import type { PhoneType } from '../../contract/enums.ts';
import { PHONE_ERROR_TEXTS } from './accountTexts.ts';
import {
  isPinValid,
  normalizePhoneNumber,
  type PhoneVerificationStep,
  pinCallAnswerError,
  pinCallErrorCode,
  pinLength,
  stepAfterError,
} from './phoneVerificationRules.ts';
import { loadProfile } from './store.ts';

export function PhoneVerificationForm({ verified }: { verified: readonly string[] }) {
  const { i18n, t } = useLingui();
  const ids = useId();
  const [step, setStep] = useState<PhoneVerificationStep>('number');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [type, setType] = useState<PhoneType>('mobile');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<PhoneVerificationCode | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (code: PhoneVerificationCode) => {
    setError(code);
    setStep(stepAfterError(step, code));
  };

  const run = async (send: () => Promise<{ success: boolean; errorCode?: number | null }>, onSuccess: () => void) => {
    setBusy(true);
    setError(null);
    try {
      const code = pinCallAnswerError(await send());
      if (code === null) onSuccess();
      else fail(code);
    } catch {
      // The call itself failed (network, server): no errors list, so the unknown code (spec part 2 §8).
      fail(pinCallErrorCode(null));
    } finally {
      setBusy(false);
    }
  };

  const submitNumber = (event: FormEvent) => {
    event.preventDefault();
    const number = normalizePhoneNumber(phoneNumber);
    if (number === null) {
      setError(1);
      return;
    }
    void run(
      () => startPinCallVerification(number, type),
      () => {
        setPin('');
        setStep('pin');
      },
    );
  };

  const submitPin = (event: FormEvent) => {
    event.preventDefault();
    if (!isPinValid(pin, type)) {
      setError(8);
      return;
    }
    void run(
      () => verifyPin(pin.trim()),
      () => {
        setStep('verified');
        void loadProfile(true);
      },
    );
  };

  const errorId = `${ids}-error`;
  return (
    <div className="account-card" data-testid="phone-verification" data-step={step}>
      <h3>
        <Trans>Phone verification</Trans>
      </h3>
      {verified.length > 0 && (
        <p>
          <Trans>Verified numbers: {verified.join(', ')}</Trans>
        </p>
      )}
      {step === 'number' && (
        <form onSubmit={submitNumber} noValidate>
          <label htmlFor={`${ids}-number`}>
            <Trans>Phone number</Trans>
          </label>
          <input
            id={`${ids}-number`}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={phoneNumber}
            onChange={(event) => setPhoneNumber(event.target.value)}
            placeholder="+49 170 1234567"
            aria-invalid={error === 1}
            aria-describedby={error ? errorId : undefined}
            required
          />
          <fieldset className="account-radios">
            <legend>
              <Trans>Type of number</Trans>
            </legend>
            {PHONE_TYPES.map((each) => (
              <label key={each}>
                <input type="radio" name={`${ids}-type`} value={each} checked={type === each} onChange={() => setType(each)} />{' '}
                {each === 'mobile' ? <Trans>Mobile</Trans> : <Trans>Landline</Trans>}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button button--primary" disabled={busy}>
            <Trans>Call me with a code</Trans>
          </button>
        </form>
      )}
      {step === 'pin' && (
        <form onSubmit={submitPin} noValidate>
          <label htmlFor={`${ids}-pin`}>
            <Trans>The {pinLength(type)}-digit code from the call</Trans>
          </label>
          <input
            id={`${ids}-pin`}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={`\\d{${pinLength(type)}}`}
            maxLength={pinLength(type)}
            value={pin}
            onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
            aria-invalid={error === 8}
            aria-describedby={error ? errorId : undefined}
            required
          />
          <div className="account-actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              <Trans>Verify</Trans>
            </button>
            <button type="button" className="button button--ghost" onClick={() => setStep('number')}>
              <Trans>Use another number</Trans>
            </button>
          </div>
        </form>
      )}
      {step === 'verified' && (
        <p role="status" data-testid="phone-verified">
          <Trans>Your phone number is verified.</Trans>
        </p>
      )}
      {error !== null && (
        <p id={errorId} role="alert" className="account-error" data-error-code={error} title={t`Error code ${error}`}>
          {i18n._(PHONE_ERROR_TEXTS[error])}
        </p>
      )}
    </div>
  );
}
