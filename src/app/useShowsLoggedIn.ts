import { useSnapshot } from 'valtio';
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
