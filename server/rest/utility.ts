// Utility calls (spec part 2 §7.1): utility/getGeoLocationByZip/{zipCode}, the zip's place for
// the pro search (null for a zip nobody knows), and utility/relation/addRelation and
// hasRelation, a logged-in guest's relations (server/domain/relations.ts: the subject is the
// caller, another subject is FORBIDDEN).
import type { FastifyInstance } from 'fastify';
import type { Relation } from '../../src/contract/entities.ts';
import { geoLocationByZip, ZIP_PATTERN } from '../domain/geo.ts';
import { addRelation, hasRelation } from '../domain/relations.ts';
import { loggedIn } from './loggedInScope.ts';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
const relationBody = {
  type: 'object',
  properties: { subjectTypeId: id, subjectId: id, relationTypeId: id, objectTypeId: id, objectId: id },
  required: ['subjectTypeId', 'subjectId', 'relationTypeId', 'objectTypeId', 'objectId'],
  additionalProperties: false,
};

export async function utilityRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { zipCode: string } }>(
    '/utility/getGeoLocationByZip/:zipCode',
    { schema: { params: { type: 'object', required: ['zipCode'], properties: { zipCode: { type: 'string', pattern: ZIP_PATTERN } } } } },
    async (request) => ({ success: true, geoLocation: await geoLocationByZip(app.db, request.params.zipCode) }),
  );

  await app.register(loggedIn(relationRoutes));
}

async function relationRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Relation }>('/utility/relation/addRelation', { schema: { body: relationBody } }, async (request) => {
    await addRelation(app.db, request.guestId, request.body);
    return { success: true };
  });

  app.post<{ Body: Relation }>('/utility/relation/hasRelation', { schema: { body: relationBody } }, async (request) => ({
    success: true,
    hasRelation: await hasRelation(app.db, request.guestId, request.body),
  }));
}
