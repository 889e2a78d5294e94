// The demo content in every language (issue 20): each seeded text is written once per language,
// so a generator picks an entry once and gets it in all four. The English text goes on the
// entity's own row, the others into content_translations (server/domain/translations.ts).
import type { Language, NewRow } from '../schema.ts';
import type { TranslatedEntity, TranslatedField } from '../schemaTranslations.ts';

/** One text in the four languages. */
export type Localized = Readonly<Record<Language, string>>;

const OTHER_LANGUAGES = ['de', 'nl', 'es'] as const;

/** Builds a text per language from parts per language. */
export function compose(build: (language: Language) => string): Localized {
  return { en: build('en'), de: build('de'), nl: build('nl'), es: build('es') };
}

/** Localized texts joined per language (sentences of one paragraph). */
export function joinLocalized(parts: readonly Localized[], separator: string): Localized {
  return compose((language) => parts.map((part) => part[language]).join(separator));
}

/** The content_translations rows of one entity: a row per field and language other than English. */
export function translationRows<E extends TranslatedEntity>(
  entity: E,
  entityId: number,
  fields: Partial<Record<TranslatedField<E>, Localized>>,
): NewRow<'contentTranslations'>[] {
  const rows: NewRow<'contentTranslations'>[] = [];
  for (const [field, text] of Object.entries(fields) as [string, Localized | undefined][]) {
    if (!text) continue;
    for (const language of OTHER_LANGUAGES) rows.push({ entity, entityId, field, language, text: text[language] });
  }
  return rows;
}

/** Upper-cases the first letter (a title built from parts). */
export const capitalize = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);
