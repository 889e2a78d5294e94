import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { loadConfig, type Config } from '../../server/config.ts';
import { buildApp, type App } from '../../server/app.ts';

export interface TestServer {
  baseUrl: string;
  server: App;
  /** Every log line the server wrote, as text. */
  logs: string[];
  /** A fresh anonymous access token from the real endpoint. */
  anonymousToken(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real server on a random port over real HTTP, on a fresh SQLite file (or on PostgreSQL in
 * its own schema when `databaseUrl` is given). Simulator off: tests decide what happens.
 */
export async function startTestServer(options: { databaseUrl?: string; env?: Record<string, string> } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'glimmer-test-'));
  const config: Config = {
    ...loadConfig({ ...options.env, DATA_DIR: dataDir, SIMULATOR: 'off', LOG_LEVEL: 'info' }),
    databaseUrl: options.databaseUrl ?? '',
    clientDir: path.join(dataDir, 'no-client'),
  };
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const pgSchema = options.databaseUrl ? `test_${process.pid}_${Date.now()}` : undefined;
  const server = await buildApp(config, { logStream, pgSchema });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a TCP port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    baseUrl,
    server,
    logs,
    async anonymousToken() {
      const answer = await fetch(`${baseUrl}/api/v1/auth/anonymous`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      const body = (await answer.json()) as { accessToken: string };
      return body.accessToken;
    },
    async close() {
      if (pgSchema) await server.db.schema.dropSchema(pgSchema).ifExists().cascade().execute().catch(() => undefined);
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs a query-service document with the given token. */
export async function vxql(baseUrl: string, token: string | null, query: string, variables: Record<string, unknown> = {}, language = 'en') {
  const response = await fetch(`${baseUrl}/api/vxql?language=${language}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, any>; errors?: { message: string; extensions?: { code?: string } }[] } };
}
