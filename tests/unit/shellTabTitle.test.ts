import { describe, expect, test } from 'vitest';
import { MARQUEE_GAP, marqueeText, startTabTitleAnimation, tabTitleAt, titleAsRead } from '../../src/app/tabTitle.ts';
import { TIMING_MS } from '../../src/contract/constants.ts';

const NBSP = '\u00a0';

describe('tab title animation', () => {
  test('it steps every 100 ms', () => {
    expect(TIMING_MS.tabTitleStep).toBe(100);
  });

  test('step 0 shows prefix and title, then the marquee moves one character per step', () => {
    const full = `(1)${NBSP}Cams${MARQUEE_GAP}`;
    expect(marqueeText('(1)', 'Cams')).toBe(full);
    expect(tabTitleAt('(1)', 'Cams', 0)).toBe(full);
    expect(tabTitleAt('(1)', 'Cams', 1)).toBe(full.slice(1) + full.slice(0, 1));
    expect(tabTitleAt('(1)', 'Cams', 4)).toBe(full.slice(4) + full.slice(0, 4));
  });

  test('after a full turn the marquee starts over', () => {
    const length = Array.from(marqueeText('Come back!', 'Glimmer')).length;
    expect(tabTitleAt('Come back!', 'Glimmer', length)).toBe(tabTitleAt('Come back!', 'Glimmer', 0));
    expect(tabTitleAt('Come back!', 'Glimmer', length + 3)).toBe(tabTitleAt('Come back!', 'Glimmer', 3));
  });

  test('an emoji in the prefix moves as one character', () => {
    expect(tabTitleAt('💋', 'Hi', 1)).toBe(`${NBSP}Hi${MARQUEE_GAP}💋`);
  });

  test('every step reads back unchanged from document.title (no space is trimmed away)', () => {
    const steps = Array.from({ length: 30 }, (_, step) => tabTitleAt('New  message', 'Cams – Glimmer', step));
    for (const title of steps) expect(titleAsRead(title)).toBe(title);
  });

  test('nothing to show gives an empty title', () => {
    expect(tabTitleAt('', '', 5)).toBe('');
  });

  test('without a prefix the animation is off', () => {
    const stop = startTabTitleAnimation('');
    expect(typeof stop).toBe('function');
    stop();
  });
});
