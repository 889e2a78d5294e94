// Where a request carries its access token (spec part 2 §5): the REST token guard, the query
// service and the request rate limit all read it the same way, so it sits below them
// (docs/decisions.md, one-way layers).
import type { FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  return (header && /^Bearer\s+(\S+)$/i.exec(header)?.[1]) || null;
}

/** The token of a request and where it came from: the Authorization header, else the token query parameter (spec part 2 §5). */
export function tokenOf(request: FastifyRequest): { token: string; fromQuery: boolean } | null {
  const header = request.headers.authorization;
  if (header) {
    const token = bearerToken(header);
    return token ? { token, fromQuery: false } : null;
  }
  const query = request.query as Record<string, unknown> | undefined;
  const token = query?.token;
  return typeof token === 'string' && token !== '' ? { token, fromQuery: true } : null;
}
