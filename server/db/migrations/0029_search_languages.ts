// The search index in every language (issue 20, point 4): a document per searchable thing and
// language its texts are translated to (content_translations), so a German guest finds a video
// by its German title; and the terms typos are corrected to, per language, so a word of another
// language never stands in for an English guest's typo. The index is derived data, rebuilt at
// the next start (SEARCH_INDEX_VERSION), so its tables are made anew rather than altered
// (SQLite cannot drop a unique constraint).
import { sql } from 'kysely';
import type { MigrationDb } from './columns.ts';
import { addIdColumn, floatType, isPostgres } from './columns.ts';

const FTS_TABLES = [
  ['search_fts_en', 'porter unicode61 remove_diacritics 2'],
  ['search_fts', 'unicode61 remove_diacritics 2'],
] as const;

/** search_documents and search_terms as the index needs them, unique per (kind, ref_id) plus language when perLanguage. */
async function createTables(db: MigrationDb, perLanguage: boolean): Promise<void> {
  await addIdColumn(db, db.schema.createTable('search_documents'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('actor', 'video', 'asmr', 'photo', 'tv', 'blog')`))
    .addColumn('ref_id', 'integer', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('popularity', floatType(db), (col) => col.notNull())
    .addColumn('visible_from', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('search_documents_kind_ref', perLanguage ? ['kind', 'ref_id', 'language'] : ['kind', 'ref_id'])
    .execute();
  const terms = db.schema.createTable('search_terms').addColumn('term', 'text', (col) => col.notNull());
  await (perLanguage ? terms.addColumn('language', 'text', (col) => col.notNull()) : terms)
    .addColumn('doc_count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_terms_pk', (perLanguage ? ['term', 'language'] : ['term']) as never)
    .execute();
  if (isPostgres(db)) {
    await sql`alter table search_documents add column tsv tsvector not null default ''::tsvector`.execute(db);
    await sql`create index search_documents_tsv on search_documents using gin (tsv)`.execute(db);
    const { rows } = await sql<{
      schema: string;
    }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
      db,
    );
    await sql`create index search_terms_trgm on search_terms using gin (term ${sql.raw(`"${rows[0]!.schema}".gin_trgm_ops`)})`.execute(db);
    return;
  }
  for (const [table, tokenize] of FTS_TABLES) {
    await sql
      .raw(
        `create virtual table ${table} using fts5(kind, title, body, tags, content='search_documents', content_rowid='id', tokenize='${tokenize}', prefix='1 2 3')`,
      )
      .execute(db);
  }
}

async function dropTables(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) for (const [table] of FTS_TABLES) await sql.raw(`drop table if exists ${table}`).execute(db);
  await db.schema.dropTable('search_terms').execute();
  await db.schema.dropTable('search_documents').execute();
  // Whatever was indexed is gone: the next start builds the index again.
  await db.deleteFrom('meta').where('key', '=', 'search.stamp').execute();
}

export async function up(db: MigrationDb): Promise<void> {
  await dropTables(db);
  await createTables(db, true);
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db);
  await createTables(db, false);
}
