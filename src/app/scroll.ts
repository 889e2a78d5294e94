// Scroll rules of web navigation and of the navbar (spec part 1 §2, §9), as pure functions.
// The hook that applies them to the page is useScrollHandling.ts.
import { SCROLL } from '../contract/constants.ts';

/** Named anchors a page can carry (`data-scroll-anchor="..."`); `top` sits at the top of the shell. */
export type ScrollAnchor = 'pagination' | 'view' | 'top';

export type ScrollTarget =
  /** Back/forward: restore the position stored for the history entry. */
  | { kind: 'restore' }
  /** `?scrollTo=id`: the element with that id. */
  | { kind: 'element'; id: string }
  /** `?noscroll`: leave the scroll position alone. */
  | { kind: 'none' }
  /** The first of these anchors present on the page, minus SCROLL.anchorOffsetPx. */
  | { kind: 'anchor'; names: readonly ScrollAnchor[] };

/**
 * Where a navigation scrolls to. `search` is the query string, with or without its `?`.
 * Order: history navigation restores; then `scrollTo`; then `noscroll` stops; then the
 * pagination anchor when the query pages or sorts, else the view anchor, else the top.
 * The hook falls back to `scrollTargetFor(search, false)` when nothing was stored for an entry.
 */
export function scrollTargetFor(search: string, isHistoryNavigation: boolean): ScrollTarget {
  if (isHistoryNavigation) return { kind: 'restore' };
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const elementId = query.get('scrollTo')?.trim();
  if (elementId) return { kind: 'element', id: elementId };
  if (query.has('noscroll')) return { kind: 'none' };
  if (query.has('page') || query.has('sort')) return { kind: 'anchor', names: ['pagination', 'view', 'top'] };
  return { kind: 'anchor', names: ['view', 'top'] };
}

/** The scroll position that shows an element whose top is `elementTop` px into the document. */
export function anchorScrollY(elementTop: number, offset: number = SCROLL.anchorOffsetPx): number {
  return Math.max(0, Math.round(elementTop - offset));
}

/**
 * Whether the navbar shows after the page scrolled from `prevY` to `y`. Near the top it always
 * shows; movements under the threshold keep the current state; scrolling down past the hide
 * point hides it and scrolling up shows it. `prevY` is the position of the last decision
 * (see `navbarReferenceY`), so slow scrolling accumulates until it crosses the threshold.
 */
export function nextNavbarVisible(prevY: number, y: number, visible: boolean): boolean {
  if (y <= SCROLL.navbarHideAfterPx) return true;
  const delta = y - prevY;
  if (Math.abs(delta) < SCROLL.movementThresholdPx) return visible;
  return delta < 0;
}

/** The position the next `nextNavbarVisible` call compares with: moves only on a counted movement. */
export function navbarReferenceY(prevY: number, y: number): number {
  return y <= SCROLL.navbarHideAfterPx || Math.abs(y - prevY) >= SCROLL.movementThresholdPx ? y : prevY;
}

/** Ease in and out (cubic), t from 0 to 1. */
export function easeInOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/** Where an animated scroll from `fromY` to `toY` stands `elapsedMs` into its animation. */
export function scrollAnimationY(
  fromY: number,
  toY: number,
  elapsedMs: number,
  durationMs: number = SCROLL.animationMs,
): { y: number; done: boolean } {
  if (durationMs <= 0 || elapsedMs >= durationMs) return { y: toY, done: true };
  return { y: Math.round(fromY + (toY - fromY) * easeInOutCubic(elapsedMs / durationMs)), done: false };
}

/** Stored scroll positions by history entry key, oldest first. */
export type ScrollPositions = Record<string, number>;

/** Most history entries whose position is kept for a tab; older ones are dropped first. */
const STORED_POSITIONS_MAX = 50;

/** The positions with `key` set to `y` (moved to the newest place), capped at `max` entries. */
export function rememberPosition(positions: ScrollPositions, key: string, y: number, max: number = STORED_POSITIONS_MAX): ScrollPositions {
  const entries = Object.entries(positions).filter(([k]) => k !== key);
  entries.push([key, Math.max(0, Math.round(y))]);
  return Object.fromEntries(entries.slice(-max));
}

/** A new key for a history entry (unique within a tab; it only needs to tell entries apart). */
export function newHistoryKey(now: number = Date.now(), random: number = Math.random()): string {
  return `${now.toString(36)}${Math.floor(random * 36 ** 4).toString(36)}`;
}
