// The texts of push notifications, in the guest's language. A push is shown by the service
// worker while no page of ours may be open, so the server writes the text; the app's Lingui
// catalogs do not reach it. Every language of the product has every text (a unit test checks).
import type { Language } from '../../../src/contract/enums.ts';

export interface PushTexts {
  actorOnlineTitle: (name: string) => string;
  actorOnlineBody: string;
  messageTitle: (name: string) => string;
}

export const PUSH_TEXTS: Record<Language, PushTexts> = {
  en: { actorOnlineTitle: (name) => `${name} is online now`, actorOnlineBody: 'Your favourite is live: say hello before the chat fills up.', messageTitle: (name) => `New message from ${name}` },
  de: { actorOnlineTitle: (name) => `${name} ist jetzt online`, actorOnlineBody: 'Dein Favorit ist live: sag hallo, bevor der Chat voll ist.', messageTitle: (name) => `Neue Nachricht von ${name}` },
  nl: { actorOnlineTitle: (name) => `${name} is nu online`, actorOnlineBody: 'Je favoriet is live: zeg hallo voordat de chat vol zit.', messageTitle: (name) => `Nieuw bericht van ${name}` },
  es: { actorOnlineTitle: (name) => `${name} está en línea ahora`, actorOnlineBody: 'Tu favorita está en directo: salúdala antes de que se llene el chat.', messageTitle: (name) => `Nuevo mensaje de ${name}` },
};
