import { describe, expect, test } from 'vitest';
import { anchorScrollY, easeInOutCubic, newHistoryKey, rememberPosition, scrollAnimationY, scrollTargetFor } from '../../src/app/scroll.ts';
import { SCROLL } from '../../src/contract/constants.ts';

describe('where a navigation scrolls to', () => {
  test('back and forward restore the stored position, whatever the query', () => {
    expect(scrollTargetFor('?scrollTo=comments&page=2', true)).toEqual({ kind: 'restore' });
    expect(scrollTargetFor('', true)).toEqual({ kind: 'restore' });
  });

  test('scrollTo scrolls to the element with that id', () => {
    expect(scrollTargetFor('?scrollTo=comments', false)).toEqual({ kind: 'element', id: 'comments' });
    expect(scrollTargetFor('scrollTo=comments&noscroll', false)).toEqual({ kind: 'element', id: 'comments' });
  });

  test('an empty scrollTo is ignored', () => {
    expect(scrollTargetFor('?scrollTo=', false)).toEqual({ kind: 'anchor', names: ['view', 'top'] });
  });

  test('noscroll leaves the position alone', () => {
    expect(scrollTargetFor('?noscroll', false)).toEqual({ kind: 'none' });
    expect(scrollTargetFor('?page=3&noscroll=1', false)).toEqual({ kind: 'none' });
  });

  test('paging or sorting scrolls to the pagination anchor', () => {
    expect(scrollTargetFor('?page=2', false)).toEqual({ kind: 'anchor', names: ['pagination', 'view', 'top'] });
    expect(scrollTargetFor('sort=newest', false)).toEqual({ kind: 'anchor', names: ['pagination', 'view', 'top'] });
  });

  test('otherwise the view anchor, else the general top one', () => {
    expect(scrollTargetFor('', false)).toEqual({ kind: 'anchor', names: ['view', 'top'] });
    expect(scrollTargetFor('?q=red', false)).toEqual({ kind: 'anchor', names: ['view', 'top'] });
  });

  test('an anchor is scrolled to 35 px above its top, never above the page', () => {
    expect(SCROLL.anchorOffsetPx).toBe(35);
    expect(anchorScrollY(500)).toBe(465);
    expect(anchorScrollY(20)).toBe(0);
  });
});

describe('the scroll animation', () => {
  test('it runs 500 ms from start to target with easing', () => {
    expect(scrollAnimationY(0, 1000, 0)).toEqual({ y: 0, done: false });
    expect(scrollAnimationY(0, 1000, SCROLL.animationMs / 2)).toEqual({ y: 500, done: false });
    expect(scrollAnimationY(0, 1000, 100).y).toBeLessThan(200);
    expect(scrollAnimationY(0, 1000, SCROLL.animationMs)).toEqual({ y: 1000, done: true });
    expect(scrollAnimationY(800, 200, 10_000)).toEqual({ y: 200, done: true });
  });

  test('the easing starts at 0, ends at 1 and never leaves that range', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(-1)).toBe(0);
    expect(easeInOutCubic(2)).toBe(1);
    for (let t = 0; t <= 1; t += 0.1) expect(easeInOutCubic(t + 0.05)).toBeGreaterThanOrEqual(easeInOutCubic(t));
  });
});

describe('stored positions', () => {
  test('a position is stored per history entry, newest last', () => {
    const positions = rememberPosition(rememberPosition({}, 'a', 120), 'b', 40.6);
    expect(positions).toEqual({ a: 120, b: 41 });
    expect(Object.keys(rememberPosition(positions, 'a', 10))).toEqual(['b', 'a']);
  });

  test('the oldest entries are dropped past the maximum', () => {
    let positions = {};
    for (let i = 0; i < 5; i++) positions = rememberPosition(positions, `k${i}`, i, 3);
    expect(positions).toEqual({ k2: 2, k3: 3, k4: 4 });
  });

  test('history keys differ between entries', () => {
    expect(newHistoryKey(1000, 0.1)).not.toBe(newHistoryKey(1000, 0.2));
    expect(newHistoryKey(1000, 0.1)).not.toBe(newHistoryKey(1001, 0.1));
  });
});
