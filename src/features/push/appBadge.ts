// The app badge (PWA issue; issue 22 point 9, Badging API): the installed app's icon shows the
// unread message count, where the browser has the API; nothing happens elsewhere. The service
// worker sets it from a message push while no tab is open (sw/push.ts); every open tab keeps it
// at the guest's count (all tabs hear the same count over the socket, so it reaches 0 everywhere
// once the messages are read in any tab) and clears it on logout. In discreet mode the badge is
// still shown: a number says nothing about who wrote or what.
import { subscribe } from 'valtio';
import { guest, type LiveGuest } from '../../state/guest.ts';

type Badging = Navigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/**
 * The count the icon shows: null while the guest is not known yet (before the first session
 * acknowledgement: the badge the worker set stays), 0 for a logged-out guest, else the unread
 * messages.
 */
export function appBadgeCount(state: Readonly<Pick<LiveGuest, 'isKnown' | 'isLoggedIn' | 'unreadMessages'>>): number | null {
  if (!state.isKnown) return null;
  return state.isLoggedIn ? Math.max(0, state.unreadMessages) : 0;
}

export function showAppBadge(count: number): void {
  const badging = navigator as Badging;
  if (!badging.setAppBadge) return;
  const done = count > 0 ? badging.setAppBadge(count) : badging.clearAppBadge?.();
  // A browser may refuse (not installed, permission): the badge is a nicety, never an error.
  done?.catch(() => undefined);
}

/** Keeps the badge at this tab's guest count from now on (set only when the count changes). */
export function followAppBadge(): () => void {
  let shown: number | null = null;
  const update = () => {
    const count = appBadgeCount(guest);
    if (count === null || count === shown) return;
    shown = count;
    showAppBadge(count);
  };
  update();
  return subscribe(guest, update);
}
