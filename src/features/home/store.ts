import { proxy } from 'valtio';
import { takeFirstHomeData } from '../../api/firstVisit.ts';
import { query } from '../../api/query.ts';
import { HOME_QUERY, type HomeData, homeVariables } from '../../contract/queries/home.ts';

/** The home timeline: every block's data from one query-service call. */
export const home = proxy({
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
  language: '',
  data: null as HomeData | null,
});

/** Loads the timeline for a language once; a reload only happens when the language changes. */
export async function loadHome(language: string): Promise<void> {
  if (home.language === language && (home.status === 'ready' || home.status === 'loading')) return;
  home.language = language;
  home.status = 'loading';
  try {
    // The page's own script asked for it before the bundle came (src/api/firstVisit.ts).
    const data = (await takeFirstHomeData<HomeData>(language)) ?? (await query<HomeData>(HOME_QUERY, homeVariables(), language));
    if (home.language !== language) return; // a newer language switch won
    home.data = data;
    home.status = 'ready';
  } catch {
    if (home.language === language) home.status = 'error';
  }
}
