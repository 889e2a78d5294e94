// The pro search panel on the cams page ("search by distance"): zip or browser location,
// category, filters with remove buttons, sort by rank or distance, results 30 a page with the
// total hits, and a small map of the markers around the centre (spec part 1 §3 Pro search).

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { PRO_SEARCH_SORTS, type ProSearchSort } from '../../contract/enums.ts';
import { ActorTile } from '../../ui/ActorTile.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { toModelTile } from './actorTiles.ts';
import { camCategories, loadCamCategories } from './categories.ts';
import {
  addProSearchFilter,
  categoryProSearch,
  closeProSearch,
  openProSearch,
  type ProSearchProblem,
  pageProSearch,
  proSearch,
  removeProSearchFilter,
  searchByBrowserLocation,
  searchByZip,
  sortProSearch,
} from './proSearch.ts';
import { distanceKm, plotMarkers } from './proSearchRules.ts';

const SORT_LABELS: Record<ProSearchSort, MessageDescriptor> = { rank: msg`Rank`, distance: msg`Distance` };

/** Filters the panel offers; the server may answer others, shown by their own name. */
const FILTER_LABELS: Record<string, MessageDescriptor> = {
  online: msg`Online now`,
  freeChat: msg`Free chat`,
  videoCall: msg`Video call`,
  voyeur: msg`Voyeur chat`,
  toyControl: msg`Toy control`,
  livePreview: msg`Live preview`,
};

const PROBLEMS: Record<ProSearchProblem, MessageDescriptor> = {
  invalidZip: msg`Please enter a valid zip code.`,
  unknownZip: msg`We do not know this zip code.`,
  noBrowserLocation: msg`Your browser did not tell us your location.`,
  failed: msg`The search failed. Please try again.`,
};

const MAP_SIZE = 240;

function MarkerMap() {
  const { t } = useLingui();
  const snap = useSnapshot(proSearch);
  // distances from the search's place; without one, the server's map state (the overview)
  const centre = snap.centre ?? snap.result?.mapState?.center ?? null;
  const markers = snap.result?.markers ?? [];
  if (!centre || markers.length === 0) return null;
  return (
    <svg
      className="pro-search-map"
      width={MAP_SIZE}
      height={MAP_SIZE}
      viewBox={`0 0 ${MAP_SIZE} ${MAP_SIZE}`}
      role="img"
      aria-label={t`Map of the results`}
      data-testid="pro-search-map"
    >
      <circle cx={MAP_SIZE / 2} cy={MAP_SIZE / 2} r="6" className="pro-search-map-centre" />
      {plotMarkers(centre, markers, MAP_SIZE).map((marker) => (
        <circle key={marker.actorId} cx={marker.x} cy={marker.y} r="4" className="pro-search-map-marker" data-actor-id={marker.actorId} />
      ))}
    </svg>
  );
}

function Results() {
  const snap = useSnapshot(proSearch);
  const result = snap.result;
  if (!result) return null;
  const centre = snap.centre;
  const markerOf = (id: number) => result.markers.find((m) => m.actorId === id);
  const totalHits = result.totalHits;
  const currentPage = result.currentPage;
  const maxPage = Math.max(1, result.maxPage);
  return (
    <div className="pro-search-results">
      <p data-testid="pro-search-total">
        <Trans>{totalHits} cams found</Trans>
      </p>
      <ol className="tile-grid">
        {result.actors.map((actor) => {
          const marker = markerOf(actor.id);
          const measured = actor.distanceKm ?? (centre && marker ? distanceKm(centre, marker) : null);
          const km = measured === null ? null : Math.round(measured);
          return (
            <li key={actor.id} data-testid="pro-search-result" data-actor-id={actor.id}>
              <ActorTile actor={toModelTile(actor)} />
              {km !== null ? (
                <span className="pro-search-distance">
                  <Trans>{km} km away</Trans>
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {maxPage > 1 ? (
        <nav className="pagination">
          <button type="button" disabled={currentPage <= 1 || snap.busy} onClick={() => void pageProSearch(currentPage - 1)}>
            <Trans>Previous</Trans>
          </button>
          <span>
            <Trans>
              Page {currentPage} of {maxPage}
            </Trans>
          </span>
          <button type="button" disabled={currentPage >= maxPage || snap.busy} onClick={() => void pageProSearch(currentPage + 1)}>
            <Trans>Next</Trans>
          </button>
        </nav>
      ) : null}
    </div>
  );
}

export function ProSearch() {
  const { t, i18n } = useLingui();
  const snap = useSnapshot(proSearch);
  const categories = useSnapshot(camCategories);
  const [zip, setZip] = useState(snap.query?.zip ?? '');

  useEffect(() => {
    if (snap.open) void loadCamCategories(i18n.locale);
  }, [snap.open, i18n.locale]);

  const submitZip = (event: FormEvent) => {
    event.preventDefault();
    void searchByZip(zip);
  };
  const query = snap.query;
  const offered = Object.keys(FILTER_LABELS).filter((filter) => !query?.filters.includes(filter));

  return (
    <section className="pro-search" data-testid="pro-search" aria-label={t`Search by distance`}>
      <button
        type="button"
        className="button"
        aria-expanded={snap.open}
        data-testid="pro-search-toggle"
        onClick={() => (snap.open ? closeProSearch() : void openProSearch())}
      >
        <Trans>Search by distance</Trans>
      </button>
      {snap.open ? (
        <div className="pro-search-panel" aria-busy={snap.busy}>
          <form className="pro-search-where" onSubmit={submitZip}>
            <label>
              <span>
                <Trans>Zip code</Trans>
              </span>
              <input
                value={zip}
                onChange={(event) => setZip(event.target.value)}
                inputMode="text"
                autoComplete="postal-code"
                maxLength={10}
                data-testid="pro-search-zip"
              />
            </label>
            <button type="submit" className="button button--primary" disabled={snap.busy || !query}>
              <Trans>Search</Trans>
            </button>
            <button type="button" className="button" disabled={snap.busy || !query} onClick={() => void searchByBrowserLocation()}>
              <Trans>Use my location</Trans>
            </button>
          </form>
          {snap.problem ? (
            <p role="alert" className="listing-note">
              {i18n._(PROBLEMS[snap.problem])}
            </p>
          ) : null}
          {query ? (
            <div className="pro-search-controls">
              <label>
                <span>
                  <Trans>Category</Trans>
                </span>
                <select value={query.category} onChange={(event) => void categoryProSearch(Number(event.target.value))}>
                  {(categories.list ?? []).some((c) => c.id === query.category) ? null : (
                    <option value={query.category}>{t`All categories`}</option>
                  )}
                  {(categories.list ?? []).map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                <span>
                  <Trans>Sort</Trans>
                </span>
                <select
                  value={query.sort}
                  onChange={(event) => void sortProSearch(event.target.value as ProSearchSort)}
                  data-testid="pro-search-sort"
                >
                  {PRO_SEARCH_SORTS.map((sort) => (
                    <option key={sort} value={sort} disabled={sort === 'distance' && !snap.centre}>
                      {i18n._(SORT_LABELS[sort])}
                    </option>
                  ))}
                </select>
              </label>
              <ul className="pro-search-filters" aria-label={t`Filters`}>
                {query.filters.map((filter) => {
                  const label = FILTER_LABELS[filter] ? i18n._(FILTER_LABELS[filter]) : filter;
                  return (
                    <li key={filter}>
                      <span>{label}</span>
                      <button
                        type="button"
                        aria-label={t`Remove filter ${label}`}
                        data-testid="pro-search-filter-remove"
                        onClick={() => void removeProSearchFilter(filter)}
                      >
                        <Icon name="close" />
                      </button>
                    </li>
                  );
                })}
                {offered.map((filter) => (
                  <li key={filter}>
                    <button type="button" className="pro-search-filter-add" onClick={() => void addProSearchFilter(filter)}>
                      + {i18n._(FILTER_LABELS[filter]!)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <MarkerMap />
          <Results />
        </div>
      ) : null}
    </section>
  );
}
