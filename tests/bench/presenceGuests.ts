import { WebSocket } from 'ws';
import { ACTOR_COUNT } from '../../server/db/seed/actors.ts';
import type { ServerFrame } from '../../src/contract/socket.ts';
import { closeSockets, openGuestSession } from './benchSockets.ts';
import { answerParentCalls, sharedClock } from './childRpc.ts';
import { percentile } from './figures.ts';

/**
 * Child process of the presence bench (issue 23): guests that connect like a browser's
 * SharedWorker (session.request, wait for session.ack), send presence.watch with the actors
 * their screen shows (screenOf), and note when each actor's change reaches each of them.
 */
const now = sharedClock;

/**
 * Actors of the storm: 1..ACTORS. Every screen shows the HOT first ones (the two top cams every
 * page's header shows: their changes go to every guest) and OTHERS of the rest (a tile grid page).
 */
export const ACTORS = ACTOR_COUNT; // the seed's actors: each has a row, so ours answers a watch with every state
export const HOT = 2;
export const OTHERS = 22;

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The actors guest number `index` (over all processes) watches: the hot ones and OTHERS drawn from the rest. */
export function screenOf(index: number): number[] {
  const random = mulberry32(index + 1);
  const ids = new Set<number>();
  for (let id = 1; id <= HOT; id++) ids.add(id);
  while (ids.size < HOT + OTHERS) ids.add(HOT + 1 + Math.floor(random() * (ACTORS - HOT)));
  return [...ids];
}

interface Guest {
  socket: WebSocket;
  /** Index over all guest processes (screenOf). */
  index: number;
  screen: number[];
  /** actorId -> receive times while recording. */
  receipts: Map<number, number[]>;
  /** Screen states received before the storm. */
  told: number;
}

const guests: Guest[] = [];
let recording = false;
// Pings as the SharedWorker does: the server closes sockets silent for the session ttl.
setInterval(() => {
  for (const guest of guests) if (guest.socket.readyState === WebSocket.OPEN) guest.socket.send('{"type":"ping","data":{}}');
}, 30_000).unref();

function onFrame(guest: Guest, raw: WebSocket.RawData): void {
  const at = now();
  if (!recording) {
    // Before the storm: the screen's first states (ours sends them in answer to presence.watch).
    if (guest.told < guest.screen.length) {
      const frame = JSON.parse(raw.toString()) as ServerFrame;
      if (frame.type === 'presence') guest.told += frame.data.changes.length;
    }
    return;
  }
  const frame = JSON.parse(raw.toString()) as ServerFrame;
  if (frame.type !== 'presence') return;
  for (const change of frame.data.changes) {
    let times = guest.receipts.get(change.actorId);
    if (!times) guest.receipts.set(change.actorId, (times = []));
    times.push(at);
  }
}

/** One guest: open, ask for the session, then watch its screen's actors. */
async function connectGuest(url: string, origin: string, token: string, index: number, timeoutMs: number): Promise<Guest> {
  const socket = await openGuestSession(url, origin, token, timeoutMs, { perMessageDeflate: false });
  const guest: Guest = { socket, index, screen: screenOf(index), receipts: new Map(), told: 0 };
  guests.push(guest);
  socket.on('message', (data) => onFrame(guest, data));
  socket.send(JSON.stringify({ type: 'presence.watch', data: { actorIds: guest.screen } }));
  return guest;
}

if (import.meta.main)
  answerParentCalls(
    {
      clock: () => now(),
      /** Connects `total` guests numbered from `firstIndex`, `concurrency` handshakes at a time. */
      async connect({
        url,
        origin,
        tokens,
        total,
        firstIndex,
        concurrency = 200,
        timeoutMs = 30_000,
      }: {
        url: string;
        origin: string;
        tokens: string[];
        total: number;
        firstIndex: number;
        concurrency?: number;
        timeoutMs?: number;
      }) {
        const started = now();
        let next = 0;
        let failed = 0;
        let firstError = '';
        const worker = async () => {
          while (next < total) {
            const i = next++;
            try {
              await connectGuest(url, origin, tokens[i % tokens.length]!, firstIndex + i, timeoutMs);
            } catch (error) {
              failed += 1;
              firstError ||= (error as Error).message;
            }
          }
        };
        await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
        return { connected: guests.length, failed, firstError, ms: now() - started };
      },
      /** Guests told every state of their screen (the server has handled their watch). */
      told() {
        return guests.filter((guest) => guest.told >= guest.screen.length).length;
      },
      record() {
        for (const guest of guests) guest.receipts.clear();
        recording = true;
        return guests.length;
      },
      /**
       * The storm's events in order, each with its publish time on this process's clock. The k-th
       * change of an actor a guest received belongs to the k-th event of that actor (the storm never
       * repeats an actor within a batch interval). Answers, per event, the delay to the last of this
       * process's guests that needed it, and the pooled per-guest delays' percentiles.
       */
      collect({ events }: { events: { actorId: number; publishedAt: number }[] }) {
        recording = false;
        const watchers = new Map<number, Guest[]>();
        for (const guest of guests) {
          for (const actorId of guest.screen) {
            let list = watchers.get(actorId);
            if (!list) watchers.set(actorId, (list = []));
            list.push(guest);
          }
        }
        const seen = new Map<number, number>();
        const lastGuest: number[] = [];
        const deliveries: number[] = [];
        let missing = 0;
        for (const event of events) {
          const k = seen.get(event.actorId) ?? 0;
          seen.set(event.actorId, k + 1);
          let worst = -Infinity;
          for (const guest of watchers.get(event.actorId) ?? []) {
            const at = guest.receipts.get(event.actorId)?.[k];
            if (at === undefined) {
              missing += 1;
              continue;
            }
            const delay = at - event.publishedAt;
            deliveries.push(delay);
            if (delay > worst) worst = delay;
          }
          lastGuest.push(worst);
        }
        deliveries.sort((a, b) => a - b);
        return { lastGuest, deliveries: deliveries.length, missing, p50: percentile(deliveries, 50), p99: percentile(deliveries, 99) };
      },
      async close() {
        const closed = await closeSockets(guests.map((guest) => guest.socket));
        guests.length = 0;
        return { closed };
      },
    },
    async () => {
      for (const guest of guests) guest.socket.terminate();
    },
  );
