// The guest's country, for the banned flag of actors (spec part 1 §5). It comes only from the
// header a trusted proxy sets (config COUNTRY_HEADER, default cf-ipcountry), read only when the
// request's direct peer is one of the trusted proxies (config TRUST_PROXY): from anyone else the
// header is the client's own claim. The app never guesses from the address, and anything but
// two letters counts as unknown (never banned).
import type { FastifyRequest } from 'fastify';
import { normalizeCountry } from '../../src/contract/actorRules.ts';
import { isTrustedProxy } from '../trustedProxies.ts';

/** Two uppercase letters, or null when no trusted proxy sent one or it sent something else. */
export function guestCountry(request: FastifyRequest): string | null {
  if (!isTrustedProxy(request.server.config.trustProxy, request.socket.remoteAddress)) return null;
  const value = request.headers[request.server.config.countryHeader];
  return normalizeCountry(Array.isArray(value) ? value[0] : value);
}
