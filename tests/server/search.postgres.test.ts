// The same search on SQLite (FTS5) and PostgreSQL (full-text search, pg_trgm, fuzzystrmatch):
// a fixed list of 20 queries over the same seed gives the same counts and top results, a translated
// title finds the same video on both, a typo finds the actor on both, and each engine stems a
// document in its own language.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rebuildSearchIndex } from '../../server/search/documents.ts';
import type { SearchDocument } from '../../server/search/engine.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { globalSearch, suggestions, topResults } from './searchHelpers.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL search tests skipped: DATABASE_URL is not set');

/** Names, their beginnings and typos, title words, tags, series, blog words, categories, several words. */
const QUERIES = [
  'Jonix',
  'Jon',
  'Zedorra',
  'Iline',
  'Davaris',
  'travel',
  'garden party',
  'coffee',
  'sunset balcony',
  'yoga',
  'asmr',
  'fitness',
  'cooking',
  'Kitchen Talk',
  'Road Trip Diaries',
  'premium TV',
  'season finale',
  'Couples',
  'Lisbon',
  'winter city tour',
];

describe.skipIf(!url)('search on SQLite and PostgreSQL', () => {
  let sqlite: TestServer;
  let postgres: TestServer;
  let tokens: { sqlite: string; postgres: string };
  beforeAll(async () => {
    [sqlite, postgres] = await Promise.all([startTestServer(), startTestServer({ databaseUrl: url })]);
    tokens = { sqlite: await sqlite.anonymousToken(), postgres: await postgres.anonymousToken() };
    // The seed's presence is the same on both (no simulator), so "online first" orders alike.
  }, 120_000);
  afterAll(async () => {
    await Promise.all([sqlite?.close(), postgres?.close()]);
  });

  test('20 queries give the same counts and top results', async () => {
    expect(QUERIES).toHaveLength(20);
    for (const pattern of QUERIES) {
      const [onSqlite, onPostgres] = await Promise.all([
        globalSearch(sqlite, tokens.sqlite, pattern),
        globalSearch(postgres, tokens.postgres, pattern),
      ]);
      const found = topResults(onSqlite);
      expect(topResults(onPostgres), pattern).toEqual(found);
      expect(
        Object.values(found).some((section) => section.count > 0),
        `${pattern} finds something`,
      ).toBe(true);
      expect(onPostgres.proposals, pattern).toEqual(onSqlite.proposals);
    }
  });

  // Counts may differ outside English: PostgreSQL stems German, Dutch and Spanish, FTS5 does not.
  test('a translated title, typo included, finds the same first video on both', async () => {
    const queries = [
      ['de', 'Fundstücke vom Blumenmarkt'],
      ['de', 'Abendspazirgang'],
      ['nl', 'Koffie en een goed gesprek'],
      ['es', 'Retratos de estudio'],
    ] as const;
    for (const [language, pattern] of queries) {
      const [onSqlite, onPostgres] = await Promise.all([
        globalSearch(sqlite, tokens.sqlite, pattern, language),
        globalSearch(postgres, tokens.postgres, pattern, language),
      ]);
      expect(onSqlite.videos.count, `${language}: ${pattern}`).toBeGreaterThan(0);
      expect(onPostgres.videos.items[0].id, `${language}: ${pattern}`).toBe(onSqlite.videos.items[0].id);
      expect(onPostgres.videos.items[0].title, `${language}: ${pattern}`).toBe(onSqlite.videos.items[0].title);
    }
  });

  test('a one-letter typo finds the actor on PostgreSQL too', async () => {
    const actor = await postgres.server.db.selectFrom('actors').select('id').where('name', '=', 'Zedora').executeTakeFirstOrThrow();
    for (const typo of ['Zedorra', 'Zedra', 'Xedora']) {
      expect(
        (await globalSearch(postgres, tokens.postgres, typo)).actors.items.map((item: { id: number }) => item.id),
        typo,
      ).toContain(actor.id);
      expect(
        (await suggestions(postgres, tokens.postgres, typo)).some((s) => s.id === actor.id),
        typo,
      ).toBe(true);
    }
  });

  test('a 10 KB pattern and FTS operators get a clean answer on PostgreSQL', async () => {
    for (const pattern of ['x'.repeat(10_240), 'a:* & !b | c', "'; drop table actors; --", '"foo" OR bar*', '(', '\\']) {
      expect((await globalSearch(postgres, tokens.postgres, pattern)).searchPattern, pattern.slice(0, 20)).toBeTypeOf('string');
    }
  });

  test('each engine stems a text in its own language', async () => {
    const base = { kind: 'blog' as const, tags: '', popularity: 0, visibleFrom: 0 };
    const documents: SearchDocument[] = [
      { ...base, refId: 1, language: 'de', title: 'Die Katzen spielen im Garten', body: '' },
      { ...base, refId: 2, language: 'es', title: 'Las canciones del verano', body: '' },
      { ...base, refId: 3, language: 'nl', title: 'De fietsen van de stad', body: '' },
      { ...base, refId: 4, language: 'en', title: 'Running through the parks', body: '' },
    ];
    const found = async (server: TestServer, words: string[]) => {
      const { engine } = server.server.app.searcher;
      const groups = words.map((word) => ({ word, corrections: [] }));
      return (await engine.match(server.server.db, groups, ['blog'], ['de', 'en', 'nl', 'es'], Date.now(), 10)).rows.map(
        (row) => row.refId,
      );
    };
    for (const server of [sqlite, postgres]) {
      const { engine } = server.server.app.searcher;
      await server.server.db.transaction().execute((trx) => engine.replaceAll(trx, documents, new Map()));
      engine.reset();
    }
    // English: both engines stem ("runs" -> run, "park" -> parks).
    for (const server of [sqlite, postgres]) expect(await found(server, ['runs']), server.server.dialect).toEqual([4]);
    // German, Spanish and Dutch: PostgreSQL stems them (katze -> katz, cancion -> cancion, fiets -> fiets).
    expect(await found(postgres, ['katze'])).toEqual([1]);
    expect(await found(postgres, ['cancion'])).toEqual([2]);
    expect(await found(postgres, ['fiets'])).toEqual([3]);
    // SQLite's FTS5 has no stemmer for them: the same words match only as beginnings.
    expect(await found(sqlite, ['katzen'])).toEqual([1]);
    expect(await found(sqlite, ['fiets'])).toEqual([3]);
    for (const server of [sqlite, postgres]) {
      await rebuildSearchIndex(server.server.db, server.server.app.searcher.engine);
      server.server.app.searcher.clear();
    }
  });
});
