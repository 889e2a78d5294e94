import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MobileMenu, MobileSubmenu } from '../../state/menus.ts';

/** Each mobile menu's name: its bar button's label and its panel's heading. */
export const MENU_LABELS: Record<MobileMenu, MessageDescriptor> = {
  navigation: msg`Menu`,
  search: msg`Search`,
  camFilter: msg`Cams`,
  categoryFilter: msg`Categories`,
  myAccount: msg`My account`,
  notifications: msg`Notifications`,
};

/** Each submenu's heading while it is open. */
export const SUBMENU_LABELS: Record<MobileSubmenu, MessageDescriptor> = {
  videos: msg`Video lists`,
  language: msg`Language`,
};
