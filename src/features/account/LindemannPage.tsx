// The Lindemann route (spec part 1 §2): a landing page that asks for the redirect to the
// Lindemann home after login (TIMING_MS.loginRedirectDelay later, the query kept). The shell
// carries the redirect out (useLindemannRedirect.ts), so it also happens when the guest logs in
// from another page; a guest who is logged in already goes on at once.

import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import type { PageProps } from '../../app/pages.ts';
import { useShowsLoggedIn } from '../../app/useShowsLoggedIn.ts';
import { LoginPrompt } from './LoginPrompt.tsx';
import { askForLindemannRedirect } from './useLindemannRedirect.ts';
import './account.css';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';

export default function LindemannPage(_props: PageProps) {
  useLaterTexts();
  const showsLoggedIn = useShowsLoggedIn();
  const search = useSearch();
  useEffect(() => {
    askForLindemannRedirect(search);
  }, [search]);

  return (
    <main className="page account-page" data-testid="lindemann-page">
      <h1>
        <Trans>Welcome</Trans>
      </h1>
      {showsLoggedIn ? (
        <p role="status">
          <Trans>You are logged in. Have fun!</Trans>
        </p>
      ) : (
        <LoginPrompt>
          <Trans>Log in or sign up to get started.</Trans>
        </LoginPrompt>
      )}
    </main>
  );
}
