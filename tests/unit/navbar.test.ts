import { describe, expect, test } from 'vitest';
import { navbarReferenceY, nextNavbarVisible } from '../../src/app/scroll.ts';
import { SCROLL } from '../../src/contract/constants.ts';

/** Runs a scroll path through the rule the way the navbar does, returning the visibility after each step. */
function scrollThrough(path: number[]): boolean[] {
  let visible = true;
  let referenceY = 0;
  return path.map((y) => {
    visible = nextNavbarVisible(referenceY, y, visible);
    referenceY = navbarReferenceY(referenceY, y);
    return visible;
  });
}

describe('navbar visibility', () => {
  test('the thresholds are the spec ones: hides after 50 px, ignores movements under 10 px', () => {
    expect(SCROLL.navbarHideAfterPx).toBe(50);
    expect(SCROLL.movementThresholdPx).toBe(10);
  });

  test('scrolling down within the first 50 px keeps it shown', () => {
    expect(nextNavbarVisible(0, 50, true)).toBe(true);
    expect(nextNavbarVisible(30, 50, false)).toBe(true);
  });

  test('scrolling down past 50 px hides it', () => {
    expect(nextNavbarVisible(40, 51, true)).toBe(false);
    expect(nextNavbarVisible(40, 60, true)).toBe(false);
    expect(nextNavbarVisible(300, 400, true)).toBe(false);
  });

  test('scrolling up shows it again', () => {
    expect(nextNavbarVisible(400, 380, false)).toBe(true);
  });

  test('movements under 10 px change nothing', () => {
    expect(nextNavbarVisible(400, 409, true)).toBe(true);
    expect(nextNavbarVisible(400, 391, false)).toBe(false);
    expect(nextNavbarVisible(400, 410, true)).toBe(false);
    expect(nextNavbarVisible(400, 390, false)).toBe(true);
  });

  test('back near the top it always shows', () => {
    expect(nextNavbarVisible(55, 48, false)).toBe(true);
    expect(nextNavbarVisible(0, 0, false)).toBe(true);
  });

  test('slow scrolling adds up until it crosses the threshold', () => {
    expect(scrollThrough([100, 104, 108, 112])).toEqual([false, false, false, false]);
    expect(scrollThrough([100, 96, 92, 88])).toEqual([false, false, false, true]);
  });

  test('a full scroll down and back up', () => {
    expect(scrollThrough([20, 45, 70, 200, 195, 150, 30])).toEqual([true, true, false, false, false, true, true]);
  });
});
