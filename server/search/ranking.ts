// How matches are ranked, the same for both engines: by relevance to the typed words (the
// title equal to the pattern, starting with it, holding every word, the tags holding them, a
// typo corrected in the title, then any other match), online actors first among equals, then
// the more popular, then the lower id. A thing matched in two languages is listed once, by its
// better text.
import type { MatchedDocument } from './engine.ts';
import { wordsOf } from './text.ts';

export const RELEVANCE = {
  titleEqualsPattern: 6,
  titleStartsWithPattern: 5,
  everyWordInTitle: 4,
  everyWordInTitleOrTags: 3,
  typoCorrectedInTitle: 2,
  elsewhere: 1,
} as const;

const hasPrefix = (words: readonly string[], prefix: string) => words.some((word) => word.startsWith(prefix));

/** How well a document's title and tags answer the typed words (corrections[i]: what stands in for words[i]). */
export function relevanceOf(
  doc: Pick<MatchedDocument, 'title' | 'tags'>,
  words: readonly string[],
  corrections: readonly (readonly string[])[],
): number {
  const titleWords = wordsOf(doc.title);
  const title = titleWords.join(' ');
  const pattern = words.join(' ');
  if (title === pattern) return RELEVANCE.titleEqualsPattern;
  if (title.startsWith(pattern)) return RELEVANCE.titleStartsWithPattern;
  if (words.every((word) => hasPrefix(titleWords, word))) return RELEVANCE.everyWordInTitle;
  const tagWords = wordsOf(doc.tags);
  if (words.every((word) => hasPrefix(titleWords, word) || hasPrefix(tagWords, word))) return RELEVANCE.everyWordInTitleOrTags;
  if (words.every((word, index) => hasPrefix(titleWords, word) || titleWords.some((title) => corrections[index]?.includes(title)))) {
    return RELEVANCE.typoCorrectedInTitle;
  }
  return RELEVANCE.elsewhere;
}

export interface RankedDocument extends MatchedDocument {
  relevance: number;
}

/** The matches in the order a guest sees them, each thing once. */
export function rankMatches(
  rows: readonly MatchedDocument[],
  words: readonly string[],
  corrections: readonly (readonly string[])[],
): RankedDocument[] {
  const seen = new Set<string>();
  return rows
    .map((row) => ({ ...row, relevance: relevanceOf(row, words, corrections) }))
    .sort((a, b) => b.relevance - a.relevance || Number(b.online) - Number(a.online) || b.popularity - a.popularity || a.refId - b.refId)
    .filter((doc) => {
      const key = `${doc.kind}:${doc.refId}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
