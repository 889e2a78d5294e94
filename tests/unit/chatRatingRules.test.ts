import { describe, expect, test } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import {
  CHAT_RATING_TEXT_MAX,
  chatRatingPayload,
  maySendRating,
  ratingStatusOfError,
} from '../../src/features/livechat/chatRatingRules.ts';

describe('the rating sent', () => {
  test('carries the actor, the exit code, the stars and the text', () => {
    expect(chatRatingPayload({ actorId: 7, exitCode: 100, rating: 4, text: '  lovely  ' })).toEqual({
      actorId: 7,
      exitCode: 100,
      rating: 4,
      text: 'lovely',
    });
  });

  test('leaves an empty text out', () => {
    expect(chatRatingPayload({ actorId: 7, exitCode: 100, rating: 5, text: '   ' })).toEqual({ actorId: 7, exitCode: 100, rating: 5 });
  });

  test("cuts a text to the server's limit", () => {
    expect(CHAT_RATING_TEXT_MAX).toBe(500);
    expect(chatRatingPayload({ actorId: 7, exitCode: 100, rating: 3, text: 'x'.repeat(600) })!.text).toHaveLength(500);
  });

  test('needs 1 to 5 stars', () => {
    for (const rating of [null, 0, 6, 2.5]) expect(chatRatingPayload({ actorId: 7, exitCode: 100, rating, text: '' })).toBeNull();
  });
});

describe('sent once', () => {
  test('only with a star chosen, not while on its way, never after it was taken', () => {
    expect(maySendRating('idle', null)).toBe(false);
    expect(maySendRating('idle', 3)).toBe(true);
    expect(maySendRating('sending', 3)).toBe(false);
    expect(maySendRating('sent', 3)).toBe(false);
    expect(maySendRating('alreadyRated', 3)).toBe(false);
    expect(maySendRating('failed', 3)).toBe(true);
  });

  test('404 and 409 mean the chat has its rating; other failures may be tried again', () => {
    expect(ratingStatusOfError(new ApiError(404, 'NOT_FOUND', 'none'))).toBe('alreadyRated');
    expect(ratingStatusOfError(new ApiError(409, 'CONFLICT', 'rated'))).toBe('alreadyRated');
    expect(ratingStatusOfError(new ApiError(0, 'NETWORK', 'down'))).toBe('failed');
    expect(ratingStatusOfError(new Error('boom'))).toBe('failed');
  });
});
