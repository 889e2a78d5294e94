// Flows the page address asks for at load (spec part 1 §2, §4): a flow to restore after a
// reload (vxpFlow with showModalbox=1, or vxpAutoFlow), or signup opening by itself for a
// logged-out guest with signup e-mail, name and external token in signup mode. Loaded only when
// the address carries such parameters.
import { subscribe } from 'valtio';
import { appConfig } from '../../app/appConfig.ts';
import { guest } from '../../state/guest.ts';
import { network } from '../../state/network.ts';
import { openCheckout } from './bridge.ts';
import { flowToRestore, searchWithoutSignup, signupFromQuery } from './flowRestore.ts';

/** How long signup waits for the guest's session (is the guest logged in?) before deciding without it. Chosen. */
const SESSION_WAIT_MS = 5_000;

/** Resolves once the live connection's first session arrived, or after `ms`. */
function whenSessionKnown(ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (network.socket === 'live') return resolve();
    const done = () => {
      stop();
      clearTimeout(timer);
      resolve();
    };
    const stop = subscribe(network, () => {
      if (network.socket === 'live') done();
    });
    const timer = setTimeout(done, ms);
  });
}

export async function openFlowsFromAddress(search: string): Promise<void> {
  const flow = flowToRestore(search);
  if (flow) {
    openCheckout(flow);
    return;
  }
  const signup = signupFromQuery(search);
  if (!signup || !appConfig().loginEnabled) return;
  await whenSessionKnown(SESSION_WAIT_MS);
  if (guest.isLoggedIn) return;
  // The external token must not stay in the address bar (nor in the history entry).
  history.replaceState(history.state, '', `${location.pathname}${searchWithoutSignup(location.search)}${location.hash}`);
  openCheckout('login', signup);
}
