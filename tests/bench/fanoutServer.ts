import { WebSocket, WebSocketServer } from 'ws';
import type { ServerFrame } from '../../src/contract/socket.ts';
import { memoryAfterGc, startSocketBenchApp } from './benchSockets.ts';
import { answerParentCalls, sharedClock } from './childRpc.ts';

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

const now = sharedClock;

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
  const ours = await startSocketBenchApp('fanout');
  return {
    ...ours,
    connections: () => ours.app.realtime.connectionCount(),
    publishActorOnline(actorId) {
      const at = now();
      void ours.app.bus.publish({ target: { kind: 'all' }, frame: actorOnlineFrame(actorId) });
      return at;
    },
  };
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
