// Mobile menus (spec part 1 §2): navigation, search, camera filter, category filter, my account,
// notifications. Opening one closes the others; closing a menu with an open (blocking) submenu
// closes the submenu first; an open menu blocks body scroll. Menus are mobile below
// MOBILE_MENU.belowWidthPx; the shell closes them all when the viewport grows past it.
import { proxy } from 'valtio';
import { MOBILE_MENUS, type MobileMenu } from '../contract/enums.ts';

export { MOBILE_MENUS, type MobileMenu };

/** The blocking submenus of each menu. Only navigation has some: the video lists and the language. */
const MOBILE_SUBMENUS = {
  navigation: ['videos', 'language'],
  search: [],
  camFilter: [],
  categoryFilter: [],
  myAccount: [],
  notifications: [],
} as const satisfies Record<MobileMenu, readonly string[]>;

export type MobileSubmenu = (typeof MOBILE_SUBMENUS)[MobileMenu][number];

export interface MenusState {
  /** The open menu, or null. At most one is open. */
  open: MobileMenu | null;
  /** The open submenu of the open menu, or null. */
  submenu: MobileSubmenu | null;
}

export const CLOSED_MENUS: Readonly<MenusState> = { open: null, submenu: null };

// ---- pure rules ----

/** Opening a menu closes any other (and its submenu). */
export function withMenuOpened(_state: Readonly<MenusState>, menu: MobileMenu): MenusState {
  return { open: menu, submenu: null };
}

/** One close step: the open submenu first, then the menu. */
export function withMenuClosed(state: Readonly<MenusState>): MenusState {
  if (state.open !== null && state.submenu !== null) return { open: state.open, submenu: null };
  return { ...CLOSED_MENUS };
}

/** A menu's bar button: opens it, or, when it is the open one, takes one close step. */
export function withMenuToggled(state: Readonly<MenusState>, menu: MobileMenu): MenusState {
  return state.open === menu ? withMenuClosed(state) : withMenuOpened(state, menu);
}

function hasSubmenu(menu: MobileMenu, submenu: MobileSubmenu): boolean {
  return (MOBILE_SUBMENUS[menu] as readonly string[]).includes(submenu);
}

/** Opens a submenu of the open menu; a submenu the open menu does not have changes nothing. */
export function withSubmenuOpened(state: Readonly<MenusState>, submenu: MobileSubmenu): MenusState {
  if (state.open === null || !hasSubmenu(state.open, submenu)) return { ...state };
  return { open: state.open, submenu };
}

/** An open menu blocks body scroll. */
export function menusBlockScroll(state: Readonly<MenusState>): boolean {
  return state.open !== null;
}

// ---- store ----

export const menus = proxy<MenusState>({ ...CLOSED_MENUS });

function apply(next: MenusState): void {
  if (menus.open !== next.open) menus.open = next.open;
  if (menus.submenu !== next.submenu) menus.submenu = next.submenu;
}

export function openMenu(menu: MobileMenu): void {
  apply(withMenuOpened(menus, menu));
}

/** Takes one close step (submenu first). Returns whether anything closed. */
export function closeMenu(): boolean {
  if (menus.open === null) return false;
  apply(withMenuClosed(menus));
  return true;
}

export function toggleMenu(menu: MobileMenu): void {
  apply(withMenuToggled(menus, menu));
}

export function openSubmenu(submenu: MobileSubmenu): void {
  apply(withSubmenuOpened(menus, submenu));
}

/**
 * Closes the menu and its submenus at once. Not a guest's close: used when the page changes
 * (a link in the menu was followed) or the viewport becomes desktop-wide.
 */
export function closeAllMenus(): void {
  apply({ ...CLOSED_MENUS });
}
