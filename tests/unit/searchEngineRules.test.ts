// The server's search rules that both engines share: how a pattern is cut, what a typo is, the
// trigram similarity (pg_trgm's formula), the ranking, and that operators never become syntax.
import { describe, expect, test } from 'vitest';
import { plainText, termsOf } from '../../server/search/documents.ts';
import { tsQueryText } from '../../server/search/postgresEngine.ts';
import { RELEVANCE, rankMatches, relevanceOf } from '../../server/search/ranking.ts';
import { fts5Query } from '../../server/search/sqliteEngine.ts';
import { editDistance, foldText, isTypoOf, parsePattern, trigramSimilarity, wordsOf } from '../../server/search/text.ts';
import { SEARCH_LIMITS } from '../../src/contract/search.ts';

describe('patterns', () => {
  test('a 10 KB pattern is cut to 100 characters and 8 words', () => {
    const parsed = parsePattern('word '.repeat(2_000));
    expect(Array.from(parsed.pattern).length).toBeLessThanOrEqual(SEARCH_LIMITS.patternMaxChars);
    expect(parsed.words).toHaveLength(SEARCH_LIMITS.patternMaxWords);
    expect(SEARCH_LIMITS.patternMaxChars).toBe(100);
    expect(SEARCH_LIMITS.patternMaxWords).toBe(8);
  });

  test('operators of either engine are not words', () => {
    expect(parsePattern('"foo" OR bar* NEAR(x) -baz & !qux | a:* {title}: ^z').words).toEqual([
      'foo',
      'or',
      'bar',
      'near',
      'x',
      'baz',
      'qux',
      'a',
    ]);
    expect(parsePattern('*** :: ""').words).toEqual([]);
  });

  test('accents and case fold away', () => {
    expect(foldText('Zoë CAFÉ')).toBe('zoe cafe');
    expect(wordsOf('Travel diary: São Paulo!')).toEqual(['travel', 'diary', 'sao', 'paulo']);
  });

  test('engine query texts hold only quoted words', () => {
    const groups = [
      { word: 'jon', corrections: [] },
      { word: 'travl', corrections: ['travel'] },
    ];
    expect(fts5Query(groups, ['actor'])).toBe('kind : ("actor") AND {title body tags} : (("jon"*) AND ("travl"* OR "travel"))');
    expect(fts5Query(groups, ['video', 'asmr'], true)).toBe('kind : ("video" OR "asmr") AND title : (("jon"*) AND ("travl"* OR "travel"))');
    expect(tsQueryText(groups)).toBe('(jon:*) & (travl:* | travel)');
    expect(tsQueryText(groups, true)).toBe('(jon:*A) & (travl:*A | travel:A)');
  });
});

describe('typos', () => {
  test('one letter wrong, missing or extra is a typo; two are not', () => {
    expect(isTypoOf('jonyx', 'jonix')).toBe(true);
    expect(isTypoOf('jonx', 'jonix')).toBe(true);
    expect(isTypoOf('jonnix', 'jonix')).toBe(true);
    expect(isTypoOf('janyx', 'jonix')).toBe(false);
    expect(isTypoOf('jonix', 'jonix')).toBe(false);
  });

  test('words shorter than 4 are never corrected', () => {
    expect(SEARCH_LIMITS.typoMinLength).toBe(4);
    expect(isTypoOf('jon', 'jan')).toBe(false);
  });

  test('Levenshtein distance with an early stop', () => {
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('abc', 'abc', 0)).toBe(0);
  });

  test("trigram similarity is pg_trgm's", () => {
    // select similarity('word', 'words') = 0.5714286 on PostgreSQL
    expect(trigramSimilarity('word', 'words')).toBeCloseTo(4 / 7, 6);
    expect(trigramSimilarity('jonix', 'jonix')).toBe(1);
    expect(trigramSimilarity('abc', 'xyz')).toBe(0);
  });
});

describe('ranking', () => {
  const doc = (refId: number, title: string, extra: Partial<{ tags: string; online: boolean; popularity: number }> = {}) => ({
    kind: 'actor' as const,
    refId,
    title,
    tags: extra.tags ?? '',
    popularity: extra.popularity ?? 0,
    online: extra.online ?? false,
  });

  test('title equal, then starting with the pattern, then holding every word, then tags, then a typo, then elsewhere', () => {
    expect(relevanceOf(doc(1, 'Garden party'), ['garden', 'party'], [[], []])).toBe(RELEVANCE.titleEqualsPattern);
    expect(relevanceOf(doc(1, 'Garden party at night'), ['garden', 'party'], [[], []])).toBe(RELEVANCE.titleStartsWithPattern);
    expect(relevanceOf(doc(1, 'A party in the garden'), ['garden', 'party'], [[], []])).toBe(RELEVANCE.everyWordInTitle);
    expect(relevanceOf(doc(1, 'A party', { tags: 'garden' }), ['garden', 'party'], [[], []])).toBe(RELEVANCE.everyWordInTitleOrTags);
    expect(relevanceOf(doc(1, 'Jonix'), ['jonyx'], [['jonix']])).toBe(RELEVANCE.typoCorrectedInTitle);
    expect(relevanceOf(doc(1, 'Iline'), ['travel'], [[]])).toBe(RELEVANCE.elsewhere);
  });

  test('online actors first among equals, then the more popular, then the lower id', () => {
    const ranked = rankMatches(
      [
        doc(5, 'Mila', { popularity: 9 }),
        doc(4, 'Mila', { online: true, popularity: 1 }),
        doc(3, 'Milana', { online: true, popularity: 100 }),
        doc(2, 'Mila', { popularity: 9 }),
      ],
      ['mila'],
      [[]],
    );
    expect(ranked.map((r) => r.refId)).toEqual([4, 2, 5, 3]);
  });

  test('a video found by its English and its German title is listed once, where its better title puts it', () => {
    const video = (refId: number, title: string) => ({ ...doc(refId, title), kind: 'video' as const });
    const ranked = rankMatches([video(7, 'Garden party'), video(8, 'Gartenfest am Abend'), video(7, 'Gartenparty')], ['gartenparty'], [[]]);
    expect(ranked.map((r) => [r.refId, r.title])).toEqual([
      [7, 'Gartenparty'],
      [8, 'Gartenfest am Abend'],
    ]);
  });
});

describe('documents', () => {
  test('markup never reaches the index', () => {
    expect(plainText('<p>Hello <b>there</b><script>x()</script></p>&amp;')).toBe('Hello there x()');
  });

  test('terms come from titles and tags with their document counts', () => {
    const base = { kind: 'video' as const, language: 'en', body: 'ignored body words', popularity: 0, visibleFrom: 0 };
    const terms = termsOf([
      { ...base, refId: 1, title: 'Garden party', tags: 'lifestyle Jonix' },
      { ...base, refId: 2, title: 'Garden walk', tags: 'travel' },
    ]);
    expect(terms.get('en')?.get('garden')).toBe(2);
    expect(terms.get('en')?.get('jonix')).toBe(1);
    expect(terms.get('en')?.has('ignored')).toBe(false);
  });

  test("terms are kept per language, so a German word is no English guest's known term", () => {
    const base = { kind: 'video' as const, refId: 1, body: '', tags: '', popularity: 0, visibleFrom: 0 };
    const terms = termsOf([
      { ...base, language: 'en', title: 'Garden party' },
      { ...base, language: 'de', title: 'Gartenparty im Garten' },
    ]);
    expect([...(terms.get('en')?.keys() ?? [])]).toEqual(['garden', 'party']);
    expect([...(terms.get('de')?.keys() ?? [])]).toEqual(['gartenparty', 'im', 'garten']);
  });
});
