// The guest's country, for the banned flag of actors (spec part 1 §5). It comes only from the
// header a trusted proxy sets (config COUNTRY_HEADER, default cf-ipcountry): the app never
// guesses from the address, and anything but two letters counts as unknown (never banned).
import type { FastifyRequest } from 'fastify';
import { normalizeCountry } from '../../src/contract/actorRules.ts';

/** Two uppercase letters, or null when the proxy sent none or something else. */
export function guestCountry(request: FastifyRequest): string | null {
  const value = request.headers[request.server.config.countryHeader];
  return normalizeCountry(Array.isArray(value) ? value[0] : value);
}
