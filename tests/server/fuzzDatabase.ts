// "No change in the database" for the fuzz test: a snapshot of every row of every table
// (hashed), and an audit of writes (triggers) that names the request which wrote. Works on
// SQLite and PostgreSQL alike. The bookkeeping a refused request may write is left out, and
// only that (BOOKKEEPING).
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../server/db/schema.ts';

/**
 * What may change while the fuzz runs without a request having changed it, with why: what a
 * refused request writes on purpose, and what a timer writes. Everything else must stay as it
 * was. Names are the SQL ones (snake_case).
 */
const BOOKKEEPING: { tables: Readonly<Record<string, string>>; columns: Readonly<Record<string, readonly string[]>> } = {
  tables: {
    // A wrong password or a wrong code is counted: refusing it is exactly what the counter is for.
    rate_limits: 'failed logins and code attempts are counted when they are refused',
  },
  columns: {
    // Kept on any request that shows the token, refused ones too (issue 19: at most once a minute).
    access_tokens: ['last_seen_at'],
    // The ticket-show sweep (a timer, server/realtime/index.ts) marks shows invited and actors in a
    // show as their times come, whatever the requests do.
    chat_shows: ['invited_at'],
    actors: ['is_currently_ticket_show'],
  },
};

const AUDIT_TABLE = 'fuzz_changes';

type Dialect = 'sqlite' | 'postgres';

interface TableSnapshot {
  /** Hash of the sorted row hashes: equal for equal contents, whatever the row order. */
  hash: string;
  /** Row hash -> the row as JSON (cut), to show what changed. */
  rows: Map<string, string>;
}
export type Snapshot = Map<string, TableSnapshot>;

export interface Change {
  table: string;
  op: 'insert' | 'update' | 'delete';
}

async function tablesOf(db: Kysely<Database>, dialect: Dialect): Promise<{ name: string; isVirtual: boolean }[]> {
  if (dialect === 'sqlite') {
    const rows = await sql<{
      name: string;
      sql: string | null;
    }>`select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
    return rows.rows.map((row) => ({ name: row.name, isVirtual: /^create virtual table/i.test(row.sql ?? '') }));
  }
  const rows = await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
    db,
  );
  return rows.rows.map((row) => ({ name: row.name, isVirtual: false }));
}

async function columnsOf(db: Kysely<Database>, dialect: Dialect, table: string): Promise<string[]> {
  if (dialect === 'sqlite')
    return (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)).rows.map((row) => row.name);
  const rows = await sql<{
    name: string;
  }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(
    db,
  );
  return rows.rows.map((row) => row.name);
}

const rowJson = (row: Record<string, unknown>) =>
  JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));

/** Every row of every table but the excluded ones, hashed (bookkeeping columns blanked). */
export async function snapshotDatabase(db: Kysely<Database>, dialect: Dialect): Promise<Snapshot> {
  const snapshot: Snapshot = new Map();
  for (const { name } of await tablesOf(db, dialect)) {
    if (name === AUDIT_TABLE || name in BOOKKEEPING.tables) continue;
    const skipped = BOOKKEEPING.columns[name] ?? [];
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    const rows = new Map<string, string>();
    for (const row of result.rows) {
      // The CamelCasePlugin answers camelCase keys even for raw SQL.
      for (const column of skipped) delete row[column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase())];
      const json = rowJson(row);
      const hash = createHash('sha256').update(json).digest('base64');
      // Identical rows (a table without a key) count once more each: keep them apart.
      let key = hash;
      for (let n = 2; rows.has(key); n++) key = `${hash}#${n}`;
      rows.set(key, json.length > 300 ? `${json.slice(0, 300)}…` : json);
    }
    const hash = createHash('sha256')
      .update([...rows.keys()].sort().join('\n'))
      .digest('base64');
    snapshot.set(name, { hash, rows });
  }
  return snapshot;
}

/** What differs between two snapshots, table by table, with a few of the rows (empty: equal). */
export function snapshotDifferences(before: Snapshot, after: Snapshot, rowsShown = 3): string[] {
  const differences: string[] = [];
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const a = before.get(table);
    const b = after.get(table);
    if (a?.hash === b?.hash) continue;
    const gone = [...(a?.rows ?? new Map<string, string>())].filter(([key]) => !b?.rows.has(key)).map(([, row]) => row);
    const added = [...(b?.rows ?? new Map<string, string>())].filter(([key]) => !a?.rows.has(key)).map(([, row]) => row);
    differences.push(
      `${table}: ${gone.length} rows gone, ${added.length} rows new` +
        gone
          .slice(0, rowsShown)
          .map((row) => `\n  - ${row}`)
          .join('') +
        added
          .slice(0, rowsShown)
          .map((row) => `\n  + ${row}`)
          .join(''),
    );
  }
  return differences;
}

export interface WriteAudit {
  /** The writes since the last call (and forgets them). */
  takeChanges(): Promise<Change[]>;
  /** Drops the triggers and the audit table. */
  remove(): Promise<void>;
}

/**
 * Triggers on every ordinary table that note each insert, delete and real update (a column
 * other than the bookkeeping ones changed) in an audit table. SQLite: temporary triggers and
 * table, so the database file itself is untouched (the server uses one connection).
 * Full-text index tables take no triggers; the snapshot covers them.
 */
export async function installWriteAudit(db: Kysely<Database>, dialect: Dialect): Promise<WriteAudit> {
  const tables = await tablesOf(db, dialect);
  const virtualNames = tables.filter((table) => table.isVirtual).map((table) => table.name);
  const audited = tables.filter(
    (table) =>
      !table.isVirtual &&
      table.name !== AUDIT_TABLE &&
      !(table.name in BOOKKEEPING.tables) &&
      !virtualNames.some((name) => table.name.startsWith(`${name}_`)),
  );
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  let lastId = 0;

  if (dialect === 'sqlite') {
    await sql
      .raw(`create temp table ${AUDIT_TABLE} (id integer primary key autoincrement, tbl text not null, op text not null)`)
      .execute(db);
    for (const { name } of audited) {
      const skipped = BOOKKEEPING.columns[name] ?? [];
      const columns = (await columnsOf(db, dialect, name)).filter((column) => !skipped.includes(column));
      const log = (op: string) => `insert into temp.${AUDIT_TABLE} (tbl, op) values ('${name}', '${op}')`;
      await sql
        .raw(`create temp trigger ${quote(`fuzz_i_${name}`)} after insert on main.${quote(name)} begin ${log('insert')}; end`)
        .execute(db);
      await sql
        .raw(`create temp trigger ${quote(`fuzz_d_${name}`)} after delete on main.${quote(name)} begin ${log('delete')}; end`)
        .execute(db);
      if (columns.length > 0) {
        const changed = columns.map((column) => `old.${quote(column)} is not new.${quote(column)}`).join(' or ');
        await sql
          .raw(
            `create temp trigger ${quote(`fuzz_u_${name}`)} after update on main.${quote(name)} when ${changed} begin ${log('update')}; end`,
          )
          .execute(db);
      }
    }
  } else {
    await sql.raw(`create table ${AUDIT_TABLE} (id serial primary key, tbl text not null, op text not null)`).execute(db);
    await sql
      .raw(
        `create function fuzz_audit() returns trigger language plpgsql as $$
        begin
          if tg_op = 'UPDATE' and (to_jsonb(new) - coalesce(tg_argv, '{}'::text[])) = (to_jsonb(old) - coalesce(tg_argv, '{}'::text[])) then return null; end if;
          insert into ${AUDIT_TABLE} (tbl, op) values (tg_table_name, lower(tg_op));
          return null;
        end $$`,
      )
      .execute(db);
    for (const { name } of audited) {
      const skipped = (BOOKKEEPING.columns[name] ?? []).map((column) => `'${column}'`).join(', ');
      await sql
        .raw(
          `create trigger fuzz_audit after insert or update or delete on ${quote(name)} for each row execute function fuzz_audit(${skipped})`,
        )
        .execute(db);
    }
  }

  return {
    async takeChanges() {
      const rows = await sql<{
        id: number;
        tbl: string;
        op: Change['op'];
      }>`select id, tbl, op from ${sql.table(AUDIT_TABLE)} where id > ${lastId} order by id`.execute(db);
      if (rows.rows.length > 0) lastId = Number(rows.rows[rows.rows.length - 1]!.id);
      return rows.rows.map((row) => ({ table: row.tbl, op: row.op }));
    },
    async remove() {
      if (dialect === 'sqlite') {
        for (const { name } of audited) {
          for (const kind of ['i', 'd', 'u']) await sql.raw(`drop trigger if exists temp.${quote(`fuzz_${kind}_${name}`)}`).execute(db);
        }
        await sql.raw(`drop table if exists temp.${AUDIT_TABLE}`).execute(db);
        return;
      }
      for (const { name } of audited) await sql.raw(`drop trigger if exists fuzz_audit on ${quote(name)}`).execute(db);
      await sql.raw(`drop function if exists fuzz_audit()`).execute(db);
      await sql.raw(`drop table if exists ${AUDIT_TABLE}`).execute(db);
    },
  };
}
