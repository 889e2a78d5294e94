import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
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

/**
 * The path as the address bar has it. wouter hands out the path passed through decodeURI, which
 * turns `%25` into `%` and so changes what a parameter like `100%25` decodes to; while the browser's
 * path still says the same thing, match that one instead.
 */
function encodedPathname(pathname: string): string {
  if (typeof location === 'undefined') return pathname;
  const raw = location.pathname;
  try {
    return decodeURI(raw) === pathname ? raw : pathname;
  } catch {
    return pathname;
  }
}

/** The route of the current location, matched once per path. */
export function useRoute(): CurrentRoute {
  const [pathname] = useLocation();
  return useMemo(() => {
    const match = matchPath(encodedPathname(pathname));
    return { match, language: match?.language ?? languageOfPath(pathname), pathname };
  }, [pathname]);
}

const currentLanguage = (): Language => languageOfPath(location.pathname);

/**
 * The language of the current location. Its components render again only when the language
 * changes, not on every navigation (every RouteLink asks for it: issue 23, INP).
 */
export function useLanguage(): Language {
  return useLocationProperty(currentLanguage, currentLanguage);
}
