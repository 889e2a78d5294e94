import { i18n } from '@lingui/core';
import { messages as enMessages } from '../../locales/en.po';
import { applyManifest } from '../app/discreet.ts';
import type { Language } from '../contract/enums.ts';
import { isPseudoLocaleOn, pseudoMessages } from './pseudoLocale.ts';

// English ships in the first load; the other catalogs load on demand (STYLE.md, from Phanpy).
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ messages: typeof enMessages }>> = {
  de: () => import('../../locales/de.po'),
  nl: () => import('../../locales/nl.po'),
  es: () => import('../../locales/es.po'),
};
const loaded = new Set<Language>(['en']);
const pseudoLoaded = new Set<Language>();

i18n.load('en', enMessages);
i18n.activate('en');

/**
 * Loads the language's catalog once, activates it and sets `<html lang>` and the web app
 * manifest of that language (server/manifest.ts: an app installed from here starts in it).
 */
export async function activateLanguage(language: Language): Promise<void> {
  if (import.meta.env.DEV && isPseudoLocaleOn()) {
    // src/i18n/pseudoLocale.ts: the pseudo texts stand in for the language's own
    if (!pseudoLoaded.has(language)) i18n.load(language, await pseudoMessages('main'));
    pseudoLoaded.add(language);
  } else if (!loaded.has(language) && language !== 'en') {
    const { messages } = await loaders[language]();
    i18n.load(language, messages);
    loaded.add(language);
  }
  if (i18n.locale !== language) i18n.activate(language);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  applyManifest(language);
}

export { i18n };
