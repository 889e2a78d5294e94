// The texts of push notifications, in the guest's language. A push is shown by the service
// worker while no page of ours may be open, so the server writes the text; the app's Lingui
// catalogs do not reach it. Every language of the product has every text (a unit test checks).
import type { Language } from '../../../src/contract/enums.ts';
import type { PushMessage } from '../../../src/contract/push.ts';

export interface PushTexts {
  actorOnlineTitle: (name: string) => string;
  actorOnlineBody: string;
  messageTitle: (name: string) => string;
  /** Several pinned actors came online within the grouping window (count is 2 or more). */
  actorsOnlineTitle: (count: number) => string;
  actorsOnlineBody: string;
  /** Discreet mode: no name, no picture, no message text. */
  discreetLiveTitle: string;
  discreetMessageTitle: string;
}

/** The neutral picture of a discreet push: the discreet app icon. */
const DISCREET_ICON = '/icons/neutral-icon-192.png';

/**
 * A push as discreet mode shows it: no performer name, picture or message text on a lock
 * screen; where it leads and the unread count stay (a count tells nothing).
 */
export function discreetMessage(message: PushMessage, texts: PushTexts): PushMessage {
  return {
    ...message,
    title: message.type === 'message' ? texts.discreetMessageTitle : texts.discreetLiveTitle,
    body: '',
    icon: DISCREET_ICON,
  };
}

export const PUSH_TEXTS: Record<Language, PushTexts> = {
  en: {
    actorOnlineTitle: (name) => `${name} is online now`,
    actorOnlineBody: 'Your favourite is live: say hello before the chat fills up.',
    messageTitle: (name) => `New message from ${name}`,
    actorsOnlineTitle: (count) => `${count} of your pinned performers are live`,
    actorsOnlineBody: 'See who is online now.',
    discreetLiveTitle: 'Someone you follow is live',
    discreetMessageTitle: 'You have a new message',
  },
  de: {
    actorOnlineTitle: (name) => `${name} ist jetzt online`,
    actorOnlineBody: 'Dein Favorit ist live: sag hallo, bevor der Chat voll ist.',
    messageTitle: (name) => `Neue Nachricht von ${name}`,
    actorsOnlineTitle: (count) => `${count} deiner gepinnten Darsteller sind live`,
    actorsOnlineBody: 'Sieh nach, wer jetzt online ist.',
    discreetLiveTitle: 'Jemand, dem du folgst, ist live',
    discreetMessageTitle: 'Du hast eine neue Nachricht',
  },
  nl: {
    actorOnlineTitle: (name) => `${name} is nu online`,
    actorOnlineBody: 'Je favoriet is live: zeg hallo voordat de chat vol zit.',
    messageTitle: (name) => `Nieuw bericht van ${name}`,
    actorsOnlineTitle: (count) => `${count} van je gepinde performers zijn live`,
    actorsOnlineBody: 'Bekijk wie er nu online is.',
    discreetLiveTitle: 'Iemand die je volgt is live',
    discreetMessageTitle: 'Je hebt een nieuw bericht',
  },
  es: {
    actorOnlineTitle: (name) => `${name} está en línea ahora`,
    actorOnlineBody: 'Tu favorita está en directo: salúdala antes de que se llene el chat.',
    messageTitle: (name) => `Nuevo mensaje de ${name}`,
    actorsOnlineTitle: (count) => `${count} de tus performers fijados están en directo`,
    actorsOnlineBody: 'Mira quién está en línea ahora.',
    discreetLiveTitle: 'Alguien a quien sigues está en directo',
    discreetMessageTitle: 'Tienes un mensaje nuevo',
  },
};
