// The search itself, over either engine: a pattern cut down to words (text.ts), each word with
// the terms that stand in for a typo, the engine's matches ranked (ranking.ts) and grouped by
// section. A guest searches the English texts and those of their language (issue 20: a German
// guest finds a video by its German title). Answers for the same pattern and language are kept
// a few seconds per process, so a burst of guests typing the same name costs one engine call.
import type { Kysely } from 'kysely';
import type { GlobalSearchSection, Language } from '../../src/contract/enums.ts';
import { SEARCH_KINDS, SECTION_KINDS, type SearchKind } from '../../src/contract/search.ts';
import { NAME_COLUMN } from '../db/names.ts';
import type { Database } from '../db/schema.ts';
import type { SearchEngine, WordGroup } from './engine.ts';
import { type RankedDocument, rankMatches } from './ranking.ts';
import { type ParsedPattern, parsePattern } from './text.ts';

/** Matches read per search: enough to rank every document of the seed that any word matches. */
const MATCH_LIMIT = 5_000;
/** How long a ranked answer is reused for the same words (content changes only at start). */
const ANSWER_CACHE_MS = 5_000;
const ANSWER_CACHE_SIZE = 500;

export interface RankedSearch {
  pattern: string;
  words: string[];
  /** All matches of the asked kinds, in the order a guest sees them. */
  ranked: RankedDocument[];
  total: number;
}

export interface Searcher {
  readonly engine: SearchEngine;
  /** Ranked matches of these kinds for a raw pattern in a guest's language (titleOnly: matched in titles, as names are). */
  search(raw: string, language: Language, kinds?: readonly SearchKind[], titleOnly?: boolean): Promise<RankedSearch>;
  /** The tag groups and the category names in a language: what tag suggestions are made of. */
  tags(language: Language): Promise<string[]>;
  /** Forget kept answers (after the index was built anew). */
  clear(): void;
}

export function createSearcher(db: Kysely<Database>, engine: SearchEngine, clock: () => number = Date.now): Searcher {
  const kept = new Map<string, { at: number; answer: Promise<RankedSearch> }>();
  const tagLists = new Map<Language, Promise<string[]>>();

  async function run(
    { pattern, words }: ParsedPattern,
    language: Language,
    kinds: readonly SearchKind[],
    now: number,
    titleOnly: boolean,
  ): Promise<RankedSearch> {
    if (words.length === 0) return { pattern, words, ranked: [], total: 0 };
    const languages = language === 'en' ? ['en'] : ['en', language];
    const corrections = await Promise.all(words.map((word) => engine.corrections(db, word, languages)));
    const groups: WordGroup[] = words.map((word, index) => ({ word, corrections: corrections[index]! }));
    const { rows, total } = await engine.match(db, groups, kinds, languages, now, MATCH_LIMIT, titleOnly);
    return { pattern, words, ranked: rankMatches(rows, words, corrections), total };
  }

  return {
    engine,
    clear() {
      kept.clear();
      tagLists.clear();
    },
    tags(language) {
      let tags = tagLists.get(language);
      if (!tags) {
        tags = loadTags(db, language);
        tagLists.set(language, tags);
        tags.catch(() => tagLists.delete(language));
      }
      return tags;
    },
    search(raw, language, kinds = SEARCH_KINDS, titleOnly = false) {
      const now = clock();
      const parsed = parsePattern(raw);
      const key = `${language}:${kinds.join(',')}${titleOnly ? ':title' : ''}\u0000${parsed.words.join(' ')}`;
      const hit = kept.get(key);
      if (hit && now - hit.at < ANSWER_CACHE_MS) return hit.answer.then((answer) => ({ ...answer, pattern: parsed.pattern }));
      const answer = run(parsed, language, kinds, now, titleOnly);
      kept.delete(key);
      kept.set(key, { at: now, answer });
      if (kept.size > ANSWER_CACHE_SIZE) kept.delete(kept.keys().next().value!);
      answer.catch(() => kept.delete(key));
      return answer;
    },
  };
}

async function loadTags(db: Kysely<Database>, language: Language): Promise<string[]> {
  const nameColumn = NAME_COLUMN[language];
  const [groups, categories] = await Promise.all([
    db.selectFrom('albums').select('tagGroup').distinct().where('tagGroup', '<>', '').execute(),
    db.selectFrom('categories').select(nameColumn).orderBy('position').execute(),
  ]);
  return [...groups.map((row) => row.tagGroup).sort(), ...categories.map((row) => row[nameColumn] as string)];
}

/** The matches of one section, in order. */
export function sectionOf(search: RankedSearch, section: GlobalSearchSection): RankedDocument[] {
  const kinds = SECTION_KINDS[section];
  return search.ranked.filter((doc) => kinds.includes(doc.kind));
}
