import { describe, expect, test } from 'vitest';
import { buyStepAfterTap } from '../../src/ui/buyStep.ts';

describe('a buy asks once', () => {
  test('the first tap asks, a second separate tap buys', () => {
    expect(buyStepAfterTap('idle', { ask: true, clickCount: 1 })).toBe('confirm');
    expect(buyStepAfterTap('confirm', { ask: true, clickCount: 1 })).toBe('buy');
  });

  test('the second click of a double click never confirms', () => {
    expect(buyStepAfterTap('confirm', { ask: true, clickCount: 2 })).toBe('confirm');
    expect(buyStepAfterTap('idle', { ask: true, clickCount: 2 })).toBe('idle');
  });

  test('the keyboard (click count 0) asks and confirms like a tap', () => {
    expect(buyStepAfterTap('idle', { ask: true, clickCount: 0 })).toBe('confirm');
    expect(buyStepAfterTap('confirm', { ask: true, clickCount: 0 })).toBe('buy');
  });

  test('a tap that cannot charge (logged out, or a dialog that already asked) goes on at once', () => {
    expect(buyStepAfterTap('idle', { ask: false, clickCount: 1 })).toBe('buy');
  });
});
