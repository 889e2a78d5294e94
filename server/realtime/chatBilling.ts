// The live chat billing loop of one server process (live chat issue): each chat started here is
// charged at every minute boundary (server/domain/chat.ts decides and charges); when the balance
// runs out the chat ends with 501 and the guest's tabs hear of it with chat.end. Timers run on
// an injectable clock; stop() cancels them (the app closing). Chats left running by a process
// that stopped are ended with 990 at the next start (endOrphanedChats).
import type { Kysely } from 'kysely';
import { LIVE_PREVIEW_MS, nextMinuteAt, PREVIEW_END } from '../../src/contract/chat.ts';
import type { Database } from '../db/schema.ts';
import { chargeDueMinutes, endChat, type ChatSession } from '../domain/chat.ts';
import { publishBalance } from '../domain/guestView.ts';
import type { EventBus } from './bus.ts';

export interface BillingClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const systemClock: BillingClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export class ChatBilling {
  readonly #timers = new Map<number, unknown>();
  readonly #db: Kysely<Database>;
  readonly #bus: EventBus;
  readonly #clock: BillingClock;
  readonly #log: { warn(details: object, message: string): void };

  constructor(db: Kysely<Database>, bus: EventBus, log: { warn(details: object, message: string): void }, clock: BillingClock = systemClock) {
    this.#db = db;
    this.#bus = bus;
    this.#log = log;
    this.#clock = clock;
  }

  /** Bills the chat at each minute from now on until it ends; a live preview ends when its time is up. */
  track(session: Pick<ChatSession, 'id' | 'guestId' | 'actorId' | 'startedAt'> & { kind?: ChatSession['kind'] }): void {
    this.untrack(session.id);
    if (session.kind === 'livePreview') {
      const handle = this.#clock.setTimeout(() => void this.#endPreview(session), Math.max(0, session.startedAt + LIVE_PREVIEW_MS - this.#clock.now()));
      this.#timers.set(session.id, handle);
      return;
    }
    const at = nextMinuteAt(session.startedAt, this.#clock.now());
    const handle = this.#clock.setTimeout(() => void this.#tick(session), Math.max(0, at - this.#clock.now()));
    this.#timers.set(session.id, handle);
  }

  async #endPreview(session: Pick<ChatSession, 'id' | 'guestId' | 'actorId'>): Promise<void> {
    this.#timers.delete(session.id);
    try {
      const outcome = await endChat(this.#db, session.id, PREVIEW_END.timeUp, this.#clock.now());
      if (outcome.endCode !== null) {
        await this.#bus.publish({ target: { kind: 'guest', guestId: session.guestId }, frame: { type: 'chat.end', data: { actorId: session.actorId, exitCode: outcome.endCode, sessionId: session.id } } });
      }
    } catch (error) {
      this.#log.warn({ err: error, sessionId: session.id }, 'ending a live preview failed');
    }
  }

  untrack(sessionId: number): void {
    const handle = this.#timers.get(sessionId);
    if (handle !== undefined) this.#clock.clearTimeout(handle);
    this.#timers.delete(sessionId);
  }

  get running(): number {
    return this.#timers.size;
  }

  stop(): void {
    for (const handle of this.#timers.values()) this.#clock.clearTimeout(handle);
    this.#timers.clear();
  }

  async #tick(session: Pick<ChatSession, 'id' | 'guestId' | 'actorId' | 'startedAt'>): Promise<void> {
    this.#timers.delete(session.id);
    try {
      const outcome = await chargeDueMinutes(this.#db, session.id, this.#clock.now());
      if (outcome.charged > 0) await publishBalance(this.#db, this.#bus, session.guestId);
      if (outcome.endCode !== null) {
        await this.#bus.publish({ target: { kind: 'guest', guestId: session.guestId }, frame: { type: 'chat.end', data: { actorId: session.actorId, exitCode: outcome.endCode, sessionId: session.id } } });
        return;
      }
      if (outcome.session.endedAt === null) this.track(session);
    } catch (error) {
      // a failed charge is tried again at the next minute rather than lost
      this.#log.warn({ err: error, sessionId: session.id }, 'chat billing failed');
      this.track(session);
    }
  }
}
