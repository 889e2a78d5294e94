// The servers a bench child process runs: ours on a freshly seeded SQLite database, and a bare
// Fastify instance sending given bytes (the baseline measured beside it in the same run).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { type App, buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';

const portOf = (server: { address(): unknown }) => (server.address() as { port: number }).port;

/**
 * The settings every bench server runs with. The request rate limit is off: a bench drives
 * hundreds of requests a second with ONE token, far past what a guest sends (the limit's own
 * figures are in the README); the bench measures the work, not the refusal.
 */
export const BENCH_SERVER_ENV = { SIMULATOR: 'off', LOG_LEVEL: 'warn', RATE_LIMIT_PER_TOKEN: '0', RATE_LIMIT_PER_ADDRESS: '0' } as const;

/** The line each bench prints so its reader knows the rate limit was off. */
export const RATE_LIMIT_NOTE =
  'request rate limit off in the bench servers (RATE_LIMIT_PER_TOKEN=0, RATE_LIMIT_PER_ADDRESS=0): one token drives every request';

/** Our server (simulator off) on a new data folder, listening, with an anonymous guest's token. */
export async function startSeededServer(name: string): Promise<{ ours: App; url: string; token: string; close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `glimmer-bench-${name}-`));
  const config = { ...loadConfig({ ...BENCH_SERVER_ENV, DATA_DIR: dataDir }), databaseUrl: '' };
  const ours = await buildApp(config);
  await ours.app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${portOf(ours.app.server)}`;
  const answer = await fetch(`${url}/api/v1/auth/anonymous`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const token = ((await answer.json()) as { accessToken: string }).accessToken;
  return {
    ours,
    url,
    token,
    async close() {
      await ours.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare Fastify instance answering each route with its JSON bytes, nothing else. */
export async function startBareServer(
  routes: { method: 'GET' | 'POST'; path: string; bytes: string }[],
): Promise<{ url: string; close(): Promise<void> }> {
  const bare = Fastify({ logger: false });
  for (const route of routes)
    bare.route({
      method: route.method,
      url: route.path,
      handler: (_request, reply) => reply.type('application/json; charset=utf-8').send(route.bytes),
    });
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return { url: `http://127.0.0.1:${portOf(bare.server)}`, close: () => bare.close() };
}
