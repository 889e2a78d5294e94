import { useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LANGUAGES, type Language } from '../contract/enums.ts';
import { buildPath } from './routes.ts';
import { useRoute } from './useRoute.ts';

// Each language is named in itself, so a guest finds their own language whatever page language is on.
const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  nl: 'Nederlands',
  es: 'Español',
};

/**
 * The query string as the address bar has it. wouter hands it out passed through decodeURI, which
 * turns `%25` into `%`; while the browser's query says the same thing, keep that one.
 */
function encodedSearch(search: string): string {
  if (typeof location === 'undefined') return search;
  const raw = location.search.slice(1);
  try {
    return decodeURI(raw) === search ? raw : search;
  } catch {
    return search;
  }
}

/**
 * Switches the page language and keeps the page: the same route id and parameters in the other
 * language, with the query string kept. A path that shows no route goes to that language's home.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useLingui();
  const { match, language } = useRoute();
  const search = useSearch();
  const [, navigate] = useLocation();

  function switchTo(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value as Language;
    if (next === language) return;
    const path = match ? buildPath(match.id, match.params, next) : buildPath('home', {}, next);
    navigate(search ? `${path}?${encodedSearch(search)}` : path);
  }

  return (
    <select className={className} data-testid="language-switcher" aria-label={t`Language`} value={language} onChange={switchTo}>
      {LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code} data-lang={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
