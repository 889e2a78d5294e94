// A page in its own chunk that can be loaded again (issue 21, point 12). React.lazy keeps a failed
// import for good, so a page whose chunk failed (offline, a flaky network, a deploy) would stay
// broken until a reload; here it gets a fresh lazy component when the guest retries.
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';

/** The renewers of the pages whose chunk failed since the last retry. */
const failed = new Set<() => void>();

/** A page loaded from its chunk on first render, and again after renewFailedPages() if it failed. */
export function pageChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  const renew = () => {
    current = lazy(() =>
      load().catch((error: unknown) => {
        failed.add(renew);
        throw error;
      }),
    );
  };
  renew();
  return function ChunkPage(props: P) {
    return createElement(current, props);
  };
}

/** Gives every page whose chunk failed a fresh try: its next render loads the chunk again. */
export function renewFailedPages(): void {
  for (const renew of failed) renew();
  failed.clear();
}
