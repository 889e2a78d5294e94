// The shell's side of the Lindemann route (spec part 1 §2): once a guest who opened the Lindemann
// route is logged in, TIMING_MS.loginRedirectDelay later, the app goes on to the Lindemann home
// with the query the route had. Watched by the shell, so a login on another page counts too, and
// kept in session storage, since every login ends in a reload.
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useLanguage } from '../../app/useRoute.ts';
import { TIMING_MS } from '../../contract/constants.ts';
import { LINDEMANN_ASKED_KEY } from '../../contract/storageKeys.ts';
import { isPageLeaving } from '../../lib/reload.ts';
import { readSession, removeSession, writeSession } from '../../lib/storage.ts';
import { guest } from '../../state/guest.ts';
import { lindemannRedirectPath } from './lindemannRules.ts';

/** The query the Lindemann route asked to keep, or null when no redirect is asked for. */
const lindemann = proxy({ askedQuery: readSession(LINDEMANN_ASKED_KEY) });

/** The Lindemann route asks for the redirect after login, keeping `query`. */
export function askForLindemannRedirect(query: string): void {
  writeSession(LINDEMANN_ASKED_KEY, query);
  lindemann.askedQuery = query;
}

export function useLindemannRedirect(): void {
  const { isLoggedIn } = useSnapshot(guest);
  const { askedQuery } = useSnapshot(lindemann);
  const language = useLanguage();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!isLoggedIn || askedQuery === null) return;
    const timer = setTimeout(() => {
      // A login finishing ends in a reload or another page: the ask is that page's to use (a
      // redirect done here would be undone by the reload, with the ask used up).
      if (isPageLeaving()) return;
      removeSession(LINDEMANN_ASKED_KEY);
      lindemann.askedQuery = null;
      navigate(lindemannRedirectPath(language, askedQuery), { replace: true });
    }, TIMING_MS.loginRedirectDelay);
    return () => clearTimeout(timer);
  }, [isLoggedIn, askedQuery, language, navigate]);
}
