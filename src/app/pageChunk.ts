// A page in its own chunk that can be loaded again (issue 21, point 12). React.lazy keeps a failed
// import for good, so a page whose chunk failed (offline, a flaky network, a deploy) would stay
// broken until a reload; here it gets a fresh lazy component when the guest retries.
//
// The first page of a visit is asked for before the first render (src/main.tsx, issue 23): once
// its chunk is there the page renders at once, with no Suspense fallback in between; a fallback
// would hold the page's reveal back by React's 300 ms throttle of retried boundaries. (Withdrawn
// once, 2026-11-28: late promos pushed the page down; they no longer do, promoRules.ts.)
import { type ComponentType, createElement, type LazyExoticComponent, lazy, useState } from 'react';

/** The renewers of the pages whose chunk failed since the last retry. */
const failed = new Set<() => void>();

/** A page component whose chunk can be asked for before it renders. */
export type ChunkPage<P extends object> = ComponentType<P> & {
  /** Loads the chunk; resolves once the page renders without suspending (never rejects: a failure is the render's to show). */
  preload(): Promise<void>;
};

/** A page loaded from its chunk on first render (or preload), and again after renewFailedPages() if it failed. */
export function pageChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ChunkPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  let current: LazyExoticComponent<ComponentType<P>>;
  const start = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        failed.add(renew);
        throw error;
      },
    );
    return loading;
  };
  const renew = () => {
    loading = null;
    current = lazy(start);
  };
  renew();
  const page = function ChunkPage(props: P) {
    // Decided once per mount: a page that mounted lazily stays that component type, never remounts.
    const [ready] = useState(() => loaded);
    return createElement(ready ?? current, props);
  };
  return Object.assign(page, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/** Gives every page whose chunk failed a fresh try: its next render loads the chunk again. */
export function renewFailedPages(): void {
  for (const renew of failed) renew();
  failed.clear();
}
