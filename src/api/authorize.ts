/** Bumped when answers change shape, so caches (HTTP, service worker) never mix versions. */
export const CACHE_VERSION = '1';

/**
 * The request with the access token as Authorization header and as query parameter, plus the
 * language and the caching version (spec part 2 §5: every call carries all three).
 */
export function authorize(request: Request, token: string, language: string): Request {
  const next = new Request(authorizedUrl(request.url, token, language), request);
  next.headers.set('Authorization', `Bearer ${token}`);
  return next;
}

function authorizedUrl(address: string, token: string, language: string): URL {
  const url = new URL(address);
  url.searchParams.set('token', token);
  url.searchParams.set('language', language);
  url.searchParams.set('v', CACHE_VERSION);
  return url;
}

/**
 * authorize() for requests that may carry a body, as the browser must send them: a Request
 * built from another Request takes its body as a stream, and Chrome sends a streamed body only
 * over HTTP/2 (over HTTP/1.1 the call fails with ERR_ALPN_NEGOTIATION_FAILED). The body is
 * read into memory first, which for our JSON payloads costs nothing.
 */
export async function authorizeWithBody(request: Request, token: string, language: string): Promise<Request> {
  if (request.body === null) return authorize(request, token, language);
  const body = await request.clone().arrayBuffer();
  const headers = new Headers(request.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return new Request(authorizedUrl(request.url, token, language), {
    method: request.method,
    headers,
    body,
    credentials: request.credentials,
    cache: request.cache,
    redirect: request.redirect,
    referrerPolicy: request.referrerPolicy,
    keepalive: request.keepalive,
    signal: request.signal,
  });
}
