import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { WebSocket } from 'ws';
import type { buildApp } from '../../server/app.ts';
import type { ServerFrame } from '../../src/contract/socket.ts';

// What the socket benches' children share: our server on a fresh SQLite file, a guest's socket
// opened as a browser's SharedWorker opens it, closing them all, and a process's memory after a
// full collection.

export interface SocketBenchApp {
  app: Awaited<ReturnType<typeof buildApp>>['app'];
  url: string;
  /** The Origin the guests send, as the app's pages do (ours refuses any other). */
  origin: string;
  /** One anonymous token per guest, as browsers would have; issued in one transaction. */
  issueTokens(count: number): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Ours: the real app on a fresh SQLite file in a folder named `name`, simulator off, with `env`
 * over the bench's (REDIS_URL and REDIS_PREFIX for a bus between processes). Loaded on demand,
 * so a bare baseline process never loads the server.
 */
export async function startSocketBenchApp(name: string, env: Record<string, string> = {}): Promise<SocketBenchApp> {
  const { DEFAULT_TOKEN_LIFETIMES, loadConfig } = await import('../../server/config.ts');
  const { buildApp } = await import('../../server/app.ts');
  const { BENCH_SERVER_ENV } = await import('./benchServers.ts');
  const { issueAnonymousToken } = await import('../../server/domain/accessTokens.ts');
  const dataDir = mkdtempSync(path.join(tmpdir(), `glimmer-${name}-`));
  const config = {
    ...loadConfig({ ...BENCH_SERVER_ENV, DATA_DIR: dataDir, ...env }),
    databaseUrl: '',
    clientDir: path.join(dataDir, 'no-client'),
  };
  const server = await buildApp(config);
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a TCP port');
  return {
    app: server.app,
    url: `ws://127.0.0.1:${address.port}/socket`,
    origin: config.appOrigins[0]!,
    issueTokens: (count) =>
      server.db.transaction().execute(async (trx) => {
        const tokens: string[] = [];
        for (let i = 0; i < count; i++) tokens.push(await issueAnonymousToken(trx, DEFAULT_TOKEN_LIFETIMES));
        return tokens;
      }),
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Terminates every socket and waits until each has closed; answers how many there were. */
export async function closeSockets(sockets: readonly WebSocket[]): Promise<number> {
  const closed = sockets.map(
    (socket) =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.terminate();
      }),
  );
  await Promise.all(closed);
  return closed.length;
}

/**
 * Opens a guest's socket with the Origin a page of the app sends (the server refuses others),
 * asks for the session and resolves with the socket once it is acknowledged; rejects on an error
 * frame, a close or `timeoutMs` without the acknowledgement.
 */
export function openGuestSession(
  url: string,
  origin: string,
  token: string,
  timeoutMs: number,
  options: WebSocket.ClientOptions = {},
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { ...options, headers: { origin } });
    const timer = setTimeout(() => fail(new Error(`no session.ack within ${timeoutMs} ms`)), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.terminate();
      reject(error);
    };
    socket.once('error', fail);
    socket.once('close', (code) => fail(new Error(`closed with ${code} before session.ack`)));
    socket.once('open', () => socket.send(JSON.stringify({ type: 'session.request', data: { token } })));
    const untilAck = (raw: WebSocket.RawData) => {
      const frame = JSON.parse(raw.toString()) as ServerFrame;
      if (frame.type === 'error') return fail(new Error(`error frame before ack: ${frame.data.code} ${frame.data.message}`));
      if (frame.type !== 'session.ack') return;
      clearTimeout(timer);
      socket.off('message', untilAck);
      socket.removeAllListeners('error');
      socket.removeAllListeners('close');
      socket.on('error', () => undefined);
      resolve(socket);
    };
    socket.on('message', untilAck);
  });
}

/** Heap and RSS after a full collection (two passes: the first may only free weak references). */
export async function memoryAfterGc() {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    for (let i = 0; i < 2; i++) {
      gc();
      await nextTurn();
    }
  }
  const usage = process.memoryUsage();
  return { collected: Boolean(gc), rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external };
}
