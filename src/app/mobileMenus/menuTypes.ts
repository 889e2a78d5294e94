import type { MobileSubmenu } from '../../state/menus.ts';

/** A category the category filter links to; the list is loaded by the shell's owner and passed in. */
export interface CategoryLink {
  /** The route's `categorySlug`. */
  slug: string;
  /** The category's name, already in the page language (it comes from the server). */
  label: string;
}

/** What every menu content gets from the panel. */
export interface MenuContentProps {
  /** The open submenu, if the menu has one open. */
  submenu: MobileSubmenu | null;
  categories: readonly CategoryLink[] | undefined;
}
