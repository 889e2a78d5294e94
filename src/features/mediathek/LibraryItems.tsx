// What every view of the media library shows while its items load, when they fail, and when
// there are none; the view itself renders the items.

import { Trans } from '@lingui/react/macro';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { ListEmpty, ListError, ListSkeleton } from '../../ui/ListState.tsx';
import type { Loaded } from '../actors/store.ts';

/**
 * Told whether the view's items are in (true) or loading (false): what comes below the view (the
 * recommendations) waits for it, so the view's stand-in giving way to fewer items moves nothing.
 */
export const LibrarySettledContext = createContext<((settled: boolean) => void) | null>(null);

export function LibraryItems<T>({ loaded, children }: { loaded: Loaded<{ items: T[] }>; children: (items: T[]) => ReactNode }) {
  const onSettled = useContext(LibrarySettledContext);
  const settled = loaded.status !== 'loading';
  useEffect(() => {
    onSettled?.(settled);
  }, [onSettled, settled]);
  if (loaded.status === 'loading') return <ListSkeleton kind="video" count={8} />;
  if (loaded.status === 'error')
    return (
      <ListError onRetry={loaded.retry}>
        <Trans>Your media could not be loaded.</Trans>
      </ListError>
    );
  if (loaded.data.items.length === 0)
    return (
      <div data-testid="mediathek-empty">
        <ListEmpty />
      </div>
    );
  return <>{children(loaded.data.items)}</>;
}
