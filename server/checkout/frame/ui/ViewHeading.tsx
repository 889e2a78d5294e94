import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The heading of a view, screen or result. It takes the focus when it appears, so a screen
 * reader announces the new view and the keyboard continues from its top.
 */
export function ViewHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="view-heading">
      {children}
    </h1>
  );
}
