// Presence for many guests (issue 23, point 3): each socket hears the changes of the actors its
// screens show (presence.watch) and of the guest's pinned actors, never the others', merged over
// PRESENCE_BATCH_MS into one `presence` frame per socket; the site-wide online count reaches every
// socket at most once per ONLINE_COUNT_MS. The process follows on the bus exactly the actors one
// of its sockets needs (bus.ts: one sharded Redis channel per actor), so a process hears nothing
// of actors nobody here looks at.
//
// A socket that starts watching an actor is told the actor's current state (read after the
// process follows it, so no change falls between); a change heard after the watch began wins
// over that read, which may be older.
import { WebSocket } from 'ws';
import { ONLINE_COUNT_MS, PRESENCE_BATCH_MS, type PresenceChange, type ServerMessages } from '../../src/contract/socket.ts';
import type { BusEvent, BusLogger, EventBus } from './bus.ts';
import type { Connection, ConnectionRegistry } from './connections.ts';

/** What one socket needs and what waits for it. */
interface Interest {
  /** Actors its screens show (the last presence.watch). */
  watched: Set<number>;
  /** The guest's pinned actors (read at session.request, kept by pin / unpin). */
  pinned: Set<number>;
  /** Changes waiting for the next frame, the last per actor. */
  pending: Map<number, PresenceChange> | null;
  /** A pending change is a state read for this socket alone: its frame cannot be shared. */
  hasOwnState: boolean;
}

export interface PresenceHubOptions {
  bus: EventBus;
  registry: ConnectionRegistry;
  /** The current presence of these actors (domain/presence.ts actorPresences). */
  readPresences(actorIds: readonly number[]): Promise<PresenceChange[]>;
  logger: BusLogger;
  batchMs?: number;
  countMs?: number;
}

const TEXT_FRAME = { binary: false } as const;

export class PresenceHub {
  private readonly options: Required<PresenceHubOptions>;
  private readonly interests = new Map<Connection, Interest>();
  /** Sockets of this process by the actor they need. */
  private readonly watchers = new Map<number, Set<Connection>>();
  /** Bus subscriptions under way: a second socket waits for the same one. */
  private readonly following = new Map<number, Promise<void>>();
  /** Per followed actor, the number of the last change heard (against `heard`). */
  private readonly lastHeard = new Map<number, number>();
  private heard = 0;
  private readonly dirty = new Set<Connection>();
  private timer: NodeJS.Timeout | null = null;
  private timerAt = 0;
  private onlineCount: number | null = null;
  /**
   * A count arrived since the last one told. Told even when equal to that one: a socket that
   * joined between two changes had another count in its session.ack.
   */
  private countChanged = false;
  private countToldAt = 0;
  private closed = false;

  constructor(options: PresenceHubOptions) {
    this.options = { batchMs: PRESENCE_BATCH_MS, countMs: ONLINE_COUNT_MS, ...options };
  }

  /** Whether the hub delivers this bus event (presence to an actor's watchers or the count to all). */
  static handles(event: BusEvent): boolean {
    return event.frame.type === 'presence' && (event.target.kind === 'actor' || event.target.kind === 'all');
  }

  /** A presence event from the bus: queued for the sockets that need it. */
  receive(data: ServerMessages['presence']): void {
    for (const change of data.changes) {
      this.heard += 1;
      const watchers = this.watchers.get(change.actorId);
      if (!watchers) continue;
      this.lastHeard.set(change.actorId, this.heard);
      for (const connection of watchers) {
        const interest = this.interests.get(connection)!;
        (interest.pending ??= new Map()).set(change.actorId, change);
        this.dirty.add(connection);
      }
    }
    if (data.onlineCount !== null) {
      this.onlineCount = data.onlineCount;
      this.countChanged = true;
    }
    this.schedule();
  }

  /** presence.watch: the actors the socket's screens show now, replacing the list before. */
  async setWatched(connection: Connection, actorIds: readonly number[]): Promise<void> {
    const interest = this.interestOf(connection);
    const next = new Set(actorIds);
    const added = [...next].filter((id) => !interest.watched.has(id) && !interest.pinned.has(id));
    const removed = [...interest.watched].filter((id) => !next.has(id) && !interest.pinned.has(id));
    interest.watched = next;
    this.release(connection, removed);
    await this.need(connection, added);
  }

  /** The guest's pinned actors for this socket (session.request): replaces the list before. */
  async setPinned(connection: Connection, actorIds: readonly number[]): Promise<void> {
    const interest = this.interestOf(connection);
    const next = new Set(actorIds);
    const added = [...next].filter((id) => !interest.pinned.has(id) && !interest.watched.has(id));
    const removed = [...interest.pinned].filter((id) => !next.has(id) && !interest.watched.has(id));
    interest.pinned = next;
    this.release(connection, removed);
    await this.need(connection, added);
  }

  /** A pin or unpin of the guest (any of its sockets here). */
  async pinChanged(connection: Connection, actorId: number, isPinned: boolean): Promise<void> {
    const pinned = new Set(this.interestOf(connection).pinned);
    if (isPinned) pinned.add(actorId);
    else pinned.delete(actorId);
    await this.setPinned(connection, [...pinned]);
  }

  /** The socket's session was acknowledged: what waited for it goes out with the next frame. */
  sessionStarted(connection: Connection): void {
    if (this.interests.get(connection)?.pending) this.dirty.add(connection);
    this.schedule();
  }

  /** The socket closed. */
  drop(connection: Connection): void {
    const interest = this.interests.get(connection);
    if (!interest) return;
    this.release(connection, [...new Set([...interest.watched, ...interest.pinned])]);
    this.interests.delete(connection);
    this.dirty.delete(connection);
  }

  /** Actors this process follows (tests, bench). */
  followedCount(): number {
    return this.watchers.size;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private interestOf(connection: Connection): Interest {
    let interest = this.interests.get(connection);
    if (!interest)
      this.interests.set(connection, (interest = { watched: new Set(), pinned: new Set(), pending: null, hasOwnState: false }));
    return interest;
  }

  /** Registers the socket as a watcher, follows new actors on the bus, then queues their current state. */
  private async need(connection: Connection, actorIds: readonly number[]): Promise<void> {
    if (actorIds.length === 0) return;
    const mark = this.heard;
    const toFollow: number[] = [];
    const waits = new Set<Promise<void>>();
    for (const actorId of actorIds) {
      let watchers = this.watchers.get(actorId);
      if (!watchers) {
        this.watchers.set(actorId, (watchers = new Set()));
        toFollow.push(actorId);
      }
      watchers.add(connection);
      const underWay = this.following.get(actorId);
      if (underWay) waits.add(underWay);
    }
    if (toFollow.length > 0) {
      const followed = this.options.bus.follow(toFollow).finally(() => {
        for (const actorId of toFollow) if (this.following.get(actorId) === followed) this.following.delete(actorId);
      });
      for (const actorId of toFollow) this.following.set(actorId, followed);
      waits.add(followed);
    }
    await Promise.all(waits);
    const states = await this.options.readPresences(actorIds);
    const interest = this.interests.get(connection);
    if (!interest) return; // closed meanwhile
    for (const state of states) {
      if (!this.watchers.get(state.actorId)?.has(connection)) continue; // no longer needed
      if ((this.lastHeard.get(state.actorId) ?? 0) > mark) continue; // a newer change is queued or sent
      (interest.pending ??= new Map()).set(state.actorId, state);
      interest.hasOwnState = true;
      this.dirty.add(connection);
    }
    this.schedule();
  }

  /** The socket no longer needs these actors; an actor no socket here needs is unfollowed. */
  private release(connection: Connection, actorIds: readonly number[]): void {
    const interest = this.interests.get(connection);
    const unfollow: number[] = [];
    for (const actorId of actorIds) {
      interest?.pending?.delete(actorId);
      const watchers = this.watchers.get(actorId);
      if (!watchers) continue;
      watchers.delete(connection);
      if (watchers.size > 0) continue;
      this.watchers.delete(actorId);
      this.lastHeard.delete(actorId);
      unfollow.push(actorId);
    }
    // Closing: the sockets go and the bus closes after them; nothing to unsubscribe from.
    if (unfollow.length > 0 && !this.closed) {
      this.options.bus
        .unfollow(unfollow)
        .catch((error: unknown) => this.options.logger.warn({ err: error }, 'presence: unfollowing actors failed'));
    }
  }

  private countIsDue(now: number): boolean {
    return this.countChanged && now - this.countToldAt >= this.options.countMs;
  }

  /** The next flush: a batch interval after the first waiting change, or when the count is due. */
  private schedule(): void {
    if (this.closed) return;
    if (this.dirty.size === 0 && !this.countChanged) return;
    const now = Date.now();
    const delay =
      this.dirty.size > 0 ? this.options.batchMs : Math.max(this.options.batchMs, this.countToldAt + this.options.countMs - now);
    // A flush set for the count (up to a second away) must not hold a change back.
    if (this.timer && this.timerAt <= now + delay) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = now + delay;
    this.timer = setTimeout(() => this.flush(), delay);
  }

  /** One frame to each socket with something for it: its changes, and the count when due (then to every socket). */
  private flush(): void {
    this.timer = null;
    const now = Date.now();
    const countDue = this.countIsDue(now);
    const onlineCount = countDue ? this.onlineCount : null;
    const targets: Iterable<Connection> = countDue ? this.options.registry.sessions : [...this.dirty];
    // Sockets waiting for the same actors' changes get the same bytes, serialized once.
    const shared = new Map<string, Buffer>();
    for (const connection of targets) {
      this.dirty.delete(connection);
      if (!connection.session) continue; // before session.ack: waits for sessionStarted
      const interest = this.interests.get(connection);
      const pending = interest?.pending ?? null;
      if (!pending && onlineCount === null) continue;
      let payload: Buffer;
      if (pending && interest!.hasOwnState) {
        payload = Buffer.from(JSON.stringify({ type: 'presence', data: { changes: [...pending.values()], onlineCount } }));
      } else {
        const key = pending ? [...pending.keys()].join(',') : '';
        let bytes = shared.get(key);
        if (!bytes)
          shared.set(
            key,
            (bytes = Buffer.from(
              JSON.stringify({ type: 'presence', data: { changes: pending ? [...pending.values()] : [], onlineCount } }),
            )),
          );
        payload = bytes;
      }
      if (interest) {
        interest.pending = null;
        interest.hasOwnState = false;
      }
      if (connection.socket.readyState === WebSocket.OPEN) connection.socket.send(payload, TEXT_FRAME);
    }
    if (countDue) {
      this.countChanged = false;
      this.countToldAt = now;
    }
    this.schedule();
  }
}
