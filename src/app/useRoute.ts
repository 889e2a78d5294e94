import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { Language } from '../contract/enums.ts';
import { languageOfPath } from '../i18n/locale.ts';
import { matchPath, type RouteMatch } from './routes.ts';

export type CurrentRoute = {
  /** The route the current path shows, or null when it shows nothing (the 404 page). */
  match: RouteMatch | null;
  /** The language of the current path (en when the path has no language prefix). */
  language: Language;
  pathname: string;
};

/** The route of the current location, matched once per path. */
export function useRoute(): CurrentRoute {
  const [pathname] = useLocation();
  return useMemo(() => {
    const match = matchPath(pathname);
    return { match, language: match?.language ?? languageOfPath(pathname), pathname };
  }, [pathname]);
}

/** The language of the current location. */
export function useLanguage(): Language {
  const [pathname] = useLocation();
  return languageOfPath(pathname);
}
