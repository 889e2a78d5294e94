import { subscribe, useSnapshot } from 'valtio';
import { isLoginToken } from '../api/session.ts';
import { guest, showsLoggedIn } from '../state/guest.ts';

/**
 * Whether the page shows the logged-in guest's view (guestRules.ts showsLoggedIn): from the first
 * paint on, not only once the live connection has told who the guest is.
 */
export function useShowsLoggedIn(): boolean {
  const snap = useSnapshot(guest);
  return showsLoggedIn(snap, isLoginToken());
}

/**
 * The same outside React, when the guest acts (a like, a pin, a gated button): a logged-in guest's
 * tap before the live connection has spoken is theirs too, not met with the login dialog. The
 * server decides by the token the request carries.
 */
export function showsLoggedInNow(): boolean {
  return showsLoggedIn(guest, isLoginToken());
}

/** How long a logged-in guest's action waits for the live connection to name them. */
const NAMING_WAIT_MS = 15_000;

/**
 * The guest's id for a call that names them (a contest vote sends it along): at once when the live
 * connection has told it; for a logged-in guest whose tab is still connecting, once it does. null
 * for a guest who is not logged in, or when no connection names them in time (the action fails
 * with a "try again", not a login dialog for a guest who is logged in).
 */
export function namedGuestId(): Promise<number | null> {
  if (guest.guestId !== null && guest.isLoggedIn) return Promise.resolve(guest.guestId);
  if (!showsLoggedInNow()) return Promise.resolve(null);
  return new Promise((resolve) => {
    const settle = (id: number | null) => {
      clearTimeout(timer);
      stop();
      resolve(id);
    };
    const stop = subscribe(guest, () => {
      if (guest.isLoggedIn && guest.guestId !== null) settle(guest.guestId);
      else if (!showsLoggedInNow()) settle(null);
    });
    const timer = setTimeout(() => settle(null), NAMING_WAIT_MS);
  });
}
