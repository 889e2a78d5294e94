// The service worker keeps API answers for offline reading, but never those of calls that act
// (sw/notCached.ts): a special event's getReward is a GET that plays.
import { describe, expect, test } from 'vitest';
import { NOT_CACHED } from '../../sw/notCached.ts';

describe('answers never kept by the service worker', () => {
  test('every special event getReward call, and the token and internal calls', () => {
    for (const path of [
      '/api/v1/special/slotmachine/getReward/11',
      '/api/v1/special/venus-attacks/getReward/7',
      '/api/v1/auth/anonymous',
      '/api/v1/internal/emit',
    ]) {
      expect(NOT_CACHED.test(path), path).toBe(true);
    }
  });

  test("reads stay cached: the events list, an event's data, the advent calendar", () => {
    for (const path of [
      '/api/v1/special/get/events',
      '/api/v1/special/getData/easter',
      '/api/v1/special/adventcalendar',
      '/api/v1/actor/getActorDataByIdOrName/8',
    ]) {
      expect(NOT_CACHED.test(path), path).toBe(false);
    }
  });
});
