// A long first render split in two: what the first screen needs renders and is painted first,
// the rest in the task right after that paint (on the bench's slow phone a page's first render
// was a long task that held its first paint back, issue 23). Not a transition: presence updates
// from the socket would keep restarting a background render; this one is one task, once.
import { useEffect, useState } from 'react';

/** false in the first render, true from the task after the browser painted it; true from the start when not `deferred`. */
export function useAfterPaint(deferred = true): boolean {
  const [shown, setShown] = useState(!deferred);
  useEffect(() => {
    if (shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown]);
  return shown;
}
