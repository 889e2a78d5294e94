// The SQLite engine: FTS5 external-content tables over search_documents (migration 0022),
// English texts in search_fts_en (Porter stemmer), every other language in search_fts. Typo
// corrections compare the typed word with the known terms in memory, with the same rule as
// PostgreSQL's levenshtein and pg_trgm similarity (text.ts).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SearchKind } from '../../src/contract/search.ts';
import { MAX_CORRECTIONS, type MatchAnswer, type SearchDocument, type SearchEngine, type WordGroup } from './engine.ts';
import { isTypoOf } from './text.ts';

const BATCH_ROWS = 500;

/** An FTS5 string token: the word quoted (it holds letters and digits only, see text.ts). */
const quoted = (word: string) => `"${word.replaceAll('"', '')}"`;

/** `("word"* OR "correction")` per group, all groups required. */
export function fts5Query(groups: readonly WordGroup[]): string {
  return groups.map((group) => `(${[`${quoted(group.word)}*`, ...group.corrections.map(quoted)].join(' OR ')})`).join(' AND ');
}

export function createSqliteEngine(): SearchEngine {
  let terms: { known: Set<string>; byCount: { term: string; docCount: number }[] } | undefined;

  async function loadTerms(db: Kysely<Database>) {
    if (terms) return terms;
    const rows = await db.selectFrom('searchTerms').select(['term', 'docCount']).orderBy('docCount', 'desc').orderBy('term', 'asc').execute();
    terms = { known: new Set(rows.map((row) => row.term)), byCount: rows };
    return terms;
  }

  return {
    name: 'sqlite',
    reset() {
      terms = undefined;
    },
    async replaceAll(trx, documents: readonly SearchDocument[], termCounts) {
      await sql`insert into search_fts_en(search_fts_en) values('delete-all')`.execute(trx);
      await sql`insert into search_fts(search_fts) values('delete-all')`.execute(trx);
      await trx.deleteFrom('searchDocuments').execute();
      await trx.deleteFrom('searchTerms').execute();
      for (let start = 0; start < documents.length; start += BATCH_ROWS) {
        const batch = documents.slice(start, start + BATCH_ROWS).map((doc, index) => ({ id: start + index + 1, ...doc }));
        await trx.insertInto('searchDocuments').values(batch).execute();
      }
      await sql`insert into search_fts_en(rowid, title, body, tags) select id, title, body, tags from search_documents where language = 'en'`.execute(trx);
      await sql`insert into search_fts(rowid, title, body, tags) select id, title, body, tags from search_documents where language <> 'en'`.execute(trx);
      const termRows = [...termCounts].map(([term, docCount]) => ({ term, docCount }));
      for (let start = 0; start < termRows.length; start += BATCH_ROWS) {
        await trx.insertInto('searchTerms').values(termRows.slice(start, start + BATCH_ROWS)).execute();
      }
      terms = undefined;
    },
    async match(db, groups, kinds: readonly SearchKind[], now, limit): Promise<MatchAnswer> {
      if (groups.length === 0 || kinds.length === 0) return { rows: [], total: 0 };
      const query = fts5Query(groups);
      const matching = sql`search_documents.id in (select rowid from search_fts_en where search_fts_en match ${query} union all select rowid from search_fts where search_fts match ${query})`;
      const base = db
        .selectFrom('searchDocuments')
        .where(matching as never)
        .where('searchDocuments.kind', 'in', kinds)
        .where('searchDocuments.visibleFrom', '<=', now);
      const rows = await base
        .leftJoin('actors', (join) => join.onRef('actors.id', '=', 'searchDocuments.refId').on('searchDocuments.kind', '=', 'actor'))
        .select(['searchDocuments.kind', 'searchDocuments.refId', 'searchDocuments.title', 'searchDocuments.tags', 'searchDocuments.popularity', 'actors.isOnline'])
        .orderBy('searchDocuments.popularity', 'desc')
        .orderBy('searchDocuments.refId', 'asc')
        .limit(limit)
        .execute();
      const total = rows.length < limit ? rows.length : Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      return { rows: rows.map((row) => ({ kind: row.kind, refId: row.refId, title: row.title, tags: row.tags, popularity: row.popularity, online: row.isOnline === 1 })), total };
    },
    async corrections(db, word) {
      const { known, byCount } = await loadTerms(db);
      if (known.has(word)) return [];
      const found: string[] = [];
      for (const { term } of byCount) {
        if (isTypoOf(word, term)) found.push(term);
        if (found.length === MAX_CORRECTIONS) break;
      }
      return found;
    },
  };
}
