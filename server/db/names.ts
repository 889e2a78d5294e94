// The column holding a name in a language, for the tables with NameColumns (schema.ts).
import type { Language } from '../../src/contract/enums.ts';
import type { NameColumns } from './schema.ts';

export const NAME_COLUMN = { de: 'nameDe', en: 'nameEn', nl: 'nameNl', es: 'nameEs' } as const satisfies Record<
  Language,
  keyof NameColumns
>;
