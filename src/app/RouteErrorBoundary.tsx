// The route's error boundary (issue 21, point 12): a page that cannot be shown never leaves a
// blank screen. A chunk that is gone after a deploy reloads the page once (chunkRecovery.ts); a
// chunk that failed on a flaky network or offline, or a page whose code failed, shows a
// translated message with a retry, and a page whose code failed is reported (reporting/main).
// Leaving for another page clears it.

import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode, useEffect, useState } from 'react';
import { isChunkLoadError } from './chunkErrors.ts';
import { recoverFromChunkError } from './chunkRecovery.ts';
import { reportAppError } from './errorReports.ts';

type Failure = { error: unknown; isChunk: boolean };

interface Props {
  /** The page shown (its path): another one clears the failure. */
  resetKey: string;
  /** The route shown, for the error report. */
  routeId: string | null;
  /** Loads the failed page again (a fresh chunk request) and renders it. */
  onRetry: () => void;
  children: ReactNode;
}

export class RouteErrorBoundary extends Component<Props, { failure: Failure | null; failedKey: string }> {
  override state = { failure: null as Failure | null, failedKey: '' };

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error, isChunk: isChunkLoadError(error) } };
  }

  static getDerivedStateFromProps(props: Props, state: { failure: Failure | null; failedKey: string }) {
    if (state.failure === null) return { failedKey: props.resetKey };
    return props.resetKey !== state.failedKey ? { failure: null, failedKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown): void {
    console.warn('the page could not be shown', error);
    // a chunk that failed is the network's or a deploy's doing; a page whose code failed is ours to know
    if (!isChunkLoadError(error)) reportAppError(error, { kind: 'page', route: this.props.routeId ?? undefined });
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failure: null });
  };

  override render(): ReactNode {
    const { failure } = this.state;
    return failure === null ? this.props.children : <RouteError failure={failure} onRetry={this.retry} />;
  }
}

function RouteError({ failure, onRetry }: { failure: Failure; onRetry: () => void }) {
  const [outcome, setOutcome] = useState<'checking' | 'reloading' | 'retry'>(failure.isChunk ? 'checking' : 'retry');
  useEffect(() => {
    if (!failure.isChunk) return;
    let current = true;
    void recoverFromChunkError(failure.error).then((next) => current && setOutcome(next));
    return () => {
      current = false;
    };
  }, [failure]);
  return (
    <main className="page route-error" data-testid="route-error" data-outcome={outcome}>
      <h1>
        <Trans>This page could not be loaded</Trans>
      </h1>
      <p role="status">
        {outcome === 'reloading' ? (
          <Trans>A new version of the app is here. Loading it…</Trans>
        ) : failure.isChunk ? (
          <Trans>Check your connection, then try again.</Trans>
        ) : (
          <Trans>Something went wrong on this page. Try again; if it happens again, come back later.</Trans>
        )}
      </p>
      {outcome !== 'reloading' && (
        <button
          type="button"
          className="button button--primary"
          data-testid="route-error-retry"
          onClick={onRetry}
          disabled={outcome === 'checking'}
        >
          <Trans>Try again</Trans>
        </button>
      )}
    </main>
  );
}
