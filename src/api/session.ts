import { LOGIN_TOKEN_KEY, TOKEN_KEY } from '../contract/storageKeys.ts';
import { readLocal, removeLocal, writeLocal } from '../lib/storage.ts';
import { ApiError } from './errors.ts';
import { ANONYMOUS_TOKEN_PATH, firstVisitToken } from './firstVisit.ts';

// Every visitor holds an access token: anonymous first, the guest's own after login. It lives in
// localStorage (TOKEN_KEY) so every tab's REST calls use the same one, and a tab learns of a login
// or logout elsewhere from the key's `storage` event. The token a login stored (LOGIN_TOKEN_KEY):
// while it is still the stored one, the first paint can show the logged-in guest's view before the
// live connection confirms it. Any other token (a new anonymous one, a renewal) no longer matches,
// so nothing needs clearing on those paths.
let pending: Promise<string> | null = null;

// A plain fetch on purpose: the first page needs a token before anything else, and ky's 7 KB
// stay out of the first load (docs/decisions.md).
async function fetchAnonymousToken(): Promise<string> {
  const response = await fetch(ANONYMOUS_TOKEN_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new ApiError(response.status, 'INTERNAL', `auth/anonymous answered ${response.status}`);
  const answer = (await response.json()) as { accessToken: string };
  writeLocal(TOKEN_KEY, answer.accessToken);
  return answer.accessToken;
}

/**
 * Mints a token once per browser: tabs opened together wait on one Web Lock and the later ones
 * find the first one's token in storage, so one guest never holds two anonymous sessions (the
 * shared socket is bound to one token).
 */
function obtainToken(): Promise<string> {
  const mint = async () => readLocal(TOKEN_KEY) ?? (await fetchAnonymousToken());
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(TOKEN_LOCK, mint) : mint();
}

/**
 * The lock that tabs opened together share while one of them mints the token; the home page's
 * first request (firstVisit.ts) takes it too.
 */
export const TOKEN_LOCK = 'glimmer-access-token';

/**
 * The stored token, or a new anonymous one (requested once even when many calls ask at once). A
 * first visit of the home page has its token minted beside the home data (firstVisit.ts): it is
 * waited for instead of asking for another.
 */
export function currentToken(): Promise<string> {
  const stored = readLocal(TOKEN_KEY);
  if (stored) return Promise.resolve(stored);
  if (!pending) {
    const first = firstVisitToken();
    pending = (first ? first.then((token) => token ?? obtainToken()) : obtainToken()).finally(() => {
      pending = null;
    });
  }
  return pending;
}

type RenewalListener = (token: string) => void;
const renewalListeners = new Set<RenewalListener>();

/**
 * Calls `listener` with each token this tab renews in place of one the server refused (expired
 * or revoked): other tabs learn of it from the storage event, this tab only from here.
 */
export function onTokenRenewed(listener: RenewalListener): () => void {
  renewalListeners.add(listener);
  return () => renewalListeners.delete(listener);
}

/**
 * Drops a token the server refused and gets a fresh one. When the stored token is no longer the
 * refused one, another tab replaced it meanwhile (a login revokes the anonymous token): that one
 * is used, so a late refusal in this tab never throws away the other tab's login.
 */
export async function renewToken(refused?: string | null): Promise<string> {
  const stored = readLocal(TOKEN_KEY);
  if (stored && refused && stored !== refused) return stored;
  removeLocal(TOKEN_KEY);
  const renewed = await currentToken();
  if (renewed !== stored) for (const listener of renewalListeners) listener(renewed);
  return renewed;
}

/** The token a request carried (its Authorization header), or null. */
export function tokenOfRequest(request: Request): string | null {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
}

/** Stores the token of a login (the checkout frame's `login` message); every tab uses it from now on. */
export function setToken(token: string): void {
  writeLocal(TOKEN_KEY, token);
  writeLocal(LOGIN_TOKEN_KEY, token);
}

/** Whether the stored token is the one a login stored (a guard for the first paint, not for access). */
export function isLoginToken(): boolean {
  const stored = readLocal(TOKEN_KEY);
  return stored !== null && readLocal(LOGIN_TOKEN_KEY) === stored;
}

/** The stored token when a login stored it (a login's pins are kept under it, src/realtime/keptFrames.ts), else null. */
export function currentLoginToken(): string | null {
  return isLoginToken() ? readLocal(TOKEN_KEY) : null;
}

/** Forgets the stored token (a locked guest is logged out); the next call gets a new anonymous one. */
export function dropToken(): void {
  removeLocal(TOKEN_KEY);
  removeLocal(LOGIN_TOKEN_KEY);
}
