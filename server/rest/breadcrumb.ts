// REST: breadcrumb/{breadcrumbType} (spec part 2 §7.9): POST with a payload object, answer
// data.breadcrumb. The payload names the page (routeName, routeArgs); server/domain/breadcrumbs.ts
// builds the trail.
import type { FastifyInstance } from 'fastify';
import { BREADCRUMB_TYPES } from '../../src/contract/content.ts';
import { breadcrumb } from '../domain/breadcrumbs.ts';
import { object, oneOf, openObject, type RouteTypes, record, string } from '../schemas/json.ts';
import { requestLanguage } from './requestLanguage.ts';

const trail = {
  params: openObject({ breadcrumbType: oneOf(...BREADCRUMB_TYPES) }),
  body: object({ routeName: string(1, 60), routeArgs: record(string(undefined, 200), 5) }),
};

export async function breadcrumbRoutes(app: FastifyInstance): Promise<void> {
  app.post<RouteTypes<typeof trail>>('/breadcrumb/:breadcrumbType', { schema: trail }, async (request) => {
    const language = requestLanguage(request);
    const trail = await breadcrumb(app.db, request.params.breadcrumbType, request.body.routeName, request.body.routeArgs, language);
    return { success: true, data: { breadcrumb: trail } };
  });
}
