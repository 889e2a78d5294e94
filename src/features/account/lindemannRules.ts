// The Lindemann route (spec part 1 §2): after login the guest is sent to
// /{language}/lindemann/home with the query kept, TIMING_MS.loginRedirectDelay later.
// The route's ask (with the query to keep) waits in session storage (LINDEMANN_ASKED_KEY): the
// shell redirects once the guest is logged in, on whatever page the login happened (every login
// ends in a reload, so the ask must outlive the page).
import type { Language } from '../../contract/enums.ts';

/** The address of the redirect; `search` with or without its leading `?`. */
export function lindemannRedirectPath(language: Language, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return `/${language}/lindemann/home${query ? `?${query}` : ''}`;
}
