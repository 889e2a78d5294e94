// What an anonymous visitor sees on an account page: why to log in, and the ways to.

import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { startLogin } from './checkoutActions.ts';

/** What an anonymous visitor sees on an account page: a way to log in or sign up. */
export function LoginPrompt({ children }: { children: ReactNode }) {
  return (
    <section className="account-card account-login" data-testid="account-login-prompt">
      <p>{children}</p>
      <div className="account-actions">
        <button type="button" className="button button--primary" onClick={() => startLogin()}>
          <Trans>Log in</Trans>
        </button>
        <button type="button" className="button" onClick={() => startLogin({ screenName: 'signup' })}>
          <Trans>Sign up for free</Trans>
        </button>
      </div>
    </section>
  );
}
