/** Bumped when answers change shape, so caches (HTTP, service worker) never mix versions. */
export const CACHE_VERSION = '1';

/**
 * The request with the access token as Authorization header and as query parameter, plus the
 * language and the caching version (spec part 2 §5: every call carries all three).
 */
export function authorize(request: Request, token: string, language: string): Request {
  const url = new URL(request.url);
  url.searchParams.set('token', token);
  url.searchParams.set('language', language);
  url.searchParams.set('v', CACHE_VERSION);
  const next = new Request(url, request);
  next.headers.set('Authorization', `Bearer ${token}`);
  return next;
}
