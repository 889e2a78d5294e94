import { DEFAULT_LANGUAGE, isLanguage, type Language, type RouteLanguage } from '../contract/enums.ts';

// The localized route table (spec part 1 §2). Each route id has one pattern per language that
// has its own slugs (en, de, es); the pattern is the part after `/{lang}`. nl, and any language
// added later without its own slugs, uses the en slugs under its own prefix (spec part 1 §1).
// `{name}` is a parameter; it may fill a whole segment or sit inside one (`my{product}`).
// No React and no macros here: this module is in the first chunk and unit-tested as is.
const ROUTES = {
  home: { en: '/', de: '/', es: '/' },
  videoSearch: {
    en: '/search/videos/{searchPattern}/',
    de: '/suche/videos/{searchPattern}/',
    es: '/buscar/videos/{searchPattern}/',
  },
  newGirls: { en: '/new-girls/', de: '/neue-girls/', es: '/chicas-nuevas/' },
  actorProfile: { en: '/amateur/{actorName}/', de: '/amateur/{actorName}/', es: '/amateur/{actorName}/' },
  actorAbout: {
    en: '/amateur/{actorName}/about-me/',
    de: '/amateur/{actorName}/ueber-mich/',
    es: '/amateur/{actorName}/sobre-mi/',
  },
  actorVideos: {
    en: '/amateur/{actorName}/videos/',
    de: '/amateur/{actorName}/videos/',
    es: '/amateur/{actorName}/videos/',
  },
  actorClassicVideos: {
    en: '/amateur/{actorName}/videos/classic/',
    de: '/amateur/{actorName}/videos/klassiker/',
    es: '/amateur/{actorName}/videos/clasicos/',
  },
  // No trailing slash: the tag group is the last segment, URL-encoded (spec part 1 §2).
  actorVideosByTag: {
    en: '/amateur/{actorName}/videos/tag/{tagGroup}',
    de: '/amateur/{actorName}/videos/schlagwort/{tagGroup}',
    es: '/amateur/{actorName}/videos/etiqueta/{tagGroup}',
  },
  actorAlbum: {
    en: '/amateur/{actorName}/pictures/{albumId}/',
    de: '/amateur/{actorName}/bilder/{albumId}/',
    es: '/amateur/{actorName}/fotos/{albumId}/',
  },
  actorLiveShow: {
    en: '/amateur/{actorName}/live-show/',
    de: '/amateur/{actorName}/live-show/',
    es: '/amateur/{actorName}/show-en-vivo/',
  },
  actorTopCams: {
    en: '/amateur/{actorName}/top-cams/',
    de: '/amateur/{actorName}/top-cams/',
    es: '/amateur/{actorName}/top-cams/',
  },
  freeChat: { en: '/free-chat/', de: '/gratis-chat/', es: '/chat-gratis/' },
  cams: { en: '/cams/', de: '/cams/', es: '/cams/' },
  category: {
    en: '/categories/{categorySlug}/',
    de: '/kategorien/{categorySlug}/',
    es: '/categorias/{categorySlug}/',
  },
  videos: { en: '/videos/', de: '/videos/', es: '/videos/' },
  freeClips: { en: '/videos/free-clips/', de: '/videos/gratis-clips/', es: '/videos/clips-gratis/' },
  videoTrends: { en: '/videos/video-trends/', de: '/videos/video-trends/', es: '/videos/tendencias/' },
  videosOnSale: { en: '/videos/on-sale/', de: '/videos/im-angebot/', es: '/videos/en-oferta/' },
  newVideos: { en: '/videos/new-videos/', de: '/videos/neue-videos/', es: '/videos/nuevos-videos/' },
  allVideos: { en: '/videos/all-videos/', de: '/videos/alle-videos/', es: '/videos/todos-los-videos/' },
  vipVideos: { en: '/videos/vip-videos/', de: '/videos/vip-videos/', es: '/videos/videos-vip/' },
  videoStars: { en: '/videos/stars/', de: '/videos/stars/', es: '/videos/estrellas/' },
  messenger: { en: '/messenger/', de: '/messenger/', es: '/mensajes/' },
  tvLivestream: { en: '/tv/livestream/', de: '/tv/livestream/', es: '/tv/directo/' },
  tvPremiumLivestream: {
    en: '/tv/premium/livestream/',
    de: '/tv/premium/livestream/',
    es: '/tv/premium/directo/',
  },
  tvMediathekSeries: { en: '/tv/mediathek/{series}/', de: '/tv/mediathek/{series}/', es: '/tv/videoteca/{series}/' },
  tvMediathekVideos: {
    en: '/tv/mediathek/{key}/videos/',
    de: '/tv/mediathek/{key}/videos/',
    es: '/tv/videoteca/{key}/videos/',
  },
  tvMediaSeries: { en: '/tv/media/series/', de: '/tv/media/serien/', es: '/tv/media/series/' },
  // A TV post and a single TV video (spec part 1 §2 "TV format, post, video ... pages"; paths ours).
  tvPost: { en: '/tv/posts/{slug}/', de: '/tv/beitraege/{slug}/', es: '/tv/articulos/{slug}/' },
  tvVideo: { en: '/tv/videos/{videoId}/', de: '/tv/videos/{videoId}/', es: '/tv/videos/{videoId}/' },
  dailyDeals: { en: '/daily-deals/', de: '/tagesangebote/', es: '/ofertas-del-dia/' },
  vipClub: { en: '/vipclub/', de: '/vipclub/', es: '/club-vip/' },
  camShows: { en: '/cam-shows/', de: '/cam-shows/', es: '/shows-de-cam/' },
  feed: { en: '/feed/', de: '/feed/', es: '/feed/' },
  contests: { en: '/contests/', de: '/wettbewerbe/', es: '/concursos/' },
  contest: { en: '/contests/{id}/', de: '/wettbewerbe/{id}/', es: '/concursos/{id}/' },
  // The clash-of-cams screen (spec part 1 §3, §4 name the vote and its event, no page: path ours).
  clashOfCams: { en: '/clash-of-cams/', de: '/clash-of-cams/', es: '/duelo-de-cams/' },
  terms: { en: '/terms-of-service/', de: '/agb/', es: '/condiciones-de-uso/' },
  dataProtection: { en: '/data-protection/', de: '/datenschutz/', es: '/proteccion-de-datos/' },
  imprint: { en: '/imprint/', de: '/impressum/', es: '/aviso-legal/' },
  easter: { en: '/magazine/easter/', de: '/magazin/ostern/', es: '/revista/pascua/' },
  wetNWild: { en: '/magazine/wetnwildgame/', de: '/magazin/wetnwildgame/', es: '/revista/wetnwildgame/' },
  adventCalendar: {
    en: '/magazine/advent-calendar/',
    de: '/magazin/adventskalender/',
    es: '/revista/calendario-de-adviento/',
  },
  goldrush: { en: '/magazine/goldrush/', de: '/magazin/goldrausch/', es: '/revista/fiebre-del-oro/' },
  // The newsletter unsubscribe event page (spec part 1 §2 special events); path ours.
  newsletterUnsubscribe: { en: '/newsletter/unsubscribe/', de: '/newsletter/abmelden/', es: '/boletin/baja/' },
  // `my{product}` is the brand's account area (myglimmer); the brand word stays in every language.
  mySpinwheel: { en: '/my{product}/spinwheel/', de: '/my{product}/gluecksrad/', es: '/my{product}/ruleta/' },
  myProfile: { en: '/my{product}/profile/', de: '/my{product}/profil/', es: '/my{product}/perfil/' },
  myMediathek: { en: '/my{product}/mediathek/', de: '/my{product}/mediathek/', es: '/my{product}/videoteca/' },
  myMediathekPhotos: {
    en: '/my{product}/mediathek/photos/',
    de: '/my{product}/mediathek/fotos/',
    es: '/my{product}/videoteca/fotos/',
  },
  // The storage settings (issue 22 point 7; path ours): the pages saved for offline reading, their
  // sizes, removing them. Open logged out too: a guest's saved pages are on the device, not the account.
  myOfflinePages: {
    en: '/my{product}/saved-for-offline/',
    de: '/my{product}/offline-gespeichert/',
    es: '/my{product}/guardado-sin-conexion/',
  },
  myBenefits: { en: '/my{product}/benefits/', de: '/my{product}/vorteile/', es: '/my{product}/ventajas/' },
  myFavoriteCams: {
    en: '/my{product}/favorite-cams/',
    de: '/my{product}/lieblings-cams/',
    es: '/my{product}/cams-favoritas/',
  },
  // The Lindemann route (spec part 1 §2): after login it sends the guest on to its home, the
  // redirect's target. Same paths in every language.
  lindemann: { en: '/lindemann/', de: '/lindemann/', es: '/lindemann/' },
  lindemannHome: { en: '/lindemann/home', de: '/lindemann/home', es: '/lindemann/home' },
  blog: { en: '/blog/', de: '/blog/', es: '/blog/' },
  blogCategory: {
    en: '/blog/category/{categorySlug}/',
    de: '/blog/kategorie/{categorySlug}/',
    es: '/blog/categoria/{categorySlug}/',
  },
  blogArchive: { en: '/blog/archive/{year}/', de: '/blog/archiv/{year}/', es: '/blog/archivo/{year}/' },
  blogPost: { en: '/blog/{slug}/', de: '/blog/{slug}/', es: '/blog/{slug}/' },
} as const satisfies Record<string, Readonly<Record<RouteLanguage, string>>>;

export type RouteId = keyof typeof ROUTES;

export const ROUTE_IDS = Object.keys(ROUTES) as readonly RouteId[];

/** The product word inside `my{product}` (the account area is /{lang}/myglimmer/...). */
export const PRODUCT_SLUG = 'glimmer';

// Parameter names, read from the en pattern at the type level (all languages share them).
type ParamNamesOf<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNamesOf<Rest> : never;
type RouteParamName<Id extends RouteId> = ParamNamesOf<(typeof ROUTES)[Id]['en']>;

/** What buildPath takes for a route: every parameter, except `product`, which defaults to PRODUCT_SLUG. */
export type RouteParamInput<Id extends RouteId> = Id extends RouteId
  ? { readonly [Name in Exclude<RouteParamName<Id>, 'product'>]: string | number } & {
      readonly [Name in Extract<RouteParamName<Id>, 'product'>]?: string;
    }
  : never;

/** What matchPath gives back for a route: every parameter, decoded. */
type RouteParamValues<Id extends RouteId> = { readonly [Name in RouteParamName<Id>]: string };

export type RouteMatch = {
  [Id in RouteId]: { id: Id; params: RouteParamValues<Id>; language: Language };
}[RouteId];

// ---- compiled segment matchers (built once per slug language, on first use) ----

/** A pattern segment: a fixed slug, or a parameter with optional fixed text around it. */
type Segment = string | { name: string; prefix: string; suffix: string };
type CompiledRoute = { id: RouteId; segments: Segment[]; rank: number[]; trailingSlash: boolean };

const compiled = new Map<RouteLanguage, Map<RouteId, CompiledRoute>>();

function routeLanguageOf(language: string): RouteLanguage {
  return language === 'de' || language === 'es' ? language : 'en';
}

function compileSegment(text: string): Segment {
  const open = text.indexOf('{');
  if (open < 0) return text;
  const close = text.indexOf('}', open);
  return { name: text.slice(open + 1, close), prefix: text.slice(0, open), suffix: text.slice(close + 1) };
}

function routesFor(routeLanguage: RouteLanguage): Map<RouteId, CompiledRoute> {
  let routes = compiled.get(routeLanguage);
  if (!routes) {
    routes = new Map();
    for (const id of ROUTE_IDS) {
      const pattern: string = ROUTES[id][routeLanguage];
      const segments = pattern
        .split('/')
        .filter((part) => part !== '')
        .map(compileSegment);
      // A fixed segment outranks a parameter with fixed text around it, which outranks a bare one.
      const rank = segments.map((s) => (typeof s === 'string' ? 0 : s.prefix || s.suffix ? 1 : 2));
      routes.set(id, { id, segments, rank, trailingSlash: pattern.endsWith('/') });
    }
    compiled.set(routeLanguage, routes);
  }
  return routes;
}

function compiledRoute(id: RouteId, routeLanguage: RouteLanguage): CompiledRoute {
  const route = routesFor(routeLanguage).get(id);
  if (!route) throw new Error(`Unknown route id "${id}"`);
  return route;
}

// ---- building ----

function paramText(id: RouteId, name: string, params: Readonly<Record<string, unknown>>): string {
  let value = params[name];
  if (name === 'product' && (value === undefined || value === '')) value = PRODUCT_SLUG;
  if (value === undefined || value === null || value === '') {
    throw new Error(`buildPath: route "${id}" needs the parameter "${name}"`);
  }
  const text = String(value);
  // Actor names are lowercased in links (spec part 1 §2).
  return encodeURIComponent(name === 'actorName' ? text.toLowerCase() : text);
}

/** The path of a route in a language: `/{lang}/...`, every parameter URL-encoded. Throws on a missing parameter. */
export function buildPath<Id extends RouteId>(id: Id, params: RouteParamInput<Id>, language: Language): string {
  const route = compiledRoute(id, routeLanguageOf(language));
  const values = params as Readonly<Record<string, unknown>>;
  let path = `/${language}`;
  for (const segment of route.segments) {
    path += typeof segment === 'string' ? `/${segment}` : `/${segment.prefix}${paramText(id, segment.name, values)}${segment.suffix}`;
  }
  return route.trailingSlash ? `${path}/` : path;
}

/** The parameter names of a route, in the order they appear in its path. */
export function routeParamNames(id: RouteId): string[] {
  const names: string[] = [];
  for (const segment of compiledRoute(id, 'en').segments) {
    if (typeof segment !== 'string') names.push(segment.name);
  }
  return names;
}

// ---- matching ----

function decodeParam(name: string, raw: string): string {
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // A `%` that starts no escape is kept as typed: wouter hands out paths already passed through
    // decodeURI, which turns an encoded `%25` back into a bare `%`.
  }
  return name === 'actorName' ? value.toLowerCase() : value;
}

function matchSegments(route: CompiledRoute, parts: readonly string[]): Record<string, string> | null {
  if (route.segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const segment = route.segments[i];
    const part = parts[i] ?? '';
    if (typeof segment === 'string') {
      if (segment !== part) return null;
      continue;
    }
    if (segment === undefined) return null;
    const { name, prefix, suffix } = segment;
    if (part.length <= prefix.length + suffix.length || !part.startsWith(prefix) || !part.endsWith(suffix)) {
      return null;
    }
    params[name] = decodeParam(name, part.slice(prefix.length, part.length - suffix.length));
  }
  return params;
}

/** Whether rank a is more specific than rank b: the first differing segment decides. */
function isMoreSpecific(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y;
  }
  return false;
}

function matchIn(routeLanguage: RouteLanguage, parts: readonly string[]) {
  let best: { route: CompiledRoute; params: Record<string, string> } | null = null;
  for (const route of routesFor(routeLanguage).values()) {
    const params = matchSegments(route, parts);
    if (params && (!best || isMoreSpecific(route.rank, best.route.rank))) best = { route, params };
  }
  return best;
}

/**
 * The route a path shows, or null. `/`, `/{lang}` and `/{lang}/` are home; every other path needs a
 * language prefix. A trailing slash is optional. Parameters come back decoded, actorName lowercased.
 */
export function matchPath(pathname: string): RouteMatch | null {
  const end = pathname.search(/[?#]/);
  const path = end < 0 ? pathname : pathname.slice(0, end);
  if (path === '/' || path === '') return { id: 'home', params: {}, language: DEFAULT_LANGUAGE };
  if (!path.startsWith('/')) return null;

  const [language, ...parts] = path.slice(1).split('/');
  if (!isLanguage(language)) return null;
  if (parts[parts.length - 1] === '') parts.pop();
  if (parts.includes('')) return null;

  const routeLanguage = routeLanguageOf(language as Language);
  // A de or es path written with the en slugs still opens its page; links are always built with
  // the language's own slugs, so this only helps typed or shared links.
  const found = matchIn(routeLanguage, parts) ?? (routeLanguage === 'en' ? null : matchIn('en', parts));
  if (!found) return null;
  return { id: found.route.id, params: found.params, language: language as Language } as RouteMatch;
}
