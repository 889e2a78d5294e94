// The PostgreSQL engine: search_documents.tsv holds each text stemmed in its own language
// (german, english, dutch, spanish) and unstemmed (simple), under a GIN index; a typed word
// is looked up stemmed in every one of those languages and unstemmed, as a prefix. Typo
// corrections come from the searched languages' search_terms by pg_trgm similarity (trigram
// index) or a levenshtein distance of one (fuzzystrmatch), the rule text.ts holds for SQLite.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { SearchKind } from '../../src/contract/search.ts';
import { SEARCH_LIMITS } from '../../src/contract/search.ts';
import { extensionSchema } from '../db/migrations/0022_search.ts';
import type { Database } from '../db/schema.ts';
import { MAX_CORRECTIONS, type MatchAnswer, matchedDocuments, type SearchEngine, type TermCounts, type WordGroup } from './engine.ts';
import { TYPO_RULE } from './text.ts';

const BATCH_ROWS = 500;
/** Corrections kept per process (the terms change only when the index is built anew). */
const CORRECTIONS_KEPT = 5_000;

/** The text-search configuration of each document language; names and the rest: simple. */
const CONFIGS = { de: 'german', en: 'english', nl: 'dutch', es: 'spanish' } as const;

/** `(word:* | correction) & ...`: the words hold letters and digits only (text.ts); titleOnly: weight A, the title. */
export function tsQueryText(groups: readonly WordGroup[], titleOnly = false): string {
  const weight = titleOnly ? 'A' : '';
  return groups
    .map((group) => `(${[`${group.word}:*${weight}`, ...group.corrections.map((term) => (titleOnly ? `${term}:A` : term))].join(' | ')})`)
    .join(' & ');
}

const configCase = sql.raw(
  `case language ${Object.entries(CONFIGS)
    .map(([language, config]) => `when '${language}' then '${config}'::regconfig`)
    .join(' ')} else 'simple'::regconfig end`,
);

function anyLanguage(query: string): RawBuilder<unknown> {
  const parts = ['simple', ...Object.values(CONFIGS)].map((config) => sql`to_tsquery(${sql.raw(`'${config}'`)}, ${query})`);
  return sql`(${sql.join(parts, sql` || `)})`;
}

export function createPostgresEngine(): SearchEngine {
  let extensions: Promise<{ trgm: string; fuzzy: string }> | undefined;
  const corrected = new Map<string, string[]>();

  const extensionsOf = (db: Kysely<Database>) =>
    (extensions ??= Promise.all([extensionSchema(db, 'pg_trgm'), extensionSchema(db, 'fuzzystrmatch')]).then(([trgm, fuzzy]) => ({
      trgm,
      fuzzy,
    })));

  return {
    name: 'postgres',
    reset() {
      corrected.clear();
    },
    async replaceAll(trx, documents, termCounts: TermCounts) {
      await trx.deleteFrom('searchDocuments').execute();
      await trx.deleteFrom('searchTerms').execute();
      for (let start = 0; start < documents.length; start += BATCH_ROWS) {
        await trx
          .insertInto('searchDocuments')
          .values(documents.slice(start, start + BATCH_ROWS))
          .execute();
      }
      await sql`update search_documents set tsv = setweight(to_tsvector(${configCase}, title), 'A') || setweight(to_tsvector('simple', title), 'A') || to_tsvector(${configCase}, body || ' ' || tags) || to_tsvector('simple', body || ' ' || tags)`.execute(
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
    },
    async match(
      db,
      groups: readonly WordGroup[],
      kinds: readonly SearchKind[],
      languages,
      now,
      limit,
      titleOnly = false,
    ): Promise<MatchAnswer> {
      if (groups.length === 0 || kinds.length === 0 || languages.length === 0) return { rows: [], total: 0 };
      return matchedDocuments(db, sql`tsv @@ ${anyLanguage(tsQueryText(groups, titleOnly))}`, kinds, languages, now, limit);
    },
    async corrections(db, word, languages) {
      if (Array.from(word).length < SEARCH_LIMITS.typoMinLength || languages.length === 0) return [];
      const key = `${[...languages].sort().join(',')}\u0000${word}`;
      const hit = corrected.get(key);
      if (hit) return hit;
      const { trgm, fuzzy } = await extensionsOf(db);
      const similarity = sql.raw(`"${trgm}".similarity`);
      const isSimilar = sql.raw(`operator("${trgm}".%)`);
      const levenshtein = sql.raw(`"${fuzzy}".levenshtein_less_equal`);
      const searched = sql.join(languages.map((language) => sql`${language}`));
      const { rows } = await sql<{ term: string }>`
        select term from search_terms
        where language in (${searched})
          and not exists (select 1 from search_terms where term = ${word} and language in (${searched}))
          and term <> ${word}
          and ((term ${isSimilar} ${word} and ${similarity}(term, ${word}) >= ${TYPO_RULE.minSimilarity})
               or ${levenshtein}(term, ${word}, ${TYPO_RULE.maxEdits}) <= ${TYPO_RULE.maxEdits})
        group by term
        order by sum(doc_count) desc, term asc
        limit ${MAX_CORRECTIONS}`.execute(db);
      const found = rows.map((row) => row.term);
      if (corrected.size >= CORRECTIONS_KEPT) corrected.delete(corrected.keys().next().value!);
      corrected.set(key, found);
      return found;
    },
  };
}
