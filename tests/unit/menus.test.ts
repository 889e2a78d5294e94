import { beforeEach, describe, expect, test } from 'vitest';
import { searchPatternToSubmit } from '../../src/app/mobileMenus/searchPattern.ts';
import { MOBILE_MENUS } from '../../src/contract/enums.ts';
import {
  CLOSED_MENUS,
  closeAllMenus,
  closeMenu,
  menus,
  menusBlockScroll,
  openMenu,
  openSubmenu,
  toggleMenu,
  withMenuClosed,
  withMenuOpened,
  withMenuToggled,
  withSubmenuOpened,
} from '../../src/state/menus.ts';

describe('mobile menu rules', () => {
  test('every mobile menu of the spec can be opened', () => {
    for (const menu of MOBILE_MENUS) expect(withMenuOpened(CLOSED_MENUS, menu).open).toBe(menu);
  });

  test('opening a menu closes the one that was open, with its submenu', () => {
    const navigationWithVideos = { open: 'navigation' as const, submenu: 'videos' as const };
    expect(withMenuOpened(navigationWithVideos, 'search')).toEqual({ open: 'search', submenu: null });
  });

  test('closing a menu whose submenu is open closes the submenu first', () => {
    const state = { open: 'navigation' as const, submenu: 'language' as const };
    const once = withMenuClosed(state);
    expect(once).toEqual({ open: 'navigation', submenu: null });
    expect(withMenuClosed(once)).toEqual(CLOSED_MENUS);
  });

  test('closing a menu without a submenu closes it at once', () => {
    expect(withMenuClosed({ open: 'notifications', submenu: null })).toEqual(CLOSED_MENUS);
  });

  test("a menu's button opens it, and on the open menu takes one close step", () => {
    const open = withMenuToggled(CLOSED_MENUS, 'navigation');
    expect(open.open).toBe('navigation');
    const withSub = withSubmenuOpened(open, 'videos');
    expect(withMenuToggled(withSub, 'navigation')).toEqual({ open: 'navigation', submenu: null });
    expect(withMenuToggled(open, 'navigation')).toEqual(CLOSED_MENUS);
  });

  test('a submenu opens only inside a menu that has it', () => {
    expect(withSubmenuOpened(CLOSED_MENUS, 'videos')).toEqual(CLOSED_MENUS);
    expect(withSubmenuOpened({ open: 'search', submenu: null }, 'language')).toEqual({ open: 'search', submenu: null });
    expect(withSubmenuOpened({ open: 'navigation', submenu: null }, 'language').submenu).toBe('language');
  });

  test('an open menu blocks body scroll and a closed one does not', () => {
    expect(menusBlockScroll(CLOSED_MENUS)).toBe(false);
    expect(menusBlockScroll({ open: 'camFilter', submenu: null })).toBe(true);
    expect(menusBlockScroll({ open: 'navigation', submenu: 'videos' })).toBe(true);
  });
});

describe('the menus store', () => {
  beforeEach(() => closeAllMenus());

  test('only one menu is open at a time', () => {
    openMenu('search');
    openMenu('myAccount');
    expect(menus.open).toBe('myAccount');
    expect(menusBlockScroll(menus)).toBe(true);
  });

  test('two close steps close the navigation menu with its video submenu open', () => {
    openMenu('navigation');
    openSubmenu('videos');
    expect(closeMenu()).toBe(true);
    expect({ ...menus }).toEqual({ open: 'navigation', submenu: null });
    expect(menusBlockScroll(menus)).toBe(true);
    expect(closeMenu()).toBe(true);
    expect({ ...menus }).toEqual(CLOSED_MENUS);
    expect(menusBlockScroll(menus)).toBe(false);
    expect(closeMenu()).toBe(false);
  });

  test('toggling the open menu with no submenu closes it', () => {
    toggleMenu('categoryFilter');
    expect(menus.open).toBe('categoryFilter');
    toggleMenu('categoryFilter');
    expect(menus.open).toBeNull();
  });

  test('following a link closes menu and submenu at once', () => {
    openMenu('navigation');
    openSubmenu('language');
    closeAllMenus();
    expect({ ...menus }).toEqual(CLOSED_MENUS);
  });
});

describe('the search field', () => {
  test('a pattern shorter than 3 characters is not searched on mobile', () => {
    expect(searchPatternToSubmit('ab')).toBeNull();
    expect(searchPatternToSubmit('  ab  ')).toBeNull();
    expect(searchPatternToSubmit('abc')).toBe('abc');
  });

  test('the pattern is trimmed and inner spaces collapsed', () => {
    expect(searchPatternToSubmit('  red   dress ')).toBe('red dress');
  });

  test('the desktop field accepts any non-empty pattern', () => {
    expect(searchPatternToSubmit('a', 1)).toBe('a');
    expect(searchPatternToSubmit('   ', 1)).toBeNull();
    expect(searchPatternToSubmit('', 0)).toBeNull();
  });
});
