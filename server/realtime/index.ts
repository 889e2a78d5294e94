// The real-time side of the app: the event bus (in-process or Redis) and the socket endpoint.
// Domain code reaches the bus as `app.bus` and publishes where events originate; tests and
// internal routes read this process's connections through `app.realtime`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBus, type EventBus } from './bus.ts';
import { openSocketEndpoint, type Realtime } from './socket.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publish server frames to everyone, a guest or a token, on every server process. */
    bus: EventBus;
    /** The sockets of this process. */
    realtime: Realtime;
  }
}

async function realtimePlugin(app: FastifyInstance): Promise<void> {
  const bus = await createBus(app.config, app.log.child({ area: 'bus' }));
  const endpoint = openSocketEndpoint(app, bus, app.config.socketTtl);
  app.decorate('bus', bus);
  app.decorate('realtime', { connectionCount: endpoint.connectionCount, onlineGuests: endpoint.onlineGuests });
  // Sockets say goodbye (1001) before the HTTP server stops; the bus closes after.
  app.addHook('preClose', () => endpoint.close());
  app.addHook('onClose', () => bus.close());
}

/** Registers the bus and the socket endpoint; decorates the root instance with `bus` and `realtime`. */
export const realtime = fp(realtimePlugin, { name: 'realtime' });
