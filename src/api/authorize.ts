/** Bumped when answers change shape, so caches (HTTP, service worker) never mix versions. */
export const CACHE_VERSION = '1';

/**
 * The request with the access token as Authorization header, plus the language and the caching
 * version (spec part 2 §5: every call carries all three). The token goes into the query string
 * too only on reads (GET, HEAD), where the spec needs it: the server refuses it there on every
 * call that changes state (issue 19), and a URL travels further than a header.
 */
export function authorize(request: Request, token: string, language: string): Request {
  const next = new Request(authorizedUrl(request.url, request.method, token, language), request);
  next.headers.set('Authorization', `Bearer ${token}`);
  return next;
}

function authorizedUrl(address: string, method: string, token: string, language: string): URL {
  const url = new URL(address);
  if (method === 'GET' || method === 'HEAD') url.searchParams.set('token', token);
  else url.searchParams.delete('token');
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
  return new Request(authorizedUrl(request.url, request.method, token, language), {
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
