// The live chat's calls (spec part 2 §7.6 survey/chatexit, §7.10 start anonymous voicecall chat
// and toy controls). Kept beside the chat so they ride in its lazy chunks; every call goes through
// src/api's two clients.

import { sendJson } from '../../api/client.ts';
import { query } from '../../api/query.ts';
import type { ToyControl } from '../../contract/entities/messenger.ts';
import type { RestAnswer, RestPayload } from '../../contract/rest.ts';

export interface VoiceCallAnswer {
  resultCode: number;
  server: string | null;
  clientId: string | null;
}

/** Starts an anonymous voice call with the tab's access token; resultCode 2000 is success (spec part 2 §8). */
export async function startAnonymousVoicecallChat(accessToken: string, actorId: number): Promise<VoiceCallAnswer> {
  const answer = await query<{ startAnonymousVoicecallChat: VoiceCallAnswer }>(
    'mutation StartVoiceCall($t: String!, $a: Int!) { startAnonymousVoicecallChat(accessToken: $t, actorId: $a) { resultCode server clientId } }',
    { t: accessToken, a: actorId },
  );
  return answer.startAnonymousVoicecallChat;
}

/** The caller hangs up the anonymous voice call (the same access token); false: there was none. */
export async function stopAnonymousVoicecallChat(accessToken: string, clientId: string): Promise<boolean> {
  const answer = await query<{ stopAnonymousVoicecallChat: boolean }>(
    'mutation StopVoiceCall($t: String!, $c: String!) { stopAnonymousVoicecallChat(accessToken: $t, clientId: $c) }',
    { t: accessToken, c: clientId },
  );
  return answer.stopAnonymousVoicecallChat;
}

/** A toy control as the running chat offers it. */
export type ChatToy = Pick<ToyControl, 'id' | 'duration' | 'displayName' | 'random' | 'price'>;

/** The toy controls with their prices. */
export async function getToyControls(): Promise<ChatToy[]> {
  const answer = await query<{ toyControls: ChatToy[] }>(
    '{ toyControls { id duration displayName random price { value currency symbol } } }',
    {},
  );
  return answer.toyControls;
}

/** Rates the chat that just ended; 404 when there is none left to rate (or it was rated). */
export const rateChat = (payload: RestPayload<'survey/chatexit'>) =>
  sendJson<RestAnswer<'survey/chatexit'>>('post', 'survey/chatexit', payload);
