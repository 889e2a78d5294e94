// The frame's own catalog (locales/checkout/): English eagerly, the others when the `language`
// option asks for them, like the app's src/i18n/i18n.ts.
import { i18n } from '@lingui/core';
import { messages as enMessages } from '../../../locales/checkout/en.po';
import type { Language } from '../../../src/contract/enums.ts';

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ messages: typeof enMessages }>> = {
  de: () => import('../../../locales/checkout/de.po'),
  nl: () => import('../../../locales/checkout/nl.po'),
  es: () => import('../../../locales/checkout/es.po'),
};
const loaded = new Set<Language>(['en']);

i18n.load('en', enMessages);
i18n.activate('en');

/** Loads the language's catalog once, activates it and sets `<html lang>`. */
export async function activateLanguage(language: Language): Promise<void> {
  if (!loaded.has(language) && language !== 'en') {
    try {
      const { messages } = await loaders[language]();
      i18n.load(language, messages);
      loaded.add(language);
    } catch {
      // Without the catalog's chunk the frame still works, in English.
      return;
    }
  }
  if (i18n.locale !== language) i18n.activate(language);
  document.documentElement.lang = language;
}

export { i18n };
