// Pro search (spec part 2 §7.2): actorsearch/init answers the guest's last query and its
// result, actorsearch/search runs a new one, actorsearch/filter/delete drops one filter.
import type { FastifyInstance } from 'fastify';
import { isLanguage, PRO_SEARCH_SORTS } from '../../src/contract/enums.ts';
import type { ProSearchQuery } from '../../src/contract/entities.ts';
import { deleteProSearchFilter, lastProSearchQuery, PRO_SEARCH_FILTERS, proSearch } from '../domain/actorSearch.ts';
import { ZIP_PATTERN } from '../domain/geo.ts';
import { ownerOf } from '../domain/tileGrid.ts';

const languageQuery = { type: 'object', properties: { language: { type: 'string' } } };
const geoLocation = {
  type: ['object', 'null'],
  required: ['lat', 'long', 'source'],
  additionalProperties: false,
  properties: { lat: { type: 'number', minimum: -90, maximum: 90 }, long: { type: 'number', minimum: -180, maximum: 180 }, source: { enum: ['browser'] } },
};
const queryBody = {
  type: 'object',
  required: ['category', 'filters', 'sort', 'page', 'zip'],
  additionalProperties: false,
  properties: {
    category: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    filters: { type: 'array', items: { enum: PRO_SEARCH_FILTERS }, maxItems: PRO_SEARCH_FILTERS.length },
    sort: { enum: PRO_SEARCH_SORTS },
    page: { type: 'integer', minimum: 1, maximum: 10_000 },
    zip: { anyOf: [{ type: 'string', pattern: ZIP_PATTERN }, { type: 'null' }] },
    geoLocation,
  },
};

export async function actorSearchRoutes(app: FastifyInstance): Promise<void> {
  const languageOf = (value: unknown) => (isLanguage(value) ? value : 'en');

  app.get<{ Querystring: { language?: string } }>('/actorsearch/init', { schema: { querystring: languageQuery } }, async (request) => {
    const owner = ownerOf(request.access);
    const query = await lastProSearchQuery(app.db, owner);
    return { success: true, query, result: await proSearch(app.db, owner, query, languageOf(request.query.language)) };
  });

  app.post<{ Body: ProSearchQuery; Querystring: { language?: string } }>('/actorsearch/search', { schema: { body: queryBody, querystring: languageQuery } }, async (request) => {
    return { success: true, result: await proSearch(app.db, ownerOf(request.access), request.body, languageOf(request.query.language)) };
  });

  app.post<{ Body: { filter: string }; Querystring: { language?: string } }>(
    '/actorsearch/filter/delete',
    { schema: { querystring: languageQuery, body: { type: 'object', required: ['filter'], additionalProperties: false, properties: { filter: { enum: PRO_SEARCH_FILTERS } } } } },
    async (request) => ({ success: true, ...(await deleteProSearchFilter(app.db, ownerOf(request.access), request.body.filter, languageOf(request.query.language))) }),
  );
}
