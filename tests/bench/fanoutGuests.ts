import type { WebSocket } from 'ws';
import type { ServerFrame } from '../../src/contract/socket.ts';
import { closeSockets, openGuestSession } from './benchSockets.ts';
import { answerParentCalls, sharedClock } from './childRpc.ts';

/**
 * Child process of the fan-out bench: the guests. Opens WebSocket connections like a browser's
 * SharedWorker does (session.request first, then wait for session.ack) and notes, per socket,
 * when an armed actor.online event arrives, on the clock both processes share
 * (performance.timeOrigin + performance.now(): wall-clock origin, monotonic offset).
 */
const now = sharedClock;

interface Guest {
  socket: WebSocket;
  index: number;
}

interface Round {
  actorId: number;
  receivedAt: Float64Array;
  received: number;
  done: () => void;
}

const guests: Guest[] = [];
let round: Round | null = null;
let armed: Promise<void> = Promise.resolve();

function onFrame(guest: Guest, raw: WebSocket.RawData): void {
  const at = now();
  const current = round;
  if (!current) return;
  const frame = JSON.parse(raw.toString()) as ServerFrame;
  if (frame.type !== 'actor.online' || frame.data.actorId !== current.actorId) return;
  if (current.receivedAt[guest.index] !== 0) return;
  current.receivedAt[guest.index] = at;
  current.received += 1;
  if (current.received === guests.length) current.done();
}

/** One guest: open, ask for the session, listen once it is acknowledged. */
async function connectGuest(url: string, origin: string, token: string, timeoutMs: number): Promise<Guest> {
  const socket = await openGuestSession(url, origin, token, timeoutMs);
  const guest: Guest = { socket, index: guests.length };
  guests.push(guest);
  socket.on('message', (data) => onFrame(guest, data));
  return guest;
}

answerParentCalls(
  {
    clock: () => now(),
    /** Grows the crowd to `total` acknowledged guests, `concurrency` handshakes at a time. */
    async connect({
      url,
      origin,
      tokens,
      total,
      concurrency = 200,
      timeoutMs = 20_000,
    }: {
      url: string;
      origin: string;
      tokens: string[];
      total: number;
      concurrency?: number;
      timeoutMs?: number;
    }) {
      const started = now();
      const wanted = total - guests.length;
      let next = 0;
      let failed = 0;
      let firstError = '';
      const worker = async () => {
        while (next < wanted) {
          const i = guests.length + next++;
          try {
            await connectGuest(url, origin, tokens[i % tokens.length]!, timeoutMs);
          } catch (error) {
            failed += 1;
            firstError ||= (error as Error).message;
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, wanted) }, worker));
      return { connected: guests.length, failed, firstError, ms: now() - started };
    },
    /** Starts watching for actor.online of this actor on every socket. */
    arm({ actorId }: { actorId: number }) {
      let done = () => undefined as void;
      const finished = new Promise<void>((resolve) => (done = resolve));
      round = { actorId, receivedAt: new Float64Array(guests.length), received: 0, done };
      armed = finished;
      return { armed: guests.length };
    },
    /** Waits until every socket got the armed event (or the timeout) and hands over the receive times. */
    async collect({ timeoutMs }: { timeoutMs: number }) {
      const current = round;
      if (!current) throw new Error('collect without arm');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([armed, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
      round = null;
      const receivedAt = Array.from(current.receivedAt).filter((at) => at !== 0);
      return { receivedAt, missing: guests.length - receivedAt.length };
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
