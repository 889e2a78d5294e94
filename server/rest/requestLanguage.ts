import type { FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '../../src/contract/enums.ts';

/** The language a call asks for (the app sends `?language=` with every call); English otherwise. */
export function requestLanguage(request: FastifyRequest): Language {
  const language = (request.query as { language?: unknown } | undefined)?.language;
  return isLanguage(language) ? language : 'en';
}
