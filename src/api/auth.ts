// Login and logout around the checkout frame (spec part 1 §4 Login success, part 2 §7.1 vxpay,
// and our auth/transfer). Through the one ky instance; loaded with the checkout bridge, never on
// the first load.
import type { RestAnswer, RestPayload } from '../contract/rest.ts';
import { sendJson } from './client.ts';

/** A single-use transfer token for the frame's `session.init`, bound to the current access token. */
export const requestTransferToken = () => sendJson<RestAnswer<'auth/transfer'>>('post', 'auth/transfer');

/** After a login in the frame: where to go next (`data.url`, or null to reload). */
export const postLoginSuccess = (payload: RestPayload<'vxpay/onsuccess'>) =>
  sendJson<RestAnswer<'vxpay/onsuccess'>>('post', 'vxpay/onsuccess', payload, { credentials: 'include' });

/** Ends the guest's session on the server (the token is revoked and its sockets get session.expired). */
export const postLogout = () => sendJson<RestAnswer<'vxpay/logout'>>('post', 'vxpay/logout', undefined, { credentials: 'include' });
