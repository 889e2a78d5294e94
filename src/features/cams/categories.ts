// Actor categories with their ids (the pro search asks by id, the listings by slug), loaded
// once per language for the filters.
import { proxy } from 'valtio';
import { type CategoryOption, getCategories } from '../../api/cams.ts';

export const camCategories = proxy({
  language: '',
  /** null until loaded. */
  list: null as CategoryOption[] | null,
  /** The last load failed: listings go on without the list. */
  failed: false,
});

export async function loadCamCategories(language: string): Promise<void> {
  if (camCategories.language === language) return;
  camCategories.language = language;
  try {
    const list = await getCategories();
    if (camCategories.language === language) {
      camCategories.list = list;
      camCategories.failed = false;
    }
  } catch {
    // the filters work without the list: the slug goes to the server as it is
    if (camCategories.language === language) {
      camCategories.language = '';
      camCategories.failed = true;
    }
  }
}
