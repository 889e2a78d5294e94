import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import type { PresenceChange } from '../../src/contract/socket.ts';
import { type Child, clockOffset, sharedClock, startChild } from './childRpc.ts';
import { percentile, print } from './figures.ts';
import { ACTORS, HOT, mulberry32, OTHERS } from './presenceGuests.ts';

/**
 * Presence bench (issue 23, point 3): two server processes behind Redis with GUESTS guests each
 * (PRESENCE_BENCH_GUESTS, 10,000 by default), an online storm of RATE events a second for
 * STORM_MS, and per event the delay to the last guest that needs it (its screen shows the actor),
 * p50 / p99 over the events; the server CPU per event (both processes); memory per connection.
 *
 * Guests: every screen shows the HOT first actors (their changes go to every guest) and OTHERS
 * of the rest of ACTORS (a tile grid page). The storm goes round every actor in a shuffled order,
 * so no actor changes twice within a batch interval and a typical event concerns
 * (HOT + OTHERS) / ACTORS of the guests, a hot one all of them.
 * Ours publishes each event on one of the two processes (alternating), as domain/presence.ts
 * does: the change on the actor's sharded Redis channel, the count on the common one.
 *
 * The baseline (`bare`), in the same run: two plain ws servers with the same guests and watch
 * lists, each sending every change at once to its watchers (no batching, no Redis). The ratio
 * ours / bare is what batching, Redis and our code cost on top of pushing the same bytes.
 *
 * Processes, all on 127.0.0.1: this one; per kind two server children (--expose-gc) and two
 * guest children (one process may hold 20,000 file descriptors: a guest process's 10,000 client
 * sockets and a server's 10,000 cannot share one). Kinds run one after the other.
 */
const GUESTS = Number(process.env.PRESENCE_BENCH_GUESTS ?? 10_000);
const RATE = 50;
const STORM_MS = 10_000;
const SERVERS = 2;
const here = import.meta.dirname;
const now = sharedClock;
const KB = 1024;

type Kind = 'ours' | 'bare';

interface Side {
  server: Child;
  guests: Child;
  /** Add to a server time to read it on this side's guests' clock. */
  skews: number[];
}

interface Result {
  connected: number;
  failed: number;
  firstError: string;
  connectMs: number;
  /** Per event, the delay to the last guest (over both processes) that needed it. */
  lastGuest: number[];
  deliveries: number;
  missing: number;
  cpuMsPerEvent: number;
  heapPerConnection: number;
  rssPerConnection: number;
  followed: number[];
}

/** The storm's actors: every actor once in a shuffled round, round after round (no actor twice within a batch interval). */
function stormActors(count: number): number[] {
  const random = mulberry32(23);
  const round = Array.from({ length: ACTORS }, (_, i) => i + 1);
  for (let i = round.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [round[i], round[j]] = [round[j]!, round[i]!];
  }
  return Array.from({ length: count }, (_, i) => round[i % ACTORS]!);
}

async function measure(kind: Kind, redisUrl: string): Promise<Result> {
  const prefix = `glimmer-bench:${randomUUID()}:`;
  const sides: Side[] = [];
  try {
    for (let i = 0; i < SERVERS; i++) {
      const server = startChild(path.join(here, 'presenceServer.ts'), kind === 'ours' ? [kind, redisUrl, prefix] : [kind], ['--expose-gc']);
      const guests = startChild(path.join(here, 'presenceGuests.ts'), []);
      sides.push({ server, guests, skews: [] });
    }
    for (const side of sides) await side.server.call<string>('url', undefined, 120_000);
    const guestOffsets = await Promise.all(sides.map((side) => clockOffset(side.guests)));
    for (const side of sides) {
      const serverOffset = await clockOffset(side.server);
      side.skews = guestOffsets.map((guestOffset) => serverOffset - guestOffset);
    }
    const empty = await Promise.all(sides.map((side) => side.server.call<{ heapUsed: number; external: number; rss: number }>('memory')));
    const connects = await Promise.all(
      sides.map(async (side, i) => {
        const url = await side.server.call<string>('url');
        const origin = await side.server.call<string>('origin');
        const tokens = await side.server.call<string[]>('issueTokens', { count: GUESTS }, 300_000);
        return side.guests.call<{ connected: number; failed: number; firstError: string; ms: number }>(
          'connect',
          { url, origin, tokens, total: GUESTS, firstIndex: i * GUESTS },
          600_000,
        );
      }),
    );
    // The watch lists are handled (ours answers each with the screen's states) before the storm:
    // a server still working through 10,000 watches would delay the storm's first events.
    if (kind === 'ours') {
      const deadline = now() + 300_000;
      while (now() < deadline) {
        const told = await Promise.all(sides.map((side) => side.guests.call<number>('told')));
        if (told.every((count, i) => count >= connects[i]!.connected)) break;
        await sleep(500);
      }
    }
    await sleep(2_000);
    const memory = await Promise.all(sides.map((side) => side.server.call<{ heapUsed: number; external: number; rss: number }>('memory')));
    const followed = await Promise.all(sides.map((side) => side.server.call<number>('followed')));
    await Promise.all(sides.map((side) => side.guests.call('record')));
    await Promise.all(sides.map((side) => side.server.call('cpuStart')));

    const actors = stormActors((RATE * STORM_MS) / 1000);
    /** Per event, per guest process: the publish time on that process's clock. */
    const published: Promise<number[]>[] = [];
    const start = now();
    for (const [i, actorId] of actors.entries()) {
      const due = start + (i * 1000) / RATE;
      const wait = due - now();
      if (wait > 0) await sleep(wait);
      const change: PresenceChange = { actorId, isOnline: i % 2 === 0, freeChat: false };
      const onlineCount = 100 + (i % 7);
      if (kind === 'ours') {
        const side = sides[i % SERVERS]!;
        published.push(
          side.server.call<number>('publish', { change, onlineCount }, 300_000).then((at) => side.skews.map((skew) => at + skew)),
        );
      } else {
        // Each bare server sends to its own guests: every guest process reads its server's time.
        published.push(
          Promise.all(
            sides.map((side, j) => side.server.call<number>('publish', { change, onlineCount }, 300_000).then((at) => at + side.skews[j]!)),
          ),
        );
      }
    }
    const times = await Promise.all(published);
    await sleep(2_000);
    const cpu = await Promise.all(sides.map((side) => side.server.call<number>('cpuSince')));
    const collected = await Promise.all(
      sides.map((side, j) =>
        side.guests.call<{ lastGuest: number[]; deliveries: number; missing: number }>(
          'collect',
          { events: actors.map((actorId, i) => ({ actorId, publishedAt: times[i]![j]! })) },
          120_000,
        ),
      ),
    );
    const lastGuest = actors.map((_, i) => Math.max(...collected.map((answer) => answer.lastGuest[i]!)));
    const connected = connects.reduce((sum, each) => sum + each.connected, 0);
    const growth = (value: (m: { heapUsed: number; external: number; rss: number }) => number) =>
      memory.reduce((sum, m, i) => sum + value(m) - value(empty[i]!), 0) / Math.max(1, connected);
    return {
      connected,
      failed: connects.reduce((sum, each) => sum + each.failed, 0),
      firstError: connects.map((each) => each.firstError).find(Boolean) ?? '',
      connectMs: Math.max(...connects.map((each) => each.ms)),
      lastGuest,
      deliveries: collected.reduce((sum, each) => sum + each.deliveries, 0),
      missing: collected.reduce((sum, each) => sum + each.missing, 0),
      cpuMsPerEvent: cpu.reduce((sum, each) => sum + each, 0) / actors.length,
      heapPerConnection: growth((m) => m.heapUsed + m.external),
      rssPerConnection: growth((m) => m.rss),
      followed,
    };
  } finally {
    for (const side of sides) await side.server.stop();
    for (const side of sides) await side.guests.stop();
  }
}

async function redisAnswers(redisUrl: string): Promise<string | null> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  try {
    await redis.connect();
    const info = await redis.info('server');
    return /redis_version:(\S+)/.exec(info)?.[1] ?? 'unknown';
  } catch {
    return null;
  } finally {
    redis.disconnect();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function runPresenceBench(): Promise<void> {
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const version = await redisAnswers(redisUrl);
  if (!version) {
    console.log(`  presence bench skipped: no Redis answers at ${redisUrl.replace(/\/\/[^@]*@/, '//')} (set REDIS_URL)`);
    return;
  }
  const started = now();
  let bare: Result;
  let ours: Result;
  try {
    bare = await measure('bare', redisUrl);
    ours = await measure('ours', redisUrl);
  } catch (error) {
    // The benches after this one still run; the reason is printed where the figures would be.
    console.log(
      `  presence bench FAILED at ${GUESTS.toLocaleString('en')} guests per process (PRESENCE_BENCH_GUESTS): ${(error as Error).message.split('\n')[0]}`,
    );
    return;
  }
  if (ours.deliveries === 0 || bare.deliveries === 0) {
    console.log(
      `  presence bench FAILED: no change reached a guest (ours ${ours.deliveries}, bare ${bare.deliveries} deliveries; ${ours.connected} / ${bare.connected} guests connected)`,
    );
    return;
  }
  const wanted = SERVERS * GUESTS;
  console.log(
    `  presence: screens of ${HOT + OTHERS} actors (${HOT} on every screen) of ${ACTORS}; ${SERVERS} processes behind Redis ${version}, ${ours.connected.toLocaleString('en')} of ${wanted.toLocaleString('en')} guests connected (bare ${bare.connected.toLocaleString('en')}), storm of ${RATE} events/s for ${STORM_MS / 1000} s`,
  );
  for (const [name, result] of [
    ['ours', ours],
    ['bare ws', bare],
  ] as const) {
    const sorted = [...result.lastGuest].sort((a, b) => a - b);
    console.log(
      `  ${name}: event to last guest p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? NaN)}; ${result.deliveries.toLocaleString('en')} deliveries; server CPU ${result.cpuMsPerEvent.toFixed(2)} ms per event; connect ${ms(result.connectMs)}`,
    );
    if (result.failed > 0) console.log(`  WARNING ${name}: ${result.failed} guests failed to connect (${result.firstError})`);
    if (result.missing > 0) console.log(`  WARNING ${name}: ${result.missing} deliveries missing`);
  }
  console.log(
    `  ours: actors followed per process ${ours.followed.join(' / ')} of ${ACTORS}; memory per connection ${(ours.heapPerConnection / KB).toFixed(1)} KB heap, ${(ours.rssPerConnection / KB).toFixed(1)} KB RSS (bare ${(bare.heapPerConnection / KB).toFixed(1)} / ${(bare.rssPerConnection / KB).toFixed(1)} KB)`,
  );
  if (ours.connected < wanted)
    console.log(
      `  NOTE: only ${ours.connected.toLocaleString('en')} of ${wanted.toLocaleString('en')} guests connected on this machine: the figures are for that many`,
    );
  const oursP99 = percentile(
    [...ours.lastGuest].sort((a, b) => a - b),
    99,
  );
  const bareP99 = percentile(
    [...bare.lastGuest].sort((a, b) => a - b),
    99,
  );
  const count = ours.connected.toLocaleString('en');
  print({
    name: `presence storm p99, event to last guest, ${count} guests on ${SERVERS} processes`,
    value: oursP99,
    unit: 'ms',
    budget: 100,
  });
  // Batching holds a change up to PRESENCE_BATCH_MS by design: the budget allows for it.
  print({ name: `presence storm p99 ours / bare ws at ${count} guests`, value: oursP99 / bareP99, unit: 'x', budget: 3 });
  print({ name: 'presence server CPU per event (both processes)', value: ours.cpuMsPerEvent, unit: 'ms', budget: 5 });
  console.log(`  (presence bench: ${((now() - started) / 1000).toFixed(0)} s)`);
}

if (import.meta.main) await runPresenceBench();
