// Seeded and editorial texts in the request's language (issue 20): the entity's row holds the
// English text; content_translations holds the other languages. A text without a translation
// reads English, so a language missing a row never shows an empty label.
import type { Kysely } from 'kysely';
import type { Language } from '../../src/contract/enums.ts';
import type { Database } from '../db/schema.ts';
import type { TranslatedEntity, TranslatedField } from '../db/schemaTranslations.ts';

/** field -> text of each entity id that has translations in the language. */
export type Translations<E extends TranslatedEntity> = Map<number, Partial<Record<TranslatedField<E>, string>>>;

/** The translations of some entities of one kind in one language (none for English). */
export async function translationsOf<E extends TranslatedEntity>(
  db: Kysely<Database>,
  entity: E,
  ids: readonly number[],
  language: Language,
): Promise<Translations<E>> {
  const found: Translations<E> = new Map();
  const unique = [...new Set(ids)];
  if (language === 'en' || unique.length === 0) return found;
  // Chunks keep the bound parameters of one statement well below either engine's cap.
  for (let start = 0; start < unique.length; start += 500) {
    const rows = await db
      .selectFrom('contentTranslations')
      .select(['entityId', 'field', 'text'])
      .where('entity', '=', entity)
      .where('language', '=', language)
      .where('entityId', 'in', unique.slice(start, start + 500))
      .execute();
    for (const row of rows) {
      const texts: Partial<Record<TranslatedField<E>, string>> = found.get(row.entityId) ?? {};
      texts[row.field as TranslatedField<E>] = row.text;
      found.set(row.entityId, texts);
    }
  }
  return found;
}

/**
 * The rows with their translated fields in the language: copies with each field replaced where
 * a translation exists, the English text kept where none does.
 */
export async function localized<E extends TranslatedEntity, R extends Partial<Record<TranslatedField<E>, unknown>>>(
  db: Kysely<Database>,
  entity: E,
  rows: readonly R[],
  idOf: (row: R) => number,
  language: Language,
): Promise<R[]> {
  if (language === 'en' || rows.length === 0) return [...rows];
  const translations = await translationsOf(db, entity, rows.map(idOf), language);
  return rows.map((row) => {
    const texts = translations.get(idOf(row));
    return texts ? { ...row, ...definedOnly(row, texts) } : row;
  });
}

/** Only the translated fields the row itself has (a query that did not select a field keeps it out). */
function definedOnly<R extends object>(row: R, texts: Record<string, string | undefined>): Partial<R> {
  return Object.fromEntries(Object.entries(texts).filter(([field, text]) => field in row && text !== undefined)) as Partial<R>;
}

/** One row in the language (see localized). */
export async function localizedOne<E extends TranslatedEntity, R extends Partial<Record<TranslatedField<E>, unknown>>>(
  db: Kysely<Database>,
  entity: E,
  row: R,
  id: number,
  language: Language,
): Promise<R> {
  const [one] = await localized(db, entity, [row], () => id, language);
  return one!;
}
