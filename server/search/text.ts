// Text rules of the search engine, the same on SQLite and PostgreSQL: how a pattern becomes
// words, what counts as a one-letter typo, and how similar two words are by trigrams (the
// formula of PostgreSQL's pg_trgm, so both engines correct a typo alike).
import { SEARCH_LIMITS } from '../../src/contract/search.ts';

/** Lower case, accents removed (é -> e, ß stays ß), so "Zoë" and "zoe" are one word. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text, folded: letters and digits only, everything else separates words. */
export function wordsOf(text: string): string[] {
  return foldText(text).match(WORD) ?? [];
}

export interface ParsedPattern {
  /** The pattern as searched: trimmed, inner whitespace collapsed, cut to the limits. */
  pattern: string;
  /** Its words, folded, at most SEARCH_LIMITS.patternMaxWords. */
  words: string[];
}

/**
 * A guest's pattern cut down to what is searched. Operators of either engine (quotes, *, :,
 * &, |, !, NEAR, AND) are not words and never reach the engine as syntax.
 */
export function parsePattern(raw: string): ParsedPattern {
  const pattern = Array.from(
    raw
      .slice(0, SEARCH_LIMITS.patternMaxChars * 4)
      .trim()
      .replace(/\s+/g, ' '),
  )
    .slice(0, SEARCH_LIMITS.patternMaxChars)
    .join('')
    .trim();
  const words = wordsOf(pattern)
    .slice(0, SEARCH_LIMITS.patternMaxWords)
    .map((word) => word.slice(0, 40));
  return { pattern, words };
}

/** Levenshtein distance, or max + 1 as soon as it is known to exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** The trigrams of a word as pg_trgm makes them: two spaces before, one after. */
function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const chars = Array.from(padded);
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars.slice(i, i + 3).join(''));
  return grams;
}

/** pg_trgm's similarity of two words: shared trigrams over all distinct trigrams. */
export function trigramSimilarity(a: string, b: string): number {
  return similarityOfTrigrams(trigramsOf(a), trigramsOf(b));
}

function similarityOfTrigrams(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  return shared / (left.size + right.size - shared);
}

/** How close a term must be to a typed word to stand in for it. */
export const TYPO_RULE = { maxEdits: 1, minSimilarity: 0.5 } as const;

/** True when a known term is the typed word with one letter wrong, missing or extra (or very similar). */
export function isTypoOf(word: string, term: string): boolean {
  return typoMatcher(word)(term);
}

/** isTypoOf for one typed word against many terms (its trigrams made once). */
export function typoMatcher(word: string): (term: string) => boolean {
  if (Array.from(word).length < SEARCH_LIMITS.typoMinLength) return () => false;
  const grams = trigramsOf(word);
  return (term) =>
    term !== word &&
    (editDistance(word, term, TYPO_RULE.maxEdits) <= TYPO_RULE.maxEdits ||
      similarityOfTrigrams(grams, trigramsOf(term)) >= TYPO_RULE.minSimilarity);
}
