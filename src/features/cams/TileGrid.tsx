// A grid of actor tiles from tileGrid/get (spec part 2 §7.4) with the column rules, paging in
// `?page=` and scroll restore: answers are cached per request in memory, so coming back renders
// the stored page in the first render and the shell can restore the position at once.

import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { getTileGrid } from '../../api/cams.ts';
import type { RestAnswer } from '../../contract/rest.ts';
import type { TileGridQuery } from '../../contract/restCalls.ts';
import { ActorTile } from '../../ui/ActorTile.tsx';
import { ListEmpty, ListError, ListSkeleton } from '../../ui/ListState.tsx';
import { actorTilesOf } from './actorTiles.ts';
import { GridCache, type GridState as GridStateOf, gridStateFor } from './gridCache.ts';
import { pageCount, tileGridKey } from './listingRules.ts';
import { Pagination } from './Pagination.tsx';
import { rememberTileGridSettings } from './tileGridSettings.ts';
import { useColumns } from './useColumns.ts';

type GridAnswer = RestAnswer<'tileGrid/get/{type}/{payload}'>;

/** An answer younger than this is shown without asking again. Not shown in spec: chosen. */
const GRID_FRESH_MS = 60_000;

const cache = new GridCache<{ answer: GridAnswer; at: number }>();

/** Keeps an answer for the grid of `type` and `query`; the next render of that grid shows it at once. */
function rememberGridAnswer(type: string, query: TileGridQuery, answer: GridAnswer, at: number = Date.now()): void {
  cache.set(tileGridKey(type, query), { answer, at });
}

/** spec part 1 §4: an album purchase clears the tile grid cache. */
export function clearGridCache(): void {
  cache.clear();
}

type GridState = GridStateOf<GridAnswer>;
const stateFor = (key: string, previous: GridAnswer | null): GridState => gridStateFor(cache, key, previous);

/**
 * `ready` false holds the request back (a category page waits for the category list, so an
 * unknown slug asks for the default category instead of failing).
 */
export function TileGrid({ type, query, empty, ready = true }: { type: string; query: TileGridQuery; empty?: ReactNode; ready?: boolean }) {
  const key = tileGridKey(type, query);
  const [state, setState] = useState<GridState>(() => stateFor(key, null));
  const columns = useColumns();
  const [attempt, setAttempt] = useState(0);
  let shown = state;
  if (state.key !== key) {
    // a new page or filter: the cached answer shows in this very render (scroll restore)
    shown = stateFor(key, state.answer);
    setState(shown);
  }

  useEffect(() => {
    if (!ready) return;
    const cached = cache.get(key);
    if (cached && Date.now() - cached.at < GRID_FRESH_MS) return;
    let current = true;
    getTileGrid(type, query).then(
      (answer) => {
        rememberGridAnswer(type, query, answer);
        rememberTileGridSettings(type, answer.settings);
        if (current) setState({ key, answer, loading: false, failed: false });
      },
      () => {
        if (current) setState((prev) => (prev.key === key ? { ...prev, loading: false, failed: true } : prev));
      },
    );
    return () => {
      current = false;
    };
    // `key` holds type and query: a new query object with the same key asks nothing again
  }, [key, ready, attempt]);

  const answer = shown.answer;
  // the same tile objects while the answer stays (ActorTile is memoised on them)
  const tiles = useMemo(() => (answer ? actorTilesOf(answer.items) : []), [answer]);
  const pages = shown.answer ? pageCount(shown.answer.total, query.limit) : 1;
  return (
    <div className="tile-grid-area" aria-busy={shown.loading}>
      <div data-scroll-anchor="pagination" />
      {shown.failed ? (
        <ListError onRetry={() => setAttempt((n) => n + 1)}>
          <Trans>The cams could not be loaded.</Trans>
        </ListError>
      ) : null}
      {shown.answer && tiles.length === 0 && !shown.loading ? (
        <ListEmpty>{empty ?? <Trans>No cams match these filters right now.</Trans>}</ListEmpty>
      ) : null}
      {!shown.answer && shown.loading ? <ListSkeleton kind="actor" count={query.limit} /> : null}
      <ul className="tile-grid" data-testid="tile-grid" data-columns={columns} data-total={shown.answer?.total ?? 0}>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <ActorTile actor={tile} />
          </li>
        ))}
      </ul>
      <Pagination page={query.page} pages={pages} />
    </div>
  );
}
