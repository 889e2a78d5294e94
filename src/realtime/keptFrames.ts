// Frames a guest's tap must not lose: a pin is a socket frame (spec part 2), and a page left right
// after the tap (a link tapped next) took the frame with it while the connection was still starting
// (frames wait in the page until its owner is reached, and in the owner until the session is
// acknowledged; the SharedWorker goes with the last page). Such frames are kept in localStorage
// until the owner says it wrote them on a live session; the next page sends what is left again.
// Only frames the server takes twice as once (pinning twice changes nothing), and only under the
// login they were made in. Pure rules; client.ts does the storage and the sending.
import type { ClientFrame } from '../contract/socket.ts';

/** A kept frame older than this is dropped unsent: a day-old tap is not replayed. Chosen. */
export const KEPT_FRAME_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface KeptFrame {
  /** What the frame sets (a pin's kind and id): a newer frame for it replaces an older one. */
  key: string;
  /** Names this sending, for the owner's `written`. */
  receipt: string;
  /** Whose login it was made in (loginMark of the login token). */
  login: string;
  frame: ClientFrame;
  at: number;
}

/** A short mark of a login token, to tell logins apart without keeping a second copy of the token. */
export function loginMark(token: string): string {
  let hash = 0x811c9dc5; // FNV-1a, 32 bits
  for (let index = 0; index < token.length; index++) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The list with `kept` in it, replacing a frame for the same thing. */
export function keepFrame(list: readonly KeptFrame[], kept: KeptFrame): KeptFrame[] {
  return [...list.filter((item) => item.key !== kept.key), kept];
}

/** The list without the sending the owner wrote (a newer frame for the same thing stays). */
export function forgetWritten(list: readonly KeptFrame[], receipt: string): KeptFrame[] {
  return list.filter((item) => item.receipt !== receipt);
}

/**
 * What to send again now under `login` (null: not logged in, nothing), oldest first; also what
 * stays stored (another login's frames go, as do old ones).
 */
export function framesToResend(list: readonly KeptFrame[], login: string | null, now: number): KeptFrame[] {
  if (login === null) return [];
  return list.filter((item) => item.login === login && now - item.at < KEPT_FRAME_MAX_AGE_MS);
}

/** A stored list read back: anything malformed is dropped, not sent. */
export function parseKeptFrames(value: unknown): KeptFrame[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is KeptFrame =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.key === 'string' &&
      typeof item.receipt === 'string' &&
      typeof item.login === 'string' &&
      typeof item.at === 'number' &&
      typeof item.frame === 'object' &&
      item.frame !== null &&
      (item.frame.type === 'pin' || item.frame.type === 'unpin'),
  );
}
