// REST: breadcrumb/{breadcrumbType} (spec part 2 §7.9): POST with a payload object, answer
// data.breadcrumb. The payload names the page (routeName, routeArgs); server/domain/breadcrumbs.ts
// builds the trail.
import type { FastifyInstance } from 'fastify';
import { BREADCRUMB_TYPES, type BreadcrumbType } from '../../src/contract/content.ts';
import { isLanguage } from '../../src/contract/enums.ts';
import { breadcrumb } from '../domain/breadcrumbs.ts';

type BreadcrumbRequest = { Params: { breadcrumbType: BreadcrumbType }; Body: { routeName: string; routeArgs: Record<string, string> }; Querystring: { language?: string } };

export async function breadcrumbRoutes(app: FastifyInstance): Promise<void> {
  app.post<BreadcrumbRequest>(
    '/breadcrumb/:breadcrumbType',
    {
      schema: {
        params: { type: 'object', properties: { breadcrumbType: { type: 'string', enum: [...BREADCRUMB_TYPES] } }, required: ['breadcrumbType'] },
        body: {
          type: 'object',
          required: ['routeName', 'routeArgs'],
          additionalProperties: false,
          properties: {
            routeName: { type: 'string', minLength: 1, maxLength: 60 },
            routeArgs: { type: 'object', maxProperties: 5, additionalProperties: { type: 'string', maxLength: 200 } },
          },
        },
      },
    },
    async (request) => {
      const language = isLanguage(request.query.language) ? request.query.language : 'en';
      const trail = await breadcrumb(app.db, request.params.breadcrumbType, request.body.routeName, request.body.routeArgs, language);
      return { success: true, data: { breadcrumb: trail } };
    },
  );
}
