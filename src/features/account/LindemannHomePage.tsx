// The Lindemann home (spec part 1 §2): where the Lindemann route sends a guest after login.
import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../app/pages.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import { useShowsLoggedIn } from '../../app/useShowsLoggedIn.ts';
import { LoginPrompt } from './LoginPrompt.tsx';
import './account.css';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';

export default function LindemannHomePage(_props: PageProps) {
  useLaterTexts();
  const showsLoggedIn = useShowsLoggedIn();
  return (
    <main className="page account-page" data-testid="lindemann-home-page">
      <h1>
        <Trans>The Lindemann special</Trans>
      </h1>
      {showsLoggedIn ? (
        <p>
          <Trans>You are logged in. Have fun!</Trans>{' '}
          <RouteLink to="videos">
            <Trans>See the videos</Trans>
          </RouteLink>
        </p>
      ) : (
        <LoginPrompt>
          <Trans>Log in or sign up to get started.</Trans>
        </LoginPrompt>
      )}
    </main>
  );
}
