// A part of the shell that comes in its own chunk (the footer, a dialog host, the navbar's
// balance): while it loads its fallback holds its place, and when its chunk cannot be loaded
// (offline, a flaky network, a deploy that removed it) the fallback stays. Without a boundary, React unmounts
// the whole app on such an error: a decoration must never blank the page (issue 21, point 12).
import { Component, type ReactNode, Suspense } from 'react';

class QuietBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('a part of the page could not be loaded; it stays away until the next load', error);
  }

  override render(): ReactNode {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}

/** `fallback`: what holds the part's place while it loads, and after its chunk failed (nothing by default). */
export function LazySlot({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <QuietBoundary fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </QuietBoundary>
  );
}
