import { isLanguage } from '../contract/enums.ts';
import { buildPath, type RouteId } from './routes.ts';

// Paths that are no route of the spec's table (part 1 §2) but that guests type, guess or find in
// old links: each leads to the route a guest most likely wants. `/{lang}/tv/` has no page of its
// own in the spec; its TV area starts with the livestream. The server answers these with a
// redirect (server/app.ts), the app replaces the address when it navigates to one itself.
// No React here: the server imports it.
const ALIASES: Readonly<Record<string, RouteId>> = {
  tv: 'tvLivestream',
};

/** Where an alias path leads (`/{lang}/tv/` -> the TV livestream in that language), or null. */
export function aliasTarget(pathname: string): string | null {
  const match = /^\/([a-z]{2})\/([a-z-]+)\/?$/.exec(pathname);
  if (!match) return null;
  const [, language, slug] = match;
  const target = slug === undefined ? undefined : ALIASES[slug];
  if (!isLanguage(language) || !target) return null;
  return buildPath(target, {} as never, language);
}
