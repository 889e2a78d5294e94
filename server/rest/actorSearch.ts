// Pro search (spec part 2 §7.2): actorsearch/init answers the guest's last query and its
// result, actorsearch/search runs a new one, actorsearch/filter/delete drops one filter.
import type { FastifyInstance } from 'fastify';
import { PRO_SEARCH_SORTS } from '../../src/contract/enums.ts';
import type { RestPayload } from '../../src/contract/rest.ts';
import { deleteProSearchFilter, lastProSearchQuery, PRO_SEARCH_FILTERS, proSearch } from '../domain/actorSearch.ts';
import { ZIP_PATTERN } from '../domain/geo.ts';
import { ownerOf } from '../domain/tileGrid.ts';
import { id, languageText } from '../schemas/common.ts';
import { array, integer, matching, nullable, number, object, oneOf, openObject, type RouteTypes, within } from '../schemas/json.ts';
import { requestLanguage as languageOf } from './requestLanguage.ts';

const languageQuery = openObject({ language: languageText }, ['language']);
const geoLocation = nullable(object({ lat: number(-90, 90), long: number(-180, 180), source: oneOf('browser') }));
// The contract's filters are any text; the server takes only the filters it knows.
const query = within<RestPayload<'actorsearch/search'>>()(
  object(
    {
      category: id,
      filters: array(oneOf(...PRO_SEARCH_FILTERS), PRO_SEARCH_FILTERS.length),
      sort: oneOf(...PRO_SEARCH_SORTS),
      page: integer(1, 10_000),
      zip: nullable(matching(ZIP_PATTERN)),
      geoLocation,
    },
    ['geoLocation'],
  ),
);
const init = { querystring: languageQuery };
const search = { body: query, querystring: languageQuery };
const deleteFilter = { querystring: languageQuery, body: object({ filter: oneOf(...PRO_SEARCH_FILTERS) }) };

export async function actorSearchRoutes(app: FastifyInstance): Promise<void> {
  app.get<RouteTypes<typeof init>>('/actorsearch/init', { schema: init }, async (request) => {
    const owner = ownerOf(request.access);
    const query = await lastProSearchQuery(app.db, owner);
    return { success: true, query, result: await proSearch(app.db, owner, query, languageOf(request)) };
  });

  app.post<RouteTypes<typeof search>>('/actorsearch/search', { schema: search }, async (request) => {
    return { success: true, result: await proSearch(app.db, ownerOf(request.access), request.body, languageOf(request)) };
  });

  app.post<RouteTypes<typeof deleteFilter>>('/actorsearch/filter/delete', { schema: deleteFilter }, async (request) => ({
    success: true,
    ...(await deleteProSearchFilter(app.db, ownerOf(request.access), request.body.filter, languageOf(request))),
  }));
}
