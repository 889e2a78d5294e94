// The anonymous voice call (spec part 1 §4 Anonymous voice call, part 2 §7.10 start anonymous
// voicecall chat, §8 voice call start failure, §9 voice-call reload 100 ms): what an answer opens,
// which voicecall.start is this tab's call, and what its voicecall.stop does. Plain functions, no
// React and no I/O (tests/unit/voiceCallRules.test.ts).
import { VOICE_CALL_RESULT } from '../../contract/codes.ts';

/** idle: none; starting: asked; connected: 2000 (server mode); refused: another code; failed: no answer at all. */
type VoiceCallStatus = 'idle' | 'starting' | 'connected' | 'refused' | 'failed';

export interface VoiceCall {
  status: VoiceCallStatus;
  actorId: number | null;
  resultCode: number | null;
  server: string | null;
  clientId: string | null;
  /** The call's id hash, from its voicecall.start (the frames name a call by it, not by its client id). */
  idHash: string | null;
}

export function noVoiceCall(): VoiceCall {
  return { status: 'idle', actorId: null, resultCode: null, server: null, clientId: null, idHash: null };
}

/** Spec: 2000 opens the chat in server mode; any other code opens it with the error code. */
export function voiceCallStatusOf(resultCode: number): 'connected' | 'refused' {
  return resultCode === VOICE_CALL_RESULT.success ? 'connected' : 'refused';
}

/** The explanation of a refusal code: ours (4001, 4002) or one the contract does not know. */
export type VoiceCallErrorKey = 'invalidToken' | 'actorUnavailable' | 'unknown';

export function voiceCallErrorKey(resultCode: number): VoiceCallErrorKey {
  if (resultCode === VOICE_CALL_RESULT.invalidToken) return 'invalidToken';
  if (resultCode === VOICE_CALL_RESULT.actorUnavailable) return 'actorUnavailable';
  return 'unknown';
}

/**
 * Whether a voicecall.start names this tab's call: the actor called, while the call is being
 * started or runs, and no hash kept yet. The frame may come before the start's own answer (the
 * server sends it first).
 */
export function takesStartHash(call: VoiceCall, frame: { actorId: number; idHash: string }): boolean {
  return call.idHash === null && call.actorId === frame.actorId && (call.status === 'starting' || call.status === 'connected');
}

/**
 * What a voicecall.stop does in this tab: nothing when it names another call (or this tab has
 * none); else the page reloads after 100 ms, deferred while the chat exit dialog is open.
 */
export function voiceStopReaction(call: VoiceCall, frame: { idHash: string }, exitDialogOpen: boolean): 'ignore' | 'reload' | 'defer' {
  if (call.idHash === null || call.idHash !== frame.idHash) return 'ignore';
  return exitDialogOpen ? 'defer' : 'reload';
}
