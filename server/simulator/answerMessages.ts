// The performers answer (messenger issue: "the simulator answers"): a guest's message gets a
// reply from its actor a few seconds later, in the guest's language (that of the page the guest
// wrote from, else the one stored with the account, else English), now and then with a
// picture or a voice message. The reply is stored like any actor message (the channel's unread
// count goes up), every tab of the guest hears of it, a notification is made, and a guest with
// no tab open on this process gets a push (spec part 2 §7.9; the PWA issue's messenger pushes).
import type { Kysely } from 'kysely';
import { buildPath } from '../../src/app/routes.ts';
import { LIVE_REACTIONS } from '../../src/contract/chat.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../src/contract/enums.ts';
import type { Database } from '../db/schema.ts';
import { unreadTotal } from '../domain/messengerChannels.ts';
import { type GuestChatEvent, type GuestMessageEvent, publishMessage } from '../domain/messengerEvents.ts';
import { addActorMessage } from '../domain/messengerMessages.ts';
import { NOTIFICATION_TEXTS, NOTIFICATION_TYPE, notify } from '../domain/notifications.ts';
import type { EventBus } from '../realtime/bus.ts';
import type { RandomSource } from './performerActivity.ts';

/** Neutral, generated replies; the simulator never writes anything explicit. */
const REPLIES: Record<Language, readonly string[]> = {
  en: [
    'Thanks for your message!',
    'Nice to hear from you.',
    'I will be online later tonight.',
    'That made me smile.',
    'How was your day?',
    'See you in my next show!',
  ],
  de: [
    'Danke für deine Nachricht!',
    'Schön, von dir zu hören.',
    'Ich bin heute Abend später online.',
    'Das hat mich zum Lächeln gebracht.',
    'Wie war dein Tag?',
    'Bis zur nächsten Show!',
  ],
  nl: [
    'Bedankt voor je bericht!',
    'Leuk om van je te horen.',
    'Ik ben vanavond later online.',
    'Daar moest ik om glimlachen.',
    'Hoe was je dag?',
    'Tot in mijn volgende show!',
  ],
  es: [
    '¡Gracias por tu mensaje!',
    'Me alegra saber de ti.',
    'Estaré en línea más tarde esta noche.',
    'Eso me hizo sonreír.',
    '¿Qué tal tu día?',
    '¡Nos vemos en mi próximo show!',
  ],
};
export const ANSWER_TEXTS = REPLIES;

/** The language an answer is written in: the page's the guest wrote from, the account's, English. */
async function answerLanguage(db: Kysely<Database>, guestId: number, written: Language | null): Promise<Language | null> {
  const guest = await db.selectFrom('guests').select('language').where('id', '=', guestId).executeTakeFirst();
  if (!guest) return null;
  return written ?? (isLanguage(guest.language) ? guest.language : DEFAULT_LANGUAGE);
}

/** An answer comes 1.5 to 4 seconds after the message. */
export function answerDelay(random: RandomSource): number {
  return 1_500 + Math.floor(random() * 2_500);
}

export interface AnswerOptions {
  db: Kysely<Database>;
  bus: EventBus;
  random: RandomSource;
  /** Whether the guest has a visible tab on this process; without one the answer is also pushed. */
  hasOpenTab?: (guestId: number) => boolean;
  push?: {
    messageArrived(input: {
      guestId: number;
      actorId: number;
      actorName: string;
      text: string;
      channelId: number;
      unreadTotal: number;
    }): Promise<number>;
  };
}

export function answerMessages(options: AnswerOptions) {
  const { db, bus, random } = options;
  return async (event: GuestMessageEvent): Promise<void> => {
    const language = await answerLanguage(db, event.guestId, event.language);
    const actor = await db.selectFrom('actors').select(['id', 'name']).where('id', '=', event.actorId).executeTakeFirst();
    if (!language || !actor) return;
    const texts = REPLIES[language];
    const text = texts[Math.floor(random() * texts.length)]!;
    const roll = random();
    const media =
      roll < 0.2
        ? [{ type: 'image' as const, width: 640, height: 480, duration: 0 }]
        : roll < 0.3
          ? [{ type: 'audio' as const, width: 0, height: 0, duration: 2 }]
          : [];
    const messageId = await addActorMessage(db, event.channelId, text, media);
    await publishMessage(db, bus, { guestId: event.guestId, channelId: event.channelId, messageId, clientId: null });
    await notify(db, bus, {
      guestId: event.guestId,
      type: NOTIFICATION_TYPE.message,
      text: NOTIFICATION_TEXTS[language].message(actor.name),
      link: buildPath('messenger', {}, language),
    });
    if (options.push && options.hasOpenTab && !options.hasOpenTab(event.guestId)) {
      await options.push.messageArrived({
        guestId: event.guestId,
        actorId: actor.id,
        actorName: actor.name,
        text,
        channelId: event.channelId,
        unreadTotal: await unreadTotal(db, event.guestId),
      });
    }
  };
}

/** A line in a running live chat is answered in the chat (nothing stored: chat lines are live only). */
export function answerChats(options: Pick<AnswerOptions, 'db' | 'bus' | 'random'>) {
  const { db, bus, random } = options;
  return async (event: GuestChatEvent): Promise<void> => {
    const session = await db.selectFrom('chatSessions').select(['endedAt']).where('id', '=', event.sessionId).executeTakeFirst();
    if (!session || session.endedAt !== null) return;
    const texts = REPLIES[(await answerLanguage(db, event.guestId, event.language)) ?? DEFAULT_LANGUAGE];
    const text = texts[Math.floor(random() * texts.length)]!;
    await bus.publish({
      target: { kind: 'guest', guestId: event.guestId },
      frame: { type: 'chat.message', data: { sessionId: event.sessionId, actorId: event.actorId, sender: 'actor', text, at: Date.now() } },
    });
    // now and then the actor sends a live reaction with the answer
    if (random() < 0.3) {
      const reaction = LIVE_REACTIONS[Math.floor(random() * LIVE_REACTIONS.length)]!;
      await bus.publish({
        target: { kind: 'guest', guestId: event.guestId },
        frame: { type: 'live.reaction', data: { actorId: event.actorId, reaction, sender: 'actor' } },
      });
    }
  };
}
