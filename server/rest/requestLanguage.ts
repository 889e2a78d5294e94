import type { FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '../../src/contract/enums.ts';

/** The language a call asks for (the app sends `?language=` with every call); English otherwise. */
export function requestLanguage(request: FastifyRequest): Language {
  const language = (request.query as { language?: unknown } | undefined)?.language;
  return isLanguage(language) ? language : 'en';
}

/** The language a call names, when it is one of ours; undefined lets the domain choose (the guest's own). */
export function askedLanguage(request: FastifyRequest): Language | undefined {
  const language = (request.query as { language?: unknown } | undefined)?.language;
  return isLanguage(language) ? language : undefined;
}
