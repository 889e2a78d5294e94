import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once its place comes within `margin` of the screen: what sits below the
 * fold (and its code, when the children are lazy) costs the first load nothing. Until then, and
 * while lazy children load, a placeholder keeps their place (`minHeight`, or a class that sizes
 * it like the children), so nothing below them moves when they arrive.
 */
export function WhenNear({
  children,
  margin = '400px',
  minHeight,
  placeholderClassName,
}: {
  children: ReactNode;
  margin?: string;
  minHeight?: number;
  placeholderClassName?: string;
}) {
  const marker = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = marker.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setIsNear(true), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, margin]);
  const placeholder = (ref?: typeof marker) => (
    <div ref={ref} className={placeholderClassName} style={minHeight ? { minHeight } : undefined} aria-hidden="true" />
  );
  if (isNear) return <Suspense fallback={placeholder()}>{children}</Suspense>;
  return placeholder(marker);
}
