// The messages between a tab and the socket owner: the SharedWorker over a MessagePort, or the
// leader tab over BroadcastChannel when the browser has no SharedWorker (leaderFallback.ts).
// Structured-clone data only. The socket owner speaks the server protocol (src/contract/socket.ts);
// tabs speak this one.

import type { RestPayload } from '../contract/rest.ts';
import type { ClientFrame, ServerFrame } from '../contract/socket.ts';
import type { LiveSnapshot } from './liveSnapshot.ts';

/** What a tab tells the owner about itself. Sent with hello, every heartbeat and on change. */
export interface TabState {
  /** The page is visible (`document.visibilityState`). */
  visible: boolean;
  /** A payment feedback is pending in this tab: an expired session must not reload it. */
  paymentPending: boolean;
}

/** Tab -> owner. */
export type TabMessage =
  /** First message of a tab, with the access token it holds (src/api/session.ts). */
  | { type: 'hello'; token: string; state: TabState }
  /**
   * Every HEARTBEAT_MS. Carries the state, so a tab dropped for silence (a background tab whose
   * timers the browser throttled) is registered again by its next heartbeat.
   */
  | { type: 'heartbeat'; state: TabState }
  /** Visibility or payment-pending changed. */
  | { type: 'state'; state: TabState }
  /** A renewed or new token (answer to `renewToken`, or after login/logout). */
  | { type: 'token'; token: string }
  /**
   * A frame for the server; queued by the owner until the session is acknowledged. With a
   * receipt, the owner answers `written` once it is on a live session (keptFrames.ts).
   */
  | { type: 'frame'; frame: ClientFrame; receipt?: string }
  /**
   * The actors this tab's screen shows now (issue 23). The owner sends the server the union
   * over its tabs (presence.watch) on every change and after every session.ack.
   */
  | { type: 'watch'; actorIds: number[] }
  /** The tab is going away (pagehide). */
  | { type: 'bye' };

/** The state of the one socket, as tabs see it. */
export type ConnectionStatus = 'connecting' | 'live' | 'closed' | 'failed';

/** A websocketConnectionError log entry; the tab adds timeDiff when it sends it. */
export type ConnectionErrorLog = Omit<RestPayload<'logger/websocketConnectionError'>, 'timeDiff'>;

/** Owner -> tab. */
export type OwnerMessage =
  /** The last known live state, replayed to a tab that joins late (and after a drop). */
  | { type: 'snapshot'; snapshot: LiveSnapshot }
  /** A server frame, relayed to every tab. */
  | { type: 'frame'; frame: ServerFrame }
  | { type: 'status'; status: ConnectionStatus }
  /** The server refused the token: get a fresh one and answer with `token`. */
  | { type: 'renewToken' }
  /** The session expired and this tab has no payment feedback pending. */
  | { type: 'reload' }
  /** The frame sent with this receipt is written on a live session (to the tab that sent it). */
  | { type: 'written'; receipt: string }
  /** A socket close to log through the tab's log queue (the owner has no REST client). */
  | { type: 'log'; entry: ConnectionErrorLog };

/** Tabs send a heartbeat this often; the owner drops a tab silent for SILENT_HEARTBEATS of them. */
export const HEARTBEAT_MS = 5_000;
export const SILENT_HEARTBEATS = 3;

/** The SharedWorker's name and the fallback's lock and channel name. */
export const REALTIME_NAME = 'glimmer-socket';
export const LEADER_LOCK = 'glimmer-socket-leader';
