import { describe, expect, test } from 'vitest';
import { linksThatFit } from '../../src/app/navbarFit.ts';

describe('the navbar links that fit', () => {
  const room = { linkWidths: [60, 100, 90, 70, 100, 120, 50], moreWidth: 70, gap: 2 };

  test('every link shows when the row has room for all of them', () => {
    expect(linksThatFit({ ...room, available: 602 })).toBe(7);
  });

  test('the links that do not fit leave room for the More button', () => {
    // 60 + 100 + 90 + 70 + 3 gaps = 326; with the More button (2 + 70) 398.
    expect(linksThatFit({ ...room, available: 400 })).toBe(4);
    expect(linksThatFit({ ...room, available: 397 })).toBe(3);
  });

  test('a row too narrow for any link shows only the More button', () => {
    expect(linksThatFit({ ...room, available: 80 })).toBe(0);
  });
});
