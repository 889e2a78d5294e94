import type { ComponentProps, MouseEvent } from 'react';
import { useLocation } from 'wouter';

/**
 * A link to this page with another query (a page, a filter), followed client-side on a plain
 * left click so the shell's scroll rules run (spec part 1 §2: pagination anchor on page/sort).
 */
export function SearchLink({ href, onClick, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  const [, navigate] = useLocation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a {...rest} href={href} onClick={follow} />;
}
