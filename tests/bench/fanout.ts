import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Child, clockOffset, sharedClock, startChild } from './childRpc.ts';
import { percentile, print } from './figures.ts';

/**
 * Fan-out bench (issue 3): 1,000 / 5,000 / 10,000 connected guests, one actor.online event sent
 * to all, delivery latency per socket (p50, p99), server memory per connection, and the same
 * figures for a bare `ws` broadcast of the same payload, measured in the same run.
 *
 * Processes, all on 127.0.0.1: this one orchestrates; per measurement a fresh server child
 * (ours or bare, started with --expose-gc) and a guests child. One process holds at most 20,000
 * file descriptors, so 10,000 client sockets and the server's 10,000 cannot share one. Only one
 * server and its guests are up at a time, so neither measurement carries the other's sockets.
 * At each step ours and bare take turns, PASSES times each (bare, ours, bare, ours), and the
 * latencies of a kind's passes are pooled: a busy moment of a shared machine tends to hit both
 * rather than one. Latency is the guest's receive time minus the server's publish time, both
 * read as performance.timeOrigin + performance.now() and corrected by the measured offset
 * between the two processes' clocks. It includes the guests' process reading its sockets one
 * after another on the same machine, for ours and bare alike: the ratio is the figure that
 * tells our code's cost.
 */
const GUEST_STEPS = [1_000, 5_000, 10_000];
/** Fresh server processes per kind and step, alternating with the other kind. */
const PASSES = 2;
/** Fan-outs per pass; the first warms up and is not counted. */
const ROUNDS = 6;
const ROUND_TIMEOUT_MS = 10_000;
/** Guests connected, sent a fan-out and closed before the empty server's memory is read. */
const WARM_UP_GUESTS = 200;
const KB = 1024;

type Kind = 'ours' | 'bare';

interface Memory {
  collected: boolean;
  rss: number;
  heapUsed: number;
  external: number;
}

interface Connected {
  connected: number;
  failed: number;
  firstError: string;
  ms: number;
}

/** One fresh server with its guests: raw figures, pooled over passes by `combine`. */
interface Pass {
  connected: Connected;
  latencies: number[];
  missing: number;
  /** Growth over the warmed-up empty server, in bytes: heap + external, and RSS. */
  heapGrowth: number;
  rssGrowth: number;
  gcAvailable: boolean;
}

interface StepResult {
  guests: number;
  failed: number;
  firstError: string;
  /** Mean time to connect every guest (session.request answered by session.ack). */
  connectMs: number;
  p50: number;
  p99: number;
  max: number;
  fanOuts: number;
  missing: number;
  /** Bytes per connection, mean over the passes. */
  heapPerConnection: number;
  rssPerConnection: number;
  gcAvailable: boolean;
}

interface Contender {
  server: Child;
  guests: Child;
  url: string;
  origin: string;
  tokens: string[];
  /** Guests' clock minus the server's: add to a server time to read it on the guests' clock. */
  skew: number;
}

const here = import.meta.dirname;
const now = sharedClock;

async function startContender(kind: Kind, guestCount: number): Promise<Contender> {
  const server = startChild(path.join(here, 'fanoutServer.ts'), [kind], ['--expose-gc']);
  const guests = startChild(path.join(here, 'fanoutGuests.ts'), []);
  try {
    const url = await server.call<string>('url', undefined, 120_000);
    const origin = await server.call<string>('origin');
    const tokens = await server.call<string[]>('issueTokens', { count: guestCount });
    const skew = (await clockOffset(server)) - (await clockOffset(guests));
    return { server, guests, url, origin, tokens, skew };
  } catch (error) {
    await stopContender({ server, guests });
    throw error;
  }
}

/** The server goes first, so the closing side's TIME_WAIT ports are the server's, not the guests' ephemeral ones. */
async function stopContender(contender: Pick<Contender, 'server' | 'guests'>): Promise<void> {
  await contender.server.stop();
  await contender.guests.stop();
}

/** One actor.online to every guest of the contender; answers each guest's delivery latency. */
async function fanOut(contender: Contender, actorId: number): Promise<{ latencies: number[]; missing: number }> {
  await contender.guests.call('arm', { actorId });
  const publishedAt = (await contender.server.call<number>('publish', { actorId })) + contender.skew;
  const answer = await contender.guests.call<{ receivedAt: number[]; missing: number }>(
    'collect',
    { timeoutMs: ROUND_TIMEOUT_MS },
    ROUND_TIMEOUT_MS + 30_000,
  );
  return { latencies: answer.receivedAt.map((at) => at - publishedAt), missing: answer.missing };
}

async function connect(contender: Contender, total: number): Promise<Connected> {
  return contender.guests.call<Connected>(
    'connect',
    { url: contender.url, origin: contender.origin, tokens: contender.tokens, total },
    180_000,
  );
}

/** A fresh server of this kind with `total` guests: its memory growth and ROUNDS fan-outs. */
async function measure(kind: Kind, total: number): Promise<Pass> {
  const contender = await startContender(kind, total);
  try {
    // Code paths compiled and caches filled before the baseline, so the growth is the guests'.
    await connect(contender, WARM_UP_GUESTS);
    await fanOut(contender, 1);
    await contender.guests.call('close');
    for (let i = 0; i < 100 && (await contender.server.call<number>('connections')) > 0; i++) await sleep(20);
    const empty = await contender.server.call<Memory>('memory');

    const connected = await connect(contender, total);
    const memory = await contender.server.call<Memory>('memory');
    const latencies: number[] = [];
    let missing = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const result = await fanOut(contender, round + 1);
      if (round === 0) continue;
      latencies.push(...result.latencies);
      missing += result.missing;
      await sleep(20);
    }
    return {
      connected,
      latencies,
      missing,
      heapGrowth: memory.heapUsed + memory.external - empty.heapUsed - empty.external,
      rssGrowth: memory.rss - empty.rss,
      gcAvailable: memory.collected,
    };
  } finally {
    await stopContender(contender);
  }
}

function combine(passes: Pass[]): StepResult {
  const latencies = passes.flatMap((pass) => pass.latencies).sort((a, b) => a - b);
  const mean = (value: (pass: Pass) => number) => passes.reduce((sum, pass) => sum + value(pass), 0) / passes.length;
  return {
    guests: Math.min(...passes.map((pass) => pass.connected.connected)),
    failed: passes.reduce((sum, pass) => sum + pass.connected.failed, 0),
    firstError: passes.map((pass) => pass.connected.firstError).find(Boolean) ?? '',
    connectMs: mean((pass) => pass.connected.ms),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    fanOuts: passes.length * (ROUNDS - 1),
    missing: passes.reduce((sum, pass) => sum + pass.missing, 0),
    heapPerConnection: mean((pass) => pass.heapGrowth / pass.connected.connected),
    rssPerConnection: mean((pass) => pass.rssGrowth / pass.connected.connected),
    gcAvailable: passes.every((pass) => pass.gcAvailable),
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function report(ours: StepResult, bare: StepResult): void {
  const count = ours.guests.toLocaleString('en');
  console.log(
    `  fan-out to ${count} guests: ours p50 ${ms(ours.p50)}, p99 ${ms(ours.p99)}, max ${ms(ours.max)}; bare ws p50 ${ms(bare.p50)}, p99 ${ms(bare.p99)}, max ${ms(bare.max)} (${ours.fanOuts} fan-outs each)`,
  );
  console.log(
    `  server memory per connection at ${count} guests (${ours.gcAvailable ? 'after GC' : 'no GC available'}): ours ${kb(ours.heapPerConnection)} heap, ${kb(ours.rssPerConnection)} RSS; bare ws ${kb(bare.heapPerConnection)} heap, ${kb(bare.rssPerConnection)} RSS`,
  );
  console.log(`  connecting ${count} guests (session.request -> session.ack): ours ${ms(ours.connectMs)}, bare ws ${ms(bare.connectMs)}`);
  for (const [kind, result] of [
    ['ours', ours],
    ['bare ws', bare],
  ] as const) {
    if (result.failed > 0) console.log(`  WARNING ${kind}: ${result.failed} guests failed to connect (${result.firstError})`);
    if (result.missing > 0) console.log(`  WARNING ${kind}: ${result.missing} deliveries missing after ${ROUND_TIMEOUT_MS} ms`);
  }
  print({ name: `actor.online fan-out p99 at ${count} guests`, value: ours.p99, unit: 'ms', budget: 100 });
  print({ name: `fan-out p99 ours / bare ws at ${count} guests`, value: ours.p99 / bare.p99, unit: 'x', budget: 2 });
}

export async function runFanoutBench(): Promise<void> {
  const started = now();
  for (const total of GUEST_STEPS) {
    const passes: Record<Kind, Pass[]> = { ours: [], bare: [] };
    for (let pass = 0; pass < PASSES; pass++) {
      passes.bare.push(await measure('bare', total));
      passes.ours.push(await measure('ours', total));
    }
    report(combine(passes.ours), combine(passes.bare));
  }
  console.log(`  (fan-out bench: ${((now() - started) / 1000).toFixed(0)} s)`);
}
