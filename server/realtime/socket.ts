// The WebSocket endpoint at SOCKET_PATH on the app's own port (ws on the HTTP server's
// upgrade event). Each connection reads its frames one after another, so an answer never
// overtakes the answer to an earlier frame (session.ack comes before anything sent after
// session.request). Silent connections are closed with 4000 after the session ttl.
// Only pages of the app may open a socket: an upgrade whose Origin is not one of
// config.appOrigins (or that has none; browsers always send it) is refused with 403, so no other
// site can act on a guest's behalf over the socket. A socket that sends no session.request
// within config.socketSessionDeadlineMs is closed with 4408.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import { SOCKET_CLOSE_CODE } from '../../src/contract/codes.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../src/contract/enums.ts';
import { SOCKET_PATH } from '../../src/contract/rest.ts';
import type { MessengerEvents } from '../domain/messengerEvents.ts';
import { actorPresences } from '../domain/presence.ts';
import type { EventBus } from './bus.ts';
import type { ChatBilling } from './chatBilling.ts';
import { type Connection, ConnectionRegistry, type OnlineGuests } from './connections.ts';
import { isFrameError, readClientFrame } from './frames.ts';
import { handleMessage, type MessageContext } from './messages.ts';
import { PresenceHub } from './presenceHub.ts';

/** ws refuses (closes with 1009) above this; up to it a too-large frame gets an error frame and the socket lives. */
const MAX_PAYLOAD_BYTES = 2 * 1024 * 1024;
/** WebSocket standard "going away": the server shuts down; the client reconnects. */
const GOING_AWAY = 1001;
/** After a shutdown's close frames, sockets that did not answer are cut after this. */
const SHUTDOWN_GRACE_MS = 1_000;
/** Reading pauses while this many frames of one connection wait; a flood cannot pile up. */
const MAX_PENDING_FRAMES = 16;

/** What the rest of the app sees of the socket endpoint (`app.realtime`). */
export interface Realtime {
  /** Open sockets of this process. */
  connectionCount(): number;
  onlineGuests(): OnlineGuests;
  /** Whether the guest has a tab showing (a socket not away) on this process. */
  hasOpenTab(guestId: number): boolean;
  /** Actors whose presence this process follows (one of its sockets watches or pinned them). */
  followedActors(): number;
}

export interface SocketEndpoint extends Realtime {
  close(): Promise<void>;
  /** Whether the guest has any open socket on this process (hidden tabs count). */
  isConnected(guestId: number): boolean;
}

function pageLanguageOf(url: URL): Language | null {
  const language = url.searchParams.get('language') ?? '';
  return isLanguage(language) ? language : null;
}

/** Opens the endpoint on the app's HTTP server and delivers every bus event to its sockets. */
export function openSocketEndpoint(
  app: FastifyInstance,
  bus: EventBus,
  ttlSeconds: number,
  messenger: MessengerEvents,
  chats: ChatBilling,
): SocketEndpoint {
  const log = app.log.child({ area: 'socket' });
  const registry = new ConnectionRegistry();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_PAYLOAD_BYTES,
    // frames.ts checks UTF-8 itself: ws would close the connection (1007) on a bad frame.
    skipUTF8Validation: true,
    perMessageDeflate: false,
    clientTracking: false,
  });
  let closing = false;
  const appOrigins = new Set(app.config.appOrigins);
  const isAppOrigin = (origin: string | undefined) => origin !== undefined && appOrigins.has(origin.toLowerCase());
  const presence = new PresenceHub({ bus, registry, readPresences: (actorIds) => actorPresences(app.db, actorIds), logger: log });
  const unsubscribe = bus.subscribe((event) => {
    if (PresenceHub.handles(event) && event.frame.type === 'presence') presence.receive(event.frame.data);
    else registry.deliver(event);
  });

  function accept(socket: WebSocket, url: URL): void {
    const pageLanguage = pageLanguageOf(url);
    const connection: Connection = {
      socket,
      session: null,
      isAway: false,
      lastFrameAt: Date.now(),
      language: pageLanguage ?? DEFAULT_LANGUAGE,
      pageLanguage,
    };
    const context: MessageContext = {
      db: app.db,
      registry,
      presence,
      connection,
      ttl: ttlSeconds,
      bus,
      messenger,
      chats,
      liveStreamUrl: app.config.liveStreamUrl,
      tokenLifetimes: app.config.tokenLifetimes,
    };
    registry.add(connection);
    let queue: Promise<void> = Promise.resolve();
    let pending = 0;
    // The first session.request (whatever its token: a refused one may be renewed on the same
    // socket) ends the deadline; a socket that never asks holds no connection slot for long.
    let sessionDeadline: NodeJS.Timeout | null = setTimeout(() => {
      sessionDeadline = null;
      if (socket.readyState === socket.OPEN) socket.close(SOCKET_CLOSE_CODE.noSessionRequest, 'no session.request in time');
    }, app.config.socketSessionDeadlineMs);
    sessionDeadline.unref();
    const sessionRequested = () => {
      if (sessionDeadline) clearTimeout(sessionDeadline);
      sessionDeadline = null;
    };

    socket.on('message', (data, isBinary) => {
      connection.lastFrameAt = Date.now();
      pending += 1;
      if (pending >= MAX_PENDING_FRAMES) socket.pause();
      queue = queue
        .then(async () => {
          if (socket.readyState !== socket.OPEN) return;
          const frame = readClientFrame(data as Buffer, isBinary);
          if (isFrameError(frame)) return registry.send(connection, { type: 'error', data: frame });
          if (frame.type === 'session.request') sessionRequested();
          await handleMessage(context, frame);
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'socket frame handling failed');
          registry.send(connection, {
            type: 'error',
            data: { code: 'INTERNAL', message: 'The server failed to handle the frame; send it again.', inReplyTo: null },
          });
        })
        .finally(() => {
          pending -= 1;
          if (pending === 0 && socket.isPaused) socket.resume();
        });
    });
    socket.on('close', (code) => {
      sessionRequested();
      registry.remove(connection);
      presence.drop(connection);
      log.debug({ code }, 'socket closed');
    });
    socket.on('error', (error) => log.debug({ err: error }, 'socket error'));
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== SOCKET_PATH || closing) {
      socket.end(`HTTP/1.1 ${closing ? '503 Service Unavailable' : '404 Not Found'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    if (!isAppOrigin(request.headers.origin)) {
      log.info({ origin: request.headers.origin?.slice(0, 200) ?? null }, 'socket refused: not an app origin');
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (webSocket) => accept(webSocket, url));
  }
  app.server.on('upgrade', onUpgrade);

  // One sweep for all connections instead of a timer each: 10,000 guests, one interval.
  const ttlMs = ttlSeconds * 1000;
  const sweep = setInterval(
    () => {
      const silentSince = Date.now() - ttlMs;
      for (const connection of registry.connections) {
        if (connection.lastFrameAt < silentSince && connection.socket.readyState === connection.socket.OPEN) {
          connection.socket.close(SOCKET_CLOSE_CODE.missingPong, 'no ping within the session ttl');
        }
      }
    },
    Math.min(5_000, Math.max(100, ttlMs / 5)),
  );
  sweep.unref();

  return {
    connectionCount: () => registry.connections.size,
    followedActors: () => presence.followedCount(),
    onlineGuests: () => registry.onlineGuests(),
    hasOpenTab: (guestId: number) => registry.hasOpenTab(guestId),
    isConnected: (guestId: number) => registry.isConnected(guestId),
    async close() {
      closing = true;
      clearInterval(sweep);
      unsubscribe();
      presence.close();
      app.server.off('upgrade', onUpgrade);
      const sockets = [...registry.connections].map((connection) => connection.socket);
      for (const socket of sockets) socket.close(GOING_AWAY, 'server shutting down');
      const allClosed = Promise.all(
        sockets.map((socket) => (socket.readyState === socket.CLOSED ? null : new Promise((resolve) => socket.once('close', resolve)))),
      );
      const grace = new Promise<void>((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref());
      await Promise.race([allClosed, grace]);
      for (const socket of sockets) socket.terminate();
      wss.close();
    },
  };
}
