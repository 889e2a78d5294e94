// The words of a go-live alert by e-mail and SMS, in the guest's language (English when the
// language is unknown). Push has its own, shorter texts (webPush/texts.ts).
import type { Language } from '../../src/contract/enums.ts';

const SUBJECTS: Record<Language, (name: string) => string> = {
  en: (name) => `${name} is online now.`,
  de: (name) => `${name} ist jetzt online.`,
  nl: (name) => `${name} is nu online.`,
  es: (name) => `${name} está en línea ahora.`,
};

export function goLiveText(language: Language, actorName: string): { subject: string } {
  return { subject: (SUBJECTS[language] ?? SUBJECTS.en)(actorName) };
}
