// Login and logout seen by every tab (spec part 1 §4 Login success; issue 4: "login or logout in
// one tab is seen by every tab"). The access token lives in localStorage, so another tab's login
// or logout shows here as a `storage` event of its key. A tab that showed a logged-in guest
// reloads (that guest is gone, or became another) unless the new token is the same guest's
// (startCheckout asks the server); a logged-out tab takes the new token over and keeps going:
// the shared socket's session.ack logs it in live.

export type TokenChangeReaction = 'reload' | 'adopt' | 'ignore';

export function reactionToTokenChange(showedLoggedIn: boolean, storedToken: string | null, tabToken: string | null): TokenChangeReaction {
  if (storedToken === tabToken) return 'ignore';
  if (showedLoggedIn) return 'reload';
  // A removed token is followed by a new anonymous one (the tab that removed it mints it).
  return storedToken ? 'adopt' : 'ignore';
}
