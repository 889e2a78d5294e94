// The chat rating after a chat (spec part 1 §3 chat rating, part 2 §7.6 survey/chatexit): 1 to 5
// stars and an optional text, sent once for the chat that just ended. Plain functions, no React
// and no I/O (tests/unit/chatRatingRules.test.ts).
import { ApiError } from '../../api/errors.ts';
import { CHAT_RATING_TEXT_MAX } from '../../contract/chat.ts';
import type { RestPayload } from '../../contract/rest.ts';

export { CHAT_RATING_TEXT_MAX };
export const RATING_STARS = [1, 2, 3, 4, 5] as const;

/** idle: not sent yet; sent and alreadyRated are final; failed may be sent again. */
export type RatingStatus = 'idle' | 'sending' | 'sent' | 'alreadyRated' | 'failed';

/** The call's payload, or null while no star is chosen. An empty text is left out; a long one is cut to the server's limit. */
export function chatRatingPayload(input: {
  actorId: number;
  exitCode: number;
  rating: number | null;
  text: string;
}): RestPayload<'survey/chatexit'> | null {
  const { rating } = input;
  if (rating === null || !Number.isInteger(rating) || rating < 1 || rating > 5) return null;
  const text = input.text.trim().slice(0, CHAT_RATING_TEXT_MAX);
  return { actorId: input.actorId, exitCode: input.exitCode, rating, ...(text ? { text } : {}) };
}

/** Whether the rating can be sent now: a star chosen, nothing on its way and nothing final yet. */
export function maySendRating(status: RatingStatus, rating: number | null): boolean {
  return rating !== null && (status === 'idle' || status === 'failed');
}

/**
 * What a refused call means: 404 (no ended chat left to rate) and 409 (rated at the same moment
 * elsewhere) both say this chat has its rating; anything else may be tried again.
 */
export function ratingStatusOfError(error: unknown): 'alreadyRated' | 'failed' {
  return error instanceof ApiError && (error.status === 404 || error.status === 409) ? 'alreadyRated' : 'failed';
}
