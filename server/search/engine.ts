// One interface over two full-text engines (search issue): SQLite FTS5 in the default run,
// PostgreSQL full-text search with pg_trgm and fuzzystrmatch when DATABASE_URL is set. An
// engine finds the documents that match and the terms that stand in for a typo; how the
// matches are ranked is decided once, in ranking.ts, so both engines answer alike. The engines
// import this module; createEngine.ts, above all three, picks one.
import { type Insertable, type Kysely, type RawBuilder, sql } from 'kysely';
import type { SearchKind } from '../../src/contract/search.ts';
import type { Database } from '../db/schema.ts';
import type { SearchDocumentsTable } from '../db/schemaSearch.ts';

/** One row of search_documents as the indexer writes it. */
export type SearchDocument = Omit<Insertable<SearchDocumentsTable>, 'id'>;

/** language -> term -> how many documents of that language hold the term. */
export type TermCounts = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** One typed word: matched as a prefix, or exactly as one of the terms standing in for a typo. */
export interface WordGroup {
  word: string;
  corrections: string[];
}

export interface MatchedDocument {
  kind: SearchKind;
  refId: number;
  title: string;
  tags: string;
  popularity: number;
  /** Actors only: online now. */
  online: boolean;
}

export interface MatchAnswer {
  rows: MatchedDocument[];
  /** All things matched, also those beyond the rows' limit (each once, whatever its languages). */
  total: number;
}

export interface SearchEngine {
  readonly name: 'sqlite' | 'postgres';
  /** Replaces every document and the terms (inside the caller's transaction). */
  replaceAll(trx: Kysely<Database>, documents: readonly SearchDocument[], terms: TermCounts): Promise<void>;
  /**
   * Documents of these kinds and languages that match every group (in their titles only, with
   * titleOnly), the most popular first, at most limit. A thing with a document in two of the
   * languages can come twice; ranking keeps its best one.
   */
  match(
    db: Kysely<Database>,
    groups: readonly WordGroup[],
    kinds: readonly SearchKind[],
    languages: readonly string[],
    now: number,
    limit: number,
    titleOnly?: boolean,
  ): Promise<MatchAnswer>;
  /** Terms of these languages that stand in for a word that is not itself one of their terms (a typo), at most 5. */
  corrections(db: Kysely<Database>, word: string, languages: readonly string[]): Promise<string[]>;
  /** Forget what was read from the terms (after replaceAll). */
  reset(): void;
}

/**
 * The documents an engine's match condition finds, of the given kinds and languages and visible
 * now, with their actors' presence: the most popular first, at most limit, and how many things
 * there are in all.
 */
export async function matchedDocuments(
  db: Kysely<Database>,
  matching: RawBuilder<unknown>,
  kinds: readonly SearchKind[],
  languages: readonly string[],
  now: number,
  limit: number,
): Promise<MatchAnswer> {
  const base = db
    .selectFrom('searchDocuments')
    .where(matching as never)
    .where('searchDocuments.kind', 'in', kinds)
    .where('searchDocuments.language', 'in', languages)
    .where('searchDocuments.visibleFrom', '<=', now);
  const rows = await base
    .leftJoin('actors', (join) => join.onRef('actors.id', '=', 'searchDocuments.refId').on('searchDocuments.kind', '=', 'actor'))
    .select([
      'searchDocuments.kind',
      'searchDocuments.refId',
      'searchDocuments.title',
      'searchDocuments.tags',
      'searchDocuments.popularity',
      'actors.isOnline',
    ])
    .orderBy('searchDocuments.popularity', 'desc')
    .orderBy('searchDocuments.refId', 'asc')
    .limit(limit)
    .execute();
  const things = sql<number>`count(distinct search_documents.kind || ':' || search_documents.ref_id)`;
  const total =
    rows.length < limit
      ? new Set(rows.map((row) => `${row.kind}:${row.refId}`)).size
      : Number((await base.select(things.as('n')).executeTakeFirstOrThrow()).n);
  const online = (value: unknown) => value === 1;
  return {
    rows: rows.map((row) => ({
      kind: row.kind,
      refId: row.refId,
      title: row.title,
      tags: row.tags,
      popularity: Number(row.popularity),
      online: online(row.isOnline),
    })),
    total,
  };
}

/** At most this many corrections stand in for one word: the terms in most documents. */
export const MAX_CORRECTIONS = 5;
