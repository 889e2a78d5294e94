// The desktop navbar's main links: as many as fit in the room the bar leaves them, in order; the
// rest in a "More" menu (issue 20: German labels were cut mid-word, English logged-in ran over).
// Widths are measured once per language with every link shown (before the first paint), then
// the row is fitted again whenever its room changes.

import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { NavLink } from './Navbar.tsx';
import { linksThatFit } from './navbarFit.ts';
import { RouteLink } from './RouteLink.tsx';
import { useRoute } from './useRoute.ts';

export function NavbarLinks({ links, label }: { links: readonly NavLink[]; label: string }) {
  const { i18n } = useLingui();
  const current = useRoute().match?.id;
  const nav = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const more = useRef<HTMLDivElement>(null);
  const widths = useRef<{ links: number[]; more: number } | null>(null);
  // null: measuring (every link and the More button shown, before the browser paints).
  const [shown, setShown] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  // Bumped when the bar appears (a phone turned, a window widened) before anything was measured.
  const [attempt, setAttempt] = useState(0);

  const fit = useCallback(() => {
    const measured = widths.current;
    if (!measured || !nav.current || !list.current) return;
    const gap = parseFloat(getComputedStyle(list.current).columnGap) || 0;
    setShown(linksThatFit({ linkWidths: measured.links, moreWidth: measured.more, gap, available: nav.current.clientWidth }));
  }, []);

  // A new language (or set of links) is measured afresh.
  useLayoutEffect(() => {
    widths.current = null;
    setShown(null);
  }, [i18n.locale, links]);

  useLayoutEffect(() => {
    if (shown !== null || !list.current || !more.current) return;
    const items = [...list.current.children] as HTMLElement[];
    // Hidden below the desktop width (CSS): nothing to measure until the bar shows.
    if (items.length === 0 || items[0]!.offsetWidth === 0) return;
    widths.current = { links: items.map((item) => item.getBoundingClientRect().width), more: more.current.getBoundingClientRect().width };
    fit();
  }, [shown, attempt, fit]);

  useEffect(() => {
    const element = nav.current;
    if (!element) return;
    const observer = new ResizeObserver(() => (widths.current ? fit() : setAttempt((value) => value + 1)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [fit]);

  // The menu closes on Escape and on a click anywhere else.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      more.current?.querySelector('button')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!more.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const measuring = shown === null;
  const count = shown ?? links.length;
  const rest = links.slice(count);
  const isCurrentInMenu = rest.some((link) => link.to === current);

  return (
    <nav ref={nav} className="navbar__nav" aria-label={label} data-measuring={measuring || undefined}>
      <ul ref={list} className="navbar__links">
        {links.map((link, index) => (
          <li key={link.to} hidden={index >= count || undefined}>
            <RouteLink to={link.to} aria-current={current === link.to ? 'page' : undefined}>
              {i18n._(link.label)}
            </RouteLink>
          </li>
        ))}
      </ul>
      <div ref={more} className="navbar__more" data-testid="navbar-more" hidden={!measuring && rest.length === 0}>
        <button
          type="button"
          className="navbar__more-button"
          aria-expanded={open}
          aria-haspopup="true"
          aria-controls="navbar-more-menu"
          data-current={isCurrentInMenu || undefined}
          onClick={() => setOpen((value) => !value)}
        >
          <Trans>More</Trans>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        {open && rest.length > 0 ? (
          <ul id="navbar-more-menu" className="navbar__more-menu" data-testid="navbar-more-menu">
            {rest.map((link) => (
              <li key={link.to}>
                <RouteLink to={link.to} aria-current={current === link.to ? 'page' : undefined} onClick={() => setOpen(false)}>
                  {i18n._(link.label)}
                </RouteLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </nav>
  );
}
