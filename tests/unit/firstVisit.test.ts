import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { authorize } from '../../src/api/authorize.ts';
import { TOKEN_LOCK } from '../../src/api/session.ts';
import { buildPath } from '../../src/app/routes.ts';
import { LANGUAGES } from '../../src/contract/enums.ts';
import { FIRST_SCREEN_TILES } from '../../src/contract/queries/home.ts';
import { buildRestPath, FIRST_VISIT_HEADER, ISSUED_TOKEN_HEADER, REST_BASE } from '../../src/contract/rest.ts';
import { TOKEN_KEY } from '../../src/contract/storageKeys.ts';

// The home page's first request, sent by its own script before the bundle (src/api/firstVisit.ts),
// and the app taking its data and token from it (issue 23 point 2).
type FirstVisit = typeof import('../../src/api/firstVisit.ts');

const ORIGIN = 'http://app.test';

describe("the home page's first request", () => {
  let store: Map<string, string>;
  let sent: { url: string; headers: Record<string, string>; body: string }[];
  let answer: () => Response;

  async function start(pathname: string): Promise<FirstVisit> {
    vi.resetModules();
    vi.stubGlobal('location', { pathname, origin: ORIGIN });
    const firstVisit = await import('../../src/api/firstVisit.ts');
    const config = /\)\((.*)\);\n$/s.exec(firstVisit.firstHomeRequestScript({ tokenKey: TOKEN_KEY, lockName: TOKEN_LOCK }))![1]!;
    firstVisit.startFirstHomeRequest(JSON.parse(config));
    return firstVisit;
  }

  beforeEach(() => {
    store = new Map();
    sent = [];
    answer = () =>
      new Response(JSON.stringify({ data: { top: 'tiles' } }), { status: 200, headers: { [ISSUED_TOKEN_HEADER]: 'issued-token' } });
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    });
    vi.stubGlobal('navigator', { locks: { request: async (_name: string, run: () => unknown) => run() } });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, headers: init.headers as Record<string, string>, body: String(init.body) });
      return answer();
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (globalThis as Record<string, unknown>).__glimmerFirstHome;
  });

  test("a first visit asks for home's data without a token and keeps the token minted beside it", async () => {
    const firstVisit = await start('/de/');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/vxql?language=de');
    expect(sent[0]!.headers[FIRST_VISIT_HEADER]).toBe('anonymous');
    expect(sent[0]!.headers.authorization).toBeUndefined();
    expect(await firstVisit.firstVisitToken()).toBe('issued-token');
    expect(store.get(TOKEN_KEY)).toBe('issued-token');
    expect(await firstVisit.takeFirstHomeData('de')).toEqual({ top: 'tiles' });
  });

  test("the first screen's top-cam images are preloaded as soon as the answer names them, no more and nothing else", async () => {
    const items = Array.from({ length: 10 }, (_, index) => ({ preview: `/img/actor/${index}/w320.svg` }));
    items[1] = { preview: 'https://elsewhere.example/x.svg' };
    answer = () => new Response(JSON.stringify({ data: { top: { items } } }), { status: 200 });
    const links: Record<string, unknown>[] = [];
    vi.stubGlobal('document', { createElement: () => ({}), head: { append: (link: Record<string, unknown>) => links.push(link) } });
    const firstVisit = await start('/en/');
    await firstVisit.takeFirstHomeData('en');
    expect(FIRST_SCREEN_TILES).toBe(4);
    expect(links.map((link) => link.href)).toEqual(['/img/actor/0/w320.svg', '/img/actor/2/w320.svg', '/img/actor/3/w320.svg']);
    expect(links.every((link) => link.rel === 'preload' && link.as === 'image' && link.fetchPriority === 'high')).toBe(true);
  });

  test('the data and the token are each taken once', async () => {
    const firstVisit = await start('/');
    expect(await firstVisit.takeFirstHomeData('en')).toEqual({ top: 'tiles' });
    expect(firstVisit.takeFirstHomeData('en')).toBeNull();
    expect(await firstVisit.firstVisitToken()).toBe('issued-token');
    expect(firstVisit.firstVisitToken()).toBeNull();
  });

  test('a returning guest sends the stored token, and nothing is minted nor handed back (a refused token must not return)', async () => {
    store.set(TOKEN_KEY, 'stored-token');
    answer = () => new Response(JSON.stringify({ data: { top: 'tiles' } }), { status: 200 });
    const firstVisit = await start('/en');
    expect(sent[0]!.headers.authorization).toBe('Bearer stored-token');
    expect(sent[0]!.headers[FIRST_VISIT_HEADER]).toBeUndefined();
    expect(await firstVisit.firstVisitToken()).toBeNull();
  });

  test('a token another tab stored meanwhile wins over the one issued here', async () => {
    answer = () => {
      store.set(TOKEN_KEY, 'other-tab-token');
      return new Response(JSON.stringify({ data: {} }), { status: 200, headers: { [ISSUED_TOKEN_HEADER]: 'issued-token' } });
    };
    const firstVisit = await start('/');
    expect(await firstVisit.firstVisitToken()).toBe('other-tab-token');
    expect(store.get(TOKEN_KEY)).toBe('other-tab-token');
  });

  test('a refused request leaves the data to the app (it renews the token and asks itself)', async () => {
    store.set(TOKEN_KEY, 'expired-token');
    answer = () =>
      new Response(JSON.stringify({ errors: [{ message: 'expired', extensions: { code: 'INVALID_TOKEN' } }] }), { status: 401 });
    const firstVisit = await start('/');
    expect(await firstVisit.takeFirstHomeData('en')).toBeNull();
  });

  test("another page's first visit asks for the anonymous token at once and hands it over; no home data there", async () => {
    answer = () => new Response(JSON.stringify({ accessToken: 'anonymous-token' }), { status: 200 });
    const firstVisit = await start('/en/amateur/iline/');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(firstVisit.ANONYMOUS_TOKEN_PATH);
    expect(firstVisit.ANONYMOUS_TOKEN_PATH).toBe('/api/v1/auth/anonymous');
    expect(sent[0]!.headers.authorization).toBeUndefined();
    expect(firstVisit.takeFirstHomeData('en')).toBeNull();
    expect(await firstVisit.firstVisitToken()).toBe('anonymous-token');
    expect(store.get(TOKEN_KEY)).toBe('anonymous-token');
  });

  test("another page's refused token call hands over nothing (the app asks itself)", async () => {
    answer = () => new Response(JSON.stringify({ errors: [{ message: 'busy' }] }), { status: 503 });
    const firstVisit = await start('/de/videos/');
    expect(await firstVisit.firstVisitToken()).toBeNull();
    expect(store.has(TOKEN_KEY)).toBe(false);
  });

  test("a returning guest's other page sends nothing: the page asks with the stored token", async () => {
    store.set(TOKEN_KEY, 'stored-token');
    const firstVisit = await start('/en/videos/');
    expect(sent).toHaveLength(0);
    expect(firstVisit.firstVisitToken()).toBeNull();
  });

  test('home in another language than the app asks for is not taken, and an unknown language sends nothing', async () => {
    let firstVisit = await start('/de/');
    expect(firstVisit.takeFirstHomeData('en')).toBeNull();
    sent = [];
    delete (globalThis as Record<string, unknown>).__glimmerFirstHome;
    firstVisit = await start('/xx/');
    expect(sent).toHaveLength(0);
    expect(firstVisit.firstVisitToken()).toBeNull();
  });

  /** The address the app's own actor call has (src/api/actors.ts through authorize.ts). */
  const appActorUrl = (name: string, token: string, language: string) =>
    authorize(
      new Request(`${ORIGIN}${REST_BASE}${buildRestPath('actor/getActorDataByIdOrName/{actorIdOrName}', { actorIdOrName: name })}`),
      token,
      language,
    ).url;

  test("an actor's page on a first visit: the token, then the actor with it, at the app's own address; taken once, by that actor only", async () => {
    answer = () => new Response(JSON.stringify({ accessToken: 'anonymous-token' }), { status: 200 });
    const firstVisit = await start('/de/amateur/iline/ueber-mich/');
    answer = () => new Response(JSON.stringify({ actor: { id: 1, name: 'Iline' } }), { status: 200 });
    expect(firstVisit.takeFirstActorAnswer('other')).toBeNull();
    expect(await firstVisit.takeFirstActorAnswer('iline')).toEqual({ actor: { id: 1, name: 'Iline' } });
    expect(firstVisit.takeFirstActorAnswer('iline')).toBeNull();
    expect(sent.map((request) => request.url)).toEqual([firstVisit.ANONYMOUS_TOKEN_PATH, appActorUrl('iline', 'anonymous-token', 'de')]);
    expect(sent[1]!.headers.authorization).toBe('Bearer anonymous-token');
    expect(await firstVisit.firstVisitToken()).toBe('anonymous-token');
  });

  test("a returning guest's actor page asks for the actor at once with the stored token, and mints nothing", async () => {
    store.set(TOKEN_KEY, 'stored-token');
    answer = () => new Response(JSON.stringify({ actor: { id: 1 } }), { status: 200 });
    const firstVisit = await start('/nl/amateur/J%C3%B6rg');
    expect(await firstVisit.takeFirstActorAnswer('jörg')).toEqual({ actor: { id: 1 } });
    expect(sent.map((request) => request.url)).toEqual([appActorUrl('jörg', 'stored-token', 'nl')]);
    expect(await firstVisit.firstVisitToken()).toBeNull();
  });

  /** The address the app's own album call has (src/api/albums.ts openAlbum through ky's searchParams and authorize.ts). */
  const appAlbumUrl = (albumId: number, token: string, language: string) =>
    authorize(new Request(`${ORIGIN}${REST_BASE}gallery/open?albumId=${albumId}`), token, language).url;

  test("an album's (a video's) page in every language asks for the actor and the album at once, at the app's own addresses", async () => {
    store.set(TOKEN_KEY, 'stored-token');
    for (const language of LANGUAGES) {
      sent = [];
      delete (globalThis as Record<string, unknown>).__glimmerFirstHome;
      answer = () => new Response(JSON.stringify({ album: { id: 203 } }), { status: 200 });
      const firstVisit = await start(buildPath('actorAlbum', { actorName: 'iline', albumId: '203' }, language));
      expect(sent.map((request) => request.url)).toEqual([
        appActorUrl('iline', 'stored-token', language),
        appAlbumUrl(203, 'stored-token', language),
      ]);
      expect(sent[1]!.headers.authorization).toBe('Bearer stored-token');
      expect(firstVisit.takeFirstAlbumAnswer(204)).toBeNull();
      const taken = firstVisit.takeFirstAlbumAnswer(203)!;
      expect(await taken.answer).toEqual({ album: { id: 203 } });
      expect(taken.askedAt).toBeLessThanOrEqual(Date.now());
      expect(firstVisit.takeFirstAlbumAnswer(203)).toBeNull(); // once
    }
  });

  test("an album's page on a first visit asks for it with the token minted first; other actor pages ask for no album", async () => {
    answer = () => new Response(JSON.stringify({ accessToken: 'anonymous-token' }), { status: 200 });
    let firstVisit = await start('/es/amateur/iline/fotos/77');
    answer = () => new Response(JSON.stringify({ album: { id: 77 } }), { status: 200 });
    expect(await firstVisit.takeFirstAlbumAnswer(77)!.answer).toEqual({ album: { id: 77 } });
    expect(sent.map((request) => request.url)).toContain(appAlbumUrl(77, 'anonymous-token', 'es'));
    for (const pathname of [
      '/en/amateur/iline/',
      '/en/amateur/iline/pictures/',
      '/en/amateur/iline/pictures/abc/',
      '/de/amateur/iline/pictures/77/',
    ]) {
      sent = [];
      delete (globalThis as Record<string, unknown>).__glimmerFirstHome;
      store.set(TOKEN_KEY, 'stored-token');
      firstVisit = await start(pathname);
      expect(
        sent.some((request) => request.url.includes('gallery/open')),
        pathname,
      ).toBe(false);
      expect(firstVisit.takeFirstAlbumAnswer(77)).toBeNull();
    }
  });

  test('a refused album call (an expired token, a gone album) leaves the call to the app', async () => {
    store.set(TOKEN_KEY, 'expired-token');
    answer = () => new Response(JSON.stringify({ error: { code: 'INVALID_TOKEN', message: 'expired' } }), { status: 401 });
    const firstVisit = await start('/en/amateur/iline/pictures/203/');
    expect(await firstVisit.takeFirstAlbumAnswer(203)!.answer).toBeNull();
  });

  test('a refused actor call (an expired token, a gone actor) leaves the call to the app', async () => {
    store.set(TOKEN_KEY, 'expired-token');
    answer = () => new Response(JSON.stringify({ error: { code: 'INVALID_TOKEN', message: 'expired' } }), { status: 401 });
    const firstVisit = await start('/en/amateur/iline/');
    expect(await firstVisit.takeFirstActorAnswer('iline')).toBeNull();
  });

  test('the request body is the one the home store sends', async () => {
    const { HOME_QUERY, homeVariables } = await import('../../src/contract/queries/home.ts');
    await start('/');
    expect(JSON.parse(sent[0]!.body)).toEqual({ query: HOME_QUERY, variables: homeVariables() });
  });
});
