import { proxy } from 'valtio';
import { query } from '../api/query.ts';

export interface CategoryEntry {
  slug: string;
  label: string;
}

/** Actor categories in the page language, loaded once per language when first needed. */
export const categories = proxy({
  language: '',
  list: [] as CategoryEntry[],
});

const CATEGORIES_QUERY = '{ categories { slug name } }';

export async function loadCategories(language: string): Promise<void> {
  if (categories.language === language) return;
  categories.language = language;
  try {
    const data = await query<{ categories: { slug: string; name: string }[] }>(CATEGORIES_QUERY, {}, language);
    if (categories.language === language) categories.list = data.categories.map((c) => ({ slug: c.slug, label: c.name }));
  } catch {
    // the menu falls back to the cam sections; the next opening tries again
    if (categories.language === language) categories.language = '';
  }
}
