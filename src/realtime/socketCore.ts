// The one socket per browser profile (spec part 1 §4 Real-time connection, part 2 §4, §7.13,
// §8), as a plain class: the SharedWorker (sharedWorker.ts) and the leader tab of the fallback
// (leaderFallback.ts) run it; unit tests drive it with a fake socket and fake timers. Its state is
// one value (socketCoreState.ts: the connection's phase, attempts, token renewal) moved by pure
// transitions; this class does the I/O each new state calls for.
//
// - Open: `session.request {token}`; frames from tabs queue until `session.ack`, then go out in order.
// - Ping every 50 s; a ping still unanswered at the next one closes with 4000 ("pong missing").
// - Any close is logged once with its code and reconnects after 1 s, except a protocol error
//   (1002) on the very first attempt, which is not retried.
// - INVALID_TOKEN in answer to the session request: one tab is asked for a renewed token, which
//   is sent in a new session.request on the same socket (the server keeps it open for that).
// - leave once when every tab is hidden, comeback once when one shows again.
// - session.expired: every tab without a pending payment feedback reloads; the socket asks for a
//   new session at once (the server ended the old one but kept the connection).
// - The live snapshot (guest, presence) is replayed to a tab that joins late.
// - presence.watch carries the union of the actors every tab shows: sent when it changes and
//   after every session.ack (a new session on the server starts with no watch list).
import { SOCKET_CLOSE_CODE } from '../contract/codes.ts';
import { TIMING_MS } from '../contract/constants.ts';
import { ERROR_MESSAGE } from '../contract/errors.ts';
import { type ClientFrame, PRESENCE_WATCH_MAX, type ServerFrame } from '../contract/socket.ts';
import { applyToSnapshot, emptySnapshot, type LiveSnapshot } from './liveSnapshot.ts';
import { parseServerFrame } from './serverFrame.ts';
import { defaultTimers, type SocketCoreOptions, type SocketLike, type Timers } from './socketCoreOptions.ts';
import {
  acknowledged,
  awayChange,
  canAskRenewal,
  closed,
  initialSocketCoreState,
  isOpen,
  isTokenRefused,
  opening,
  pingDue,
  ponged,
  renewalAnswered,
  renewalAsked,
  requested,
  type SocketCoreState,
  shouldConnect,
  statusOf,
  stopped,
  tokenReceived,
  tokenRefused,
  watchChange,
} from './socketCoreState.ts';
import { type ConnectionErrorLog, type ConnectionStatus, HEARTBEAT_MS, type TabMessage } from './tabProtocol.ts';
import { type TabLink, TabRegistry } from './tabRegistry.ts';

/** Outgoing frames kept while waiting for the session; beyond this the oldest are dropped. */
const MAX_QUEUED_FRAMES = 200;

/** Frames only the core itself sends; a tab cannot. */
const OWNER_ONLY: ReadonlySet<ClientFrame['type']> = new Set(['session.request', 'ping', 'leave', 'comeback', 'presence.watch']);

export class SocketCore {
  private readonly options: SocketCoreOptions;
  private readonly timers: Timers;
  private readonly now: () => number;
  private readonly tabs = new TabRegistry();

  /** The connection's phase, its attempts, the token and its renewal (socketCoreState.ts). */
  private state: SocketCoreState = initialSocketCoreState();
  /** The socket of the opening, requesting or live phase. */
  private socket: SocketLike | null = null;
  /** Frames waiting for the session, each with who to tell once it is written (a receipt). */
  private readonly queue: { frame: ClientFrame; written?: () => void }[] = [];
  /** Connection errors waiting for a tab to send them. */
  private readonly pendingLogs: ConnectionErrorLog[] = [];
  private snapshot: LiveSnapshot | null = null;
  private reconnectTimer: unknown = null;
  private pingTimer: unknown = null;
  private sweepTimer: unknown = null;

  constructor(options: SocketCoreOptions) {
    this.options = options;
    this.timers = options.timers ?? defaultTimers;
    this.now = options.now ?? Date.now;
  }

  /** Everything a tab says goes through here; `id` names the tab, `link` answers it. */
  receive(id: string, link: TabLink, message: TabMessage): void {
    switch (message.type) {
      case 'hello':
      case 'heartbeat':
      case 'state': {
        // The token first: a new guest's tab must not be welcomed with the old guest's snapshot.
        if (message.type === 'hello') this.useToken(message.token);
        const isNew = this.tabs.upsert(id, link, message.state, this.now());
        if (isNew) this.welcome(link);
        this.ensureSweeping();
        this.syncAway();
        return;
      }
      case 'token':
        this.tabs.touch(id, this.now());
        this.move(renewalAnswered(this.state));
        this.useToken(message.token);
        return;
      case 'frame': {
        this.tabs.touch(id, this.now());
        if (OWNER_ONLY.has(message.frame.type)) return;
        const { receipt } = message;
        this.send(message.frame, receipt === undefined ? undefined : () => link.post({ type: 'written', receipt }));
        return;
      }
      case 'watch':
        this.tabs.touch(id, this.now());
        if (this.tabs.setWatched(id, message.actorIds)) this.syncWatch();
        return;
      case 'bye':
        if (this.tabs.remove(id)) {
          this.syncAway();
          this.syncWatch();
        }
        return;
      default: {
        const unknown: never = message;
        void unknown;
      }
    }
  }

  /** Closes the socket for good and stops every timer (the owner is going away). */
  stop(): void {
    this.move(stopped(this.state));
    this.timers.clearTimeout(this.reconnectTimer);
    this.timers.clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    const socket = this.socket;
    if (socket) {
      this.detach(socket);
      socket.close(SOCKET_CLOSE_CODE.normal, 'owner stopped');
    }
  }

  // ---- tabs ----

  /** A new tab gets the connection state, the snapshot and any log waiting for a sender. */
  private welcome(link: TabLink): void {
    link.post({ type: 'status', status: statusOf(this.state.connection) });
    if (this.snapshot) link.post({ type: 'snapshot', snapshot: this.snapshot });
    for (const entry of this.pendingLogs.splice(0)) link.post({ type: 'log', entry });
    // The tab asked before may have gone (a reload) without answering: ask the newcomer.
    if (isTokenRefused(this.state)) link.post({ type: 'renewToken' });
  }

  private ensureSweeping(): void {
    if (this.sweepTimer !== null) return;
    this.sweepTimer = this.timers.setInterval(() => {
      if (this.tabs.dropSilent(this.now())) {
        this.syncAway();
        this.syncWatch();
      }
      if (this.tabs.size === 0) {
        this.timers.clearInterval(this.sweepTimer);
        this.sweepTimer = null;
      }
    }, HEARTBEAT_MS);
  }

  /** leave once when every tab is hidden, comeback once when one shows (on a live session only). */
  private syncAway(): void {
    const { state, frame } = awayChange(this.state, this.tabs.allHidden());
    this.state = state;
    if (frame) this.write({ type: frame, data: {} });
  }

  /** Tells the server the union of the tabs' watched actors when it differs from what it has. */
  private syncWatch(): void {
    if (this.state.connection.phase !== 'live') return;
    const actorIds = this.tabs.watchedUnion(PRESENCE_WATCH_MAX);
    const { state, isChanged } = watchChange(this.state, actorIds.join(','));
    this.state = state;
    if (isChanged) this.write({ type: 'presence.watch', data: { actorIds } });
  }

  /** Moves to the next state; tabs hear the connection status when it changed. */
  private move(next: SocketCoreState): void {
    const before = statusOf(this.state.connection);
    this.state = next;
    this.announce(before);
  }

  private announce(before: ConnectionStatus): void {
    const status = statusOf(this.state.connection);
    if (status !== before) this.tabs.postAll({ type: 'status', status });
  }

  private log(entry: ConnectionErrorLog): void {
    const link = this.tabs.pickOne();
    if (link) link.post({ type: 'log', entry });
    else this.pendingLogs.push(entry);
  }

  // ---- token and session ----

  /**
   * A tab's token. The newest tab read the newest stored token, so a different one replaces
   * the current: a new session is asked for on the open socket (the server rebinds it).
   */
  private useToken(token: string): void {
    if (this.state.connection.phase === 'stopped' || !token) return;
    if (token !== this.state.token) {
      if (this.state.token !== null) this.snapshot = null; // another session's state must not reach new tabs
      this.move(tokenReceived(this.state, token));
      if (isOpen(this.state.connection)) {
        this.requestSession();
        return;
      }
    }
    // No socket and none coming: the first token, or a connection given up on (1002) that a new
    // token may revive; a known token does not retry a given-up connection.
    if (shouldConnect(this.state, token)) this.connect();
  }

  private requestSession(): void {
    this.endSession();
    this.move(requested(this.state));
    this.write({ type: 'session.request', data: { token: this.state.token ?? '' } });
  }

  /** The session is over (expired, replaced, socket closed): its pings stop (the state left the live phase). */
  private endSession(): void {
    this.timers.clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private askForRenewal(): void {
    if (!canAskRenewal(this.state)) return;
    const link = this.tabs.pickOne();
    if (!link) return; // the next tab to say hello is asked (welcome)
    this.move(renewalAsked(this.state));
    link.post({ type: 'renewToken' });
  }

  // ---- connection ----

  private connect(): void {
    this.reconnectTimer = null;
    const next = opening(this.state);
    if (next === this.state) return; // no token, a socket already, or stopped
    this.endSession();
    this.move(next);
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch (error) {
      // A refused address (bad URL, blocked by policy) behaves like an immediate close.
      this.afterClose(1006, error instanceof Error ? error.message : String(error), 'connection failed');
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.requestSession();
    socket.onmessage = (event) => {
      const frame = parseServerFrame(event.data);
      if (frame) this.onFrame(frame);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.detach(socket);
      this.afterClose(event.code, event.reason, 'connection closed');
    };
    socket.onerror = () => {
      // always followed by a close event, which is what gets logged
    };
  }

  private detach(socket: SocketLike): void {
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    if (this.socket === socket) this.socket = null;
    this.endSession();
  }

  /** Our own close: handled at once, so the browser's late (or missing) close event does not matter. */
  private closeDeliberately(code: number, reason: string, error: string): void {
    const socket = this.socket;
    if (!socket) return;
    this.detach(socket);
    try {
      socket.close(code, reason);
    } catch {
      // already closing
    }
    this.afterClose(code, reason, error);
  }

  /** Logs the close once and schedules the reconnect (spec part 2 §8). */
  private afterClose(code: number, reason: string, error: string): void {
    this.log({
      connectionAttempt: this.state.attempt,
      error,
      errorCode: code,
      errorReason: reason,
      websocketType: this.options.websocketType,
      jsTime: this.now(),
    });
    if (this.state.connection.phase === 'stopped') return;
    this.move(closed(this.state, code));
    if (this.state.connection.phase !== 'waiting') return; // failed: a protocol error on the first attempt is not retried
    this.timers.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = this.timers.setTimeout(() => this.connect(), TIMING_MS.reconnect);
  }

  // ---- frames ----

  /** A frame from a tab: out now on a live session, else queued for the acknowledgement. */
  private send(frame: ClientFrame, written?: () => void): void {
    if (this.state.connection.phase === 'live') {
      this.write(frame);
      written?.();
      return;
    }
    this.queue.push({ frame, ...(written ? { written } : {}) });
    if (this.queue.length > MAX_QUEUED_FRAMES) this.queue.shift();
  }

  private write(frame: ClientFrame): void {
    this.socket?.send(JSON.stringify(frame));
  }

  private ping(): void {
    const { state, isPongMissing } = pingDue(this.state);
    if (isPongMissing) {
      this.closeDeliberately(SOCKET_CLOSE_CODE.missingPong, ERROR_MESSAGE.pongMissing, ERROR_MESSAGE.pongMissing);
      return;
    }
    this.move(state);
    this.write({ type: 'ping', data: {} });
  }

  private onFrame(frame: ServerFrame): void {
    switch (frame.type) {
      case 'session.ack': {
        // tabs hear `live` last, after the ack itself
        const before = statusOf(this.state.connection);
        this.state = acknowledged(this.state);
        this.snapshot ??= emptySnapshot();
        applyToSnapshot(this.snapshot, frame);
        this.tabs.postAll({ type: 'frame', frame });
        for (const queued of this.queue.splice(0)) {
          this.write(queued.frame);
          queued.written?.();
        }
        this.syncAway();
        this.syncWatch();
        this.timers.clearInterval(this.pingTimer);
        this.pingTimer = this.timers.setInterval(() => this.ping(), TIMING_MS.ping);
        this.announce(before);
        return;
      }
      case 'pong':
        this.move(ponged(this.state));
        return;
      case 'session.expired':
        // spec: reload unless a payment feedback is pending; the tab decides nothing itself.
        // The expired session's guest must not reach a reloaded tab that still read the old
        // token (a logout in another tab: the server tells the socket before that tab drops it).
        this.snapshot = null;
        this.tabs.postWhere((state) => !state.paymentPending, { type: 'reload' });
        this.requestSession();
        return;
      case 'error':
        if (frame.data.code === 'INVALID_TOKEN' && frame.data.inReplyTo === 'session.request') {
          this.move(tokenRefused(this.state));
          this.askForRenewal();
          return;
        }
        this.tabs.postAll({ type: 'frame', frame });
        return;
      default:
        if (this.snapshot) applyToSnapshot(this.snapshot, frame);
        this.tabs.postAll({ type: 'frame', frame });
    }
  }
}
