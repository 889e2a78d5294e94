// The first visit's data without the token round trip before it (issue 23 point 2,
// docs/decisions.md): an anonymous first visit sends its first query with FIRST_VISIT_HEADER
// instead of a token; the token that POST /api/v1/auth/anonymous would have minted is minted
// here and sent back beside the answer. The answer is never stored by a cache (no-store): the
// token travels in a response to one POST, never in a page. The rate limit counts such a request
// against the address, as it counts a call to auth/anonymous (server/http/requestLimit.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_VISIT_HEADER, ISSUED_TOKEN_HEADER } from '../../src/contract/rest.ts';
import { issueAnonymousToken } from '../domain/accessTokens.ts';

/** A new anonymous token for a request that asks for one (and carries none), or null. */
export async function firstVisitToken(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  if (request.headers.authorization || request.headers[FIRST_VISIT_HEADER] !== 'anonymous') return null;
  const token = await issueAnonymousToken(request.server.db, request.server.config.tokenLifetimes);
  reply.header(ISSUED_TOKEN_HEADER, token).header('cache-control', 'no-store');
  return token;
}
