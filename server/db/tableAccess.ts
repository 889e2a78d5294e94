// Which tables the server reads and writes, seen where every statement passes: the driver.
// The answer caches (server/answerCache.ts) are built on it: an answer computed inside
// `recordReads` knows the tables it read, and every committed write names the tables it
// changed, so a cached answer is dropped by any write to what it was made of, whichever code
// path wrote (a domain function, the simulator, an internal import, a raw statement). Nothing
// has to remember to invalidate. See docs/decisions.md (issue 23, answer caches).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, OperationNode, QueryResult, TransactionSettings } from 'kysely';

/** What a computation read while it ran; `wrote` when it changed something itself (then it is not an answer to keep). */
export interface Reading {
  tables: Set<string>;
  wrote: boolean;
}

const readings = new AsyncLocalStorage<Reading>();

/**
 * Runs `compute` noting every table its statements read (in this async context, including
 * statements it starts in parallel). A reading inside another adds to the outer one too.
 */
export async function recordReads<T>(
  compute: () => Promise<T>,
  reading: Reading = { tables: new Set(), wrote: false },
): Promise<{ value: T; reading: Reading }> {
  const value = await readings.run(reading, compute);
  addToCurrentReading(reading);
  return { value, reading };
}

/** Adds what an answer taken from a cache was made of to the reading in progress, if any. */
export function addToCurrentReading(reading: Reading): void {
  const outer = readings.getStore();
  if (!outer || outer === reading) return;
  for (const table of reading.tables) outer.tables.add(table);
  if (reading.wrote) outer.wrote = true;
}

const WRITE_KINDS = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
/** A raw statement that changes rows: insert, update, delete, replace, possibly after a `with`. */
const RAW_WRITE = /^\s*(?:with\b[\s\S]*?\b)?(?:insert|update|delete|replace|merge)\b/i;
/** Table names after from/join/into/update in a raw statement (quoted or not). */
const RAW_TABLES = /\b(?:from|join|into|update)\s+(?:"?[a-z_][a-z0-9_]*"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;

/** Every table a built statement names (its own, joins, subqueries, common table expressions). */
export function tablesOf(query: CompiledQuery): Set<string> {
  const tables = new Set<string>();
  if (query.query.kind === 'RawNode') {
    for (const match of query.sql.matchAll(RAW_TABLES)) tables.add(match[1]!.toLowerCase());
    return tables;
  }
  collectTables(query.query, tables);
  return tables;
}

function collectTables(node: unknown, into: Set<string>): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) collectTables(item, into);
    return;
  }
  const operation = node as OperationNode & { table?: { identifier?: { name?: string } } };
  if (operation.kind === 'TableNode' && operation.table?.identifier?.name) {
    into.add(operation.table.identifier.name);
    return;
  }
  for (const value of Object.values(node)) if (value !== null && typeof value === 'object') collectTables(value, into);
}

export function isWrite(query: CompiledQuery): boolean {
  return WRITE_KINDS.has(query.query.kind) || (query.query.kind === 'RawNode' && RAW_WRITE.test(query.sql));
}

/** Told the tables of every committed write (outside a transaction: once the statement ran). */
export type WriteListener = (tables: ReadonlySet<string>) => void;

/**
 * The dialect with its driver watched: reads are noted in the current reading (only while one
 * is recorded: a statement outside pays one AsyncLocalStorage lookup), writes are told to
 * `written` after they are committed (a rolled-back transaction tells nothing).
 */
export function watchedDialect(dialect: Dialect, written: WriteListener): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => watchedDriver(dialect.createDriver(), written),
  };
}

function watchedDriver(driver: Driver, written: WriteListener): Driver {
  /** Tables written inside each open transaction, by its connection. */
  const pending = new WeakMap<DatabaseConnection, Set<string>>();
  const wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const original = new WeakMap<DatabaseConnection, DatabaseConnection>();

  function watch(connection: DatabaseConnection): DatabaseConnection {
    const known = wrapped.get(connection);
    if (known) return known;
    const watching: DatabaseConnection = {
      async executeQuery<R>(query: CompiledQuery, options?: Parameters<DatabaseConnection['executeQuery']>[1]): Promise<QueryResult<R>> {
        const reading = readings.getStore();
        if (!isWrite(query)) {
          if (reading) for (const table of tablesOf(query)) reading.tables.add(table);
          return connection.executeQuery<R>(query, options);
        }
        if (reading) reading.wrote = true;
        const tables = tablesOf(query);
        const transaction = pending.get(watching);
        if (transaction) {
          for (const table of tables) transaction.add(table);
          return connection.executeQuery<R>(query, options);
        }
        try {
          return await connection.executeQuery<R>(query, options);
        } finally {
          written(tables);
        }
      },
      streamQuery: connection.streamQuery.bind(connection),
    };
    wrapped.set(connection, watching);
    original.set(watching, connection);
    return watching;
  }
  const inner = (connection: DatabaseConnection) => original.get(connection) ?? connection;

  return {
    init: (options) => driver.init(options),
    acquireConnection: async (options) => watch(await driver.acquireConnection(options)),
    async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
      await driver.beginTransaction(inner(connection), settings);
      pending.set(connection, new Set());
    },
    async commitTransaction(connection) {
      const tables = pending.get(connection);
      pending.delete(connection);
      await driver.commitTransaction(inner(connection));
      if (tables && tables.size > 0) written(tables);
    },
    async rollbackTransaction(connection) {
      pending.delete(connection);
      await driver.rollbackTransaction(inner(connection));
    },
    ...(driver.savepoint ? { savepoint: (connection, name, compile) => driver.savepoint!(inner(connection), name, compile) } : {}),
    ...(driver.rollbackToSavepoint
      ? { rollbackToSavepoint: (connection, name, compile) => driver.rollbackToSavepoint!(inner(connection), name, compile) }
      : {}),
    ...(driver.releaseSavepoint
      ? { releaseSavepoint: (connection, name, compile) => driver.releaseSavepoint!(inner(connection), name, compile) }
      : {}),
    releaseConnection: (connection, options) => driver.releaseConnection(inner(connection), options),
    destroy: (options) => driver.destroy(options),
  } satisfies Driver;
}
