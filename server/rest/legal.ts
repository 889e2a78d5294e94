// asset/legal-text/download/{legalTextId} (spec part 2 §7.1; part 1 §3 Legal types): the
// privacy policy, terms or imprint as a plain-text download in the asked language. The texts
// are generated placeholders of a demo platform, not legal advice.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, LEGAL_TYPES, isLanguage, type Language, type LegalType } from '../../src/contract/enums.ts';
import type { LegalText as LegalTextParts } from '../../src/contract/content.ts';

const TITLES: Record<LegalType, Record<Language, string>> = {
  privacyPolicy: { de: 'Datenschutzerklärung', en: 'Privacy policy', nl: 'Privacybeleid', es: 'Política de privacidad' },
  terms: { de: 'Allgemeine Geschäftsbedingungen', en: 'Terms of service', nl: 'Algemene voorwaarden', es: 'Condiciones del servicio' },
  imprint: { de: 'Impressum', en: 'Imprint', nl: 'Colofon', es: 'Aviso legal' },
};

const NOTICE: Record<Language, string> = {
  de: 'Dies ist ein generierter Platzhaltertext einer Demo-Plattform.',
  en: 'This is a generated placeholder text of a demo platform.',
  nl: 'Dit is een gegenereerde plaatshoudertekst van een demoplatform.',
  es: 'Este es un texto de marcador de posición generado de una plataforma de demostración.',
};

const SECTIONS: Record<LegalType, string[]> = {
  privacyPolicy: ['1. Data we store: account, e-mail address, payments and age check results (never document numbers or card numbers).', '2. Purpose: running your account, payments and the services you use.', '3. Your rights: access, correction and deletion on request.'],
  terms: ['1. Guests must be adults.', '2. Balances are prepaid; purchases are final once delivered.', '3. Plans renew each period until cancelled; a cancelled plan runs to the end of its period.'],
  imprint: ['Demo Platform Ltd.', 'Example Street 1, 00000 Example City', 'contact@example.com'],
};

export function legalText(type: LegalType, language: Language): string {
  return [TITLES[type][language], '', NOTICE[language], '', ...SECTIONS[type], ''].join('\n');
}

export const legalTitle = (type: LegalType, language: Language): string => TITLES[type][language];

/** The same text for a legal page (asset/legal-text/{legalTextId}, ours). */
export function legalTextParts(type: LegalType, language: Language): LegalTextParts {
  return { type, title: TITLES[type][language], notice: NOTICE[language], sections: [...SECTIONS[type]] };
}

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
