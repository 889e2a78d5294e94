// The anonymous voice call of this tab (spec part 1 §4 Anonymous voice call): started with the
// tab's access token, no login needed; 2000 opens the live chat view in server mode with the
// server and client id, any other code opens it with the code. The call is known in frames by its
// id hash, kept from its voicecall.start; when its voicecall.stop comes the page reloads after
// 100 ms (spec part 2 §9), deferred while the chat exit dialog is open. The listeners stay once a
// call was started, so the reload comes on whatever page the guest went on to.
import { proxy, subscribe } from 'valtio';
import { currentToken } from '../../api/session.ts';
import { TIMING_MS } from '../../contract/constants.ts';
import type { ServerMessages } from '../../contract/socket.ts';
import { reloadPage } from '../../lib/reload.ts';
import { onServerFrame } from '../../realtime/client.ts';
import { startAnonymousVoicecallChat, stopAnonymousVoicecallChat } from './api.ts';
import type { LiveChatActor } from './liveChatRules.ts';
import { leaveServerMode, liveChat, openServerMode } from './store.ts';
import { noVoiceCall, takesStartHash, type VoiceCall, voiceCallStatusOf, voiceStopReaction } from './voiceCallRules.ts';

export const voiceCall = proxy<VoiceCall>(noVoiceCall());

let listening = false;

function onStart(data: ServerMessages['voicecall.start']): void {
  if (takesStartHash(voiceCall, data)) voiceCall.idHash = data.idHash;
}

function reloadSoon(): void {
  setTimeout(reloadPage, TIMING_MS.voiceCallReload);
}

function onStop(data: ServerMessages['voicecall.stop']): void {
  const reaction = voiceStopReaction(voiceCall, data, liveChat.phase === 'ended');
  if (reaction === 'ignore') return;
  Object.assign(voiceCall, noVoiceCall());
  if (reaction === 'reload') return reloadSoon();
  // the guest is reading the exit dialog: the reload waits until it closes
  const stop = subscribe(liveChat, () => {
    if (liveChat.phase === 'ended') return;
    stop();
    reloadSoon();
  });
}

function listen(): void {
  if (listening) return;
  listening = true;
  onServerFrame('voicecall.start', onStart);
  onServerFrame('voicecall.stop', onStop);
}

/** Opens the voice call's view over the profile and starts the call. */
export async function openVoiceCall(actor: LiveChatActor): Promise<void> {
  if (voiceCall.status === 'starting') return;
  openServerMode(actor);
  listen();
  Object.assign(voiceCall, { ...noVoiceCall(), status: 'starting', actorId: actor.id });
  try {
    const answer = await startAnonymousVoicecallChat(await currentToken(), actor.id);
    if (voiceCall.actorId !== actor.id) return;
    Object.assign(voiceCall, {
      status: voiceCallStatusOf(answer.resultCode),
      resultCode: answer.resultCode,
      server: answer.server,
      clientId: answer.clientId,
    });
  } catch {
    if (voiceCall.actorId === actor.id) voiceCall.status = 'failed';
  }
}

/** The guest leaves the call's view: the call is hung up on the server too (its stop reloads the page, after the exit dialog). */
export function hangUpVoiceCall(): void {
  const clientId = voiceCall.clientId;
  leaveServerMode();
  if (!clientId) return;
  void currentToken()
    .then((token) => stopAnonymousVoicecallChat(token, clientId))
    .catch(() => {
      // the voice server ends a call whose caller is gone; nothing is charged here either way
    });
}
