// Tab title animation (spec part 1 §2, §9): while the tab is hidden and a title prefix is
// configured, the title scrolls like a marquee, one character per TIMING_MS.tabTitleStep; the
// real title comes back when the tab is visible again. No prefix, no animation.
import { TIMING_MS } from '../contract/constants.ts';

// Browsers trim and collapse ASCII spaces in document.title, which would make the marquee jump
// whenever a space reaches either end: the marquee uses no-break spaces instead.
const NBSP = '\u00a0';

/** Between the end of the text and its start again in the marquee. */
export const MARQUEE_GAP = `${NBSP}·${NBSP}`;

/** The marquee text: prefix and title, then the gap before it repeats. */
export function marqueeText(prefix: string, title: string): string {
  const text = [prefix, title]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, NBSP);
  return text ? text + MARQUEE_GAP : '';
}

/** A title as `document.title` reads it back: ASCII whitespace collapsed and trimmed. */
export function titleAsRead(title: string): string {
  // Not String#trim: that would also drop the no-break spaces, which the browser keeps.
  return title.replace(/[\t\n\f\r ]+/g, ' ').replace(/^ | $/g, '');
}

/**
 * The title at `step`: the marquee text rotated left by `step` characters (code points, so an
 * emoji in the prefix is never cut in half). Returns '' when there is nothing to show.
 */
export function tabTitleAt(prefix: string, title: string, step: number): string {
  const chars = Array.from(marqueeText(prefix, title));
  if (chars.length === 0) return '';
  const offset = ((Math.floor(step) % chars.length) + chars.length) % chars.length;
  return chars.slice(offset).concat(chars.slice(0, offset)).join('');
}

/**
 * Animates `document.title` while the tab is hidden. Returns a function that stops listening
 * and restores the real title. A title the app sets while hidden (a page change) is taken as
 * the new real title.
 */
export function startTabTitleAnimation(prefix: string, stepMs: number = TIMING_MS.tabTitleStep): () => void {
  if (!prefix.trim() || typeof document === 'undefined') return () => {};

  let timer: ReturnType<typeof setInterval> | undefined;
  let realTitle = document.title;
  let written = '';
  let step = 0;

  const tick = () => {
    if (document.title !== titleAsRead(written)) realTitle = document.title; // the app changed it meanwhile
    written = tabTitleAt(prefix, realTitle, step++);
    document.title = written;
  };
  const stop = () => {
    if (timer === undefined) return;
    clearInterval(timer);
    timer = undefined;
    if (document.title === titleAsRead(written)) document.title = realTitle;
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      if (timer !== undefined) return;
      realTitle = document.title;
      written = realTitle;
      step = 0;
      timer = setInterval(tick, stepMs);
    } else {
      stop();
    }
  };

  document.addEventListener('visibilitychange', onVisibility);
  onVisibility();
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    stop();
  };
}
