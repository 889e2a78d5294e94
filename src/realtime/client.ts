// The tab's side of the live connection: connects to the socket owner (the SharedWorker, or the
// leader tab where there is none), reports this tab's visibility and heartbeat, sends frames and
// dispatches what arrives to the stores. Imported after the first paint (main.tsx): the first
// paint never waits for it.

import { currentLoginToken, currentToken, dropToken, renewToken } from '../api/session.ts';
import { buildPath } from '../app/routes.ts';
import type { ClientFrame } from '../contract/socket.ts';
import { KEPT_FRAMES_KEY } from '../contract/storageKeys.ts';
import { languageOfPath } from '../i18n/locale.ts';
import { loadWhenReachable, networkBack } from '../lib/networkBack.ts';
import { reloadPage } from '../lib/reload.ts';
import { readLocalJson, removeLocal, writeLocalJson } from '../lib/storage.ts';
import { clearGuest, replaceGuest } from '../state/guest.ts';
import { logQueue, queueLog } from '../state/logQueue.ts';
import { network, setNetworkOnline, setPageVisible, setSocketStatus } from '../state/network.ts';
import { updatePresence } from '../state/presence.ts';
import { replacePresence } from '../state/presenceEvents.ts';
import { setWatchSender } from '../state/presenceWatch.ts';
import { type DispatchEffects, dispatchServerFrame } from './dispatch.ts';
import { forgetWritten, framesToResend, type KeptFrame, keepFrame, loginMark, parseKeptFrames } from './keptFrames.ts';
import { HEARTBEAT_MS, type OwnerMessage, type TabMessage, type TabState } from './tabProtocol.ts';
import { connectSharedWorker, type Transport, type TransportHandlers } from './transport.ts';

export { onServerFrame } from './dispatch.ts';

let transport: Transport | null = null;
let token = '';
let paymentPending = false;
let started = false;

const effects: DispatchEffects = {
  logOut() {
    // spec part 1 §4: a locked guest is logged out; the reload starts an anonymous session.
    clearGuest();
    dropToken();
    location.assign(buildPath('home', {}, languageOfPath(location.pathname)));
  },
  reloadPage,
  reportError: (data) => console.warn(`socket refused ${data.inReplyTo ?? 'a frame'}: ${data.code} ${data.message}`),
};

function tabState(): TabState {
  return { visible: document.visibilityState === 'visible', paymentPending };
}

/** Frames sent before the owner is reachable; they follow the first hello. */
const early: TabMessage[] = [];

function post(message: TabMessage): void {
  if (transport) transport.post(message);
  else if (message.type === 'frame') early.push(message);
}

/** The actors this tab shows, as last told to the owner (told again to a new owner). */
let watched: number[] = [];

function sayHello(): void {
  post({ type: 'hello', token, state: tabState() });
  for (const message of early.splice(0)) post(message);
  resendKept();
  if (watched.length > 0) post({ type: 'watch', actorIds: watched });
}

function tellWatched(actorIds: number[]): void {
  watched = actorIds;
  if (transport) post({ type: 'watch', actorIds });
}

function onOwnerMessage(message: OwnerMessage): void {
  switch (message.type) {
    case 'frame':
      dispatchServerFrame(message.frame, effects);
      return;
    case 'snapshot':
      replaceGuest(message.snapshot.guest);
      updatePresence((presence) => replacePresence(presence, message.snapshot.presence));
      return;
    case 'status':
      setSocketStatus(message.status);
      // on the root as well: tests (and a guest's dev tools) see when the server can reach this page
      document.documentElement.dataset.socket = message.status;
      // The server answers again: logs that failed while it was away (socket closes) go now.
      if (message.status === 'live') void logQueue.flush();
      return;
    case 'renewToken':
      void loadWhenReachable(() => renewToken(token)).then((renewed) => {
        token = renewed;
        post({ type: 'token', token });
      });
      return;
    case 'reload':
      if (!paymentPending) reloadPage();
      return;
    case 'written':
      writeKept(forgetWritten(readKept(), message.receipt));
      return;
    case 'log':
      queueLog({ call: 'logger/websocketConnectionError', payload: message.entry });
      return;
    default: {
      const unknown: never = message;
      void unknown;
    }
  }
}

async function openTransport(): Promise<void> {
  const handlers: TransportHandlers = {
    onMessage: onOwnerMessage,
    onOwnerChanged: sayHello,
    onFailed: () => void transportFailed(),
  };
  if (typeof SharedWorker !== 'undefined') {
    try {
      transport = connectSharedWorker(handlers);
      sayHello();
      return;
    } catch {
      // a browser that refuses the worker (policy, private mode): fall back below
    }
  }
  await useLeaderFallback();

  /**
   * The worker's script did not load. Offline (a first visit that lost the network before the
   * script came), the worker is started again once the network is back; online, the browser cannot
   * run it and a leader tab owns the socket instead. Frames sent meanwhile wait in `early`.
   */
  async function transportFailed(): Promise<void> {
    transport = null;
    if (!navigator.onLine) {
      await networkBack();
      await openTransport();
      return;
    }
    await useLeaderFallback();
  }

  /** Its chunk, too, may fail to load on a flaky network: tried again once the network is back. */
  async function useLeaderFallback(): Promise<void> {
    const { connectToLeader } = await loadWhenReachable(() => import('./leaderFallback.ts'));
    transport = connectToLeader(handlers);
    sayHello();
  }
}

/** Browser events: network changes (logged), visibility, heartbeat, goodbye. */
function watchPage(): void {
  setNetworkOnline(navigator.onLine);
  setPageVisible(document.visibilityState === 'visible');
  const onNetwork = () => {
    if (!setNetworkOnline(navigator.onLine)) return;
    queueLog({ call: 'logger/browserOnline', payload: { status: network.isOnline ? 'online' : 'offline', jsTime: Date.now() } });
    if (network.isOnline) void logQueue.flush();
  };
  addEventListener('online', onNetwork);
  addEventListener('offline', onNetwork);
  document.addEventListener('visibilitychange', () => {
    if (setPageVisible(document.visibilityState === 'visible')) post({ type: 'state', state: tabState() });
  });
  setInterval(() => post({ type: 'heartbeat', state: tabState() }), HEARTBEAT_MS);
  addEventListener('pagehide', () => post({ type: 'bye' }));
  // Back from the back-forward cache: the owner dropped this tab at pagehide.
  addEventListener('pageshow', (event) => {
    if (event.persisted) sayHello();
  });
}

/** Starts the live connection for this tab (once). */
export async function startRealtime(): Promise<void> {
  if (started) return;
  started = true;
  token = await loadWhenReachable(currentToken);
  watchPage();
  await openTransport();
  setWatchSender(tellWatched);
}

/** Sends a frame to the server; it waits in the socket owner until the session is acknowledged. */
export function sendFrame(frame: ClientFrame): void {
  post({ type: 'frame', frame });
}

function readKept(): KeptFrame[] {
  return parseKeptFrames(readLocalJson<unknown>(KEPT_FRAMES_KEY));
}

function writeKept(list: readonly KeptFrame[]): void {
  if (list.length === 0) removeLocal(KEPT_FRAMES_KEY);
  else writeLocalJson(KEPT_FRAMES_KEY, list);
}

/** The mark of the stored login token (keptFrames.ts), null when the guest is not logged in. */
function currentLoginMark(): string | null {
  const login = currentLoginToken();
  return login === null ? null : loginMark(login);
}

/** Sends again what a page left before its owner wrote it, under the login it was made in (a new owner gets it too). */
function resendKept(): void {
  const list = framesToResend(readKept(), currentLoginMark(), Date.now());
  writeKept(list);
  for (const kept of list) post({ type: 'frame', frame: kept.frame, receipt: kept.receipt });
}

/**
 * Sends a pin or unpin (what `key` names: a newer one replaces it) that a page left right after
 * the tap must not lose: kept in storage until the owner has written it (keptFrames.ts). Only
 * for frames the server takes twice as once.
 */
export function sendKeptFrame(key: string, frame: ClientFrame): void {
  const login = currentLoginMark();
  if (login === null) return sendFrame(frame);
  const kept: KeptFrame = {
    key,
    receipt: `${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}`,
    login,
    frame,
    at: Date.now(),
  };
  writeKept(keepFrame(readKept(), kept));
  // before the owner is reached, the hello sends it from storage
  if (transport) post({ type: 'frame', frame, receipt: kept.receipt });
}

/** A payment feedback is pending in this tab: an expired session does not reload it meanwhile. */
export function setPaymentFeedbackPending(pending: boolean): void {
  if (paymentPending === pending) return;
  paymentPending = pending;
  post({ type: 'state', state: tabState() });
}

/** The token changed in this tab (login, logout): the owner starts a session with it. */
export function announceToken(next: string): void {
  token = next;
  post({ type: 'token', token });
}
