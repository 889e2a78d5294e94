import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { LIMITS } from '../../contract/constants.ts';
import { rememberSearch } from '../../features/search/searchStore.ts';
import { closeAllMenus } from '../../state/menus.ts';
import { useBuildPath } from '../RouteLink.tsx';
import { searchPatternToSubmit } from './searchPattern.ts';

const SearchOverlay = lazy(() => import('../../features/search/SearchOverlay.tsx'));

/** The search menu: the global search overlay and a video search, both from LIMITS.searchPatternMinLength characters (spec part 1 §5). */
export default function SearchMenu() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const buildPath = useBuildPath();
  const [value, setValue] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const minLength = LIMITS.searchPatternMinLength;
  // The hint is for a pattern still too short; with enough characters typed it goes away.
  const showHint = tooShort || searchPatternToSubmit(value, minLength) === null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const searchPattern = searchPatternToSubmit(value, minLength);
    if (searchPattern === null) {
      setTooShort(true);
      return;
    }
    rememberSearch(searchPattern);
    closeAllMenus();
    navigate(buildPath('videoSearch', { searchPattern }));
  }

  return (
    <form className="menu-search" role="search" onSubmit={submit} noValidate>
      <input
        type="search"
        name="q"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setTooShort(false);
        }}
        placeholder={t`Search actors and videos`}
        aria-label={t`Search actors and videos`}
        aria-describedby={showHint ? 'menu-search-hint' : undefined}
        aria-invalid={tooShort}
        enterKeyHint="search"
        autoComplete="off"
        data-testid="mobile-search-input"
      />
      <button type="submit" className="button button--primary" data-testid="mobile-search-submit">
        <Trans>Search</Trans>
      </button>
      {showHint ? (
        <p
          id="menu-search-hint"
          className={tooShort ? 'menu-note menu-note--error' : 'menu-note'}
          role={tooShort ? 'alert' : undefined}
          data-testid="mobile-search-hint"
        >
          <Plural value={minLength} one="Enter at least # character." other="Enter at least # characters." />
        </p>
      ) : null}
      <Suspense fallback={null}>
        <SearchOverlay value={value} minLength={minLength} onUseTerm={setValue} onClose={closeAllMenus} />
      </Suspense>
    </form>
  );
}
