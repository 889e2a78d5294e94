// The SQLite engine: FTS5 external-content tables over search_documents (migrations 0022, 0029),
// English texts in search_fts_en (Porter stemmer), every other language in search_fts. Typo
// corrections compare the typed word with the known terms of the searched languages in memory,
// with the same rule as PostgreSQL's levenshtein and pg_trgm similarity (text.ts).
import { type Kysely, sql } from 'kysely';
import type { SearchKind } from '../../src/contract/search.ts';
import { SEARCH_LIMITS } from '../../src/contract/search.ts';
import type { Database } from '../db/schema.ts';
import {
  MAX_CORRECTIONS,
  type MatchAnswer,
  matchedDocuments,
  type SearchDocument,
  type SearchEngine,
  type TermCounts,
  type WordGroup,
} from './engine.ts';
import { typoMatcher } from './text.ts';

const BATCH_ROWS = 500;
/** Corrections kept per process (the terms change only when the index is built anew). */
const CORRECTIONS_KEPT = 5_000;

/** An FTS5 string token: the word quoted (it holds letters and digits only, see text.ts). */
const quoted = (word: string) => `"${word.replaceAll('"', '')}"`;

/**
 * `("word"* OR "correction")` per group, all groups required, in the title, body and tags
 * columns (the title only with titleOnly), of documents of the given kinds.
 */
export function fts5Query(groups: readonly WordGroup[], kinds: readonly SearchKind[], titleOnly = false): string {
  const words = groups.map((group) => `(${[`${quoted(group.word)}*`, ...group.corrections.map(quoted)].join(' OR ')})`).join(' AND ');
  return `kind : (${kinds.map(quoted).join(' OR ')}) AND ${titleOnly ? 'title' : '{title body tags}'} : (${words})`;
}

/** The terms of one language by length, so a typo is looked for among terms that could be one. */
interface KnownTerms {
  known: Set<string>;
  byLength: Map<number, { term: string; docCount: number }[]>;
}

export function createSqliteEngine(): SearchEngine {
  let terms: Promise<Map<string, KnownTerms>> | undefined;
  const corrected = new Map<string, string[]>();

  async function readTerms(db: Kysely<Database>): Promise<Map<string, KnownTerms>> {
    const rows = await db.selectFrom('searchTerms').select(['term', 'language', 'docCount']).execute();
    const byLanguage = new Map<string, KnownTerms>();
    for (const row of rows) {
      let terms = byLanguage.get(row.language);
      if (!terms) byLanguage.set(row.language, (terms = { known: new Set(), byLength: new Map() }));
      const length = Array.from(row.term).length;
      terms.known.add(row.term);
      let sameLength = terms.byLength.get(length);
      if (!sameLength) terms.byLength.set(length, (sameLength = []));
      sameLength.push({ term: row.term, docCount: row.docCount });
    }
    return byLanguage;
  }

  return {
    name: 'sqlite',
    reset() {
      terms = undefined;
      corrected.clear();
    },
    async replaceAll(trx, documents: readonly SearchDocument[], termCounts: TermCounts) {
      await sql`insert into search_fts_en(search_fts_en) values('delete-all')`.execute(trx);
      await sql`insert into search_fts(search_fts) values('delete-all')`.execute(trx);
      await trx.deleteFrom('searchDocuments').execute();
      await trx.deleteFrom('searchTerms').execute();
      for (let start = 0; start < documents.length; start += BATCH_ROWS) {
        const batch = documents.slice(start, start + BATCH_ROWS).map((doc, index) => ({ id: start + index + 1, ...doc }));
        await trx.insertInto('searchDocuments').values(batch).execute();
      }
      await sql`insert into search_fts_en(rowid, kind, title, body, tags) select id, kind, title, body, tags from search_documents where language = 'en'`.execute(
        trx,
      );
      await sql`insert into search_fts(rowid, kind, title, body, tags) select id, kind, title, body, tags from search_documents where language <> 'en'`.execute(
        trx,
      );
      const termRows = [...termCounts].flatMap(([language, counts]) =>
        [...counts].map(([term, docCount]) => ({ term, language, docCount })),
      );
      for (let start = 0; start < termRows.length; start += BATCH_ROWS) {
        await trx
          .insertInto('searchTerms')
          .values(termRows.slice(start, start + BATCH_ROWS))
          .execute();
      }
      terms = undefined;
      corrected.clear();
    },
    async match(db, groups, kinds: readonly SearchKind[], languages, now, limit, titleOnly = false): Promise<MatchAnswer> {
      if (groups.length === 0 || kinds.length === 0 || languages.length === 0) return { rows: [], total: 0 };
      const query = fts5Query(groups, kinds, titleOnly);
      const tables = [
        ...(languages.includes('en') ? [sql`select rowid from search_fts_en where search_fts_en match ${query}`] : []),
        ...(languages.some((language) => language !== 'en') ? [sql`select rowid from search_fts where search_fts match ${query}`] : []),
      ];
      const matching = sql`search_documents.id in (${sql.join(tables, sql` union all `)})`;
      return matchedDocuments(db, matching, kinds, languages, now, limit);
    },
    async corrections(db, word, languages) {
      const length = Array.from(word).length;
      if (length < SEARCH_LIMITS.typoMinLength) return [];
      const key = `${[...languages].sort().join(',')}\u0000${word}`;
      const hit = corrected.get(key);
      if (hit) return hit;
      terms ??= readTerms(db);
      const byLanguage = await terms;
      const searched = languages.flatMap((language) => byLanguage.get(language) ?? []);
      if (searched.some(({ known }) => known.has(word))) return [];
      // A trigram similarity of 0.5 needs the longer word at most about twice the shorter.
      const docCounts = new Map<string, number>();
      for (const { byLength } of searched) {
        for (let n = Math.max(1, Math.floor(length / 2) - 1); n <= length * 2 + 1; n++) {
          for (const { term, docCount } of byLength.get(n) ?? []) docCounts.set(term, (docCounts.get(term) ?? 0) + docCount);
        }
      }
      const isTypo = typoMatcher(word);
      const found = [...docCounts]
        .filter(([term]) => isTypo(term))
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, MAX_CORRECTIONS)
        .map(([term]) => term);
      if (corrected.size >= CORRECTIONS_KEPT) corrected.delete(corrected.keys().next().value!);
      corrected.set(key, found);
      return found;
    },
  };
}
