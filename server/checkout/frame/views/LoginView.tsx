import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { frame } from '../frameState.ts';
import { ResultScreen } from '../ui/ResultScreen.tsx';
import { LoginForm } from './LoginForm.tsx';
import { PasswordLostForm, PasswordResetForm } from './PasswordForms.tsx';
import { SignupForm } from './SignupForm.tsx';

/** The login view's screens: login, signup, password lost, password reset. */
export function LoginView() {
  const snap = useSnapshot(frame);
  if (snap.loginScreen === 'pwdlost') return <PasswordLostForm />;
  if (snap.loginScreen === 'pwdreset') return <PasswordResetForm />;
  if (snap.guest && snap.flow === 'login') {
    const name = snap.guest.name;
    return (
      <ResultScreen tone="success" title={<Trans>You are logged in</Trans>}>
        <p>
          <Trans>Logged in as {name}.</Trans>
        </p>
      </ResultScreen>
    );
  }
  return snap.loginScreen === 'signup' ? <SignupForm /> : <LoginForm />;
}
