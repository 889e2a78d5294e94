import { Trans } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { CHECKOUT_TTL_MS } from '../../../../src/contract/checkoutRules.ts';
import { type AccountProblems, emailProblem, hasAccountProblems, problemOfRefusal, resetProblems } from '../accountForm.ts';
import { CheckoutApiError, call, fieldOfError } from '../api.ts';
import { errorText } from '../errorText.ts';
import { frame, showLoginScreen } from '../frameState.ts';
import { Field, FormError } from '../ui/Field.tsx';
import { ResultScreen } from '../ui/ResultScreen.tsx';
import { useSubmit } from '../ui/useSubmit.ts';
import { ViewHeading } from '../ui/ViewHeading.tsx';
import { useAccountProblemText } from './useAccountProblemText.ts';

/** Password lost: always the same neutral answer, so nobody learns which addresses have accounts. */
export function PasswordLostForm() {
  const snap = useSnapshot(frame);
  const problemText = useAccountProblemText();
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<AccountProblems>({});
  const [sent, setSent] = useState(false);
  const { pending, error, run } = useSubmit();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailProblem(email);
    setProblems(problem ? { email: problem } : {});
    if (problem) return;
    void run(async () => {
      await call('password/lost', { email: email.trim(), language: snap.options.language });
      setSent(true);
    });
  }

  if (sent) {
    const linkMinutes = CHECKOUT_TTL_MS.passwordReset / 60_000;
    return (
      <ResultScreen tone="info" title={<Trans>Check your inbox</Trans>}>
        <p>
          <Trans>
            If an account exists for this address, we have sent it a link to set a new password. The link is valid for {linkMinutes}{' '}
            minutes.
          </Trans>
        </p>
        <button type="button" className="link-button" onClick={() => showLoginScreen('login')}>
          <Trans>Back to login</Trans>
        </button>
      </ResultScreen>
    );
  }
  return (
    <form className="view-form" onSubmit={submit} noValidate>
      <ViewHeading>
        <Trans>Forgot your password?</Trans>
      </ViewHeading>
      <p className="lead">
        <Trans>Enter your e-mail address and we will send you a link to set a new password.</Trans>
      </p>
      <Field
        label={<Trans>E-mail address</Trans>}
        type="email"
        value={email}
        onValue={setEmail}
        autoComplete="email"
        error={problemText(problems, 'email')}
        className="field-wide"
      />
      <FormError error={error ? errorText(error) : null} />
      <div className="actions">
        <button type="submit" className="button" disabled={pending} aria-busy={pending}>
          <Trans>Send link</Trans>
        </button>
      </div>
      <div className="links">
        <button type="button" className="link-button" onClick={() => showLoginScreen('login')}>
          <Trans>Back to login</Trans>
        </button>
      </div>
    </form>
  );
}

/** Password reset from the link's code: the new password twice. */
export function PasswordResetForm() {
  const snap = useSnapshot(frame);
  const problemText = useAccountProblemText();
  const [password, setPassword] = useState('');
  const [passwordRepeat, setPasswordRepeat] = useState('');
  const [problems, setProblems] = useState<AccountProblems>({});
  const [done, setDone] = useState(false);
  const { pending, error, setError, run } = useSubmit();
  const code = snap.options.resetCode;
  const linkUnusable =
    !code || (error instanceof CheckoutApiError && ['INVALID_TOKEN', 'NOT_FOUND', 'CONFLICT', 'UNAUTHORIZED'].includes(error.code));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = resetProblems({ password, passwordRepeat });
    setProblems(found);
    if (hasAccountProblems(found) || !code) return;
    void run(async () => {
      try {
        await call('password/reset', { code, password });
        setDone(true);
      } catch (failure) {
        // A password the server refused (a common one) is shown next to the field.
        if (failure instanceof CheckoutApiError && failure.code === 'VALIDATION_FAILED' && fieldOfError(failure) === 'password') {
          setProblems({ password: problemOfRefusal(failure.code, failure.details) });
          setError(null);
          return;
        }
        throw failure;
      }
    });
  }

  if (done) {
    return (
      <ResultScreen tone="success" title={<Trans>Your password has been changed</Trans>}>
        <p>
          <Trans>For your safety you were logged out everywhere. Log in with your new password.</Trans>
        </p>
        <button type="button" className="button" onClick={() => showLoginScreen('login')}>
          <Trans>Log in</Trans>
        </button>
      </ResultScreen>
    );
  }
  if (linkUnusable) {
    return (
      <ResultScreen tone="failure" title={<Trans>This link cannot be used</Trans>}>
        <p>
          <Trans>The link is incomplete, was already used or has expired. Request a new one.</Trans>
        </p>
        <button type="button" className="button" onClick={() => showLoginScreen('pwdlost')}>
          <Trans>Request a new link</Trans>
        </button>
      </ResultScreen>
    );
  }
  return (
    <form className="view-form" onSubmit={submit} noValidate>
      <ViewHeading>
        <Trans>Set a new password</Trans>
      </ViewHeading>
      <Field
        label={<Trans>New password</Trans>}
        type="password"
        value={password}
        onValue={setPassword}
        autoComplete="new-password"
        error={problemText(problems, 'password')}
        className="field-wide"
      />
      <Field
        label={<Trans>Repeat the new password</Trans>}
        type="password"
        value={passwordRepeat}
        onValue={setPasswordRepeat}
        autoComplete="new-password"
        error={problemText(problems, 'passwordRepeat')}
        className="field-wide"
      />
      <FormError error={error ? errorText(error) : null} />
      <div className="actions">
        <button type="submit" className="button" disabled={pending} aria-busy={pending}>
          <Trans>Save new password</Trans>
        </button>
      </div>
    </form>
  );
}
