import { describe, expect, test } from 'vitest';
import { declarativePush, type PushMessage } from '../../src/contract/push.ts';
import { readPushMessage as readWith } from '../../sw/pushMessage.ts';

// What the service worker accepts from a push (sw/push.ts): our kinds, an address of ours,
// and for a message push the unread count for the app badge; in the classic format and in the
// Declarative Web Push format the server sends.
const ORIGIN = 'https://glimmer.example';
const readPushMessage = (text: string | null) => readWith(text, ORIGIN);

describe('a push payload', () => {
  const base = { title: 'New message from Iline', body: 'Hi!', icon: '/img/actor/1/w320.svg', url: '/en/messenger/', tag: 'message-4' };

  test('the declarative form: the magic number, an absolute address, the language, the badge and mutable', () => {
    const message: PushMessage = { type: 'message', ...base, badge: 3 };
    const payload = declarativePush(message, ORIGIN, 'de');
    expect(payload).toEqual({
      web_push: 8030,
      notification: {
        title: base.title,
        body: base.body,
        navigate: 'https://glimmer.example/en/messenger/',
        lang: 'de',
        tag: base.tag,
        icon: base.icon,
        data: { type: 'message' },
      },
      app_badge: 3,
      mutable: true,
    });
    expect(declarativePush({ type: 'actorOnline', ...base }, ORIGIN, 'en')).not.toHaveProperty('app_badge');
    // and the worker reads it back as the message it was made of
    expect(readPushMessage(JSON.stringify(payload))).toEqual(message);
    expect(readPushMessage(JSON.stringify({ ...payload, web_push: 8031 }))).toBeNull();
  });

  test('a declarative push leading to another site, or of an unknown kind, shows nothing', () => {
    const payload = declarativePush({ type: 'actorsOnline', ...base }, 'https://elsewhere.example', 'en');
    expect(readPushMessage(JSON.stringify(payload))).toBeNull();
    const unknown = declarativePush({ type: 'actorsOnline', ...base }, ORIGIN, 'en');
    expect(readPushMessage(JSON.stringify({ ...unknown, notification: { ...unknown.notification, data: { type: 'other' } } }))).toBeNull();
    expect(readPushMessage(JSON.stringify({ web_push: 8030, notification: { title: 'x', navigate: 'not a url' } }))).toBeNull();
  });

  test('a message push keeps its badge count', () => {
    expect(readPushMessage(JSON.stringify({ type: 'message', ...base, badge: 3 }))).toEqual({ type: 'message', ...base, badge: 3 });
  });

  test('an actor-online push has no badge', () => {
    expect(readPushMessage(JSON.stringify({ type: 'actorOnline', ...base, badge: 2.5 }))).toEqual({ type: 'actorOnline', ...base });
  });

  test('an unknown kind, a foreign or protocol-relative address, or no JSON shows nothing', () => {
    expect(readPushMessage(JSON.stringify({ type: 'other', ...base }))).toBeNull();
    expect(readPushMessage(JSON.stringify({ type: 'message', ...base, url: 'https://elsewhere.example/' }))).toBeNull();
    expect(readPushMessage(JSON.stringify({ type: 'message', ...base, url: '//elsewhere.example/' }))).toBeNull();
    expect(readPushMessage('not json')).toBeNull();
    expect(readPushMessage(null)).toBeNull();
  });
});

describe('texts the server writes in the guest language', () => {
  test('every language has the notification texts and the simulator answers, each its own', async () => {
    const { NOTIFICATION_TEXTS } = await import('../../server/domain/notifications.ts');
    const { ANSWER_TEXTS } = await import('../../server/simulator/answerMessages.ts');
    const { LANGUAGES } = await import('../../src/contract/enums.ts');
    for (const language of LANGUAGES) {
      expect(NOTIFICATION_TEXTS[language].message('Iline')).toContain('Iline');
      expect(NOTIFICATION_TEXTS[language].gift('Iline')).toContain('Iline');
      expect(ANSWER_TEXTS[language].length).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(LANGUAGES.map((language) => NOTIFICATION_TEXTS[language].message('x'))).size).toBe(LANGUAGES.length);
    expect(new Set(LANGUAGES.map((language) => ANSWER_TEXTS[language][0])).size).toBe(LANGUAGES.length);
  });
});
