// Tables of migration 0022 (documents and terms per language since 0029): the search engine's
// documents, terms and stored patterns. See the migrations for what each holds and how each
// engine indexes them.
import type { Generated } from 'kysely';
import type { SearchKind } from '../../src/contract/search.ts';
import type { EpochMs } from './schema.ts';

export interface SearchDocumentsTable {
  id: Generated<number>;
  kind: SearchKind;
  /** The actor, album (video, asmr, photo), TV episode or blog post id. */
  refId: number;
  /** The text's language: de, en, nl, es; a thing has a document in English and one per language it is translated to. */
  language: string;
  title: string;
  body: string;
  tags: string;
  /** Orders results among equally relevant ones (rank points, views, recency). */
  popularity: number;
  /** Not found before this time (a video published later); 0 for always. */
  visibleFrom: EpochMs;
}

interface SearchTermsTable {
  term: string;
  /** The language of the documents the term is a word of (migration 0029). */
  language: string;
  docCount: number;
}

interface SearchPatternsTable {
  id: Generated<number>;
  pattern: string;
  language: string;
  count: number;
  lastSearchedAt: EpochMs;
}

export interface SearchTables {
  searchDocuments: SearchDocumentsTable;
  searchTerms: SearchTermsTable;
  searchPatterns: SearchPatternsTable;
}
