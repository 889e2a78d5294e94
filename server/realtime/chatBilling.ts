// The live chat billing loop of one server process (live chat issue): each chat started here is
// charged at every minute boundary (server/domain/chat.ts decides and charges); when the balance
// runs out the chat ends with 501 and the guest's tabs hear of it with chat.end. A guest with no
// socket left on this process at a minute boundary (the last tab closed before its chat.leave
// arrived) gets a grace of CONNECTION_GRACE_MS to come back; after it the chat ends with 198 at
// the end of the last paid minute, charging nothing more. Timers run on an injectable clock;
// stop() cancels them (the app closing). Chats no process bills any more end with 990
// (endOrphanedChats).
import type { Kysely } from 'kysely';
import { MINUTE_MS, nextMinuteAt, PREVIEW_END } from '../../src/contract/chat.ts';
import { CHAT_EXIT_CODE } from '../../src/contract/codes.ts';
import type { Database } from '../db/schema.ts';
import { publishBalance } from '../domain/balancePublishing.ts';
import { type ChatSession, chargeDueMinutes, chatSession, chatTimeLimit, endChat, useFreePreviewTime } from '../domain/chat.ts';
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

/** How long a guest without a socket may take to come back before the chat ends (a reconnect takes 1 s). */
const CONNECTION_GRACE_MS = 15_000;
/** The guest's connection was lost (ours, in the client range). */
const CONNECTION_LOST_CODE = 198;

export class ChatBilling {
  readonly #timers = new Map<number, unknown>();
  readonly #db: Kysely<Database>;
  readonly #bus: EventBus;
  readonly #clock: BillingClock;
  readonly #log: { warn(details: object, message: string): void };
  readonly #isConnected: (guestId: number) => boolean;

  constructor(
    db: Kysely<Database>,
    bus: EventBus,
    log: { warn(details: object, message: string): void },
    clock: BillingClock = systemClock,
    isConnected: (guestId: number) => boolean = () => true,
  ) {
    this.#db = db;
    this.#bus = bus;
    this.#log = log;
    this.#clock = clock;
    this.#isConnected = isConnected;
  }

  /** Bills the chat at each minute from now on until it ends; a live preview and a conversion chat end when their time is up. */
  track(session: Pick<ChatSession, 'id' | 'guestId' | 'actorId' | 'startedAt'> & { kind?: ChatSession['kind'] }): void {
    this.untrack(session.id);
    if (session.kind === 'livePreview' || session.kind === 'conversion') {
      const kind = session.kind;
      void chatTimeLimit(this.#db, { guestId: session.guestId, kind }).then(
        (limitMs) => {
          const handle = this.#clock.setTimeout(
            () => void this.#endLimited({ ...session, kind }),
            Math.max(0, session.startedAt + (limitMs ?? 0) - this.#clock.now()),
          );
          this.#timers.set(session.id, handle);
        },
        (error: unknown) => this.#log.warn({ err: error, sessionId: session.id }, 'a limited chat could not be timed'),
      );
      return;
    }
    const at = nextMinuteAt(session.startedAt, this.#clock.now());
    const handle = this.#clock.setTimeout(() => void this.#tick(session), Math.max(0, at - this.#clock.now()));
    this.#timers.set(session.id, handle);
  }

  /** A live preview's time is up (401; the free preview offer's time is used), a conversion chat's too (503). */
  async #endLimited(session: Pick<ChatSession, 'id' | 'guestId' | 'actorId' | 'startedAt' | 'kind'>): Promise<void> {
    this.#timers.delete(session.id);
    try {
      const now = this.#clock.now();
      const outcome = await endChat(
        this.#db,
        session.id,
        session.kind === 'conversion' ? CHAT_EXIT_CODE.timeLimit : PREVIEW_END.timeUp,
        now,
      );
      if (session.kind === 'livePreview') await useFreePreviewTime(this.#db, session.guestId, now - session.startedAt);
      if (outcome.endCode !== null) {
        await this.#bus.publish({
          target: { kind: 'guest', guestId: session.guestId },
          frame: { type: 'chat.end', data: { actorId: session.actorId, exitCode: outcome.endCode, sessionId: session.id } },
        });
      }
    } catch (error) {
      this.#log.warn({ err: error, sessionId: session.id }, 'ending a limited chat failed');
    }
  }

  /** Ends the chat at the end of its last paid minute: nothing more is charged. */
  async #endUnpaid(session: Pick<ChatSession, 'id' | 'guestId' | 'actorId' | 'startedAt'>): Promise<void> {
    try {
      const current = await chatSession(this.#db, session.id);
      const paidUntil = current.startedAt + current.minutesCharged * MINUTE_MS - 1;
      const outcome = await endChat(this.#db, session.id, CONNECTION_LOST_CODE, Math.max(current.startedAt, paidUntil));
      if (outcome.endCode !== null) {
        await this.#bus.publish({
          target: { kind: 'guest', guestId: session.guestId },
          frame: { type: 'chat.end', data: { actorId: session.actorId, exitCode: outcome.endCode, sessionId: session.id } },
        });
      }
    } catch (error) {
      this.#log.warn({ err: error, sessionId: session.id }, 'ending a chat without a connection failed');
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

  async #tick(session: Pick<ChatSession, 'id' | 'guestId' | 'actorId' | 'startedAt'>, graceGiven = false): Promise<void> {
    this.#timers.delete(session.id);
    if (!this.#isConnected(session.guestId)) {
      if (!graceGiven) {
        this.#timers.set(
          session.id,
          this.#clock.setTimeout(() => void this.#tick(session, true), CONNECTION_GRACE_MS),
        );
        return;
      }
      await this.#endUnpaid(session);
      return;
    }
    try {
      const outcome = await chargeDueMinutes(this.#db, session.id, this.#clock.now());
      if (outcome.charged > 0) await publishBalance(this.#db, this.#bus, session.guestId);
      if (outcome.endCode !== null) {
        await this.#bus.publish({
          target: { kind: 'guest', guestId: session.guestId },
          frame: { type: 'chat.end', data: { actorId: session.actorId, exitCode: outcome.endCode, sessionId: session.id } },
        });
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
