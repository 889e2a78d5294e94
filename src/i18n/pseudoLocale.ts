// The pseudo-locale in dev (STYLE.md, learned from Phanpy): every text of our catalogs shows in
// accented look-alike letters ("Ţōƥ ũƥ"), so a text still plain on the page was never marked for
// translation, and longer letters show where a layout has no room to spare. The catalogs are
// lingui.config.ts's `pseudo` locale, pseudo-localized by the Lingui plugin as it loads them. They
// replace the texts of the page's language, not the language itself: the address, API calls,
// prices and `<html lang>` stay in the route's language.
// `?pseudo=1` on any address switches it on for this browser, `?pseudo=0` off. A production
// build has none of it: every caller asks behind `import.meta.env.DEV`, so the bundler drops this
// module and the pseudo catalogs with it.
import type { Messages } from '@lingui/core';
import { PSEUDO_LOCALE_KEY } from '../contract/storageKeys.ts';
import { readLocal, removeLocal, writeLocal } from '../lib/storage.ts';

/** The catalog locale of lingui.config.ts's `pseudoLocale`: a catalog, never a route language. */
export const PSEUDO_LOCALE = 'pseudo';

/** The app's catalogs (lingui.config.ts) that a page loads: the first-load one and the two lazy ones. */
type AppCatalog = 'main' | 'placeholders' | 'later';

const catalogs: Record<AppCatalog, () => Promise<{ messages: Messages }>> = {
  main: () => import('../../locales/pseudo.po'),
  placeholders: () => import('../../locales/placeholders/pseudo.po'),
  later: () => import('../../locales/later/pseudo.po'),
};

/** Whether the pseudo-locale shows: `?pseudo=1` or `?pseudo=0` decides, else the stored choice. */
export function wantsPseudoLocale(search: string, stored: string | null): boolean {
  const asked = new URLSearchParams(search).get('pseudo');
  if (asked === '1' || asked === '0') return asked === '1';
  return stored === '1';
}

let isOn: boolean | undefined;

/**
 * Whether this page shows the pseudo-locale, decided once per page load; the address's switch is
 * kept for the pages after it. Never in a production build, whatever the address or storage say.
 */
export function isPseudoLocaleOn(isDev: boolean = import.meta.env.DEV): boolean {
  if (!isDev || typeof location === 'undefined') return false;
  if (isOn === undefined) {
    isOn = wantsPseudoLocale(location.search, readLocal(PSEUDO_LOCALE_KEY));
    if (isOn) writeLocal(PSEUDO_LOCALE_KEY, '1');
    else removeLocal(PSEUDO_LOCALE_KEY);
  }
  return isOn;
}

/** The pseudo-localized texts of one catalog, to load in place of the page language's. */
export async function pseudoMessages(catalog: AppCatalog): Promise<Messages> {
  return (await catalogs[catalog]()).messages;
}
