// searchResult/search/{language}/{searchPattern} (spec part 2 §7.5): the global search result
// over REST, the same answer as the query service's globalSearch, with the TV section also
// under the spec's name `mediathek`. Any pattern gets an answer: a long one is cut, operators
// are plain text (server/search/text.ts), an empty one finds nothing.
import type { FastifyInstance } from 'fastify';
import { isLanguage, LANGUAGES } from '../../src/contract/enums.ts';
import { ApiError } from '../errors.ts';
import { queryContextFor } from '../query/context.ts';
import { globalSearch } from '../query/search.ts';
import { openObject, type RouteTypes, string } from '../schemas/json.ts';

/** Any language and pattern reach the handler: it answers its own message for a wrong language, and any pattern gets an answer. */
const search = { params: openObject({ language: string(), searchPattern: string() }) };

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  app.get<RouteTypes<typeof search>>('/searchResult/search/:language/:searchPattern', { schema: search }, async (request) => {
    const { language, searchPattern } = request.params;
    if (!isLanguage(language)) throw new ApiError('VALIDATION_FAILED', `language must be one of ${LANGUAGES.join(', ')}`);
    const result = (await globalSearch({ pattern: searchPattern }, queryContextFor(app, request, request.access, language))) as Record<
      string,
      unknown
    >;
    return { result: { ...result, mediathek: result.tv } };
  });
}
