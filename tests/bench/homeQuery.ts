import path from 'node:path';
import { RATE_LIMIT_NOTE } from './benchServers.ts';
import { startChild } from './childRpc.ts';
import { percentile, print } from './figures.ts';
import { agent, load, send, type Target } from './openLoop.ts';

/**
 * The home query (issue 23): the first request of every visit. An anonymous guest's answer at a
 * fixed 500 requests a second beside a bare Fastify route sending the same bytes (taking turns
 * in slices, so a busy moment of the machine hits both), then the most requests a second one
 * process answers (a closed loop of CONCURRENCY clients for THROUGHPUT_MS), and the same for a
 * logged-in guest, whose answer merges their own part into the cached public parts. Goals from
 * the issue: p99 under 20 ms at 500/s, at least 2,000 requests a second.
 */
const RATE_PER_SECOND = 500;
const WARM_UP_MS = 2_000;
const SLICE_MS = 1_000;
const SLICES = 5;
const CONCURRENCY = 32;
const THROUGHPUT_MS = 4_000;

interface Targets {
  token: string;
  guestToken: string;
  body: string;
  bytes: number;
  guestBytes: number;
  ours: string;
  bare: string;
}

/** Requests a second answered by a closed loop of `concurrency` clients sending one after another. */
async function throughput(target: Target, durationMs: number, concurrency: number): Promise<{ perSecond: number; failures: number }> {
  const started = performance.now();
  let done = 0;
  let failures = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() - started < durationMs) {
        const status = await send(target).catch(() => 0);
        if (status === 200) done++;
        else failures++;
      }
    }),
  );
  return { perSecond: done / ((performance.now() - started) / 1000), failures };
}

export async function runHomeQueryBench(): Promise<void> {
  const child = startChild(path.join(import.meta.dirname, 'homeQueryServer.ts'), []);
  try {
    const targets = await child.call<Targets>('targets', undefined, 120_000);
    const post = (url: string, token: string): Target => ({
      url,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: targets.body,
    });
    const ours = { latencies: [] as number[], failures: 0 };
    const bare = { latencies: [] as number[], failures: 0 };
    await load(post(targets.ours, targets.token), WARM_UP_MS, ours, false, RATE_PER_SECOND);
    await load(post(targets.bare, targets.token), WARM_UP_MS, bare, false, RATE_PER_SECOND);
    for (let slice = 0; slice < SLICES; slice++) {
      await load(post(targets.ours, targets.token), SLICE_MS, ours, true, RATE_PER_SECOND);
      await load(post(targets.bare, targets.token), SLICE_MS, bare, true, RATE_PER_SECOND);
    }
    ours.latencies.sort((a, b) => a - b);
    bare.latencies.sort((a, b) => a - b);
    console.log(
      `home query (anonymous): ${targets.bytes} bytes, ${RATE_PER_SECOND} requests/s, ${ours.latencies.length} measured, ${ours.failures} failed (bare: ${bare.failures} failed)`,
    );
    console.log(
      `  bare Fastify route, same bytes: p50 ${percentile(bare.latencies, 50).toFixed(2)} ms, p99 ${percentile(bare.latencies, 99).toFixed(2)} ms`,
    );
    print({ name: `home query p50 at ${RATE_PER_SECOND} requests/s`, value: percentile(ours.latencies, 50), unit: 'ms', budget: 20 });
    print({ name: `home query p99 at ${RATE_PER_SECOND} requests/s`, value: percentile(ours.latencies, 99), unit: 'ms', budget: 20 });
    print({
      name: 'home query p99 ratio to the bare route',
      value: percentile(ours.latencies, 99) / percentile(bare.latencies, 99),
      unit: 'x',
      budget: 3,
    });

    const cpuBefore = await child.call<NodeJS.CpuUsage>('cpu');
    const anonymous = await throughput(post(targets.ours, targets.token), THROUGHPUT_MS, CONCURRENCY);
    const cpuAfter = await child.call<NodeJS.CpuUsage>('cpu');
    const cpuMs = (cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system) / 1000;
    const bareMost = await throughput(post(targets.bare, targets.token), THROUGHPUT_MS, CONCURRENCY);
    console.log(`  bare Fastify route, same bytes: ${bareMost.perSecond.toFixed(0)} requests/s at most (${CONCURRENCY} clients)`);
    console.log(
      `  server CPU per anonymous home query: ${(cpuMs / (anonymous.perSecond * (THROUGHPUT_MS / 1000))).toFixed(3)} ms; ${anonymous.failures} failed`,
    );
    print({
      name: 'home query (anonymous) most requests/s, one process',
      value: anonymous.perSecond,
      unit: 'requests/s',
      budget: 2_000,
      atLeast: true,
    });
    const guest = await throughput(post(targets.ours, targets.guestToken), THROUGHPUT_MS, CONCURRENCY);
    console.log(
      `  logged-in guest's home query: ${targets.guestBytes} bytes, ${guest.perSecond.toFixed(0)} requests/s at most; ${guest.failures} failed`,
    );
    print({
      name: 'home query (logged in) most requests/s, one process',
      value: guest.perSecond,
      unit: 'requests/s',
      budget: 500,
      atLeast: true,
    });
    const stats = await child.call<{ hits: number; misses: number; entries: number }>('cacheStats');
    console.log(`  answer cache: ${stats.hits} hits, ${stats.misses} misses, ${stats.entries} entries`);
  } finally {
    agent.destroy();
    await child.stop();
  }
}

if (import.meta.main) {
  console.log(RATE_LIMIT_NOTE);
  await runHomeQueryBench();
}
