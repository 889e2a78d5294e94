// The sexole-login dialog (spec part 1 §2): on the sexole host, visitors who are not logged in
// are asked to log in or sign up.
import { Trans } from '@lingui/react/macro';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import type { ModalBodyProps } from '../../ui/modalRegistry.ts';
import { startLogin } from './checkoutActions.ts';

export default function SexoleLoginModalBody({ titleId, close }: ModalBodyProps) {
  useLaterTexts();
  const go = (screenName: 'login' | 'signup') => {
    close();
    startLogin({ screenName });
  };
  return (
    <div data-testid="sexole-login-body">
      <h2 id={titleId} className="modal__title">
        <Trans>Welcome</Trans>
      </h2>
      <p>
        <Trans>Log in or create a free account to continue on this site.</Trans>
      </p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={() => go('login')} data-testid="sexole-login">
          <Trans>Log in</Trans>
        </button>
        <button type="button" className="button" onClick={() => go('signup')} data-testid="sexole-signup">
          <Trans>Sign up for free</Trans>
        </button>
      </div>
    </div>
  );
}
