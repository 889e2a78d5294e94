// The messenger page's conversation (src/features/messenger/conversationRules.ts,
// pendingMessages.ts): pages and live messages merged, clientIds, and the pending messages'
// bookkeeping across sessions.
import { describe, expect, test } from 'vitest';
import type { MessengerMessage } from '../../src/contract/messenger.ts';
import { hasOlder, mergeMessages, newClientId } from '../../src/features/messenger/conversationRules.ts';
import { confirm, fail, failPosted, markPosted, retry, sendFrameOf, toPost } from '../../src/features/messenger/pendingMessages.ts';
import { pending } from './messengerPageHarness.ts';

describe('a conversation', () => {
  const message = (messageId: number, text = 'x'): MessengerMessage => ({
    messageId,
    channelId: 1,
    sender: 'actor',
    text,
    date: '2026-01-01T00:00:00Z',
    model: { id: 11, name: 'A' },
    media: [],
    gift: null,
    toyControl: null,
    priceCents: 0,
  });

  test('pages and live messages merge oldest first, each once', () => {
    const merged = mergeMessages([message(5), message(6)], [message(3), message(6, 'newer'), message(7)]);
    expect(merged.map((item) => item.messageId)).toEqual([3, 5, 6, 7]);
    expect(merged[2]!.text).toBe('newer');
  });

  test('there are older messages while fewer are loaded than the channel holds', () => {
    expect(hasOlder([message(1)], 2)).toBe(true);
    expect(hasOlder([message(1), message(2)], 2)).toBe(false);
  });

  test('a clientId is a UUID even without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newClientId()).toMatch(uuid);
    const insecure = {
      getRandomValues: <T extends ArrayBufferView<ArrayBuffer>>(bytes: T) => crypto.getRandomValues(bytes),
    } as unknown as Crypto;
    expect(newClientId(insecure)).toMatch(uuid);
  });
});

describe('pending messages', () => {
  test('a message held while the socket is down goes out in the next session, once', () => {
    let messages = [pending('a')];
    expect(toPost(messages, 1).map((item) => item.clientId)).toEqual(['a']);
    messages = markPosted(messages, ['a'], 1);
    expect(toPost(messages, 1)).toEqual([]);
  });

  test('a message posted on a session that ended unanswered goes out again on the next one', () => {
    const messages = markPosted([pending('a'), pending('b')], ['a'], 1);
    expect(toPost(messages, 2).map((item) => item.clientId)).toEqual(['a', 'b']);
  });

  test('its message.new confirms it and it leaves the list', () => {
    const result = confirm([pending('a'), pending('b')], 'a');
    expect(result.confirmed!.clientId).toBe('a');
    expect(result.messages.map((item) => item.clientId)).toEqual(['b']);
    expect(confirm([pending('b')], 'zzz').confirmed).toBeNull();
  });

  test('a refused message is failed with its code and is not sent again by itself', () => {
    const messages = fail(markPosted([pending('a')], ['a'], 1), 'a', 'NOT_ENOUGH_MONEY', 120);
    expect(messages[0]).toMatchObject({ status: 'failed', failure: { code: 'NOT_ENOUGH_MONEY', missingCents: 120 } });
    expect(toPost(messages, 2)).toEqual([]);
  });

  test('a retry sends it again with the same clientId', () => {
    const messages = retry(fail([pending('a')], 'a', 'NOT_ENOUGH_MONEY', 120), 'a');
    expect(messages[0]).toMatchObject({ status: 'pending', failure: null, postedInSession: null });
    expect(toPost(messages, 3).map((item) => sendFrameOf(item).data.clientId)).toEqual(['a']);
  });

  test('a socket error about a message.send fails the ones posted in this session only', () => {
    const messages = failPosted(
      markPosted([pending('a'), pending('b'), pending('c')], ['a'], 2).map((item) =>
        item.clientId === 'b' ? { ...item, postedInSession: 1 } : item,
      ),
      2,
    );
    expect(messages.map((item) => item.status)).toEqual(['failed', 'pending', 'pending']);
  });

  test('its frame carries what was written', () => {
    const frame = sendFrameOf(
      pending('a', {
        gift: { id: 3, name: 'Rose', imageUrl: '', fromBought: false },
        toyControl: { id: 2, displayName: 'Pulse', duration: 10 },
      }),
    );
    expect(frame).toEqual({
      type: 'message.send',
      data: { clientId: 'a', actorId: 11, text: 'Hello', attachments: [], giftId: 3, toyControlId: 2 },
    });
  });
});
