import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MobileMenu } from '../../state/menus.ts';

/** Each mobile menu's name: its bar button's label and its panel's heading. */
export const MENU_LABELS: Record<MobileMenu, MessageDescriptor> = {
  navigation: msg`Menu`,
  search: msg`Search`,
  camFilter: msg`Cams`,
  categoryFilter: msg`Categories`,
  myAccount: msg`My account`,
  notifications: msg`Notifications`,
};
