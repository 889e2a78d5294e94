// Utility calls (spec part 2 §7.1): utility/getGeoLocationByZip/{zipCode}, the zip's place for
// the pro search (null for a zip nobody knows), and utility/relation/addRelation and
// hasRelation, a logged-in guest's relations (server/domain/relations.ts: the subject is the
// caller, another subject is FORBIDDEN).
import type { FastifyInstance } from 'fastify';
import type { Relation } from '../../src/contract/entities.ts';
import { geoLocationByZip, ZIP_PATTERN } from '../domain/geo.ts';
import { addRelation, hasRelation } from '../domain/relations.ts';
import { id } from '../schemas/common.ts';
import { matching, object, openObject, type RouteTypes, shapeOf } from '../schemas/json.ts';
import { loggedIn } from './loggedInScope.ts';

const zip = { params: openObject({ zipCode: matching(ZIP_PATTERN) }) };
const relation = {
  body: shapeOf<Relation>()(object({ subjectTypeId: id, subjectId: id, relationTypeId: id, objectTypeId: id, objectId: id })),
};

export async function utilityRoutes(app: FastifyInstance): Promise<void> {
  app.get<RouteTypes<typeof zip>>('/utility/getGeoLocationByZip/:zipCode', { schema: zip }, async (request) => ({
    success: true,
    geoLocation: await geoLocationByZip(app.db, request.params.zipCode),
  }));

  await app.register(loggedIn(relationRoutes));
}

async function relationRoutes(app: FastifyInstance): Promise<void> {
  app.post<RouteTypes<typeof relation>>('/utility/relation/addRelation', { schema: relation }, async (request) => {
    await addRelation(app.db, request.guestId, request.body);
    return { success: true };
  });

  app.post<RouteTypes<typeof relation>>('/utility/relation/hasRelation', { schema: relation }, async (request) => ({
    success: true,
    hasRelation: await hasRelation(app.db, request.guestId, request.body),
  }));
}
