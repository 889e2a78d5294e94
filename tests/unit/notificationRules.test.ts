import { describe, expect, test } from 'vitest';
import type { Notification } from '../../src/contract/entities/messenger.ts';
import { isShown, withMark, withNew } from '../../src/features/notifications/notificationRules.ts';

const note = (id: number, type = 1, extra: Partial<Notification> = {}): Notification => ({
  id,
  type,
  unread: true,
  unseen: true,
  text: `n${id}`,
  link: null,
  created: '2026-11-25T00:00:00.000Z',
  ...extra,
});

describe('the notification lists', () => {
  test('types 6, 7, 13, 14, 15 and 22 are never shown; every other type is', () => {
    expect([6, 7, 13, 14, 15, 22].map((type) => isShown({ type }))).toEqual([false, false, false, false, false, false]);
    expect([1, 2, 3, 5, 8, 12, 16, 21, 23].every((type) => isShown({ type }))).toBe(true);
  });

  test('a new one goes first, once, and the list keeps its limit; a hidden one is not added', () => {
    const list = [note(3), note(2), note(1)];
    expect(withNew(list, note(4), 3).map((item) => item.id)).toEqual([4, 3, 2]);
    expect(withNew(list, note(2), 5).map((item) => item.id)).toEqual([2, 3, 1]);
    expect(withNew(list, note(9, 13), 5).map((item) => item.id)).toEqual([3, 2, 1]);
  });

  test('marking one changes only it; all seen also reads all', () => {
    const list = [note(2), note(1)];
    expect(withMark(list, 'read', 1).map((item) => [item.id, item.unread, item.unseen])).toEqual([
      [2, true, true],
      [1, false, true],
    ]);
    expect(withMark(list, 'seen', 2).map((item) => [item.id, item.unread, item.unseen])).toEqual([
      [2, true, false],
      [1, true, true],
    ]);
    expect(withMark(list, 'seen', null).every((item) => !item.unread && !item.unseen)).toBe(true);
    expect(withMark(list, 'read', null).every((item) => !item.unread && item.unseen)).toBe(true);
  });
});
