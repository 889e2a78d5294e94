// The legal texts (spec part 1 §3 Legal types): the privacy policy, terms and imprint of the
// demo platform, every paragraph in the four languages (issue 20: a guest reads no English on a
// German page). Generated placeholders of a demo platform, not legal advice. Read by the legal
// page, its download and the breadcrumb.

import type { LegalText } from '../../src/contract/content.ts';
import type { Language, LegalType } from '../../src/contract/enums.ts';

type Localized = Readonly<Record<Language, string>>;

const TITLES: Record<LegalType, Localized> = {
  privacyPolicy: { de: 'Datenschutzerklärung', en: 'Privacy policy', nl: 'Privacybeleid', es: 'Política de privacidad' },
  terms: { de: 'Allgemeine Geschäftsbedingungen', en: 'Terms of service', nl: 'Algemene voorwaarden', es: 'Condiciones del servicio' },
  imprint: { de: 'Impressum', en: 'Imprint', nl: 'Colofon', es: 'Aviso legal' },
};

const NOTICE: Localized = {
  de: 'Dies ist ein generierter Platzhaltertext einer Demo-Plattform.',
  en: 'This is a generated placeholder text of a demo platform.',
  nl: 'Dit is een gegenereerde plaatshoudertekst van een demoplatform.',
  es: 'Este es un texto de marcador de posición generado de una plataforma de demostración.',
};

const SECTIONS: Record<LegalType, readonly Localized[]> = {
  privacyPolicy: [
    {
      en: '1. Data we store: account, e-mail address, payments and age check results (never document numbers or card numbers).',
      de: '1. Welche Daten wir speichern: Konto, E-Mail-Adresse, Zahlungen und Ergebnisse der Altersprüfung (niemals Ausweis- oder Kartennummern).',
      nl: '1. Welke gegevens we bewaren: account, e-mailadres, betalingen en resultaten van de leeftijdscontrole (nooit documentnummers of kaartnummers).',
      es: '1. Datos que guardamos: cuenta, dirección de correo electrónico, pagos y resultados de la verificación de edad (nunca números de documento ni de tarjeta).',
    },
    {
      en: '2. Purpose: running your account, payments and the services you use.',
      de: '2. Zweck: die Führung deines Kontos, deine Zahlungen und die Dienste, die du nutzt.',
      nl: '2. Doel: het beheer van je account, je betalingen en de diensten die je gebruikt.',
      es: '2. Finalidad: gestionar tu cuenta, tus pagos y los servicios que utilizas.',
    },
    {
      en: '3. Your rights: access, correction and deletion on request.',
      de: '3. Deine Rechte: Auskunft, Berichtigung und Löschung auf Anfrage.',
      nl: '3. Je rechten: inzage, correctie en verwijdering op verzoek.',
      es: '3. Tus derechos: acceso, rectificación y supresión a petición.',
    },
  ],
  terms: [
    {
      en: '1. Guests must be adults.',
      de: '1. Gäste müssen volljährig sein.',
      nl: '1. Gasten moeten meerderjarig zijn.',
      es: '1. Los invitados deben ser mayores de edad.',
    },
    {
      en: '2. Balances are prepaid; purchases are final once delivered.',
      de: '2. Guthaben wird im Voraus bezahlt; Käufe sind nach der Lieferung endgültig.',
      nl: '2. Tegoed wordt vooraf betaald; aankopen zijn definitief zodra ze geleverd zijn.',
      es: '2. El saldo se paga por adelantado; las compras son definitivas una vez entregadas.',
    },
    {
      en: '3. Plans renew each period until cancelled; a cancelled plan runs to the end of its period.',
      de: '3. Abos verlängern sich jede Laufzeit, bis sie gekündigt werden; ein gekündigtes Abo läuft bis zum Ende seiner Laufzeit.',
      nl: '3. Abonnementen worden elke periode verlengd tot ze worden opgezegd; een opgezegd abonnement loopt tot het einde van de periode.',
      es: '3. Las suscripciones se renuevan cada periodo hasta que se cancelan; una suscripción cancelada sigue activa hasta el final de su periodo.',
    },
  ],
  imprint: [
    { en: 'Demo Platform Ltd.', de: 'Demo Platform Ltd.', nl: 'Demo Platform Ltd.', es: 'Demo Platform Ltd.' },
    {
      en: 'Example Street 1, 00000 Example City',
      de: 'Beispielstraße 1, 00000 Beispielstadt',
      nl: 'Voorbeeldstraat 1, 00000 Voorbeeldstad',
      es: 'Calle Ejemplo 1, 00000 Ciudad Ejemplo',
    },
    { en: 'contact@example.com', de: 'contact@example.com', nl: 'contact@example.com', es: 'contact@example.com' },
  ],
};

export const legalTitle = (type: LegalType, language: Language): string => TITLES[type][language];

/** One legal text in a language, as the legal page shows it (asset/legal-text/{legalTextId}). */
export function legalTextParts(type: LegalType, language: Language): LegalText {
  return { type, title: TITLES[type][language], notice: NOTICE[language], sections: SECTIONS[type].map((section) => section[language]) };
}

/** The same text as a plain-text file (asset/legal-text/download/{legalTextId}). */
export function legalText(type: LegalType, language: Language): string {
  const parts = legalTextParts(type, language);
  return [parts.title, '', parts.notice, '', ...parts.sections, ''].join('\n');
}
