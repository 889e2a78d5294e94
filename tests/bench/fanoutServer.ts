import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { WebSocketServer, WebSocket } from 'ws';
import { answerParentCalls } from './childRpc.ts';
import type { ServerFrame } from '../../src/contract/socket.ts';

/**
 * Child process of the fan-out bench: one server, either ours (`ours`: buildApp, the real
 * socket endpoint and event bus) or the baseline (`bare`: a plain ws WebSocketServer that
 * broadcasts one string). Started with --expose-gc so memory is read after a full collection.
 */
export interface FanoutServer {
  url: string;
  /** The Origin the guests send, as the app's pages do (ours refuses any other). */
  origin: string;
  /** Access tokens the guests send in session.request. */
  issueTokens(count: number): Promise<string[]>;
  /** Open sockets the server holds right now. */
  connections(): number;
  /** Sends actor.online to every connected guest; answers the moment the send started. */
  publishActorOnline(actorId: number): number;
  close(): Promise<void>;
}

const now = () => performance.timeOrigin + performance.now();

export function actorOnlineFrame(actorId: number): ServerFrame {
  return { type: 'actor.online', data: { actorId, freeChat: false } };
}

/** The baseline: what the simplest possible broadcast over ws costs on this machine. */
async function startBareServer(): Promise<FanoutServer> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const ack = JSON.stringify({ type: 'session.ack', data: { ttl: 120 } });
  wss.on('connection', (socket) => {
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as { type: string };
      if (frame.type === 'session.request') socket.send(ack);
    });
  });
  const address = wss.address();
  if (!address || typeof address === 'string') throw new Error('bare server did not bind a TCP port');
  return {
    url: `ws://127.0.0.1:${address.port}/`,
    origin: `http://127.0.0.1:${address.port}`,
    async issueTokens(count) {
      return Array.from({ length: Math.min(count, 1) }, () => 'bare-server-ignores-tokens');
    },
    connections: () => wss.clients.size,
    publishActorOnline(actorId) {
      const payload = JSON.stringify(actorOnlineFrame(actorId));
      const at = now();
      for (const socket of wss.clients) if (socket.readyState === WebSocket.OPEN) socket.send(payload);
      return at;
    },
    async close() {
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** Ours: the real app on a fresh SQLite file, simulator off. */
async function startOurServer(): Promise<FanoutServer> {
  const { DEFAULT_TOKEN_LIFETIMES, loadConfig } = await import('../../server/config.ts');
  const { buildApp } = await import('../../server/app.ts');
  const { BENCH_SERVER_ENV } = await import('./benchServers.ts');
  const { issueAnonymousToken } = await import('../../server/domain/accessTokens.ts');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'glimmer-fanout-'));
  const config = {
    ...loadConfig({ ...BENCH_SERVER_ENV, DATA_DIR: dataDir }),
    databaseUrl: '',
    redisUrl: '',
    clientDir: path.join(dataDir, 'no-client'),
  };
  const server = await buildApp(config);
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a TCP port');
  const app = server.app;
  return {
    url: `ws://127.0.0.1:${address.port}/socket`,
    origin: config.appOrigins[0]!,
    // One anonymous token per guest, as browsers would have; issued in one transaction.
    issueTokens: (count) => server.db.transaction().execute(async (trx) => {
      const tokens: string[] = [];
      for (let i = 0; i < count; i++) tokens.push(await issueAnonymousToken(trx, DEFAULT_TOKEN_LIFETIMES));
      return tokens;
    }),
    connections: () => app.realtime.connectionCount(),
    publishActorOnline(actorId) {
      const at = now();
      void app.bus.publish({ target: { kind: 'all' }, frame: actorOnlineFrame(actorId) });
      return at;
    },
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Heap and RSS after a full collection (two passes: the first may only free weak references). */
async function memoryAfterGc() {
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

if (import.meta.main) {
  const kind = process.argv[2];
  if (kind !== 'bare' && kind !== 'ours') throw new Error('usage: fanoutServer.ts bare|ours');
  const server = kind === 'bare' ? await startBareServer() : await startOurServer();
  answerParentCalls(
    {
      url: () => server.url,
      origin: () => server.origin,
      clock: () => now(),
      issueTokens: ({ count }: { count: number }) => server.issueTokens(count),
      connections: () => server.connections(),
      memory: () => memoryAfterGc(),
      publish: ({ actorId }: { actorId: number }) => server.publishActorOnline(actorId),
    },
    () => server.close(),
  );
}
