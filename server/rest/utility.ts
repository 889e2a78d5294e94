// utility/getGeoLocationByZip/{zipCode} (spec part 2 §7.1): the zip's place for the pro
// search, null for a zip nobody knows.
import type { FastifyInstance } from 'fastify';
import { geoLocationByZip, ZIP_PATTERN } from '../domain/geo.ts';

export async function utilityRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { zipCode: string } }>(
    '/utility/getGeoLocationByZip/:zipCode',
    { schema: { params: { type: 'object', required: ['zipCode'], properties: { zipCode: { type: 'string', pattern: ZIP_PATTERN } } } } },
    async (request) => ({ success: true, geoLocation: await geoLocationByZip(app.db, request.params.zipCode) }),
  );
}
