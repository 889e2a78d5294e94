// The real-time side of the app: the event bus (in-process or Redis) and the socket endpoint.
// Domain code reaches the bus as `app.bus` and publishes where events originate; tests and
// internal routes read this process's connections through `app.realtime`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { endOrphanedChats } from '../domain/chat.ts';
import { MessengerEvents } from '../domain/messengerEvents.ts';
import { sweepShows } from '../domain/shows.ts';
import { createBus, type EventBus } from './bus.ts';
import { ChatBilling } from './chatBilling.ts';
import { openSocketEndpoint, type Realtime } from './socket.ts';

/** How often ticket shows are checked for their start (an invitation comes at most this late). */
const SHOW_SWEEP_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Publish server frames to everyone, a guest or a token, on every server process. */
    bus: EventBus;
    /** The sockets of this process. */
    realtime: Realtime;
    /** Guests' messages taken on this process (the performer simulator answers them). */
    messengerEvents: MessengerEvents;
  }
}

async function realtimePlugin(app: FastifyInstance): Promise<void> {
  const bus = await createBus(app.config, app.log.child({ area: 'bus' }));
  const messengerEvents = new MessengerEvents();
  // Chats a stopped process left running are no longer billed: they end (and every minute after).
  await endOrphanedChats(app.db);
  const sweep = setInterval(
    () => void endOrphanedChats(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'chat sweep failed')),
    60_000,
  );
  sweep.unref();
  // Ticket shows go live on time: their holders are invited (domain/shows.ts).
  const shows = setInterval(
    () => void sweepShows(app.db, bus).catch((error: unknown) => app.log.warn({ err: error }, 'show sweep failed')),
    SHOW_SWEEP_MS,
  );
  shows.unref();
  app.addHook('onClose', () => {
    clearInterval(sweep);
    clearInterval(shows);
  });
  // The billing loop asks the endpoint whether a guest still has a socket here (made just below).
  let endpoint: ReturnType<typeof openSocketEndpoint> | null = null;
  const chats = new ChatBilling(
    app.db,
    bus,
    app.log.child({ area: 'chat' }),
    undefined,
    (guestId) => endpoint?.isConnected(guestId) ?? true,
  );
  endpoint = openSocketEndpoint(app, bus, app.config.socketTtl, messengerEvents, chats);
  app.decorate('bus', bus);
  app.decorate('messengerEvents', messengerEvents);
  app.decorate('realtime', {
    connectionCount: endpoint.connectionCount,
    onlineGuests: endpoint.onlineGuests,
    hasOpenTab: endpoint.hasOpenTab,
    followedActors: endpoint.followedActors,
  });
  // Sockets say goodbye (1001) before the HTTP server stops; the bus closes after.
  app.addHook('preClose', () => endpoint.close());
  app.addHook('preClose', () => chats.stop());
  app.addHook('onClose', () => bus.close());
}

/** Registers the bus and the socket endpoint; decorates the root instance with `bus` and `realtime`. */
export const realtime = fp(realtimePlugin, { name: 'realtime' });
