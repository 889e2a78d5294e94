// The blog categories in the guest's language (blog/categories), asked once per language and
// shared by every blog page; null until they arrive (or when they could not be loaded).
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { BlogCategoryInfo } from '../../contract/content.ts';
import { getBlogCategories } from '../../api/content.ts';

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

export function useBlogCategories(): BlogCategoryInfo[] | null {
  const { i18n } = useLingui();
  const [categories, setCategories] = useState<{ language: string; list: BlogCategoryInfo[] } | null>(null);
  useEffect(() => {
    let current = true;
    categoriesIn(i18n.locale).then(
      (list) => current && setCategories({ language: i18n.locale, list }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [i18n.locale]);
  return categories?.language === i18n.locale ? categories.list : null;
}
