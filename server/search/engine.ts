// One interface over two full-text engines (search issue): SQLite FTS5 in the default run,
// PostgreSQL full-text search with pg_trgm and fuzzystrmatch when DATABASE_URL is set. An
// engine finds the documents that match and the terms that stand in for a typo; how the
// matches are ranked is decided once, in ranking.ts, so both engines answer alike.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SearchKind } from '../../src/contract/search.ts';
import { createPostgresEngine } from './postgresEngine.ts';
import { createSqliteEngine } from './sqliteEngine.ts';

export interface SearchDocument {
  kind: SearchKind;
  refId: number;
  language: string;
  title: string;
  body: string;
  tags: string;
  popularity: number;
  visibleFrom: number;
}

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
  /** All matches, also those beyond the rows' limit. */
  total: number;
}

export interface SearchEngine {
  readonly name: 'sqlite' | 'postgres';
  /** Replaces every document and the terms (inside the caller's transaction). */
  replaceAll(trx: Kysely<Database>, documents: readonly SearchDocument[], terms: ReadonlyMap<string, number>): Promise<void>;
  /** Documents of these kinds that match every group (in their titles only, with titleOnly), the most popular first, at most limit. */
  match(db: Kysely<Database>, groups: readonly WordGroup[], kinds: readonly SearchKind[], now: number, limit: number, titleOnly?: boolean): Promise<MatchAnswer>;
  /** Known terms that stand in for a word that is not itself a known term (a typo), at most 5. */
  corrections(db: Kysely<Database>, word: string): Promise<string[]>;
  /** Forget what was read from the terms (after replaceAll). */
  reset(): void;
}

/** At most this many corrections stand in for one word: the terms in most documents. */
export const MAX_CORRECTIONS = 5;

export function createSearchEngine(dialect: 'sqlite' | 'postgres'): SearchEngine {
  return dialect === 'postgres' ? createPostgresEngine() : createSqliteEngine();
}
