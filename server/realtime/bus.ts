// The event bus: domain code publishes a server frame for everyone, one guest or one access
// token; every server process delivers it to its own sockets (connections.ts). In-process by
// default; Redis pub/sub when REDIS_URL is set, so several processes behind one address reach
// every guest (ARCHITECTURE.md). On Redis a process also hears its own messages, so publish
// never delivers locally: every event takes the same path and arrives once.
// Presence (issue 23) is addressed to an actor: `{ kind: 'actor' }` events reach only the
// processes that follow that actor (a socket there watches or pinned it). On Redis each actor
// has its own sharded channel (SPUBLISH / SSUBSCRIBE, Redis 7): a process subscribes to the
// actors its sockets need and hears nothing of the others; a Redis Cluster spreads the channels
// over its shards. In-process every event reaches the one process, which filters per socket.
import { Redis } from 'ioredis';
import { SERVER_MESSAGE_TYPES, type ServerFrame, type ServerMessageType } from '../../src/contract/socket.ts';
import { id } from '../schemas/common.ts';
import { type JsonSchema, matching, object, oneOf } from '../schemas/json.ts';
import { validate } from '../schemas/validate.ts';
import { SERVER_DATA_SCHEMAS } from './frameSchemas.ts';

export type BusTarget =
  | { kind: 'all' }
  | { kind: 'guest'; guestId: number }
  | { kind: 'token'; tokenHash: string }
  /** The sockets that watch or pinned the actor (a `presence` frame; realtime/presenceHub.ts). */
  | { kind: 'actor'; actorId: number };

export interface BusEvent {
  target: BusTarget;
  frame: ServerFrame;
}

type BusHandler = (event: BusEvent) => void;

export interface EventBus {
  /** Resolves once the event is handed to every process (in-process: delivered). */
  publish(event: BusEvent): Promise<void>;
  /** Calls the handler for every event of every process; returns the unsubscribe function. */
  subscribe(handler: BusHandler): () => void;
  /**
   * This process needs the events of these actors from now on (resolves once subscribed, so
   * none published after is missed) / no longer needs them. The caller counts its sockets;
   * each actor is followed once. In-process: nothing to do, every event arrives.
   */
  follow(actorIds: readonly number[]): Promise<void>;
  unfollow(actorIds: readonly number[]): Promise<void>;
  close(): Promise<void>;
}

/** The subset of a pino logger the bus uses. */
export interface BusLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const TARGET_SCHEMAS = {
  all: object({ kind: oneOf('all') }),
  guest: object({ kind: oneOf('guest'), guestId: id }),
  // sha256 hex, as accessTokens.ts stores it.
  token: object({ kind: oneOf('token'), tokenHash: matching('^[0-9a-f]{64}$') }),
  actor: object({ kind: oneOf('actor'), actorId: id }),
} satisfies Record<BusTarget['kind'], JsonSchema>;

const BUS_TARGET_SCHEMA: JsonSchema = { anyOf: Object.values(TARGET_SCHEMAS) };

function isServerMessageType(type: unknown): type is ServerMessageType {
  return typeof type === 'string' && (SERVER_MESSAGE_TYPES as readonly string[]).includes(type);
}

/** Null when `frame` is a server frame of the contract (known type, data matching its schema), else why not. */
export function serverFrameError(frame: unknown, path = 'frame'): string | null {
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) return `${path} must be an object { type, data }`;
  const unknown = Object.keys(frame).filter((key) => key !== 'type' && key !== 'data');
  if (unknown.length > 0) return `${path} has an unknown property "${unknown[0]}"`;
  const { type, data } = frame as { type?: unknown; data?: unknown };
  if (!isServerMessageType(type)) {
    return `${path}.type must be a server message type (SERVER_MESSAGE_TYPES of src/contract/socket.ts), got ${JSON.stringify(type) ?? 'nothing'}`;
  }
  if (!Object.hasOwn(frame, 'data')) return `${path}.data is required`;
  return validate(SERVER_DATA_SCHEMAS[type], data, `${path}.data`);
}

/** A bus message read back from JSON, checked like any input from outside the process. */
export function parseBusEvent(text: string): BusEvent | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'bus message is not JSON';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'bus message must be an object';
  const { target, frame, ...rest } = value as { target?: unknown; frame?: unknown };
  if (Object.keys(rest).length > 0) return `bus message has unknown properties ${Object.keys(rest).join(', ')}`;
  const targetError = validate(BUS_TARGET_SCHEMA, target, 'target');
  if (targetError) return targetError;
  const frameError = serverFrameError(frame);
  if (frameError) return frameError;
  return { target: target as BusTarget, frame: frame as ServerFrame };
}

function callEach(handlers: Set<BusHandler>, event: BusEvent, logger: BusLogger): void {
  for (const handler of handlers) {
    try {
      handler(event);
    } catch (error) {
      // One failing subscriber must not keep the event from the others.
      logger.error({ err: error, frameType: event.frame.type }, 'event bus handler failed');
    }
  }
}

/** One process: publish delivers at once, in the caller's turn. */
export function createInProcessBus(logger: BusLogger): EventBus {
  const handlers = new Set<BusHandler>();
  return {
    async publish(event) {
      callEach(handlers, event, logger);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async follow() {},
    async unfollow() {},
    async close() {
      handlers.clear();
    },
  };
}

/** The Redis channel of the events, behind a prefix so several deployments (or test runs) can share one Redis. */
export function busChannel(prefix: string): string {
  return `${prefix}events`;
}

/** The sharded channel of one actor's presence events. */
function actorChannel(prefix: string, actorId: number): string {
  return `${prefix}actor:${actorId}`;
}

/**
 * Redis pub/sub: one connection publishes, one subscribes (a subscribed connection can do
 * nothing else). Resolves once subscribed, so no event published after start-up is missed.
 * Actor events go over sharded pub/sub, one channel per actor, subscribed while followed.
 */
async function createRedisBus(redisUrl: string, prefix: string, logger: BusLogger): Promise<EventBus> {
  const channel = busChannel(prefix);
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  // Sharded subscriptions on a connection of their own: a SUNSUBSCRIBE of the last actor
  // channel answers a count of 0, and a client would take the whole connection for unsubscribed.
  const shardSubscriber = new Redis(redisUrl, options);
  const connections = [publisher, subscriber, shardSubscriber];
  // The URL may carry a password: the log names the channel, never the URL.
  for (const connection of connections) {
    connection.on('error', (error: Error) => logger.warn({ err: error, channel }, 'redis event bus connection error'));
  }
  try {
    await Promise.all(connections.map((connection) => connection.connect()));
    await subscriber.subscribe(channel);
  } catch (error) {
    for (const connection of connections) connection.disconnect();
    throw new Error(`The event bus could not reach Redis at REDIS_URL: ${(error as Error).message}`, { cause: error });
  }

  const handlers = new Set<BusHandler>();
  const receive = (from: string, text: string) => {
    const event = parseBusEvent(text);
    if (typeof event === 'string') {
      logger.warn({ channel: from, reason: event }, 'refused a malformed event bus message');
      return;
    }
    callEach(handlers, event, logger);
  };
  subscriber.on('message', (from: string, text: string) => {
    if (from === channel) receive(from, text);
  });
  const actorPrefix = actorChannel(prefix, 0).slice(0, -1);
  shardSubscriber.on('smessage', (from: string, text: string) => {
    if (from.startsWith(actorPrefix)) receive(from, text);
  });

  return {
    async publish(event) {
      const text = JSON.stringify(event);
      if (event.target.kind === 'actor') await publisher.spublish(actorChannel(prefix, event.target.actorId), text);
      else await publisher.publish(channel, text);
    },
    async follow(actorIds) {
      if (actorIds.length > 0) await shardSubscriber.ssubscribe(...actorIds.map((actorId) => actorChannel(prefix, actorId)));
    },
    async unfollow(actorIds) {
      if (actorIds.length > 0) await shardSubscriber.sunsubscribe(...actorIds.map((actorId) => actorChannel(prefix, actorId)));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
      await Promise.allSettled(connections.map((connection) => connection.quit()));
    },
  };
}

/** The bus the config asks for: Redis when a URL is given, else in-process. */
export function createBus(config: { redisUrl: string; redisPrefix: string }, logger: BusLogger): Promise<EventBus> {
  return config.redisUrl ? createRedisBus(config.redisUrl, config.redisPrefix, logger) : Promise.resolve(createInProcessBus(logger));
}
