import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { type AccountProblems, hasAccountProblems, loginProblems } from '../accountForm.ts';
import { CheckoutApiError, call } from '../api.ts';
import { errorText } from '../errorText.ts';
import { frame, loggedIn, showLoginScreen } from '../frameState.ts';
import { Checkbox, Field, FormError } from '../ui/Field.tsx';
import { useSubmit } from '../ui/useSubmit.ts';
import { ViewHeading } from '../ui/ViewHeading.tsx';
import { useAccountProblemText } from './useAccountProblemText.ts';

/** Log in with e-mail and password, or as the guest remembered by the login cookie. */
export function LoginForm() {
  const { t } = useLingui();
  const snap = useSnapshot(frame);
  const problemText = useAccountProblemText();
  const [email, setEmail] = useState(snap.options.signupEmail ?? '');
  const [password, setPassword] = useState('');
  const [stayLoggedIn, setStayLoggedIn] = useState(false);
  const [problems, setProblems] = useState<AccountProblems>({});
  const [useOtherAccount, setUseOtherAccount] = useState(false);
  const { pending, error, run } = useSubmit();

  function loginText(failure: unknown): string {
    if (failure instanceof CheckoutApiError && failure.code === 'UNAUTHORIZED') return t`The e-mail address or the password is wrong.`;
    if (failure instanceof CheckoutApiError && failure.code === 'FORBIDDEN') return t`This account is locked. Please contact support.`;
    return errorText(failure);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = loginProblems({ email, password });
    setProblems(found);
    if (hasAccountProblems(found)) return;
    void run(async () => {
      const answer = await call('login', { email: email.trim(), password, stayLoggedIn });
      loggedIn(answer.accessToken, answer.guest, false);
    });
  }

  function continueWithCookie() {
    void run(async () => {
      const answer = await call('login/cookie', {});
      loggedIn(answer.accessToken, answer.guest, false);
    });
  }

  if (snap.hasLoginCookie && snap.loginCookieName && !useOtherAccount) {
    const name = snap.loginCookieName;
    return (
      <div className="view-form">
        <ViewHeading>
          <Trans>Welcome back</Trans>
        </ViewHeading>
        <FormError error={error ? loginText(error) : null} />
        <div className="actions actions-stack">
          <button type="button" className="button" onClick={continueWithCookie} disabled={pending} aria-busy={pending}>
            <Trans>Continue as {name}</Trans>
          </button>
          <button type="button" className="button button-secondary" onClick={() => setUseOtherAccount(true)}>
            <Trans>Use another account</Trans>
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="view-form" onSubmit={submit} noValidate>
      <ViewHeading>
        <Trans>Log in</Trans>
      </ViewHeading>
      <Field
        label={<Trans>E-mail address</Trans>}
        type="email"
        value={email}
        onValue={setEmail}
        autoComplete="username"
        error={problemText(problems, 'email')}
        className="field-wide"
      />
      <Field
        label={<Trans>Password</Trans>}
        type="password"
        value={password}
        onValue={setPassword}
        autoComplete="current-password"
        error={problemText(problems, 'password')}
        className="field-wide"
      />
      <Checkbox label={<Trans>Stay logged in on this device</Trans>} checked={stayLoggedIn} onChecked={setStayLoggedIn} />
      <FormError error={error ? loginText(error) : null} />
      <div className="actions">
        <button type="submit" className="button" disabled={pending} aria-busy={pending}>
          {pending ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
        </button>
      </div>
      <div className="links">
        <button type="button" className="link-button" onClick={() => showLoginScreen('pwdlost')}>
          <Trans>Forgot your password?</Trans>
        </button>
        <button type="button" className="link-button" onClick={() => showLoginScreen('signup')}>
          <Trans>New here? Create an account</Trans>
        </button>
      </div>
    </form>
  );
}
