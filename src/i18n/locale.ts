import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../contract/enums.ts';

/** The language a path is in: its first segment when that is a language code, else en (spec part 1 §1). */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1] ?? '';
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}
