// The sockets of this process, indexed by access token and by guest, and the delivery of bus
// events to them. An event is serialized once and the same bytes go to every matching socket:
// an actor coming online reaches thousands of guests, and that loop is the hot path.
import { WebSocket } from 'ws';
import type { Language } from '../../src/contract/enums.ts';
import type { ServerFrame } from '../../src/contract/socket.ts';
import type { BusEvent } from './bus.ts';

export interface Session {
  tokenHash: string;
  guestId: number | null;
}

export interface Connection {
  socket: WebSocket;
  /** Set once session.request is acknowledged; null before and after session.expired. */
  session: Session | null;
  /** Every tab of this browser is hidden: `leave` received, no `comeback` since. */
  isAway: boolean;
  /** Date.now() of the last frame received; the idle sweep closes silent connections. */
  lastFrameAt: number;
  /** The socket URL's `language` (English for none or an unknown one): formatted amounts, seeded texts. */
  language: Language;
  /** The page's language when the socket URL names one the platform has: what the simulator answers in. */
  pageLanguage: Language | null;
}

/** What GET internal/onlineGuests answers, counted on this process only. */
export interface OnlineGuests {
  /** Visitors with a session: logged-in guests plus distinct anonymous tokens. */
  count: number;
  /** Open sockets, with or without a session. */
  connections: number;
  /** Sockets with an acknowledged session. */
  sessions: number;
  anonymousSessions: number;
  /** Distinct logged-in guests. */
  guests: number;
  /** Visitors (as in count) whose every session is away (all tabs hidden). */
  away: number;
}

const OPEN = WebSocket.OPEN;
/** ws copies nothing when handed a Buffer; `binary: false` keeps it a text frame. */
const TEXT_FRAME = { binary: false } as const;

function addTo<K>(index: Map<K, Set<Connection>>, key: K, connection: Connection): void {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(connection);
}

function removeFrom<K>(index: Map<K, Set<Connection>>, key: K, connection: Connection): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) index.delete(key);
}

export class ConnectionRegistry {
  readonly connections = new Set<Connection>();
  /** Connections with a session; broadcasts go to these. */
  readonly sessions = new Set<Connection>();
  readonly byGuest = new Map<number, Set<Connection>>();
  readonly byToken = new Map<string, Set<Connection>>();

  add(connection: Connection): void {
    this.connections.add(connection);
  }

  remove(connection: Connection): void {
    this.unbind(connection);
    this.connections.delete(connection);
  }

  /** Binds (or rebinds, after a new session.request) the connection to a session. */
  bind(connection: Connection, session: Session): void {
    this.unbind(connection);
    connection.session = session;
    this.sessions.add(connection);
    addTo(this.byToken, session.tokenHash, connection);
    if (session.guestId !== null) addTo(this.byGuest, session.guestId, connection);
  }

  unbind(connection: Connection): void {
    const session = connection.session;
    if (!session) return;
    connection.session = null;
    this.sessions.delete(connection);
    removeFrom(this.byToken, session.tokenHash, connection);
    if (session.guestId !== null) removeFrom(this.byGuest, session.guestId, connection);
  }

  /** Sends the frame to every socket the target names; answers how many it reached. */
  deliver(event: BusEvent): number {
    const { target, frame } = event;
    // An actor's watchers are the presence hub's (presenceHub.ts): nothing here for them.
    if (target.kind === 'actor') return 0;
    const matching =
      target.kind === 'all'
        ? this.sessions
        : target.kind === 'guest'
          ? this.byGuest.get(target.guestId)
          : this.byToken.get(target.tokenHash);
    if (!matching || matching.size === 0) return 0;
    const payload = Buffer.from(JSON.stringify(frame));
    let reached = 0;
    for (const connection of matching) {
      if (connection.socket.readyState !== OPEN) continue;
      connection.socket.send(payload, TEXT_FRAME);
      reached += 1;
    }
    // An expired session ends on every socket it reached: the next frame needs a new session.request.
    if (frame.type === 'session.expired') for (const connection of [...matching]) this.unbind(connection);
    return reached;
  }

  /** Sends one frame to one socket (answers and error frames). */
  send(connection: Connection, frame: ServerFrame): void {
    if (connection.socket.readyState === OPEN) connection.socket.send(JSON.stringify(frame));
  }

  isConnected(guestId: number): boolean {
    for (const connection of this.byGuest.get(guestId) ?? []) if (connection.socket.readyState === OPEN) return true;
    return false;
  }

  hasOpenTab(guestId: number): boolean {
    for (const connection of this.byGuest.get(guestId) ?? []) if (!connection.isAway && connection.socket.readyState === OPEN) return true;
    return false;
  }

  onlineGuests(): OnlineGuests {
    const visitorAway = new Map<string, boolean>();
    let anonymousSessions = 0;
    for (const connection of this.sessions) {
      const session = connection.session!;
      if (session.guestId === null) anonymousSessions += 1;
      const visitor = session.guestId === null ? `t:${session.tokenHash}` : `g:${session.guestId}`;
      visitorAway.set(visitor, (visitorAway.get(visitor) ?? true) && connection.isAway);
    }
    let away = 0;
    for (const isAway of visitorAway.values()) if (isAway) away += 1;
    return {
      count: visitorAway.size,
      connections: this.connections.size,
      sessions: this.sessions.size,
      anonymousSessions,
      guests: this.byGuest.size,
      away,
    };
  }
}
