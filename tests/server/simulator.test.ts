import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { connectDatabase, type DatabaseHandle } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedDatabase } from '../../server/db/seed/index.ts';
import { mulberry32 } from '../../server/db/seed/random.ts';
import { type BusEvent, createInProcessBus, type EventBus } from '../../server/realtime/bus.ts';
import { DEFAULT_ONLINE_SHARE, nextActivity, type PerformerState } from '../../server/simulator/performerActivity.ts';
import { createSimulator, type SimulatorClock } from '../../server/simulator/simulator.ts';

/** A clock that moves only when told; each fired timer's work finishes before the next fires. */
function manualClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => Promise<void> }>();
  const clock: SimulatorClock & { pending(): number; advance(ms: number, afterEach?: () => Promise<void>): Promise<number> } = {
    setTimeout(run, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    pending: () => timers.size,
    /** Fires every timer due within `ms`, in time order; answers how many fired. */
    async advance(ms, afterEach) {
      const until = now + ms;
      let fired = 0;
      for (;;) {
        let due: [number, { at: number; run: () => Promise<void> }] | undefined;
        for (const entry of timers) if (entry[1].at <= until && (!due || entry[1].at < due[1].at)) due = entry;
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        await due[1].run();
        fired += 1;
        await afterEach?.();
      }
      now = until;
      return fired;
    },
  };
  return clock;
}

interface ActorRow {
  id: number;
  isOnline: boolean;
  freeChat: boolean;
}

let dataDir: string;
let database: DatabaseHandle;
let bus: EventBus;
let initial: ActorRow[];
const quiet = { warn: () => undefined, error: () => undefined };

async function readActors(): Promise<ActorRow[]> {
  const rows = await database.db.selectFrom('actors').select(['id', 'isOnline', 'freeChat']).orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, isOnline: row.isOnline === 1, freeChat: row.freeChat === 1 }));
}

async function restoreActors(rows: ActorRow[]): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    for (const row of rows) {
      await trx
        .updateTable('actors')
        .set({ isOnline: row.isOnline ? 1 : 0, freeChat: row.freeChat ? 1 : 0 })
        .where('id', '=', row.id)
        .execute();
    }
  });
}

function onlineShare(rows: ActorRow[]): number {
  return rows.filter((row) => row.isOnline).length / rows.length;
}

function recordBus(): BusEvent[] {
  const events: BusEvent[] = [];
  bus.subscribe((event) => events.push(event));
  return events;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'glimmer-simulator-'));
  database = connectDatabase({ dataDir });
  await migrateToLatest(database.db);
  await seedDatabase(database.db);
  initial = await readActors();
});

beforeEach(async () => {
  await restoreActors(initial);
  bus = createInProcessBus(quiet);
});

afterAll(async () => {
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('performer simulator', () => {
  test('actors go online and offline in the database and every change is published to all guests', async () => {
    const clock = manualClock();
    const events = recordBus();
    const simulator = createSimulator({ db: database.db, bus, eventsPerMinute: 600, random: mulberry32(7), clock });
    simulator.start();
    const fired = await clock.advance(60_000);
    await simulator.stop();

    expect(fired).toBeGreaterThan(400);
    // issue 23: each change goes to the actor's watchers, the online count to everyone.
    expect(new Set(events.map((event) => event.frame.type))).toEqual(new Set(['presence']));
    const changes = events.flatMap(({ target, frame }) =>
      frame.type === 'presence' && target.kind === 'actor' ? frame.data.changes.map((c) => ({ target, c })) : [],
    );
    expect(changes.every(({ target, c }) => target.kind === 'actor' && target.actorId === c.actorId)).toBe(true);
    expect(changes.some(({ c }) => c.freeChat)).toBe(true);
    expect(changes.some(({ c }) => !c.isOnline)).toBe(true);

    // Replaying the events on the state before gives exactly the database after.
    const replayed = new Map(initial.map((row) => [row.id, { ...row }]));
    for (const { c } of changes) Object.assign(replayed.get(c.actorId)!, { isOnline: c.isOnline, freeChat: c.freeChat });
    expect(await readActors()).toEqual([...replayed.values()]);
  });

  test('a free show starts only for an online actor', async () => {
    const events = recordBus();
    const simulator = createSimulator({ db: database.db, bus, eventsPerMinute: 600, random: mulberry32(11) });
    const online = new Set(initial.filter((row) => row.isOnline).map((row) => row.id));
    for (let i = 0; i < 300; i++) {
      const activity = await simulator.step();
      if (activity?.kind === 'freeshow.start') expect(online.has(activity.actorId)).toBe(true);
      if (activity?.kind === 'online') online.add(activity.actorId);
      if (activity?.kind === 'offline') online.delete(activity.actorId);
    }
    expect(
      events.some(
        (event) => event.frame.type === 'presence' && event.target.kind === 'actor' && event.frame.data.changes.some((c) => c.freeChat),
      ),
    ).toBe(true);
  });

  test('the share of actors online stays between 20 and 30 percent', async () => {
    const clock = manualClock();
    const shares: number[] = [];
    const simulator = createSimulator({ db: database.db, bus, eventsPerMinute: 600, random: mulberry32(3), clock });
    expect(onlineShare(initial)).toBeGreaterThanOrEqual(DEFAULT_ONLINE_SHARE.min);
    simulator.start();
    await clock.advance(60_000, async () => {
      shares.push(onlineShare(await readActors()));
    });
    await simulator.stop();
    expect(shares.length).toBeGreaterThan(400);
    expect(Math.min(...shares)).toBeGreaterThanOrEqual(DEFAULT_ONLINE_SHARE.min);
    expect(Math.max(...shares)).toBeLessThanOrEqual(DEFAULT_ONLINE_SHARE.max);
  });

  test('with every actor offline, actors come online until the share is reached', async () => {
    await database.db.updateTable('actors').set({ isOnline: 0, freeChat: 0 }).execute();
    const events = recordBus();
    const simulator = createSimulator({ db: database.db, bus, eventsPerMinute: 600, random: mulberry32(5) });
    const needed = Math.ceil(DEFAULT_ONLINE_SHARE.min * initial.length);
    for (let i = 0; i < needed; i++) expect((await simulator.step())?.kind).toBe('online');
    expect(onlineShare(await readActors())).toBeGreaterThanOrEqual(DEFAULT_ONLINE_SHARE.min);
    const cameOnline = events.filter(
      (event) => event.target.kind === 'actor' && event.frame.type === 'presence' && event.frame.data.changes[0]?.isOnline,
    );
    expect(cameOnline).toHaveLength(needed);
    // Each also told everyone the site-wide count, the last one the count after all of them.
    const counts = events.flatMap((event) =>
      event.target.kind === 'all' && event.frame.type === 'presence' ? [event.frame.data.onlineCount] : [],
    );
    expect(counts).toHaveLength(needed);
    expect(counts.at(-1)).toBe((await readActors()).filter((row) => row.isOnline).length);
  });

  test('the same seed gives the same activities', async () => {
    const run = async () => {
      await restoreActors(initial);
      const simulator = createSimulator({ db: database.db, bus, eventsPerMinute: 600, random: mulberry32(99) });
      const activities = [];
      for (let i = 0; i < 50; i++) activities.push(await simulator.step());
      return activities;
    };
    expect(await run()).toEqual(await run());
  });

  test('the rate sets how many activities a minute brings', async () => {
    for (const eventsPerMinute of [30, 120]) {
      const clock = manualClock();
      const simulator = createSimulator({ db: database.db, bus, eventsPerMinute, random: mulberry32(21), clock });
      simulator.start();
      const fired = await clock.advance(10 * 60_000);
      await simulator.stop();
      // A Poisson process: within a quarter of the mean over ten minutes.
      expect(fired).toBeGreaterThan(10 * eventsPerMinute * 0.75);
      expect(fired).toBeLessThan(10 * eventsPerMinute * 1.25);
    }
  });

  test('stop cancels the pending timer and nothing happens afterwards', async () => {
    const clock = manualClock();
    const events = recordBus();
    const simulator = createSimulator({ db: database.db, bus, eventsPerMinute: 600, random: mulberry32(1), clock });
    simulator.start();
    simulator.later(5_000, async () => {
      throw new Error('a task cancelled by stop() must not run');
    });
    await clock.advance(1_000);
    expect(clock.pending()).toBe(2);
    await simulator.stop();
    expect(clock.pending()).toBe(0);
    expect(simulator.isRunning).toBe(false);
    const before = events.length;
    expect(await clock.advance(60_000)).toBe(0);
    expect(events).toHaveLength(before);
  });

  test('with the real clock, stop leaves no timer behind and nothing is published afterwards', async () => {
    // The system clock, watched: every timer set and not yet fired or cleared.
    const live = new Set<NodeJS.Timeout>();
    const clock: SimulatorClock = {
      setTimeout(run, ms) {
        const handle = setTimeout(() => {
          live.delete(handle);
          void run();
        }, ms);
        live.add(handle);
        return handle;
      },
      clearTimeout(handle) {
        live.delete(handle as NodeJS.Timeout);
        clearTimeout(handle as NodeJS.Timeout);
      },
    };
    const events = recordBus();
    const simulator = createSimulator({ db: database.db, bus, eventsPerMinute: 60_000, random: mulberry32(2), clock });
    simulator.start();
    await sleep(300);
    await simulator.stop();
    const published = events.length;
    expect(published).toBeGreaterThan(10);
    expect(live.size).toBe(0);
    await sleep(50);
    expect(events).toHaveLength(published);
  });
});

describe('choosing the next activity', () => {
  const actors = (online: number, total = 100, showing = 0): PerformerState[] =>
    Array.from({ length: total }, (_, i) => ({ id: i + 1, isOnline: i < online, isInFreeShow: i < showing }));

  test('below the share an offline actor comes online, above it an online actor goes offline', () => {
    const random = mulberry32(4);
    for (let i = 0; i < 50; i++) {
      const up = nextActivity(actors(10), random);
      expect(up?.kind).toBe('online');
      expect(up!.actorId).toBeGreaterThan(10);
      const down = nextActivity(actors(40), random);
      expect(down?.kind).toBe('offline');
      expect(down!.actorId).toBeLessThanOrEqual(40);
    }
  });

  test('with no actors there is nothing to do', () => {
    expect(nextActivity([], mulberry32(1))).toBeNull();
  });

  test('a free show stops only where one runs', () => {
    const random = mulberry32(8);
    for (let i = 0; i < 200; i++) {
      const activity = nextActivity(actors(25, 100, 10), random);
      if (activity?.kind === 'freeshow.stop') expect(activity.actorId).toBeLessThanOrEqual(10);
      if (activity?.kind === 'freeshow.start') expect(activity.actorId).toBeGreaterThan(10);
    }
  });
});

describe('the simulator in the app', () => {
  test('acts once the app listens and stops when the app closes', async () => {
    const appDir = mkdtempSync(path.join(tmpdir(), 'glimmer-simulator-app-'));
    const config = {
      ...loadConfig({ DATA_DIR: appDir, SIMULATOR: 'on', SIMULATOR_RATE: '6000', LOG_LEVEL: 'warn' }),
      databaseUrl: '',
      redisUrl: '',
      clientDir: path.join(appDir, 'no-client'),
    };
    const server = await buildApp(config);
    try {
      const events: BusEvent[] = [];
      server.app.bus.subscribe((event) => events.push(event));
      await sleep(100);
      expect(events).toHaveLength(0);
      await server.app.listen({ host: '127.0.0.1', port: 0 });
      await vi.waitFor(() => expect(events.length).toBeGreaterThan(3), { timeout: 5_000, interval: 20 });
      await server.close();
      const published = events.length;
      await sleep(100);
      expect(events).toHaveLength(published);
    } finally {
      await server.close().catch(() => undefined);
      rmSync(appDir, { recursive: true, force: true });
    }
  });
});
