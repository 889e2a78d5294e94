// The home page's data requested before the app's bundle arrives (issue 23 point 2,
// docs/decisions.md). The build (vite.config.ts) writes startFirstHomeRequest into a small
// script of its own that index.html loads `async` beside the bundle (the CSP allows no inline
// script); on a home page it sends the home query at once, with the stored token or, on a
// first visit, with FIRST_VISIT_HEADER instead (the server mints the token beside the answer).
// On any other page's first visit it asks for the anonymous token at once, the call the app
// would make first once its bundle has run; on an actor's pages (where a push alert leads) it asks
// for the actor too, with that token or the stored one, and on an album's or a video's page for the
// album as well. The app takes the answers (takeFirstHomeData, takeFirstActorAnswer,
// takeFirstAlbumAnswer) and the token (firstVisitToken) from it instead of asking again.

import { buildPath } from '../app/routes.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../contract/enums.ts';
import { FIRST_SCREEN_TILES, HOME_QUERY, homeVariables } from '../contract/queries/home.ts';
import { buildRestPath, FIRST_VISIT_HEADER, ISSUED_TOKEN_HEADER, QUERY_PATH, REST_BASE } from '../contract/rest.ts';
import { CACHE_VERSION } from './authorize.ts';

/** The anonymous token's call, asked by session.ts too. */
export const ANONYMOUS_TOKEN_PATH = `${REST_BASE}auth/anonymous`;

export interface FirstHomeConfig {
  queryPath: string;
  /** The anonymous token's call (session.ts asks it the same way). */
  anonymousTokenPath: string;
  languages: readonly string[];
  defaultLanguage: string;
  tokenKey: string;
  lockName: string;
  firstVisitHeader: string;
  issuedTokenHeader: string;
  /** The home query's request body, exactly as src/features/home/store.ts would send it. */
  body: string;
  /** How many of the top cams' images the first screen shows: preloaded as soon as the answer names them. */
  firstScreenImages: number;
  /** A regular expression of an actor's pages: group 1 the language, group 2 the actor's name as the path has it. */
  actorPagePattern: string;
  /** The actor call's path, the name to follow (src/api/actors.ts getActorDataByIdOrName). */
  actorDataPath: string;
  /** One regular expression per language of an album's (a video's) page: group 1 the language, group 2 the album's id. */
  albumPagePatterns: string[];
  /** The album call's path (src/api/albums.ts openAlbum): the album's id goes in as `albumId`. */
  albumDataPath: string;
  /** authorize.ts's CACHE_VERSION: the actor and album calls' addresses are the app's own, byte for byte (the worker keys its copy by it). */
  cacheVersion: string;
}

export interface FirstHomeAnswer {
  status: number;
  body: { data?: unknown; errors?: unknown[] } | null;
  /** The token issued beside the answer (once kept); null when the request carried one or none came. */
  token: Promise<string | null>;
}

export interface FirstHomeRequest {
  /** Home's language; '' on another page (its token is taken, home's data never). */
  language: string;
  answer: Promise<FirstHomeAnswer>;
  /** An actor's page: the actor asked for (its name as routes.ts decodes it), null when refused or failed. */
  actor?: { name: string; answer: Promise<unknown> } | null;
  /** An album's or a video's page: the album asked for, when (Date.now()), and its answer, null when refused or failed. */
  album?: { id: number; askedAt: number; answer: Promise<unknown> } | null;
}

/** Where the script leaves its request for the bundle: the one global, read once by each side. */
const HANDOFF = '__glimmerFirstHome';

/**
 * Runs in the page as a classic script from its source text: it may use nothing but its argument
 * and the browser's globals. The token lock is session.ts's, so tabs opened together still
 * share one anonymous token. Its marks (glimmer-first-home-*) show in a trace.
 */
export function startFirstHomeRequest(config: FirstHomeConfig): void {
  performance.mark('glimmer-first-home-start');
  // The first price the app formats loads the language's number data (a 57 ms task on the bench's
  // slow phone, inside the first render); done here, while the bundle is still on its way, it is
  // ready by then (src/lib/currency.ts keeps its own formatters).
  const pathLanguage = location.pathname.split('/')[1] ?? '';
  const numbersLanguage = config.languages.includes(pathLanguage) ? pathLanguage : config.defaultLanguage;
  const warmNumbers = () => new Intl.NumberFormat(numbersLanguage, { style: 'currency', currency: 'EUR' }).format(1);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warmNumbers);
  else setTimeout(warmNumbers, 0);
  const match = /^\/(?:([a-z]{2})\/?)?$/.exec(location.pathname);
  const language = match ? (match[1] ?? config.defaultLanguage) : null;
  if (language && !config.languages.includes(language)) return;
  const storedToken = () => {
    try {
      return localStorage.getItem(config.tokenKey);
    } catch {
      return null;
    }
  };
  // Another page: on a first visit its first call is the anonymous token's, made now. Its data
  // is asked by the page's own code (its answer may need the token, and only the page knows its call).
  const mint = async (): Promise<FirstHomeAnswer> => {
    performance.mark('glimmer-first-home-sent');
    const response = await fetch(config.anonymousTokenPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await response.json().catch(() => null)) as { accessToken?: unknown } | null;
    const issued = response.ok && typeof body?.accessToken === 'string' ? body.accessToken : null;
    return { status: response.status, body: null, token: issued ? adopt(issued) : Promise.resolve(null) };
  };
  const post = async (token: string | null): Promise<FirstHomeAnswer> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    else headers[config.firstVisitHeader] = 'anonymous';
    performance.mark('glimmer-first-home-sent');
    const response = await fetch(`${config.queryPath}?language=${language}`, { method: 'POST', headers, body: config.body });
    const issued = token ? null : response.headers.get(config.issuedTokenHeader);
    // Only an issued token is handed over: a carried one the app asks for again only once it is
    // gone from storage (refused, logged out), and then it must not come back.
    const kept = issued ? adopt(issued) : Promise.resolve(null);
    const body = await response.json().catch(() => null);
    preloadFirstScreen(body);
    return { status: response.status, body, token: kept };
  };
  // The first screen's largest paint is a top cam's image: fetched now, while the bundle still
  // loads and runs, it is in the memory cache when the app renders its <img> (same URL, no srcset).
  const preloadFirstScreen = (body: { data?: { top?: { items?: { preview?: unknown }[] } } } | null) => {
    try {
      for (const item of body?.data?.top?.items?.slice(0, config.firstScreenImages) ?? []) {
        if (typeof item.preview !== 'string' || !item.preview.startsWith('/')) continue;
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.fetchPriority = 'high';
        link.href = item.preview;
        document.head.append(link);
      }
    } catch {
      // only a head start: the app's own <img> loads the image anyway
    }
  };
  // The token lock is not waited for before the request (it can take long on a busy phone), only
  // to keep the token: a tab that stored one meanwhile wins, and the issued one is never used.
  const adopt = (issued: string): Promise<string> => {
    const keep = () => {
      const stored = storedToken();
      if (stored) return stored;
      try {
        localStorage.setItem(config.tokenKey, issued);
      } catch {
        // storage blocked: the app keeps the token in memory for this page (session.ts)
      }
      return issued;
    };
    return navigator.locks ? navigator.locks.request(config.lockName, keep) : Promise.resolve(keep());
  };
  if (language) {
    const answer = post(storedToken());
    answer.catch(() => undefined); // the app falls back to its own request
    (globalThis as Record<string, unknown>)['__glimmerFirstHome'] = { language, answer } satisfies FirstHomeRequest;
    return;
  }
  // The actor's name as routes.ts gives it to the page (decoded, lowercased), and the page's language.
  const actorPage = new RegExp(config.actorPagePattern).exec(location.pathname);
  let actorName: string | null = null;
  try {
    actorName = actorPage ? decodeURIComponent(actorPage[2]!).toLowerCase() : null;
  } catch {
    // a malformed name: the page asks itself and shows what the server says
  }
  let albumPage: RegExpExecArray | null = null;
  for (const pattern of config.albumPagePatterns) albumPage ??= new RegExp(pattern).exec(location.pathname);
  const stored = storedToken();
  if (stored && !actorName && !albumPage) return; // a returning guest's page asks with the stored token
  const answer: Promise<FirstHomeAnswer> = stored ? Promise.resolve({ status: 200, body: null, token: Promise.resolve(null) }) : mint();
  answer.catch(() => undefined); // the app falls back to its own request
  // A read at the address authorize.ts makes (the call's own parameters, then token, language and
  // version, in this order), so the worker's copy of the answer is found offline under the app's own address.
  const askRead = async (path: string, parameters: [string, string][], pageLanguage: string): Promise<unknown> => {
    const token = stored ?? (await (await answer).token);
    if (!token) return null;
    const url = new URL(path, location.origin);
    for (const [name, value] of parameters) url.searchParams.set(name, value);
    url.searchParams.set('token', token);
    url.searchParams.set('language', pageLanguage);
    url.searchParams.set('v', config.cacheVersion);
    const response = await fetch(url.href, { headers: { authorization: `Bearer ${token}` } });
    return response.ok ? await response.json() : null; // refused (an expired token, a gone actor or album): the app asks and renews
  };
  const actor = actorName
    ? { name: actorName, answer: askRead(`${config.actorDataPath}${encodeURIComponent(actorName)}`, [], actorPage![1]!) }
    : null;
  actor?.answer.catch(() => undefined);
  const album = albumPage
    ? { id: Number(albumPage[2]), askedAt: Date.now(), answer: askRead(config.albumDataPath, [['albumId', albumPage[2]!]], albumPage[1]!) }
    : null;
  album?.answer.catch(() => undefined);
  (globalThis as Record<string, unknown>)['__glimmerFirstHome'] = { language: '', answer, actor, album } satisfies FirstHomeRequest;
}

const ACTOR_PLACEHOLDER = 'actor-name-placeholder';
const ALBUM_PLACEHOLDER = 'album-id-placeholder';

/** `text` matched as it is by a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every language's actor pages (routes.ts: a language without slugs of its own uses en's), as one regular expression. */
function actorPagePattern(): string {
  const prefixes = LANGUAGES.map((language) => {
    const path = buildPath('actorProfile', { actorName: ACTOR_PLACEHOLDER }, language);
    return literal(path.slice(`/${language}`.length, path.indexOf(ACTOR_PLACEHOLDER)));
  });
  return `^/(${LANGUAGES.join('|')})(?:${[...new Set(prefixes)].join('|')})([^/]+)(?:/|$)`;
}

/** Each language's album (video) page (routes.ts), as a regular expression: group 1 the language, group 2 the album's id. */
function albumPagePatterns(): string[] {
  return LANGUAGES.map((language) => {
    const path = buildPath('actorAlbum', { actorName: ACTOR_PLACEHOLDER, albumId: ALBUM_PLACEHOLDER }, language);
    const [beforeActor, afterActor] = path.slice(`/${language}`.length).split(ACTOR_PLACEHOLDER) as [string, string];
    const [beforeAlbum, afterAlbum] = afterActor.split(ALBUM_PLACEHOLDER) as [string, string];
    return `^/(${language})${literal(beforeActor)}[^/]+${literal(beforeAlbum)}(\\d+)${literal(afterAlbum.replace(/\/$/, ''))}/?$`;
  });
}

/** The script's source: startFirstHomeRequest called with this build's query, paths and names. */
export function firstHomeRequestScript(names: { tokenKey: string; lockName: string }): string {
  const config: FirstHomeConfig = {
    queryPath: QUERY_PATH,
    anonymousTokenPath: ANONYMOUS_TOKEN_PATH,
    languages: LANGUAGES,
    defaultLanguage: DEFAULT_LANGUAGE,
    ...names,
    firstVisitHeader: FIRST_VISIT_HEADER,
    issuedTokenHeader: ISSUED_TOKEN_HEADER,
    body: JSON.stringify({ query: HOME_QUERY, variables: homeVariables() }),
    firstScreenImages: FIRST_SCREEN_TILES,
    actorPagePattern: actorPagePattern(),
    actorDataPath: `${REST_BASE}${buildRestPath('actor/getActorDataByIdOrName/{actorIdOrName}', { actorIdOrName: ACTOR_PLACEHOLDER }).replace(ACTOR_PLACEHOLDER, '')}`,
    albumPagePatterns: albumPagePatterns(),
    albumDataPath: `${REST_BASE}${buildRestPath('gallery/open', {})}`,
    cacheVersion: CACHE_VERSION,
  };
  return `(${startFirstHomeRequest.toString()})(${JSON.stringify(config)});\n`;
}

function firstHomeRequest(): FirstHomeRequest | null {
  return ((globalThis as Record<string, unknown>)[HANDOFF] as FirstHomeRequest | undefined) ?? null;
}

/** A read the script made, as the app takes it: its answer, or null when it was refused or failed (the app then asks itself). */
const answerOrNull = <T>(answer: Promise<unknown>): Promise<T | null> =>
  answer.then(
    (found) => (found ?? null) as T | null,
    () => null,
  );

let tokenTaken = false;
let dataTaken = false;
let actorTaken = false;
let albumTaken = false;

/**
 * The script's answer for the actor `name` (as routes.ts gives it), once; null when there is none
 * to take (another page or actor, taken already). Its promise gives null when the script's call was
 * refused or failed: the caller asks itself.
 */
export function takeFirstActorAnswer<T>(name: string): Promise<T | null> | null {
  const actor = firstHomeRequest()?.actor;
  if (!actor || actorTaken || actor.name !== name) return null;
  actorTaken = true;
  return answerOrNull<T>(actor.answer);
}

/**
 * The script's answer for the album `albumId`, once, with when it was asked; null when there is
 * none to take (another page or album, taken already). Its promise gives null when the script's
 * call was refused or failed: the caller asks itself.
 */
export function takeFirstAlbumAnswer<T>(albumId: number): { askedAt: number; answer: Promise<T | null> } | null {
  const album = firstHomeRequest()?.album;
  if (!album || albumTaken || album.id !== albumId) return null;
  albumTaken = true;
  return { askedAt: album.askedAt, answer: answerOrNull<T>(album.answer) };
}

/** The token the script's request carried or was issued, once per page (a later renewal mints anew). */
export function firstVisitToken(): Promise<string | null> | null {
  const first = firstHomeRequest();
  if (!first || tokenTaken) return null;
  tokenTaken = true;
  return first.answer.then(
    (answer) => answer.token.catch(() => null),
    () => null,
  );
}

/**
 * The script's home data for `language`, once; null when there is none to take (another page, a
 * failed or refused request: the caller asks itself, renewing a refused token as usual).
 */
export function takeFirstHomeData<T>(language: string): Promise<T | null> | null {
  const first = firstHomeRequest();
  if (!first || dataTaken || first.language !== language) return null;
  dataTaken = true;
  return first.answer.then(
    (answer) => (answer.status === 200 && answer.body?.data && !answer.body.errors?.length ? (answer.body.data as T) : null),
    () => null,
  );
}
