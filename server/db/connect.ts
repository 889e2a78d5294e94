// Opens the database: an embedded SQLite file by default, PostgreSQL when a URL is given
// (ARCHITECTURE.md "Running"). Both are wrapped in the same Kysely<Database> with the
// CamelCasePlugin, so the rest of the server never branches on the engine.
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { LogEvent } from 'kysely';
import { CamelCasePlugin, CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { type WriteListener, watchedDialect } from './tableAccess.ts';

type DialectName = 'sqlite' | 'postgres';

/** The subset of a pino / Fastify logger the database uses. */
interface DbLogger {
  debug(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ConnectOptions {
  /** Folder of the SQLite file `glimmer.sqlite` (created when missing); ':memory:' for a
   * throwaway in-memory database. Ignored when databaseUrl is set. */
  dataDir: string;
  /** postgres://... : use PostgreSQL instead of SQLite. */
  databaseUrl?: string;
  /** PostgreSQL only: a schema to create (if missing) and use on every connection, so
   * parallel test runs on one database do not collide. */
  pgSchema?: string;
  logger?: DbLogger;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Calls `listener` with the tables of every committed write (server/db/tableAccess.ts); returns the unsubscribe function. */
  onWrite(listener: WriteListener): () => void;
  close(): Promise<void>;
}

export const SQLITE_FILE_NAME = 'glimmer.sqlite';

// int8 (count(*), bigint timestamps, sums) and numeric (avg, sum of bigint) come back from pg
// as strings by default; every value we store fits a JS number, and SQLite returns numbers,
// so both engines answer alike. Installed once for the process (pg's parsers are global).
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));

export function connectDatabase(opts: ConnectOptions): DatabaseHandle {
  const log = opts.logger ? queryLogger(opts.logger) : undefined;
  const listeners = new Set<WriteListener>();
  const written: WriteListener = (tables) => {
    for (const listener of listeners) listener(tables);
  };
  const handle = opts.databaseUrl
    ? connectPostgres(opts.databaseUrl, opts.pgSchema, log, opts.logger, written)
    : connectSqlite(opts.dataDir, log, written);
  return {
    ...handle,
    onWrite(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function connectSqlite(dataDir: string, log: ((event: LogEvent) => void) | undefined, written: WriteListener) {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    fs.mkdirSync(dataDir, { recursive: true });
    file = path.join(dataDir, SQLITE_FILE_NAME);
  }
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run while one writer writes; busy_timeout makes a second process wait
  // for the write lock instead of failing at once; NORMAL sync is safe with WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: watchedDialect(new SqliteDialect({ database: withStatementCache(sqlite) }), written),
    plugins: [new CamelCasePlugin()],
    ...(log ? { log } : {}),
  });
  return { db, dialect: 'sqlite' as const, close: () => db.destroy() };
}

/** Most prepared statements kept per database; the server's distinct statements are far fewer. */
export const STATEMENT_CACHE_SIZE = 1_000;

/**
 * Kysely's SQLite driver prepares every query anew. Preparing costs more than running most of
 * our reads, and each native statement left to the garbage collector lengthens its pauses (the
 * actors bench showed it in the p99), so statements are kept by their SQL text, least recently
 * used dropped first. A statement still iterating (a streamed query) is never handed out twice.
 */
export function withStatementCache(
  sqlite: SqliteDatabase.Database,
  size = STATEMENT_CACHE_SIZE,
): Pick<SqliteDatabase.Database, 'close' | 'prepare'> {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (source: string) => {
      const cached = statements.get(source);
      if (cached && !cached.busy) {
        statements.delete(source);
        statements.set(source, cached);
        return cached;
      }
      const statement = sqlite.prepare(source);
      if (cached) return statement;
      statements.set(source, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
  } as Pick<SqliteDatabase.Database, 'close' | 'prepare'>;
}

function connectPostgres(
  databaseUrl: string,
  pgSchema: string | undefined,
  log: ((event: LogEvent) => void) | undefined,
  logger: DbLogger | undefined,
  written: WriteListener,
) {
  if (pgSchema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(pgSchema)) {
    throw new Error(`pgSchema must be a lowercase SQL identifier, got ${JSON.stringify(pgSchema)}`);
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', (error) => logger?.error({ err: error }, 'idle PostgreSQL connection failed'));
  let schemaReady: Promise<void> | undefined;
  const db = new Kysely<Database>({
    dialect: watchedDialect(
      new PostgresDialect({
        pool,
        onCreateConnection: pgSchema
          ? async (connection) => {
              // The first connection creates the schema; the others wait for it.
              schemaReady ??= connection.executeQuery(CompiledQuery.raw(`create schema if not exists "${pgSchema}"`)).then(
                () => undefined,
                (error: unknown) => {
                  // 23505: another process created it between the check and the create.
                  if ((error as { code?: string }).code === '23505') return;
                  schemaReady = undefined;
                  throw error;
                },
              );
              await schemaReady;
              await connection.executeQuery(CompiledQuery.raw(`set search_path to "${pgSchema}"`));
            }
          : undefined,
      }),
      written,
    ),
    plugins: [new CamelCasePlugin()],
    ...(log ? { log } : {}),
  });
  return { db, dialect: 'postgres' as const, close: () => db.destroy() };
}

const MAX_LOGGED_SQL = 500;

/** Every query at debug level, failed ones at error level (parameters are never logged). */
function queryLogger(logger: DbLogger) {
  return (event: LogEvent) => {
    // Batch inserts (the seed) compile to very long statements; the start is enough to tell.
    const text = event.query.sql;
    const sql = text.length > MAX_LOGGED_SQL ? `${text.slice(0, MAX_LOGGED_SQL)}…` : text;
    const details = { sql, durationMs: Math.round(event.queryDurationMillis) };
    if (event.level === 'error') logger.error({ ...details, err: event.error }, 'database query failed');
    else logger.debug(details, 'database query');
  };
}
