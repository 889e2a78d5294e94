// asset/legal-text/download/{legalTextId} (spec part 2 §7.1; part 1 §3 Legal types): the
// privacy policy, terms or imprint as a plain-text download in the asked language, and the same
// text as JSON for the legal page. The texts are in server/domain/legalTexts.ts.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, LEGAL_TYPES, isLanguage, type LegalType } from '../../src/contract/enums.ts';
import { legalText, legalTextParts } from '../domain/legalTexts.ts';

const legalParams = { type: 'object', properties: { legalTextId: { type: 'string', enum: [...LEGAL_TYPES] } }, required: ['legalTextId'], additionalProperties: false };

export async function legalRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { legalTextId: LegalType }; Querystring: { language?: string } }>('/asset/legal-text/:legalTextId', { schema: { params: legalParams } }, async (request) => {
    const language = isLanguage(request.query.language) ? request.query.language : DEFAULT_LANGUAGE;
    return { success: true, text: legalTextParts(request.params.legalTextId, language) };
  });

  app.get<{ Params: { legalTextId: LegalType }; Querystring: { language?: string } }>(
    '/asset/legal-text/download/:legalTextId',
    { schema: { params: legalParams } },
    async (request, reply) => {
      const language = isLanguage(request.query.language) ? request.query.language : DEFAULT_LANGUAGE;
      const type = request.params.legalTextId;
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${type}-${language}.txt"`)
        .send(legalText(type, language));
    },
  );
}
