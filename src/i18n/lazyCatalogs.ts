import { i18n } from '@lingui/core';
import type { Language } from '../contract/enums.ts';
import { isPseudoLocaleOn, pseudoMessages } from './pseudoLocale.ts';

type Loader = () => Promise<{ messages: Record<string, unknown> }>;

// Catalogs that stay off the first load (lingui.config.ts): the texts of placeholder pages and
// dialogs, and the "later" texts of UI that never shows on the first paint (the account area:
// profile, benefits, status bar, age gates; the mobile menu panels). Each loads when something
// that needs it renders.
const loaders: Record<'placeholders' | 'later', Record<Language, Loader>> = {
  placeholders: {
    en: () => import('../../locales/placeholders/en.po'),
    de: () => import('../../locales/placeholders/de.po'),
    nl: () => import('../../locales/placeholders/nl.po'),
    es: () => import('../../locales/placeholders/es.po'),
  },
  later: {
    en: () => import('../../locales/later/en.po'),
    de: () => import('../../locales/later/de.po'),
    nl: () => import('../../locales/later/nl.po'),
    es: () => import('../../locales/later/es.po'),
  },
};
const loading = new Map<string, Promise<void>>();

function loaderOf(name: keyof typeof loaders, language: Language): Loader {
  // in dev, the pseudo-locale's texts (pseudoLocale.ts) when it is switched on
  if (import.meta.env.DEV && isPseudoLocaleOn()) return async () => ({ messages: await pseudoMessages(name) });
  return loaders[name][language];
}

/**
 * One lazy catalog in one language, merged into the active catalogs once. The same promise
 * every time, so components can `use()` it inside Suspense.
 */
function catalogMessages(name: keyof typeof loaders, language: Language): Promise<void> {
  const key = `${name}:${language}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = loaderOf(name, language)().then(
      ({ messages }) => i18n.load(language, messages as Parameters<typeof i18n.load>[1]),
      () => {
        // Offline without the chunk: the page still renders; the next visit tries again.
        loading.delete(key);
      },
    );
    // Marked as React marks a settled promise: `use()` of a loaded catalog renders at once
    // instead of suspending for a tick (and React holding the reveal back 300 ms).
    const marked = promise as Promise<void> & { status?: 'fulfilled'; value?: undefined };
    void promise.then(() => {
      marked.status = 'fulfilled';
      marked.value = undefined;
    });
    loading.set(key, promise);
  }
  return promise;
}

/** The texts of placeholder pages and dialogs. */
export const placeholderMessages = (language: Language): Promise<void> => catalogMessages('placeholders', language);
/** The texts of the account area and the mobile menu panels. */
export const laterMessages = (language: Language): Promise<void> => catalogMessages('later', language);
