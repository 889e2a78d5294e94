// The Lindemann route (spec part 1 §2): a landing page; after login the guest is sent to
// /{language}/lindemann/home with the query kept, TIMING_MS.loginRedirectDelay later. Every login
// ends in a reload, so the page notes before it that it waits for one.
import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { TIMING_MS } from '../../contract/constants.ts';
import type { PageProps } from '../../app/pages.ts';
import { readSession, removeSession, writeSession } from '../../lib/storage.ts';
import { guest } from '../../state/guest.ts';
import { network } from '../../state/network.ts';
import { account } from './store.ts';
import { lindemannRedirectPath } from './lindemannRules.ts';
import { LoginPrompt } from './LoginPrompt.tsx';
import './account.css';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';

const AWAITING_LOGIN_KEY = 'glimmer.lindemann.awaitingLogin';

export default function LindemannPage({ route }: PageProps) {
  useLaterTexts();
  const live = useSnapshot(guest);
  const snap = useSnapshot(account);
  const { socket } = useSnapshot(network);
  const search = useSearch();
  const [, navigate] = useLocation();
  const language = snap.profile?.language ?? route.language;

  useEffect(() => {
    if (!live.isLoggedIn) {
      // Only a guest known to be logged out waits (before the session's answer nobody is known).
      if (socket === 'live') writeSession(AWAITING_LOGIN_KEY, '1');
      return;
    }
    if (readSession(AWAITING_LOGIN_KEY) !== '1') return;
    const timer = setTimeout(() => {
      removeSession(AWAITING_LOGIN_KEY);
      navigate(lindemannRedirectPath(language, search), { replace: true });
    }, TIMING_MS.loginRedirectDelay);
    return () => clearTimeout(timer);
  }, [live.isLoggedIn, socket]);

  return (
    <main className="page account-page" data-testid="lindemann-page">
      <h1>
        <Trans>Welcome</Trans>
      </h1>
      {live.isLoggedIn ? (
        <p>
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
