import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { dropToken, isLoginToken, onTokenRenewed, renewToken, setToken, tokenOfRequest } from '../../src/api/session.ts';
import { TOKEN_KEY } from '../../src/contract/storageKeys.ts';

// The stored access token shared by the tabs (src/api/session.ts): a refused token is renewed
// only while it is still the stored one, so a late refusal in one tab never undoes another
// tab's login.
describe('renewing a refused token', () => {
  let store: Map<string, string>;
  let minted: number;

  beforeEach(() => {
    store = new Map();
    minted = 0;
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    });
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ accessToken: `anon-${++minted}` }), { status: 200 }));
  });
  afterEach(() => vi.unstubAllGlobals());

  test('the refused token still stored is replaced by a new anonymous one', async () => {
    store.set(TOKEN_KEY, 'anon-old');
    expect(await renewToken('anon-old')).toBe('anon-1');
    expect(store.get(TOKEN_KEY)).toBe('anon-1');
  });

  test("another tab's login token stored meanwhile is kept and used", async () => {
    store.set(TOKEN_KEY, 'login-token');
    expect(await renewToken('anon-old')).toBe('login-token');
    expect(store.get(TOKEN_KEY)).toBe('login-token');
    expect(minted).toBe(0);
  });

  test('without the refused token the stored one is renewed', async () => {
    store.set(TOKEN_KEY, 'anon-old');
    expect(await renewToken()).toBe('anon-1');
  });

  test('a token renewed in this tab in place of a refused (expired) one is announced to the tab', async () => {
    store.set(TOKEN_KEY, 'login-expired');
    const announced: string[] = [];
    const stop = onTokenRenewed((token) => announced.push(token));
    await renewToken('login-expired');
    stop();
    expect(announced).toEqual(['anon-1']);
  });

  test("another tab's token taken over is not announced again: that tab's storage event told", async () => {
    store.set(TOKEN_KEY, 'login-token');
    const announced: string[] = [];
    const stop = onTokenRenewed((token) => announced.push(token));
    await renewToken('anon-old');
    stop();
    expect(announced).toEqual([]);
  });

  test("the token a login stored counts as a logged-in guest's, until another token replaces it", async () => {
    expect(isLoginToken()).toBe(false);
    setToken('login-token');
    expect(isLoginToken()).toBe(true);
    // the login expired: the server refused it and a new anonymous token took its place
    await renewToken('login-token');
    expect(isLoginToken()).toBe(false);
  });

  test("after a logout the stored token is no logged-in guest's", () => {
    setToken('login-token');
    dropToken();
    expect(isLoginToken()).toBe(false);
  });

  test("a request's token is read from its Authorization header", () => {
    expect(tokenOfRequest(new Request('http://x/', { headers: { authorization: 'Bearer abc.def' } }))).toBe('abc.def');
    expect(tokenOfRequest(new Request('http://x/'))).toBeNull();
  });
});
