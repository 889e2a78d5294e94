import { expect, test } from 'vitest';
import { distanceKm, normalizeZip } from '../../server/domain/geo.ts';

test('Berlin to Munich is about 504 km as the crow flies', () => {
  expect(distanceKm({ lat: 52.52, long: 13.405 }, { lat: 48.137, long: 11.575 })).toBeCloseTo(504, -1);
});

test('a place is 0 km from itself', () => {
  expect(distanceKm({ lat: 50, long: 8 }, { lat: 50, long: 8 })).toBe(0);
});

test('a zip is compared without surrounding spaces and case', () => {
  expect(normalizeZip(' 110 00 ')).toBe('110 00');
});
