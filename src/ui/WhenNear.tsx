import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once its place comes within `margin` of the screen: what sits below the
 * fold (and its code, when the children are lazy) costs the first load nothing.
 */
export function WhenNear({ children, margin = '400px', minHeight }: { children: ReactNode; margin?: string; minHeight?: number }) {
  const marker = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = marker.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setIsNear(true), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, margin]);
  if (isNear) return <Suspense fallback={null}>{children}</Suspense>;
  return <div ref={marker} style={minHeight ? { minHeight } : undefined} aria-hidden="true" />;
}
