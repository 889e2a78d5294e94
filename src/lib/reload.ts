// Leaving the page: one reload per page, and a flag for what must not act on a page that is
// about to go. Several causes may ask for a reload at nearly the same moment (another tab's
// logout reaches a tab as the socket's session.expired and as the token's storage event); a
// second location.reload() while the first navigation is under way has crashed Chromium's
// renderer (SIGSEGV, seen in the two-tab logout e2e), so later asks are dropped.
let reloading = false;
let leaving = false;

/**
 * The page is about to be left or reloaded (a login finishing, a reload asked for): on a busy
 * phone the next page can take a while to come, and what this page does meanwhile (a redirect
 * that uses up a stored ask) must wait for the next one instead.
 */
export function markPageLeaving(): void {
  leaving = true;
}

export function isPageLeaving(): boolean {
  return leaving;
}

export function reloadPage(): void {
  leaving = true;
  if (reloading) return;
  reloading = true;
  location.reload();
}
