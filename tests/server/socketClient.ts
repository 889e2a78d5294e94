// A test client for the socket endpoint: a real `ws` connection that records every frame and
// lets a test wait for the next frame of a type. Plus the internal-route caller the socket
// tests drive events with.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { WebSocket } from 'ws';
import type { Database, NewGuest } from '../../server/db/schema.ts';
import { hashToken } from '../../server/domain/accessTokens.ts';
import { SOCKET_PATH } from '../../src/contract/rest.ts';
import type { PresenceChange, ServerFrame, ServerMessages, ServerMessageType } from '../../src/contract/socket.ts';

export type FrameOf<T extends ServerMessageType> = { type: T; data: ServerMessages[T] };

export interface TestSocket {
  ws: WebSocket;
  /** Every frame received so far, in order. */
  received: ServerFrame[];
  /** Sends a frame object as JSON, or a string / Buffer as it is. */
  send(frame: unknown): void;
  /** The next not yet taken frame of that type (waits for it); fails after timeoutMs. */
  next<T extends ServerMessageType>(type: T, timeoutMs?: number): Promise<FrameOf<T>>;
  /** Resolves with the close code and reason once the socket is closed. */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export function socketUrl(baseUrl: string, query = ''): string {
  return `${baseUrl.replace(/^http/, 'ws')}${SOCKET_PATH}${query}`;
}

export interface SocketOptions {
  /**
   * The Origin header, as a browser sends it: the app's own origin (`baseUrl`, the first of the
   * test server's APP_ORIGIN) unless given; null sends none. The server refuses other origins.
   */
  origin?: string | null;
}

/** The handshake's headers: the Origin a page of the app would send. */
export function originHeaders(baseUrl: string, options: SocketOptions = {}): Record<string, string> {
  const origin = options.origin === undefined ? new URL(baseUrl).origin : options.origin;
  return origin === null ? {} : { origin };
}

export async function openSocket(baseUrl: string, query = '', options: SocketOptions = {}): Promise<TestSocket> {
  const ws = new WebSocket(socketUrl(baseUrl, query), { headers: originHeaders(baseUrl, options) });
  const received: ServerFrame[] = [];
  const untaken: ServerFrame[] = [];
  const waiters: { type: string; resolve: (frame: ServerFrame) => void }[] = [];
  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as ServerFrame;
    received.push(frame);
    const waiter = waiters.findIndex((w) => w.type === frame.type);
    if (waiter >= 0) waiters.splice(waiter, 1)[0]!.resolve(frame);
    else untaken.push(frame);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    received,
    send(frame) {
      ws.send(typeof frame === 'string' || Buffer.isBuffer(frame) ? frame : JSON.stringify(frame));
    },
    // A frame that arrives ends the wait at once; the limit only bounds a failure (a busy machine is slow).
    next<T extends ServerMessageType>(type: T, timeoutMs = 10_000) {
      const index = untaken.findIndex((frame) => frame.type === type);
      if (index >= 0) return Promise.resolve(untaken.splice(index, 1)[0] as FrameOf<T>);
      return new Promise<FrameOf<T>>((resolve, reject) => {
        const waiter = {
          type,
          resolve: (frame: ServerFrame) => {
            clearTimeout(timer);
            resolve(frame as FrameOf<T>);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no ${type} frame within ${timeoutMs} ms; received: ${received.map((f) => f.type).join(', ') || 'nothing'}`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    closed,
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await closed;
    },
  };
}

/** A socket with an acknowledged session for the token. */
export async function openSession(
  baseUrl: string,
  token: string,
  query = '',
  options: SocketOptions = {},
): Promise<TestSocket & { ack: FrameOf<'session.ack'> }> {
  const socket = await openSocket(baseUrl, query, options);
  socket.send({ type: 'session.request', data: { token } });
  const ack = await socket.next('session.ack');
  return Object.assign(socket, { ack });
}

/** Calls an internal route, with `internalToken` in the x-internal-token header unless null. */
export async function internal(
  baseUrl: string,
  internalToken: string | null,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = internalToken === null ? {} : { 'x-internal-token': internalToken };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api/v1/internal/${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

let guestNumber = 0;

/** A logged-in guest's access token, written straight to the database (login arrives with the accounts issue). */
export async function loggedInToken(db: Kysely<Database>, guest: Partial<NewGuest> = {}): Promise<{ token: string; guestId: number }> {
  const now = Date.now();
  guestNumber += 1;
  const row = await db
    .insertInto('guests')
    .values({
      name: `Test Guest ${guestNumber}`,
      email: `guest-${process.pid}-${now}-${guestNumber}@example.com`,
      passwordHash: null,
      balanceCents: 0,
      credits: 0,
      isVip: 0,
      isVxtv: 0,
      avsStatus: 'unknown',
      language: 'en',
      createdAt: now,
      ...guest,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('accessTokens')
    .values({ tokenHash: hashToken(token), guestId: row.id, createdAt: now, lastSeenAt: now, revokedAt: null })
    .execute();
  return { token, guestId: row.id };
}

/** Every presence change the socket received so far, in order (issue 23: merged `presence` frames). */
export function presenceChanges(socket: TestSocket): PresenceChange[] {
  return socket.received.flatMap((frame) => (frame.type === 'presence' ? frame.data.changes : []));
}

/**
 * Waits for a presence change matching `expected` among the changes from index `from` on (see
 * presenceChanges); answers it. Fails after timeoutMs.
 */
export async function waitForPresence(
  socket: TestSocket,
  expected: Partial<PresenceChange> & { actorId: number },
  from = 0,
  timeoutMs = 10_000,
): Promise<PresenceChange> {
  const deadline = Date.now() + timeoutMs;
  const matches = (change: PresenceChange) =>
    Object.entries(expected).every(([key, value]) => change[key as keyof PresenceChange] === value);
  for (;;) {
    const found = presenceChanges(socket).slice(from).find(matches);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(
        `no presence change ${JSON.stringify(expected)} within ${timeoutMs} ms; received: ${JSON.stringify(presenceChanges(socket))}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits for a presence frame carrying the site-wide online count (any, or this one). */
export async function waitForOnlineCount(socket: TestSocket, count?: number, timeoutMs = 10_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const frame of socket.received) {
      if (frame.type === 'presence' && frame.data.onlineCount !== null && (count === undefined || frame.data.onlineCount === count))
        return frame.data.onlineCount;
    }
    if (Date.now() > deadline) throw new Error(`no online count ${count ?? ''} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Sends presence.watch and waits until the socket was told each (existing) actor's state. */
export async function watchActors(socket: TestSocket, actorIds: number[]): Promise<void> {
  const from = presenceChanges(socket).length;
  socket.send({ type: 'presence.watch', data: { actorIds } });
  for (const actorId of actorIds) await waitForPresence(socket, { actorId }, from);
}
