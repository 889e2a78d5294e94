// The global search overlay (spec part 1 §2): under the navbar's search field on desktop and
// the search menu's on mobile. Empty input: the recent searches. Typing: suggestions at once,
// then the results grouped by actors, videos, asmr, photos, tv and blog, each with its count,
// a link to all of them and its items. Loaded only when the guest starts a search.

import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type RefObject, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { RouteLink } from '../../app/RouteLink.tsx';
import type { SearchSection } from '../../contract/entities.ts';
import { GLOBAL_SEARCH_SECTIONS, type GlobalSearchSection } from '../../contract/enums.ts';
import type { SearchSuggestion } from '../../contract/search.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { SearchLink } from '../cams/SearchLink.tsx';
import { SearchItem } from './SearchItem.tsx';
import { forgetRecentSearch, rememberSearch, searchState, typePattern } from './searchStore.ts';
import './search.css';
import { Icon } from '../../ui/Icon.tsx';

export const SECTION_LABELS: Record<GlobalSearchSection, MessageDescriptor> = {
  actors: msg`Actors`,
  videos: msg`Videos`,
  asmr: msg`ASMR`,
  photos: msg`Photos`,
  tv: msg`TV`,
  blog: msg`Blog`,
};

/** Items the overlay shows per section; "Show all" opens the section's page. */
const OVERLAY_ITEMS = 6;

export interface SearchOverlayProps {
  /** The text in the search field. */
  value: string;
  /** Characters needed before anything is asked (3 on mobile). */
  minLength: number;
  /** A recent search was picked: it goes into the field. */
  onUseTerm: (term: string) => void;
  /** A link was followed, Escape pressed, or (with `within`) a click landed outside: the overlay closes. */
  onClose: () => void;
  /** The element a click must land in to keep the overlay open (the navbar's search form). */
  within?: RefObject<HTMLElement | null>;
}

function Suggestion({ suggestion, typed, onClose }: { suggestion: SearchSuggestion; typed: string; onClose: () => void }) {
  const pick = () => {
    rememberSearch(suggestion.kind === 'actor' ? typed : suggestion.text);
    onClose();
  };
  if (suggestion.kind === 'actor') {
    return (
      <RouteLink to="actorProfile" params={{ actorName: suggestion.text }} onClick={pick} data-testid="search-suggestion" data-kind="actor">
        <Icon name="dot" className="search-suggestion-kind" /> {suggestion.text}
      </RouteLink>
    );
  }
  return (
    <RouteLink
      to="videoSearch"
      params={{ searchPattern: suggestion.text }}
      onClick={pick}
      data-testid="search-suggestion"
      data-kind={suggestion.kind}
    >
      {suggestion.text}
    </RouteLink>
  );
}

function Section({
  section,
  page,
  typed,
  onClose,
}: {
  section: GlobalSearchSection;
  page: SearchSection<unknown>;
  typed: string;
  onClose: () => void;
}) {
  const label = i18n._(SECTION_LABELS[section]);
  const count = page.count;
  const pick = () => {
    rememberSearch(typed);
    onClose();
  };
  return (
    <section className="search-section" data-testid={`search-section-${section}`} data-count={count}>
      <h3>
        {label} <span className="search-count">({count})</span>
      </h3>
      <ul className="search-items">
        {page.items.slice(0, OVERLAY_ITEMS).map((item, index) => (
          <li key={index}>
            <SearchItem section={section} item={item} onPick={pick} />
          </li>
        ))}
      </ul>
      {count > 0 ? (
        <SearchLink href={page.link} onClick={pick} className="search-all" data-testid={`search-all-${section}`}>
          <Trans>Show all {count}</Trans>
        </SearchLink>
      ) : null}
    </section>
  );
}

function RecentSearches({ onUseTerm }: { onUseTerm: (term: string) => void }) {
  const { t } = useLingui();
  const snap = useSnapshot(searchState);
  if (snap.recent.length === 0) return null;
  return (
    <section className="search-recent" data-testid="search-recent">
      <h3>
        <Trans>Recent searches</Trans>
      </h3>
      <ul>
        {snap.recent.map((term) => (
          <li key={term}>
            <button type="button" className="search-recent-term" data-testid="search-recent-term" onClick={() => onUseTerm(term)}>
              {term}
            </button>
            <button
              type="button"
              className="search-recent-remove"
              aria-label={t`Remove ${term} from recent searches`}
              onClick={() => forgetRecentSearch(term)}
            >
              <Icon name="close" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SearchOverlay({ value, minLength, onUseTerm, onClose, within }: SearchOverlayProps) {
  useLaterTexts();
  const snap = useSnapshot(searchState);
  useEffect(() => typePattern(value, minLength), [value, minLength]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (within?.current && !within.current.contains(event.target as Node)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [onClose, within]);

  const typed = snap.pattern;
  return (
    <div className="search-overlay" data-testid="search-overlay" role="region" aria-label={i18n._(msg`Search`)}>
      {typed === '' ? (
        <RecentSearches onUseTerm={onUseTerm} />
      ) : (
        <>
          <ul className="search-suggestions" data-testid="search-suggestions" data-pattern={snap.suggestionsFor}>
            {snap.suggestions.map((suggestion) => (
              <li key={`${suggestion.kind}:${suggestion.text}`}>
                <Suggestion suggestion={suggestion} typed={typed} onClose={onClose} />
              </li>
            ))}
          </ul>
          {snap.status === 'failed' ? (
            <p role="alert">
              <Trans>The search could not be run. Please try again.</Trans>
            </p>
          ) : null}
          {snap.results && snap.resultsFor === typed ? (
            <div className="search-results" data-testid="search-results" data-pattern={snap.resultsFor}>
              {GLOBAL_SEARCH_SECTIONS.map((section) => (
                <Section
                  key={section}
                  section={section}
                  page={snap.results![section] as SearchSection<unknown>}
                  typed={typed}
                  onClose={onClose}
                />
              ))}
            </div>
          ) : snap.status === 'loading' ? (
            <p role="status" className="search-loading">
              <Trans>Searching…</Trans>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
