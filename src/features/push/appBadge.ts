// The app badge (PWA issue, Badging API): the installed app's icon shows the unread message
// count, where the browser has the API; nothing happens elsewhere. The service worker sets it
// from a message push while no tab is open (sw/push.ts); an open tab keeps it current.
type Badging = Navigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

export function showAppBadge(count: number): void {
  const badging = navigator as Badging;
  if (!badging.setAppBadge) return;
  const done = count > 0 ? badging.setAppBadge(count) : badging.clearAppBadge?.();
  // A browser may refuse (not installed, permission): the badge is a nicety, never an error.
  done?.catch(() => undefined);
}
