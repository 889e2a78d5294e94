// The checkout's startup work that only some pages have (index.ts loads it when needed): a flow
// the address asks for (vxpFlow, vxpAutoFlow, signup opening by itself), and for a logged-in
// guest the payment events and the replay of actions deferred until login.
import { subscribe } from 'valtio';
import { DEFERRED_PENDING_KEY, TOKEN_KEY } from '../../contract/storageKeys.ts';
import { readLocal } from '../../lib/storage.ts';
import { guest } from '../../state/guest.ts';

export function startCheckoutWork(startToken: string | null, withFlows: boolean): void {
  if (withFlows) void import('./startupFlows.ts').then((flows) => flows.openFlowsFromAddress(location.search));

  let replayed = false;
  const onGuest = () => {
    if (!guest.isLoggedIn) return;
    // Payment events concern a logged-in guest; the module listens from its first import.
    void import('./paymentEvents.ts');
    if (replayed || readLocal(DEFERRED_PENDING_KEY) !== '1') return;
    // Only a page that started with the logged-in guest's token replays: the login tab after the
    // reload that follows every login (so a pin shows where it was tried), not the page that is
    // still finishing the login nor the other tabs that see it live (their token changed).
    if (readLocal(TOKEN_KEY) !== startToken) return;
    replayed = true;
    void import('./bridge.ts').then((loaded) => loaded.replayDeferredActions());
  };
  subscribe(guest, onGuest);
  onGuest();
}
