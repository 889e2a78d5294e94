// The guest as live events leave it (spec part 1 §3, §4). Filled by session.ack (or a snapshot
// the socket owner replays) and changed by server events (guestEvents.ts, applied through
// updateGuest by src/realtime/dispatch.ts, so the event rules stay off the first load).
import { proxy } from 'valtio';
import { emptyGuest, type LiveGuest } from './guestRules.ts';

export { isBalanceShown, type LiveGuest, showsLoggedIn } from './guestRules.ts';

export const guest = proxy<LiveGuest>(emptyGuest());

/** Changes the guest with a rule of guestEvents.ts; answers what the rule answers. */
export function updateGuest<R>(rule: (guest: LiveGuest) => R): R {
  return rule(guest);
}

/** Takes over the guest of a replayed snapshot. */
export function replaceGuest(next: Readonly<LiveGuest>): void {
  Object.assign(guest, next);
}

/** Forgets everything about the guest (logout). */
export function clearGuest(): void {
  Object.assign(guest, emptyGuest());
}
