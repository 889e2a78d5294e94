import { Trans } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { type AccountField, type AccountProblems, hasAccountProblems, problemOfRefusal, signupProblems } from '../accountForm.ts';
import { CheckoutApiError, call, fieldOfError } from '../api.ts';
import { errorText } from '../errorText.ts';
import { frame, loggedIn, showLoginScreen } from '../frameState.ts';
import { Checkbox, Field, FormError } from '../ui/Field.tsx';
import { useSubmit } from '../ui/useSubmit.ts';
import { ViewHeading } from '../ui/ViewHeading.tsx';
import { useAccountProblemText } from './useAccountProblemText.ts';

const SIGNUP_FIELDS: readonly AccountField[] = ['email', 'name', 'password', 'acceptTerms'];

/** Create an account (prefilled from signupEmail / signupName; extToken passed through). */
export function SignupForm() {
  const snap = useSnapshot(frame);
  const problemText = useAccountProblemText();
  const [email, setEmail] = useState(snap.options.signupEmail ?? '');
  const [name, setName] = useState(snap.options.signupName ?? '');
  const [password, setPassword] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [stayLoggedIn, setStayLoggedIn] = useState(false);
  const [problems, setProblems] = useState<AccountProblems>({});
  const { pending, error, setError, run } = useSubmit();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = signupProblems({ email, name, password, acceptTerms });
    setProblems(found);
    if (hasAccountProblems(found)) return;
    void run(async () => {
      try {
        const answer = await call('signup', {
          email: email.trim(),
          name: name.trim(),
          password,
          language: snap.options.language,
          acceptTerms: true,
          stayLoggedIn,
          ...(snap.options.extToken ? { extToken: snap.options.extToken } : {}),
        });
        loggedIn(answer.accessToken, answer.guest, true);
      } catch (failure) {
        // A taken e-mail or name, or a field the server refused, is shown next to that field.
        const field = failure instanceof CheckoutApiError ? fieldOfError(failure) : null;
        if (field && (SIGNUP_FIELDS as readonly string[]).includes(field) && failure instanceof CheckoutApiError) {
          setProblems({ [field]: problemOfRefusal(failure.code, failure.details) });
          setError(null);
          return;
        }
        throw failure;
      }
    });
  }

  return (
    <form className="view-form" onSubmit={submit} noValidate>
      <ViewHeading>
        <Trans>Create your free account</Trans>
      </ViewHeading>
      <Field
        label={<Trans>E-mail address</Trans>}
        type="email"
        value={email}
        onValue={setEmail}
        autoComplete="email"
        error={problemText(problems, 'email')}
        className="field-wide"
      />
      <Field
        label={<Trans>Name</Trans>}
        value={name}
        onValue={setName}
        autoComplete="username"
        hint={<Trans>Shown to performers and other guests.</Trans>}
        error={problemText(problems, 'name')}
        className="field-wide"
      />
      <Field
        label={<Trans>Password</Trans>}
        type="password"
        value={password}
        onValue={setPassword}
        autoComplete="new-password"
        error={problemText(problems, 'password')}
        className="field-wide"
      />
      <Checkbox
        label={<Trans>I am at least 18 years old and accept the terms of use and the privacy policy.</Trans>}
        checked={acceptTerms}
        onChecked={setAcceptTerms}
        error={problemText(problems, 'acceptTerms')}
      />
      <Checkbox label={<Trans>Stay logged in on this device</Trans>} checked={stayLoggedIn} onChecked={setStayLoggedIn} />
      <FormError error={error ? errorText(error) : null} />
      <div className="actions">
        <button type="submit" className="button" disabled={pending} aria-busy={pending}>
          {pending ? <Trans>Creating your account…</Trans> : <Trans>Sign up</Trans>}
        </button>
      </div>
      <div className="links">
        <button type="button" className="link-button" onClick={() => showLoginScreen('login')}>
          <Trans>Already have an account? Log in</Trans>
        </button>
      </div>
    </form>
  );
}
