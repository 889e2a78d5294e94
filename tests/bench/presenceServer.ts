import { WebSocket, WebSocketServer } from 'ws';
import type { PresenceChange, ServerFrame } from '../../src/contract/socket.ts';
import { memoryAfterGc, startSocketBenchApp } from './benchSockets.ts';
import { answerParentCalls, sharedClock } from './childRpc.ts';

/**
 * Child process of the presence bench (issue 23): one server, either ours (`ours`: buildApp on
 * its own SQLite file, the real socket endpoint, presence hub and the Redis event bus of
 * REDIS_URL and REDIS_PREFIX) or the baseline (`bare`: a plain ws server that keeps the same
 * guests' watch lists in a Map and sends each change at once to its watchers: no batching, no
 * Redis, no validation). Started with --expose-gc.
 */
const now = sharedClock;

interface PresenceServer {
  url: string;
  origin: string;
  issueTokens(count: number): Promise<string[]>;
  connections(): number;
  /** Publishes one presence change as the domain does (the change to its watchers, the count to all); answers when. */
  publish(change: PresenceChange, onlineCount: number): number;
  followed(): number;
  close(): Promise<void>;
}

const presenceFrame = (change: PresenceChange, onlineCount: number | null): ServerFrame => ({
  type: 'presence',
  data: { changes: [change], onlineCount },
});

async function startBare(): Promise<PresenceServer> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const ack = JSON.stringify({ type: 'session.ack', data: { ttl: 120, onlineActorIds: [] } });
  // The same guests' watch lists, in a plain index: each change goes at once to its watchers.
  const watchers = new Map<number, Set<WebSocket>>();
  wss.on('connection', (socket) => {
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as { type: string; data: { actorIds?: number[] } };
      if (frame.type === 'session.request') socket.send(ack);
      if (frame.type === 'presence.watch') {
        for (const actorId of frame.data.actorIds ?? []) {
          let set = watchers.get(actorId);
          if (!set) watchers.set(actorId, (set = new Set()));
          set.add(socket);
        }
      }
    });
  });
  const address = wss.address();
  if (!address || typeof address === 'string') throw new Error('bare server did not bind a TCP port');
  return {
    url: `ws://127.0.0.1:${address.port}/`,
    origin: `http://127.0.0.1:${address.port}`,
    issueTokens: async () => ['bare-server-ignores-tokens'],
    connections: () => wss.clients.size,
    publish(change) {
      const at = now();
      // The same bytes to every watcher, serialized once, at once: no batching, no Redis.
      const payload = Buffer.from(JSON.stringify(presenceFrame(change, null)));
      for (const socket of watchers.get(change.actorId) ?? [])
        if (socket.readyState === WebSocket.OPEN) socket.send(payload, { binary: false });
      return at;
    },
    followed: () => 0,
    async close() {
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

async function startOurs(redisUrl: string, redisPrefix: string): Promise<PresenceServer> {
  const ours = await startSocketBenchApp('presence', { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix });
  return {
    ...ours,
    connections: () => ours.app.realtime.connectionCount(),
    publish(change, onlineCount) {
      const at = now();
      // What domain/presence.ts setActorOnline publishes, without the row update it follows.
      void ours.app.bus.publish({ target: { kind: 'actor', actorId: change.actorId }, frame: presenceFrame(change, null) });
      void ours.app.bus.publish({ target: { kind: 'all' }, frame: { type: 'presence', data: { changes: [], onlineCount } } });
      return at;
    },
    followed: () => ours.app.realtime.followedActors(),
  };
}

if (import.meta.main) {
  const [kind, redisUrl = '', redisPrefix = ''] = process.argv.slice(2);
  if (kind !== 'bare' && kind !== 'ours') throw new Error('usage: presenceServer.ts bare|ours [redisUrl prefix]');
  const server = kind === 'bare' ? await startBare() : await startOurs(redisUrl, redisPrefix);
  let cpuMark = process.cpuUsage();
  answerParentCalls(
    {
      url: () => server.url,
      origin: () => server.origin,
      clock: () => now(),
      issueTokens: ({ count }: { count: number }) => server.issueTokens(count),
      connections: () => server.connections(),
      followed: () => server.followed(),
      memory: () => memoryAfterGc(),
      /** Starts a CPU reading / answers the CPU time (user + system, ms) since. */
      cpuStart: () => {
        cpuMark = process.cpuUsage();
        return true;
      },
      cpuSince: () => {
        const used = process.cpuUsage(cpuMark);
        return (used.user + used.system) / 1000;
      },
      publish: ({ change, onlineCount }: { change: PresenceChange; onlineCount: number }) => server.publish(change, onlineCount),
    },
    () => server.close(),
  );
}
