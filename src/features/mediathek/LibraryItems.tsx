// What every view of the media library shows while its items load, when they fail, and when
// there are none; the view itself renders the items.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Loaded } from '../actors/store.ts';

export function LibraryItems<T>({ loaded, children }: { loaded: Loaded<{ items: T[] }>; children: (items: T[]) => ReactNode }) {
  if (loaded.status === 'loading') return <p role="status"><Trans>Loading…</Trans></p>;
  if (loaded.status === 'error') return <p role="alert"><Trans>Your media could not be loaded. Please try again.</Trans></p>;
  if (loaded.data.items.length === 0) return <p className="listing-note" data-testid="mediathek-empty"><Trans>Nothing here yet.</Trans></p>;
  return <>{children(loaded.data.items)}</>;
}
