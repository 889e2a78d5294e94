import { i18n } from '@lingui/core';
import type { Language } from '../contract/enums.ts';

const loaders: Record<Language, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../../locales/placeholders/en.po'),
  de: () => import('../../locales/placeholders/de.po'),
  nl: () => import('../../locales/placeholders/nl.po'),
  es: () => import('../../locales/placeholders/es.po'),
};
const loading = new Map<Language, Promise<void>>();

/**
 * The texts of placeholder pages and dialogs in one language, merged into the active catalogs
 * once. The same promise every time, so components can `use()` it inside Suspense.
 */
export function placeholderMessages(language: Language): Promise<void> {
  let promise = loading.get(language);
  if (!promise) {
    promise = loaders[language]().then(
      ({ messages }) => i18n.load(language, messages as Parameters<typeof i18n.load>[1]),
      () => {
        // Offline without the chunk: the page still renders; the next visit tries again.
        loading.delete(language);
      },
    );
    loading.set(language, promise);
  }
  return promise;
}
