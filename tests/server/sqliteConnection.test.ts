// The SQLite connection itself: the data folder and pragmas it sets up, and the prepared-statement
// cache in front of better-sqlite3.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { connectDatabase, SQLITE_FILE_NAME, STATEMENT_CACHE_SIZE, withStatementCache } from '../../server/db/connect.ts';

describe('SQLite connection', () => {
  test('the database file is created in a missing data folder, with WAL and foreign keys on', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'glimmer-db-test-'));
    const dataDir = path.join(root, 'nested', 'data');
    const handle = connectDatabase({ dataDir });
    const pragma = async (name: string) => {
      const { rows } = await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(handle.db);
      return Object.values(rows[0] ?? {})[0];
    };
    try {
      expect(handle.dialect).toBe('sqlite');
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      expect(Number(await pragma('busy_timeout'))).toBeGreaterThan(0);
      expect(existsSync(path.join(dataDir, SQLITE_FILE_NAME))).toBe(true);
    } finally {
      await handle.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('statements are prepared once per SQL text, the least recently used dropped past the cache size', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const prepared: string[] = [];
    const counting = { prepare: (source: string) => (prepared.push(source), sqlite.prepare(source)), close: () => sqlite.close() };
    const cache = withStatementCache(counting as unknown as SqliteDatabase.Database, 2);
    try {
      const one = cache.prepare('select 1 as n');
      expect(cache.prepare('select 1 as n')).toBe(one);
      cache.prepare('select 2 as n');
      cache.prepare('select 1 as n'); // now the most recent
      cache.prepare('select 3 as n'); // drops 'select 2'
      expect(cache.prepare('select 1 as n')).toBe(one);
      cache.prepare('select 2 as n');
      expect(prepared).toEqual(['select 1 as n', 'select 2 as n', 'select 3 as n', 'select 2 as n']);
      expect(STATEMENT_CACHE_SIZE).toBe(1_000);
    } finally {
      cache.close();
    }
  });

  test('a statement still iterating is not handed out again: a fresh one runs beside it', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const cache = withStatementCache(sqlite);
    try {
      const source = "select value from json_each('[1,2,3]')";
      const iterating = cache.prepare(source);
      const rows = iterating.iterate();
      expect(rows.next().value).toEqual({ value: 1 });
      const beside = cache.prepare(source);
      expect(beside).not.toBe(iterating);
      expect(beside.all()).toEqual([{ value: 1 }, { value: 2 }, { value: 3 }]);
      expect([...rows]).toEqual([{ value: 2 }, { value: 3 }]);
      expect(cache.prepare(source)).toBe(iterating);
    } finally {
      cache.close();
    }
  });
});
