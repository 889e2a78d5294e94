// Applies the scroll rules of scroll.ts to the page (spec part 1 §2): after each navigation,
// scroll to `?scrollTo`, a named anchor or nothing (`?noscroll`); on back/forward restore the
// position stored for that history entry. Also locks body scroll while a menu or a
// scroll-blocking modal is open.
import { useEffect } from 'react';
import { subscribe } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { SCROLL } from '../contract/constants.ts';
import { SCROLL_POSITIONS_KEY } from '../contract/storageKeys.ts';
import { readSessionJson, writeSessionJson } from '../lib/storage.ts';
import { menus, menusBlockScroll } from '../state/menus.ts';
import { modalBlocksScroll, modals } from '../state/modals.ts';
import {
  anchorScrollY,
  newHistoryKey,
  rememberPosition,
  type ScrollAnchor,
  type ScrollPositions,
  scrollAnimationY,
  scrollTargetFor,
} from './scroll.ts';

/** The field of `history.state` that names the entry. */
const ENTRY_KEY_FIELD = 'glimmerScrollKey';
/** How long a target that is not rendered yet (data still loading) is waited for. */
const WAIT_FOR_ELEMENT_MS = 2_000;
const WAIT_FOR_ANCHOR_MS = 150;

const hasWindow = typeof window !== 'undefined';

/** The first navigation effect ran (a page load scrolls differently from a navigation). */
let started = false;
/** The entry whose position scrolling records; null from leaving an entry until the next page's effect. */
let currentKey: string | null = null;
/** The last location handled, so a repeated effect (React StrictMode) does not scroll twice. */
let handled = '';
let isHistoryNavigation = false;
let positions: ScrollPositions = storedPositions();
let saveTimer: ReturnType<typeof setTimeout> | undefined;
let cancelRunning: (() => void) | null = null;

function storedPositions(): ScrollPositions {
  const stored = hasWindow ? readSessionJson<unknown>(SCROLL_POSITIONS_KEY) : null;
  return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as ScrollPositions) : {};
}

function savePosition(now: boolean): void {
  if (currentKey === null) return;
  positions = rememberPosition(positions, currentKey, window.scrollY);
  clearTimeout(saveTimer);
  if (now) writeSessionJson(SCROLL_POSITIONS_KEY, positions);
  else saveTimer = setTimeout(() => writeSessionJson(SCROLL_POSITIONS_KEY, positions), SCROLL.debounceMs);
}

// Registered when the module loads, before wouter subscribes to the same events, so the leaving
// entry's position is saved before the next page renders and the flag is set before the effect.
if (hasWindow) {
  try {
    history.scrollRestoration = 'manual';
  } catch {
    // an old browser without the property: its own restoration then competes, nothing breaks
  }
  // After leaving, the old page's scroll events (the browser clamping to the new, shorter page)
  // must not overwrite the position just saved: recording pauses until the next effect.
  const leave = () => {
    savePosition(true);
    currentKey = null;
  };
  window.addEventListener('popstate', () => {
    leave();
    isHistoryNavigation = true;
  });
  window.addEventListener('pushState', leave);
}

function entryKey(): string {
  const state: unknown = history.state;
  const existing = state && typeof state === 'object' ? (state as Record<string, unknown>)[ENTRY_KEY_FIELD] : null;
  if (typeof existing === 'string') return existing;
  const key = newHistoryKey();
  try {
    const base = state && typeof state === 'object' ? state : {};
    history.replaceState({ ...base, [ENTRY_KEY_FIELD]: key }, '');
  } catch {
    // a state that cannot be cloned: the entry goes without a key and is not restored
  }
  return key;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Runs `step` every frame until it returns true or `timeoutMs` passes; a guest's scroll input stops it. */
function eachFrame(step: (elapsedMs: number, timedOut: boolean) => boolean, timeoutMs: number): void {
  cancelRunning?.();
  let frame = 0;
  const start = performance.now();
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const cancel = () => {
    cancelAnimationFrame(frame);
    for (const type of inputs) window.removeEventListener(type, cancel);
    if (cancelRunning === cancel) cancelRunning = null;
  };
  const tick = (now: number) => {
    const elapsed = now - start;
    if (step(elapsed, elapsed >= timeoutMs)) cancel();
    else frame = requestAnimationFrame(tick);
  };
  for (const type of inputs) window.addEventListener(type, cancel, { passive: true, once: true });
  cancelRunning = cancel;
  frame = requestAnimationFrame(tick);
}

/** Scrolls to `y` in SCROLL.animationMs with easing, or at once when reduced motion is asked for. */
function scrollSmoothly(y: number): void {
  const fromY = window.scrollY;
  if (prefersReducedMotion() || Math.abs(y - fromY) < 1) {
    cancelRunning?.();
    window.scrollTo(0, y);
    return;
  }
  eachFrame((elapsed) => {
    const { y: next, done } = scrollAnimationY(fromY, y, elapsed);
    window.scrollTo(0, next);
    return done;
  }, SCROLL.animationMs * 2);
}

function documentTop(element: Element): number {
  return element.getBoundingClientRect().top + window.scrollY;
}

/** Restores a stored position, waiting for the page to grow tall enough (its data loading). */
function restore(y: number): void {
  eachFrame((_elapsed, timedOut) => {
    const maxY = document.documentElement.scrollHeight - window.innerHeight;
    if (maxY < y && !timedOut) return false;
    window.scrollTo(0, Math.min(y, Math.max(0, maxY)));
    return true;
  }, WAIT_FOR_ELEMENT_MS);
}

function scrollToElement(id: string): void {
  eachFrame((_elapsed, timedOut) => {
    const element = document.getElementById(id);
    if (!element) return timedOut;
    scrollSmoothly(anchorScrollY(documentTop(element)));
    return true;
  }, WAIT_FOR_ELEMENT_MS);
}

function findAnchor(name: ScrollAnchor | undefined): Element | null {
  return name === undefined ? null : document.querySelector(`[data-scroll-anchor="${name}"]`);
}

/**
 * Scrolls to the first named anchor on the page. The page may still be loading: the anchors
 * before the last get a moment to appear; then the last one (the top) is used.
 */
function scrollToAnchor(names: readonly ScrollAnchor[]): void {
  eachFrame((_elapsed, timedOut) => {
    const preferred = names
      .slice(0, -1)
      .map(findAnchor)
      .find((anchor) => anchor !== null);
    if (preferred) {
      scrollSmoothly(anchorScrollY(documentTop(preferred)));
      return true;
    }
    if (!timedOut) return false;
    const last = findAnchor(names.at(-1));
    scrollSmoothly(last ? anchorScrollY(documentTop(last)) : 0);
    return true;
  }, WAIT_FOR_ANCHOR_MS);
}

function scrollAfterNavigation(search: string, isFirstRender: boolean, historyNavigation: boolean): void {
  const stored = currentKey === null ? undefined : positions[currentKey];
  // A reload keeps the entry's key: it is restored like back/forward.
  const target = scrollTargetFor(search, historyNavigation || (isFirstRender && stored !== undefined));
  if (target.kind === 'restore' && stored !== undefined) return restore(stored);
  const fresh = target.kind === 'restore' ? scrollTargetFor(search, false) : target;
  if (fresh.kind === 'element') return scrollToElement(fresh.id);
  // A fresh page load starts at the top already; only `scrollTo` moves it.
  if (isFirstRender || fresh.kind === 'none' || fresh.kind === 'restore') return;
  scrollToAnchor(fresh.names);
}

/** The shell's scroll handling; Layout calls it once. */
export function useScrollHandling(): void {
  const [pathname] = useLocation();
  const search = useSearch();

  useEffect(() => {
    const onScroll = () => savePosition(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    const onHide = () => savePosition(true);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
    };
  }, []);

  useEffect(() => {
    currentKey = entryKey();
    const location = `${currentKey} ${pathname}?${search}`;
    if (location === handled) return;
    handled = location;
    const isFirstRender = !started;
    started = true;
    const historyNavigation = isHistoryNavigation;
    isHistoryNavigation = false;
    scrollAfterNavigation(search, isFirstRender, historyNavigation);
  }, [pathname, search]);
}

/** Blocks body scroll (class + `data-scroll-blocked`) while a menu or a scroll-blocking modal is open. */
export function useBodyScrollLock(): void {
  useEffect(() => {
    const body = document.body;
    const update = () => {
      const blocked = menusBlockScroll(menus) || modalBlocksScroll(modals);
      body.classList.toggle('scroll-blocked', blocked);
      body.dataset.scrollBlocked = String(blocked);
    };
    update();
    const unsubscribeMenus = subscribe(menus, update, true);
    const unsubscribeModals = subscribe(modals, update, true);
    return () => {
      unsubscribeMenus();
      unsubscribeModals();
      body.classList.remove('scroll-blocked');
      body.dataset.scrollBlocked = 'false';
    };
  }, []);
}
