// The live chat of this tab (live chat issue): the start dialog, the running chat and the exit
// dialog, driven by the socket's chat frames. chat.started and chat.message reach every tab of the
// guest; a tab takes only the chat it asked for (or is showing), so a second tab stays as it was.
// The server decides and charges; the meter here only shows what the started minutes cost. An
// anonymous voice call opens the same view "in server mode" (voiceCall.ts): the voice server runs
// and bills it.
import { proxy } from 'valtio';
import { CHAT_TEXT_MAX, type ChatKind } from '../../contract/chat.ts';
import type { ServerMessages } from '../../contract/socket.ts';
import { onServerFrame, sendFrame } from '../../realtime/client.ts';
import { answersPendingToy, type ChatMode, type LiveChatActor, runningCost, type ToyErrorCode, toyErrorCodeOf } from './liveChatRules.ts';

/** How long a start may wait for its answer before the dialog says it failed. Chosen. */
const START_TIMEOUT_MS = 15_000;
/** Chat lines kept on screen; older ones scroll away for good. Chosen. */
const MAX_LINES = 200;
/** A client exit (spec §4 client 100-108): the guest left. */
const GUEST_LEFT = 100;

/** server: an anonymous voice call's view (voiceCall.ts), before its exit dialog. */
export type ChatPhase = 'closed' | 'confirm' | 'starting' | 'running' | 'server' | 'ended';

/** What came of a toy control: done (and charged) or refused with why. */
interface ToyOutcome {
  success: boolean;
  errorCode: ToyErrorCode | null;
  priceCents: number;
}

export interface ChatLine {
  key: number;
  /** toy: a toy control's result line; its text is the toy's display name. */
  sender: 'guest' | 'actor' | 'toy';
  text: string;
  at: number;
  toy: ToyOutcome | null;
}

export interface ChatExit {
  code: number;
  /** The chat had begun (chat.end named its session); null session: it never started. */
  hadChat: boolean;
  sessionId: number | null;
  minutes: number;
  costCents: number;
  elapsedMs: number;
  /** server: a voice call left (the voice server bills it; nothing of ours to show or rate). */
  mode: ChatMode;
}

export const liveChat = proxy({
  phase: 'closed' as ChatPhase,
  actor: null as LiveChatActor | null,
  kind: 'single' as ChatKind,
  /** Per minute: the actor's price before the start, the server's (chat.started) after it. */
  priceCents: 0,
  /** Voucher chat minutes this chat uses first (known when the guest pressed start). */
  voucherMinutes: 0,
  sessionId: null as number | null,
  /** When chat.started arrived, on this tab's clock (the server's clock may differ). */
  startedAt: 0,
  streamUrl: '',
  lines: [] as ChatLine[],
  /** The guest pressed leave; chat.end is on its way. */
  leaving: false,
  /** The last start got no answer or a refusal frame. */
  startFailed: false,
  /** The toy control sent and not answered yet: the toy buttons wait, so one click is one charge. */
  toyPending: null as number | null,
  exit: null as ChatExit | null,
});

let startTimer: ReturnType<typeof setTimeout> | undefined;
let toyTimer: ReturnType<typeof setTimeout> | undefined;
let lineKey = 0;

function reset(): void {
  clearTimeout(startTimer);
  clearTimeout(toyTimer);
  Object.assign(liveChat, {
    sessionId: null,
    startedAt: 0,
    streamUrl: '',
    lines: [],
    leaving: false,
    startFailed: false,
    toyPending: null,
    exit: null,
  });
}

/** Opens the start dialog: the kind and its price per minute, before anything is charged. */
export function openChatStart(actor: LiveChatActor, kind: ChatKind, priceCents: number): void {
  if (liveChat.phase === 'starting' || liveChat.phase === 'running') return;
  reset();
  Object.assign(liveChat, { phase: 'confirm', actor, kind, priceCents, voucherMinutes: 0 });
}

/** Asks the server to start the chat shown in the start dialog. */
export function startChat(voucherMinutes: number): void {
  const actor = liveChat.actor;
  if (liveChat.phase !== 'confirm' || !actor) return;
  Object.assign(liveChat, { phase: 'starting', voucherMinutes, startFailed: false });
  sendFrame({ type: 'chat.start', data: { actorId: actor.id, kind: liveChat.kind } });
  startTimer = setTimeout(failStart, START_TIMEOUT_MS);
}

function failStart(): void {
  if (liveChat.phase !== 'starting') return;
  Object.assign(liveChat, { phase: 'confirm', startFailed: true });
}

export function leaveChat(): void {
  if (liveChat.phase !== 'running' || liveChat.sessionId === null || liveChat.leaving) return;
  liveChat.leaving = true;
  sendFrame({ type: 'chat.leave', data: { sessionId: liveChat.sessionId } });
}

/** Opens the view of an anonymous voice call over the actor's profile (voiceCall.ts starts the call). */
export function openServerMode(actor: LiveChatActor): void {
  if (liveChat.phase === 'starting' || liveChat.phase === 'running') return;
  reset();
  Object.assign(liveChat, { phase: 'server', actor, kind: 'videoCall', priceCents: 0, voucherMinutes: 0 });
}

/** The guest leaves the voice call's view: the exit dialog says so (the voice server ends and bills the call). */
export function leaveServerMode(): void {
  if (liveChat.phase !== 'server') return;
  liveChat.exit = { code: GUEST_LEFT, hadChat: true, sessionId: null, minutes: 0, costCents: 0, elapsedMs: 0, mode: 'server' };
  liveChat.phase = 'ended';
}

/** Sends a chat line; it shows when the server passes it on (to every tab). False: nothing to send. */
export function sendLine(text: string): boolean {
  const line = text.trim().slice(0, CHAT_TEXT_MAX);
  if (!line || liveChat.phase !== 'running' || liveChat.sessionId === null) return false;
  sendFrame({ type: 'chat.message', data: { sessionId: liveChat.sessionId, text: line } });
  return true;
}

/** Controls the actor's toy (charged at its price by the server); one at a time. False: not sent. */
export function sendToy(toyControlId: number): boolean {
  if (liveChat.phase !== 'running' || liveChat.sessionId === null || liveChat.toyPending !== null) return false;
  liveChat.toyPending = toyControlId;
  sendFrame({ type: 'chat.toy', data: { sessionId: liveChat.sessionId, toyControlId } });
  toyTimer = setTimeout(() => toyAnswered('', { success: false, errorCode: 'failed', priceCents: 0 }), START_TIMEOUT_MS);
  return true;
}

function pushLine(line: Omit<ChatLine, 'key'>): void {
  liveChat.lines.push({ key: ++lineKey, ...line });
  if (liveChat.lines.length > MAX_LINES) liveChat.lines.splice(0, liveChat.lines.length - MAX_LINES);
}

function toyAnswered(name: string, outcome: ToyOutcome): void {
  if (liveChat.toyPending === null) return;
  clearTimeout(toyTimer);
  liveChat.toyPending = null;
  pushLine({ sender: 'toy', text: name, at: Date.now(), toy: outcome });
}

/** Closes the start or exit dialog. A running chat is left first: no chat goes on unseen. */
export function closeChat(): void {
  if (liveChat.phase === 'running') leaveChat();
  if (liveChat.phase === 'starting' || liveChat.phase === 'running') return;
  reset();
  liveChat.phase = 'closed';
}

/** The view went away (another page, the tab closing): leave a running chat and forget the rest. */
export function dropChatView(): void {
  if (liveChat.phase === 'running' && liveChat.sessionId !== null && !liveChat.leaving) {
    sendFrame({ type: 'chat.leave', data: { sessionId: liveChat.sessionId } });
  }
  reset();
  liveChat.phase = 'closed';
}

// ---- frames ----

function onStarted(data: ServerMessages['chat.started']): void {
  if (liveChat.phase !== 'starting' || liveChat.actor?.id !== data.actorId || liveChat.kind !== data.kind) return;
  clearTimeout(startTimer);
  Object.assign(liveChat, {
    phase: 'running',
    sessionId: data.sessionId,
    priceCents: data.priceCents,
    streamUrl: data.streamUrl,
    startedAt: Date.now(),
    lines: [],
  });
}

function onLine(data: ServerMessages['chat.message']): void {
  if (liveChat.phase !== 'running' || data.sessionId !== liveChat.sessionId) return;
  pushLine({ sender: data.sender, text: data.text, at: data.at, toy: null });
}

/** A toy control done in this chat (by any tab of the guest) or this tab's refused. */
function onToy(data: ServerMessages['chat.toy']): void {
  if (liveChat.phase !== 'running' || data.sessionId !== liveChat.sessionId) return;
  const outcome: ToyOutcome = {
    success: data.success,
    errorCode: data.success ? null : toyErrorCodeOf(data.errorCode),
    priceCents: data.priceCents,
  };
  const name = data.toyControl?.displayName ?? '';
  if (answersPendingToy(liveChat.toyPending, data)) toyAnswered(name, outcome);
  // another tab's toy in the same chat: shown too, it was charged to the same guest
  else if (data.success) pushLine({ sender: 'toy', text: name, at: Date.now(), toy: outcome });
}

function onEnd(data: ServerMessages['chat.end']): void {
  const ours =
    data.sessionId === null
      ? liveChat.phase === 'starting' && liveChat.actor?.id === data.actorId
      : liveChat.phase === 'running' && data.sessionId === liveChat.sessionId;
  if (ours) end(data.exitCode, data.sessionId);
}

function end(code: number, sessionId: number | null): void {
  clearTimeout(startTimer);
  const hadChat = sessionId !== null;
  const cost = hadChat
    ? runningCost(liveChat.priceCents, liveChat.voucherMinutes, liveChat.startedAt, Date.now())
    : { minutes: 0, costCents: 0, elapsedMs: 0 };
  clearTimeout(toyTimer);
  liveChat.exit = { code, hadChat, sessionId, ...cost, mode: 'chat' };
  Object.assign(liveChat, { phase: 'ended', leaving: false, toyPending: null });
}

function onRefused(data: ServerMessages['error']): void {
  if (data.inReplyTo === 'chat.start' && liveChat.phase === 'starting') {
    clearTimeout(startTimer);
    Object.assign(liveChat, { phase: 'confirm', startFailed: true });
  }
  if (data.inReplyTo === 'chat.toy') toyAnswered('', { success: false, errorCode: 'failed', priceCents: 0 });
  // the server knows no running chat of ours any more (it ended while the tab was away)
  if (data.inReplyTo === 'chat.leave' && liveChat.leaving) end(GUEST_LEFT, liveChat.sessionId);
}

/** Listens to the chat frames while the chat view is on screen; returns the unsubscribe. */
export function listenToChatFrames(): () => void {
  const offs = [
    onServerFrame('chat.started', onStarted),
    onServerFrame('chat.message', onLine),
    onServerFrame('chat.toy', onToy),
    onServerFrame('chat.end', onEnd),
    onServerFrame('error', onRefused),
  ];
  return () => {
    for (const off of offs) off();
  };
}
