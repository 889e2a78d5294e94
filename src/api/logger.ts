// spec part 2 §7.6: the log calls. Each carries the time of the event (jsTime) and how long it
// waited before being sent (timeDiff); src/state/logQueue.ts queues them while offline.
import type { RestPayload } from '../contract/rest.ts';
import { sendJson } from './client.ts';

export type LogCall = 'logger/browserOnline' | 'logger/websocketConnectionError' | 'logger/vxmessengerError';

export const logBrowserOnline = (payload: RestPayload<'logger/browserOnline'>) =>
  sendJson<unknown>('post', 'logger/browserOnline', payload);

export const logWebsocketConnectionError = (payload: RestPayload<'logger/websocketConnectionError'>) =>
  sendJson<unknown>('post', 'logger/websocketConnectionError', payload);

export const logVxmessengerError = (payload: RestPayload<'logger/vxmessengerError'>) =>
  sendJson<unknown>('post', 'logger/vxmessengerError', payload);

/** Sends one log call by name (the log queue stores the name with the payload). */
export function sendLog<C extends LogCall>(call: C, payload: RestPayload<C>): Promise<unknown> {
  return sendJson<unknown>('post', call, payload);
}
