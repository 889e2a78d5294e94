// The socket core's state (socketCore.ts) as one value, in the manner of tldraw sync-core's
// ClientWebSocketAdapter and its reconnect manager: where the connection is (one phase at a
// time, each holding only what belongs to it), how many attempts it has made, and where the
// token's renewal stands. Every change is a pure function from one state to the next, unit-tested
// one by one (tests/unit/socketCoreState.test.ts); the core does the I/O the new state calls for
// (open, write, close, timers, messages to tabs).
import { SOCKET_CLOSE_CODE } from '../contract/codes.ts';
import type { ConnectionStatus } from './tabProtocol.ts';

/** What a live session keeps; a new session starts from nothing (the server's does too). */
interface LiveSession {
  /** `leave` was sent on this session and no `comeback` since. */
  away: boolean;
  /** A ping went out and its pong has not come. */
  awaitingPong: boolean;
  /** The watch list the server has for this session (null: none sent on it yet). */
  watchSent: string | null;
}

export type Connection =
  /** No socket and none planned: no token has come yet. */
  | { phase: 'idle' }
  /** A socket was created and has not opened. */
  | { phase: 'opening' }
  /** The socket is open and a session is asked for on it (after open, a new token, an expired session). */
  | { phase: 'requesting' }
  /** The server acknowledged the session: frames go out, pings run. */
  | { phase: 'live'; session: LiveSession }
  /** The socket closed; another opens after TIMING_MS.reconnect. */
  | { phase: 'waiting' }
  /** A protocol error on the first attempt, not retried (spec): only another token tries again. */
  | { phase: 'failed'; token: string | null }
  /** The owner is going away: nothing opens again; a tab joining still hears the last status. */
  | { phase: 'stopped'; status: ConnectionStatus };

/** The token's renewal after the server answered INVALID_TOKEN to a session request. */
export type Renewal =
  /** Nothing refused, nothing asked. */
  | 'none'
  /** The token is refused and no tab has been asked for a new one yet. */
  | 'refused'
  /** The token is refused and a tab was asked; its answer has not come. */
  | 'asked'
  /** A tab was asked and has not answered, and another token came meanwhile (not refused so far). */
  | 'answerDue';

export interface SocketCoreState {
  connection: Connection;
  /** Connection attempts so far (1 for the first). */
  attempt: number;
  /** The token sessions are asked for with (the newest a tab brought). */
  token: string | null;
  renewal: Renewal;
}

export const initialSocketCoreState = (): SocketCoreState => ({ connection: { phase: 'idle' }, attempt: 0, token: null, renewal: 'none' });

/** The connection's state as tabs see it. */
export function statusOf(connection: Connection): ConnectionStatus {
  switch (connection.phase) {
    case 'idle':
    case 'waiting':
      return 'closed';
    case 'opening':
    case 'requesting':
      return 'connecting';
    case 'live':
      return 'live';
    case 'failed':
      return 'failed';
    case 'stopped':
      return connection.status;
    default: {
      const unknown: never = connection;
      return unknown;
    }
  }
}

/** The socket fired open and has not closed since: a session can be asked for on it. */
export const isOpen = (connection: Connection): boolean => connection.phase === 'requesting' || connection.phase === 'live';

/** The token is refused and no new one has come: a tab that joins is asked to renew it. */
export const isTokenRefused = (state: SocketCoreState): boolean => state.renewal === 'refused' || state.renewal === 'asked';

// ---- token ----

/** A tab brought a token. A different one replaces the current and is not refused (yet). */
export function tokenReceived(state: SocketCoreState, token: string): SocketCoreState {
  if (token === state.token) return state;
  const renewal = state.renewal === 'refused' ? 'none' : state.renewal === 'asked' ? 'answerDue' : state.renewal;
  return { ...state, token, renewal };
}

/** The server answered INVALID_TOKEN to the session request. */
export function tokenRefused(state: SocketCoreState): SocketCoreState {
  const renewal = state.renewal === 'none' ? 'refused' : state.renewal === 'answerDue' ? 'asked' : state.renewal;
  return renewal === state.renewal ? state : { ...state, renewal };
}

/** One tab is asked for a renewed token; while it has not answered, no other is asked. */
export const canAskRenewal = (state: SocketCoreState): boolean => state.renewal === 'refused';

export function renewalAsked(state: SocketCoreState): SocketCoreState {
  return canAskRenewal(state) ? { ...state, renewal: 'asked' } : state;
}

/** The asked tab answered (its token follows, through tokenReceived). */
export function renewalAnswered(state: SocketCoreState): SocketCoreState {
  const renewal = state.renewal === 'asked' ? 'refused' : state.renewal === 'answerDue' ? 'none' : state.renewal;
  return renewal === state.renewal ? state : { ...state, renewal };
}

// ---- connection ----

/**
 * A tab's token arrived and no socket is open or planned: the first token connects, and a
 * connection given up on (1002) is tried again only with another token than the one it failed with.
 */
export function shouldConnect(state: SocketCoreState, token: string): boolean {
  const { connection } = state;
  if (connection.phase === 'idle') return true;
  return connection.phase === 'failed' && token !== connection.token;
}

/** A new socket may be opened: there is a token and no socket (open, opening or stopped for good). */
export const canConnect = (state: SocketCoreState): boolean =>
  state.token !== null &&
  (state.connection.phase === 'idle' || state.connection.phase === 'waiting' || state.connection.phase === 'failed');

/** A new socket is being opened: one attempt more. */
export function opening(state: SocketCoreState): SocketCoreState {
  if (!canConnect(state)) return state;
  return { ...state, attempt: state.attempt + 1, connection: { phase: 'opening' } };
}

/** A session is asked for on the socket: on open, for a new token, after the session expired. */
export function requested(state: SocketCoreState): SocketCoreState {
  const { phase } = state.connection;
  if (phase !== 'opening' && phase !== 'requesting' && phase !== 'live') return state;
  return { ...state, connection: { phase: 'requesting' } };
}

/** session.ack: the session is live and the token good. Another ack on a live session keeps what it had. */
export function acknowledged(state: SocketCoreState): SocketCoreState {
  const { connection } = state;
  if (connection.phase !== 'requesting' && connection.phase !== 'live') return state;
  const session = connection.phase === 'live' ? connection.session : { away: false, awaitingPong: false, watchSent: null };
  return { ...state, renewal: 'none', connection: { phase: 'live', session } };
}

/** The socket closed (the server, the network, or our own close): wait and reconnect, or give up (spec). */
export function closed(state: SocketCoreState, code: number): SocketCoreState {
  if (state.connection.phase === 'stopped') return state;
  if (code === SOCKET_CLOSE_CODE.protocolError && state.attempt === 1)
    return { ...state, connection: { phase: 'failed', token: state.token } };
  return { ...state, connection: { phase: 'waiting' } };
}

/** The owner is going away. */
export function stopped(state: SocketCoreState): SocketCoreState {
  if (state.connection.phase === 'stopped') return state;
  return { ...state, connection: { phase: 'stopped', status: statusOf(state.connection) } };
}

// ---- the live session ----

function withSession(state: SocketCoreState, change: Partial<LiveSession>): SocketCoreState {
  if (state.connection.phase !== 'live') return state;
  return { ...state, connection: { phase: 'live', session: { ...state.connection.session, ...change } } };
}

/** The ping timer fired: a pong still missing closes the socket; otherwise a ping goes out and is awaited. */
export function pingDue(state: SocketCoreState): { state: SocketCoreState; isPongMissing: boolean } {
  if (state.connection.phase === 'live' && state.connection.session.awaitingPong) return { state, isPongMissing: true };
  return { state: withSession(state, { awaitingPong: true }), isPongMissing: false };
}

export function ponged(state: SocketCoreState): SocketCoreState {
  return withSession(state, { awaitingPong: false });
}

/** leave once when every tab is hidden, comeback once when one shows again (on a live session only). */
export function awayChange(state: SocketCoreState, allHidden: boolean): { state: SocketCoreState; frame: 'leave' | 'comeback' | null } {
  if (state.connection.phase !== 'live') return { state, frame: null };
  const { away } = state.connection.session;
  if (allHidden && !away) return { state: withSession(state, { away: true }), frame: 'leave' };
  if (!allHidden && away) return { state: withSession(state, { away: false }), frame: 'comeback' };
  return { state, frame: null };
}

/** The tabs' watch list (`key`, its ids joined) goes to the server when it differs from what the session has. */
export function watchChange(state: SocketCoreState, key: string): { state: SocketCoreState; isChanged: boolean } {
  if (state.connection.phase !== 'live' || key === (state.connection.session.watchSent ?? '')) return { state, isChanged: false };
  return { state: withSession(state, { watchSent: key }), isChanged: true };
}
