// asset/legal-text/download/{legalTextId} (spec part 2 §7.1; part 1 §3 Legal types): the
// privacy policy, terms or imprint as a plain-text download in the asked language, and the same
// text as JSON for the legal page. The texts are in server/domain/legalTexts.ts.
import type { FastifyInstance } from 'fastify';
import { LEGAL_TYPES } from '../../src/contract/enums.ts';
import { legalText, legalTextParts } from '../domain/legalTexts.ts';
import { oneOf, openObject, type RouteTypes } from '../schemas/json.ts';
import { requestLanguage } from './requestLanguage.ts';

const legal = { params: openObject({ legalTextId: oneOf(...LEGAL_TYPES) }) };

export async function legalRoutes(app: FastifyInstance): Promise<void> {
  app.get<RouteTypes<typeof legal>>('/asset/legal-text/:legalTextId', { schema: legal }, async (request) => {
    const language = requestLanguage(request);
    return { success: true, text: legalTextParts(request.params.legalTextId, language) };
  });

  app.get<RouteTypes<typeof legal>>('/asset/legal-text/download/:legalTextId', { schema: legal }, async (request, reply) => {
    const language = requestLanguage(request);
    const type = request.params.legalTextId;
    return reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${type}-${language}.txt"`)
      .send(legalText(type, language));
  });
}
