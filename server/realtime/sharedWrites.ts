// Committed writes told to the other server processes (with Redis), so each drops the cached
// answers made of the tables another process changed (server/answerCache.ts). The tables of a
// turn's writes go out in one message; a process ignores its own. Without REDIS_URL there is
// one process and nothing to share.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { BusLogger } from './bus.ts';

export interface SharedWrites {
  /** Tells the other processes these tables were written here. */
  tell(tables: Iterable<string>): void;
  close(): Promise<void>;
}

/** The Redis channel of the writes, behind the deployment's prefix like the event bus's. */
function writesChannel(prefix: string): string {
  return `${prefix}writes`;
}

const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** A message from another process, checked like any input from outside: its sender and table names. */
function parseWritesMessage(text: string): { from: string; tables: string[] } | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const { from, tables } = (value ?? {}) as { from?: unknown; tables?: unknown };
  if (typeof from !== 'string' || !Array.isArray(tables) || tables.length > 500) return null;
  if (!tables.every((table) => typeof table === 'string' && TABLE_NAME.test(table))) return null;
  return { from, tables: tables as string[] };
}

/** Shares writes over Redis: `heard` gets the tables another process wrote. Resolves once subscribed. */
export async function shareWrites(
  redisUrl: string,
  prefix: string,
  logger: BusLogger,
  heard: (tables: string[]) => void,
): Promise<SharedWrites> {
  const channel = writesChannel(prefix);
  const me = randomUUID();
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: Error) => logger.warn({ err: error, channel }, 'redis shared writes connection error'));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = parseWritesMessage(text);
    if (!message) {
      logger.warn({ channel }, 'refused a malformed shared writes message');
      return;
    }
    if (message.from !== me) heard(message.tables);
  });
  let waiting: Set<string> | null = null;
  return {
    tell(tables) {
      if (!waiting) {
        waiting = new Set();
        // The writes of one turn go out together, before the turn's events are published.
        queueMicrotask(() => {
          const told = [...waiting!];
          waiting = null;
          publisher
            .publish(channel, JSON.stringify({ from: me, tables: told }))
            .catch((error: unknown) => logger.warn({ err: error, channel }, 'could not share writes'));
        });
      }
      for (const table of tables) waiting.add(table);
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
