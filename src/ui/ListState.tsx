// The states of every list (issue 20, point 6): loading as skeleton tiles sized like the real
// ones (so nothing jumps when the list arrives), empty, failed with a retry, and offline when the
// browser has no network and nothing was cached. One set, used by every list of the app.

import { Trans } from '@lingui/react/macro';
import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { useIsOnline } from './useIsOnline.ts';
import './tile.css';
import './listState.css';

/**
 * The browser says "online" a moment before requests get through again (seen in Chromium): the
 * automatic retry waits this long, so it does not fail once more. Not in the spec: chosen.
 */
const ONLINE_SETTLE_MS = 1000;

/** What a skeleton tile stands in for: its height follows the real tile's. `text`: one line of text in the list's own rows (a program slot). */
export type SkeletonKind = 'actor' | 'video' | 'card' | 'line' | 'picture' | 'text';

function SkeletonTile({ kind }: { kind: SkeletonKind }) {
  if (kind === 'line') return <span className="skeleton skeleton-line-row" />;
  if (kind === 'text') return <span className="skeleton-line" />;
  if (kind === 'card') return <span className="skeleton skeleton-card" />;
  if (kind === 'picture') return <span className="skeleton skeleton-picture" />;
  return (
    <span className="tile">
      <span className="tile-image skeleton" />
      <span className="skeleton-line tile-title" />
      {kind === 'video' ? <span className="skeleton-line skeleton-line--meta tile-meta" /> : null}
    </span>
  );
}

/**
 * Lines of text still to come, in the font of the element they stand in (a heading, a paragraph):
 * as tall as `lines` of its real lines, so the text takes their place without moving what
 * follows. `className` may set `--lines` per width instead (a text wraps more on a phone).
 */
export function SkeletonText({ lines, short = false, className = '' }: { lines?: number; short?: boolean; className?: string }) {
  const style = lines === undefined ? undefined : ({ '--lines': lines } as CSSProperties);
  return <span className={`skeleton-text${short ? ' skeleton-text--short' : ''} ${className}`.trim()} style={style} aria-hidden="true" />;
}

/**
 * A part of the page that is loading: says "Loading…" to a screen reader, and shows `children`
 * (stand-ins the size of what comes) to the eye only.
 */
export function LoadingStatus({
  className,
  testId = 'content-loading',
  children,
}: {
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} role="status" data-testid={testId}>
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/**
 * Stand-ins for a list that is loading, in the list's own layout (`listClassName`: the grid or
 * row the real items go into), so the real items take exactly their place. A feature whose items
 * are its own (a post teaser, a TV episode) passes the stand-in of one item as `item`, drawn with
 * the real item's classes.
 */
export function ListSkeleton({
  kind = 'video',
  item,
  count,
  listClassName = 'tile-grid',
}: {
  kind?: SkeletonKind;
  item?: ReactNode;
  count: number;
  listClassName?: string;
}) {
  return (
    <LoadingStatus className="list-skeleton" testId="list-loading">
      <ul className={kind === 'line' && !item ? `${listClassName} skeleton-stack` : listClassName}>
        {Array.from({ length: count }, (_, n) => (
          <li key={n}>{item ?? <SkeletonTile kind={kind} />}</li>
        ))}
      </ul>
    </LoadingStatus>
  );
}

/** The text of a heading or a name still on its way: "Loading…" to a screen reader, a bar one line high to the eye. */
export function TextSkeleton() {
  return (
    <>
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      <span className="skeleton-heading" aria-hidden="true" />
    </>
  );
}

/** A list with nothing in it: says so, and what the guest can do (`children`, optional). */
export function ListEmpty({ children }: { children?: ReactNode }) {
  return (
    <p className="list-state list-state--empty" data-testid="list-empty">
      {children ?? <Trans>Nothing here yet.</Trans>}
    </p>
  );
}

/**
 * A list that could not be loaded: the reason (offline wins over `children`) and a retry. Offline,
 * the list also asks again by itself as soon as the network is back.
 */
export function ListError({ onRetry, children }: { onRetry?: () => void; children?: ReactNode }) {
  const isOnline = useIsOnline();
  const retry = useRef(onRetry);
  retry.current = onRetry;
  const wasOffline = useRef(!isOnline);
  useEffect(() => {
    if (!isOnline) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    const timer = setTimeout(() => retry.current?.(), ONLINE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [isOnline]);
  return (
    <div className="list-state list-state--error" role="alert" data-testid={isOnline ? 'list-error' : 'list-offline'}>
      <p>
        {isOnline ? (
          (children ?? <Trans>This list could not be loaded.</Trans>)
        ) : (
          <Trans>You are offline. This list loads as soon as you are back online.</Trans>
        )}
      </p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      ) : null}
    </div>
  );
}
