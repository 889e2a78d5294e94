// Incentives (spec part 1 §4 Incentives, §9 blocked-incentive cookie 30 days; part 2 §7.6): the
// events that load them and the cookie that keeps a blocked group.
import { COOKIE_DAYS } from './constants.ts';

/** What loads incentives: the page load, an album's buy button, a video preview's end; other events by name. */
export const INCENTIVE_EVENTS = {
  pageLoad: 'pageLoad',
  buyImageAlbum: 'buyImageAlbum',
  videoPreviewEnd: 'videoPreviewEnd',
  /** The balance event reloads the conversion incentives (spec part 1 §4 payment-related events). */
  balance: 'balance',
} as const;

/** The cookie of blocked incentive groups (spec part 1 §9: a short code; the exact name is not shown). */
export const BLOCKED_INCENTIVES_COOKIE = 'bi';

/** How long a blocked group stays blocked, in days (spec part 1 §9). */
export const BLOCKED_INCENTIVES_DAYS = COOKIE_DAYS.blockedIncentive;

export type CloseResult = 'closed' | 'accepted' | 'blocked';
