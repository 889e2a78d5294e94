import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { GoLiveAlerts } from '../domain/goLiveAlerts.ts';
import type { MessengerEvents } from '../domain/messengerEvents.ts';
import { setActorOnline, setFreeShow } from '../domain/presence.ts';
import type { EventBus } from '../realtime/bus.ts';
import { type AnswerOptions, answerChats, answerDelay, answerMessages } from './answerMessages.ts';
import {
  DEFAULT_ONLINE_SHARE,
  delayUntilNext,
  nextActivity,
  type OnlineShare,
  type PerformerActivity,
  type PerformerState,
  type RandomSource,
} from './performerActivity.ts';

/**
 * The performer simulator (issue 3): a demo site without real performers still feels live.
 * Actors come online and go offline, keeping a realistic share online, and start and stop free
 * shows, at about `eventsPerMinute` activities a minute. Every change goes through the presence
 * domain functions, so the database and the socket events never disagree.
 *
 * On in `npm start` (SIMULATOR, SIMULATOR_RATE), off in tests: tests drive events through the
 * internal routes, or build a simulator with their own clock and random (see SimulatorOptions).
 *
 * Actors also answer guests' messages (answerMessages.ts): each message taken on this process is
 * answered after a few seconds through `later`, on the simulator's clock; stop() cancels what is
 * pending. SIMULATOR_RATE=0 keeps the performers still but answering.
 */

/** The timer functions the simulator uses; tests pass a manual clock. */
export interface SimulatorClock {
  /** Calls `run` after `ms`; a returned promise lets a manual clock wait for the work it started. */
  setTimeout(run: () => Promise<void>, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const systemClock: SimulatorClock = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

interface SimulatorLog {
  warn(details: object, message: string): void;
  debug(details: object, message: string): void;
}

export interface SimulatorOptions {
  db: Kysely<Database>;
  bus: EventBus;
  /** Alerts the guests who pinned an actor that comes online (push, e-mail, SMS); none when absent. */
  alerts?: Pick<GoLiveAlerts, 'actorCameOnline'>;
  /** Average activities per minute (SIMULATOR_RATE); 0: none, only answers. */
  eventsPerMinute: number;
  /** Guests' messages to answer; none answered when absent. */
  messenger?: MessengerEvents;
  /** Whether the guest has a tab open here, and the push for one who has none. */
  answers?: Omit<AnswerOptions, 'db' | 'bus' | 'random'>;
  /** Uniform [0, 1); Math.random unless a test wants a seeded sequence. */
  random?: RandomSource;
  clock?: SimulatorClock;
  onlineShare?: OnlineShare;
  log?: SimulatorLog;
}

export interface Simulator {
  /** Schedules the first activity; activities keep coming until stop(). Starting twice is a no-op. */
  start(): void;
  /** Cancels every pending timer and waits for the activity in progress; nothing runs afterwards. */
  stop(): Promise<void>;
  /** Performs one activity now and answers what it did (null: nothing to do). */
  step(): Promise<PerformerActivity | null>;
  /** Runs `task` after `delayMs` on the simulator's clock unless stop() comes first (the extension point
   * above); while the simulator is not running it does nothing. A failing task is logged. */
  later(delayMs: number, task: () => Promise<void>): void;
  readonly isRunning: boolean;
}

const quietLog: SimulatorLog = { warn: () => undefined, debug: () => undefined };

export function createSimulator(options: SimulatorOptions): Simulator {
  const { db, bus } = options;
  const random = options.random ?? Math.random;
  const clock = options.clock ?? systemClock;
  const share = options.onlineShare ?? DEFAULT_ONLINE_SHARE;
  const log = options.log ?? quietLog;
  if (!(options.eventsPerMinute >= 0)) throw new Error(`eventsPerMinute must be 0 or more, got ${options.eventsPerMinute}`);

  let running = false;
  /** Timers not yet fired, so stop() can cancel them. */
  const pending = new Set<unknown>();
  /** Work started by a timer and not yet finished, so stop() can wait for it. */
  const inProgress = new Set<Promise<void>>();

  async function readPerformers(): Promise<PerformerState[]> {
    const rows = await db.selectFrom('actors').select(['id', 'isOnline', 'freeChat']).orderBy('id').execute();
    return rows.map((row) => ({ id: row.id, isOnline: row.isOnline === 1, isInFreeShow: row.isOnline === 1 && row.freeChat === 1 }));
  }

  async function perform(activity: PerformerActivity): Promise<void> {
    switch (activity.kind) {
      case 'online':
        if ((await setActorOnline(db, bus, activity.actorId, true, false)).cameOnline)
          await options.alerts?.actorCameOnline(activity.actorId);
        return;
      case 'offline':
        // Going offline also ends a free show (presence.ts): actor.offline tells guests both.
        await setActorOnline(db, bus, activity.actorId, false);
        return;
      case 'freeshow.start':
        await setFreeShow(db, bus, activity.actorId, true);
        return;
      case 'freeshow.stop':
        await setFreeShow(db, bus, activity.actorId, false);
        return;
    }
  }

  async function step(): Promise<PerformerActivity | null> {
    const activity = nextActivity(await readPerformers(), random, share);
    if (activity) {
      await perform(activity);
      log.debug({ activity }, 'simulator');
    }
    return activity;
  }

  /** Schedules `task` on the clock, tracked for stop(); a failing task is logged, never thrown. */
  function schedule(delayMs: number, task: () => Promise<void>): void {
    if (!running) return;
    const handle = clock.setTimeout(() => {
      pending.delete(handle);
      if (!running) return Promise.resolve();
      const work = task()
        .catch((error: unknown) => log.warn({ err: error }, 'simulator activity failed'))
        .finally(() => inProgress.delete(work));
      inProgress.add(work);
      return work;
    }, delayMs);
    pending.add(handle);
  }

  function scheduleNextStep(): void {
    if (options.eventsPerMinute === 0) return; // the performers answer messages, nothing more
    schedule(delayUntilNext(options.eventsPerMinute, random), async () => {
      try {
        await step();
      } finally {
        scheduleNextStep();
      }
    });
  }

  let stopAnswering: (() => void) | null = null;

  return {
    start() {
      if (running) return;
      running = true;
      scheduleNextStep();
      if (options.messenger) {
        const answer = answerMessages({ db, bus, random, ...options.answers });
        const answerChat = answerChats({ db, bus, random });
        const offMessages = options.messenger.onGuestMessage((event) => schedule(answerDelay(random), () => answer(event)));
        const offChats = options.messenger.onChatMessage((event) => schedule(answerDelay(random), () => answerChat(event)));
        stopAnswering = () => {
          offMessages();
          offChats();
        };
      }
    },
    async stop() {
      running = false;
      stopAnswering?.();
      stopAnswering = null;
      for (const handle of pending) clock.clearTimeout(handle);
      pending.clear();
      await Promise.all([...inProgress]);
    },
    step,
    later: schedule,
    get isRunning() {
      return running;
    },
  };
}
