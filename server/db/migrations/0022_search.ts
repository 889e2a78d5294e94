// The search engine's tables (search issue; spec part 2 §7.5). One row per searchable thing in
// search_documents (actors, videos, asmr videos, photo albums, TV series and episodes, blog
// posts), the words of names, titles and tags in search_terms (typo corrections look there),
// and the patterns guests searched in search_patterns (storeSearchPattern, popular searches).
// The full-text index differs per engine, behind server/search/engine.ts:
// - SQLite: two external-content FTS5 tables over search_documents, search_fts_en with the
//   Porter stemmer for English texts and search_fts for every other language (FTS5 ships no
//   stemmer for German, Dutch or Spanish), both with 1- to 3-character prefix indexes; the
//   kind is a column of its own, so a search for actors never walks the videos' postings.
// - PostgreSQL: a tsvector column built with the document's language configuration (german,
//   english, dutch, spanish, else simple) under a GIN index, and pg_trgm plus fuzzystrmatch
//   for typo corrections on search_terms.
import { sql } from 'kysely';
import type { MigrationDb } from './columns.ts';
import { addIdColumn, floatType, isPostgres } from './columns.ts';

export async function up(db: MigrationDb): Promise<void> {
  await addIdColumn(db, db.schema.createTable('search_documents'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('actor', 'video', 'asmr', 'photo', 'tv', 'blog')`))
    .addColumn('ref_id', 'integer', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('popularity', floatType(db), (col) => col.notNull())
    .addColumn('visible_from', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('search_documents_kind_ref', ['kind', 'ref_id'])
    .execute();
  await db.schema
    .createTable('search_terms')
    .addColumn('term', 'text', (col) => col.primaryKey())
    .addColumn('doc_count', 'integer', (col) => col.notNull())
    .execute();
  await addIdColumn(db, db.schema.createTable('search_patterns'))
    .addColumn('pattern', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('last_searched_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('search_patterns_pattern_language', ['pattern', 'language'])
    .execute();

  if (isPostgres(db)) {
    // Extensions live in public, so every schema (tests use one each) finds them.
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`create extension if not exists fuzzystrmatch with schema public`.execute(db);
    await sql`alter table search_documents add column tsv tsvector not null default ''::tsvector`.execute(db);
    await sql`create index search_documents_tsv on search_documents using gin (tsv)`.execute(db);
    const trgmOps = await extensionSchema(db, 'pg_trgm');
    await sql`create index search_terms_trgm on search_terms using gin (term ${sql.raw(`"${trgmOps}".gin_trgm_ops`)})`.execute(db);
    return;
  }
  for (const [table, tokenize] of [
    ['search_fts_en', 'porter unicode61 remove_diacritics 2'],
    ['search_fts', 'unicode61 remove_diacritics 2'],
  ] as const) {
    await sql
      .raw(
        `create virtual table ${table} using fts5(kind, title, body, tags, content='search_documents', content_rowid='id', tokenize='${tokenize}', prefix='1 2 3')`,
      )
      .execute(db);
  }
}

/** The schema an extension was installed in (public, or wherever an earlier install put it). */
export async function extensionSchema(db: MigrationDb, name: string): Promise<string> {
  const { rows } = await sql<{
    schema: string;
  }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = ${name}`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error(`PostgreSQL extension ${name} is not installed`);
  return schema;
}

export async function down(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) {
    await sql`drop table if exists search_fts_en`.execute(db);
    await sql`drop table if exists search_fts`.execute(db);
  }
  await db.schema.dropTable('search_patterns').execute();
  await db.schema.dropTable('search_terms').execute();
  await db.schema.dropTable('search_documents').execute();
}
