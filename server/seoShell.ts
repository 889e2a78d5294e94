// The served HTML of actor pages (issue 5): the app shell with the actor's title, description,
// canonical link, Open Graph title, description and image, and `<html lang>`, so shared links
// and search engines see them without running JavaScript. One indexed query per actor name
// (actors.name_lower), cached per actor and language for config.seoCacheSeconds; an unknown
// actor answers the shell (the client renders not-found) with status 404.
import type { Kysely } from 'kysely';
import { buildPath, type RouteMatch, routeParamNames } from '../src/app/routes.ts';
import type { Language } from '../src/contract/enums.ts';
import { notFoundRedirectPath } from '../src/features/account/statusBarRules.ts';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import { seoContentOf } from './domain/actorSeo.ts';
import { imageUrl } from './domain/imageUrls.ts';

type SeoActor = { id: number; name: string; age: number; city: string; about: string };

/** Bounds the cache so a crawler walking random names cannot grow it without end. */
const CACHE_MAX_ENTRIES = 5_000;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

export interface ActorHead {
  language: Language;
  title: string;
  description: string;
  canonical: string;
  image: string;
}

/** The shell with the page's head: defaults replaced, canonical and Open Graph tags added. */
export function withActorHead(shell: string, head: ActorHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    `<meta property="og:type" content="profile">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:image" content="${escapeHtml(head.image)}">`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}">`,
  ].join('');
  let html = shell.replace(/<html[^>]*>/i, `<html lang="${head.language}">`);
  // Replacer functions, so `$` in an actor's text is never read as a replacement pattern.
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`)
    : html.replace('</head>', () => `<title>${title}</title></head>`);
  const metaDescription = `<meta name="description" content="${description}">`;
  html = /<meta name="description"[^>]*>/i.test(html)
    ? html.replace(/<meta name="description"[^>]*>/i, () => metaDescription)
    : html.replace('</head>', () => `${metaDescription}</head>`);
  return html.replace('</head>', () => `${tags}</head>`);
}

/** Whether a matched route is an actor page (it names an actor). */
export function isActorRoute(match: RouteMatch): match is RouteMatch & { params: { actorName: string } } {
  return routeParamNames(match.id).includes('actorName');
}

export function createSeoShell(db: Kysely<Database>, config: Config) {
  const cache = new Map<string, { expires: number; actor: SeoActor | null }>();
  const origin = config.appOrigins[0] ?? `http://127.0.0.1:${config.port}`;

  async function actorByName(nameLower: string, now: number): Promise<SeoActor | null> {
    const cached = cache.get(nameLower);
    if (cached && cached.expires > now) return cached.actor;
    const actor =
      (await db
        .selectFrom('actors')
        .select(['id', 'name', 'age', 'city', 'about'])
        .where('nameLower', '=', nameLower)
        .executeTakeFirst()) ?? null;
    if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(nameLower, { expires: now + config.seoCacheSeconds * 1000, actor });
    return actor;
  }

  /**
   * The shell for an actor page: 200 with the actor's head; for an actor that is not (or no
   * longer) there, a redirect to the cams with the not-found notice (spec part 1 §4 status bar
   * "not-found redirect"), so a stale link still lands the guest among performers.
   */
  async function render(
    shell: string,
    match: RouteMatch & { params: { actorName: string } },
    now = Date.now(),
  ): Promise<{ status: number; html: string } | { redirect: string }> {
    const actor = await actorByName(match.params.actorName.toLowerCase(), now);
    if (!actor) return { redirect: notFoundRedirectPath(match.language) };
    const tagGroup = 'tagGroup' in match.params && typeof match.params.tagGroup === 'string' ? match.params.tagGroup : null;
    const seo = seoContentOf(actor, tagGroup, match.language);
    const path = buildPath(match.id, match.params as never, match.language);
    return {
      status: 200,
      html: withActorHead(shell, {
        language: match.language,
        title: seo.title,
        description: seo.description,
        canonical: new URL(path, origin).href,
        image: new URL(imageUrl('actor', actor.id, 'w640'), origin).href,
      }),
    };
  }

  /** Forgets every kept actor (clear_di_cache). */
  const clear = () => cache.clear();

  return { render, clear };
}
