// One reload per page. Several causes may ask for it at nearly the same moment (another tab's
// logout reaches a tab as the socket's session.expired and as the token's storage event); a
// second location.reload() while the first navigation is under way has crashed Chromium's
// renderer (SIGSEGV, seen in the two-tab logout e2e), so later asks are dropped.
let reloading = false;

export function reloadPage(): void {
  if (reloading) return;
  reloading = true;
  location.reload();
}
