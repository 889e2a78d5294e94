// The blog categories in the guest's language (blog/categories), asked once per language and
// shared by every blog page: loading until they arrive, an error with a retry when they could
// not be loaded.
import { useLingui } from '@lingui/react/macro';
import { getBlogCategories } from '../../api/content.ts';
import type { BlogCategoryInfo } from '../../contract/content.ts';
import { type Loaded, useLoaded } from '../actors/store.ts';

const byLanguage = new Map<string, Promise<BlogCategoryInfo[]>>();

function categoriesIn(language: string): Promise<BlogCategoryInfo[]> {
  let pending = byLanguage.get(language);
  if (!pending) {
    pending = getBlogCategories().then((answer) => answer.categories);
    // a failed load is asked again next time
    pending.catch(() => byLanguage.delete(language));
    byLanguage.set(language, pending);
  }
  return pending;
}

export function useBlogCategories(): Loaded<BlogCategoryInfo[]> {
  const { i18n } = useLingui();
  return useLoaded(`blog-categories:${i18n.locale}`, () => categoriesIn(i18n.locale));
}
