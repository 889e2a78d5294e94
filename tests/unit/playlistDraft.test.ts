import { describe, expect, test } from 'vitest';
import { draftOf, hasChanges, moveDraftItem, removeDraftItem } from '../../src/features/mediathek/playlistDraft.ts';

const saved = draftOf({ name: 'Evening', items: [{ id: 1 }, { id: 2 }, { id: 3 }] });

describe('editing a playlist', () => {
  test('an item moves to its new place and the others keep their order', () => {
    expect(moveDraftItem(saved, 2, 0).itemIds).toEqual([3, 1, 2]);
    expect(moveDraftItem(saved, 0, 1).itemIds).toEqual([2, 1, 3]);
    expect(moveDraftItem(saved, 0, 99).itemIds).toEqual([2, 3, 1]);
    expect(moveDraftItem(saved, 5, 0)).toBe(saved);
  });

  test('removing takes out just that item', () => {
    expect(removeDraftItem(saved, 2).itemIds).toEqual([1, 3]);
    expect(removeDraftItem(saved, 9).itemIds).toEqual([1, 2, 3]);
  });

  test('a draft has changes after a move, a removal or a rename, not after moving back or adding spaces', () => {
    expect(hasChanges(saved, saved)).toBe(false);
    expect(hasChanges(moveDraftItem(saved, 0, 1), saved)).toBe(true);
    expect(hasChanges(moveDraftItem(moveDraftItem(saved, 0, 1), 1, 0), saved)).toBe(false);
    expect(hasChanges(removeDraftItem(saved, 1), saved)).toBe(true);
    expect(hasChanges({ ...saved, name: 'Night' }, saved)).toBe(true);
    expect(hasChanges({ ...saved, name: ' Evening ' }, saved)).toBe(false);
  });
});
