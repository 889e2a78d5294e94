// The search engine over real HTTP on SQLite (FTS5): typo tolerance, ranking, sections,
// suggestions, stored patterns, tags, the media library search, the REST form, and bad input.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ensureSearchIndex } from '../../server/search/documents.ts';
import { SECTION_PAGE_SIZE, STORE_SEARCH_PATTERN_MUTATION } from '../../src/contract/search.ts';
import { newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';
import { globalSearch, suggestions } from './searchHelpers.ts';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.anonymousToken();
});
afterAll(async () => {
  await t?.close();
});

const actorNamed = async (name: string) =>
  t.server.db.selectFrom('actors').select(['id', 'name']).where('name', '=', name).executeTakeFirstOrThrow();

describe('finding actors', () => {
  test('a name finds its actor first, and so does its beginning', async () => {
    const actor = await actorNamed('Jonix');
    for (const pattern of ['Jonix', 'jonix', 'Jon', '  JONIX  ']) {
      const result = await globalSearch(t, token, pattern);
      expect(result.actors.items[0].id, pattern).toBe(actor.id);
    }
  });

  test('a typo of one letter still finds the actor (wrong, missing or extra letter)', async () => {
    const actor = await actorNamed('Zedora');
    for (const typo of ['Zedorra', 'Zedra', 'Zedhra', 'Xedora']) {
      const result = await globalSearch(t, token, typo);
      expect(
        result.actors.items.map((item: { id: number }) => item.id),
        typo,
      ).toContain(actor.id);
      expect(
        (await suggestions(t, token, typo)).some((s) => s.kind === 'actor' && s.id === actor.id),
        typo,
      ).toBe(true);
    }
  });

  test('among equally relevant actors the online ones come first', async () => {
    // Every actor whose about text mentions the word: equal by name (none holds it), so online ones lead.
    const result = await vxql(t.baseUrl, token, 'query { searchActors(pattern: "travel", first: 30) { count items { id isOnline } } }');
    const items = result.body.data!.searchActors.items as { isOnline: boolean }[];
    expect(items.length).toBeGreaterThan(5);
    const firstOffline = items.findIndex((item) => !item.isOnline);
    expect(firstOffline).toBeGreaterThan(0);
    expect(items.slice(firstOffline).every((item) => !item.isOnline)).toBe(true);
  });

  test('an actor going online moves up among equals', async () => {
    // Two actors whose names both begin with the pattern: equal, so online first, then rank.
    const template = await t.server.db.selectFrom('actors').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const add = async (name: string, rankPoints: number, isOnline: 0 | 1) => {
      const { id: _id, ...copy } = template;
      return (
        await t.server.db
          .insertInto('actors')
          .values({ ...copy, name, nameLower: name.toLowerCase(), rankPoints, isOnline })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    };
    const popular = await add('Quillonette', 900, 0);
    const other = await add('Quillonia', 10, 0);
    await ensureSearchIndex(t.server.db, t.server.app.searcher.engine);
    t.server.app.searcher.clear();
    const ids = async () => ((await globalSearch(t, token, 'Quillon')).actors.items as { id: number }[]).map((item) => item.id);
    expect(await ids()).toEqual([popular, other]);
    await t.server.db.updateTable('actors').set({ isOnline: 1 }).where('id', '=', other).execute();
    t.server.app.searcher.clear();
    expect(await ids()).toEqual([other, popular]);
  });
});

describe('sections', () => {
  test('every section answers its count, link and at most its page size', async () => {
    const result = await globalSearch(t, token, 'travel');
    expect(result.searchPattern).toBe('travel');
    for (const section of ['actors', 'videos', 'asmr', 'photos', 'tv', 'blog'] as const) {
      expect(result[section].items.length, section).toBeLessThanOrEqual(SECTION_PAGE_SIZE[section]);
      expect(result[section].count, section).toBeGreaterThanOrEqual(result[section].items.length);
      expect(result[section].link).toBe(
        section === 'videos' ? '/en/search/videos/travel/' : `/en/search/videos/travel/?section=${section}`,
      );
    }
    expect(result.videos.count).toBeGreaterThan(SECTION_PAGE_SIZE.videos);
    expect(result.videos.items).toHaveLength(SECTION_PAGE_SIZE.videos);
  });

  test('asmr videos are in the asmr section and among the videos', async () => {
    const result = await globalSearch(t, token, 'asmr');
    expect(result.asmr.count).toBeGreaterThan(0);
    expect(result.asmr.items).toHaveLength(SECTION_PAGE_SIZE.asmr);
    const ids = await t.server.db
      .selectFrom('albums')
      .select('id')
      .where('tagGroup', '=', 'asmr')
      .where('type', '=', 'video')
      .where('publishedAt', '<=', Date.now())
      .execute();
    expect(result.asmr.count).toBe(ids.length);
    expect(result.videos.count).toBeGreaterThanOrEqual(ids.length);
  });

  test('TV episodes by their series, blog posts by their words', async () => {
    const tv = await globalSearch(t, token, 'Kitchen Talk');
    expect(tv.tv.count).toBeGreaterThan(0);
    expect(tv.tv.items[0]).toMatchObject({ seriesKey: 'kitchen-talk', seriesTitle: 'Kitchen Talk' });
    const blog = await globalSearch(t, token, 'premium TV');
    expect(blog.blog.count).toBeGreaterThan(0);
    expect(blog.blog.items.length).toBeLessThanOrEqual(SECTION_PAGE_SIZE.blog);
  });

  test('a video published later is not found before its time', async () => {
    const later = await t.server.db
      .selectFrom('albums')
      .select(['id', 'title'])
      .where('type', '=', 'video')
      .where('publishedAt', '>', Date.now())
      .executeTakeFirst();
    if (!later) return console.log('no video published later in this seed: nothing to check');
    const result = await vxql(t.baseUrl, token, 'query($p: String!) { searchVideos(pattern: $p, first: 100) { items { id } } }', {
      p: later.title,
    });
    expect((result.body.data!.searchVideos.items as { id: number }[]).map((item) => item.id)).not.toContain(later.id);
  });

  test('paging through a section', async () => {
    const page = async (offset: number) =>
      (
        await vxql(t.baseUrl, token, 'query($o: Int!) { searchVideos(pattern: "travel", first: 30, offset: $o) { count items { id } } }', {
          o: offset,
        })
      ).body.data!.searchVideos;
    const [first, second] = [await page(0), await page(30)];
    expect(second.count).toBe(first.count);
    const ids = [...first.items, ...second.items].map((item: { id: number }) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("in the guest's language", () => {
  /** A published video whose title in the language no other video has. */
  const videoTitledIn = async (language: string) => {
    const rows = await t.server.db
      .selectFrom('contentTranslations')
      .innerJoin('albums', 'albums.id', 'contentTranslations.entityId')
      .select(['albums.id', 'albums.title as english', 'contentTranslations.text as title'])
      .where('contentTranslations.entity', '=', 'album')
      .where('contentTranslations.field', '=', 'title')
      .where('contentTranslations.language', '=', language as 'de')
      .where('albums.type', '=', 'video')
      .where('albums.tagGroup', '<>', 'asmr')
      .where('albums.publishedAt', '<=', Date.now())
      .orderBy('albums.id')
      .execute();
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.title.toLowerCase(), (counts.get(row.title.toLowerCase()) ?? 0) + 1);
    return rows.find((row) => counts.get(row.title.toLowerCase()) === 1 && row.title.toLowerCase() !== row.english.toLowerCase())!;
  };
  const videoIds = async (pattern: string, language: string) =>
    (
      await vxql(
        t.baseUrl,
        token,
        'query($p: String!) { searchVideos(pattern: $p, first: 30) { items { id title } } }',
        { p: pattern },
        language,
      )
    ).body.data!.searchVideos.items as { id: number; title: string }[];

  test.each(['de', 'nl', 'es'])(
    'a guest searching in %s finds a video by its translated title, and still by its English one',
    async (language) => {
      const video = await videoTitledIn(language);
      const found = await videoIds(video.title, language);
      expect(found[0], video.title).toEqual({ id: video.id, title: video.title });
      expect(
        (await videoIds(video.english, language)).map((item) => item.id),
        video.english,
      ).toContain(video.id);
    },
  );

  test('an English guest searches the English texts: a German title does not find its video', async () => {
    const video = await videoTitledIn('de');
    expect((await videoIds(video.title, 'en')).map((item) => item.id)).not.toContain(video.id);
  });

  test('a query with a language the platform does not have is answered in English', async () => {
    const answer = await vxql(t.baseUrl, token, 'query { searchVideos(pattern: "travel", first: 1) { link } }', {}, 'xx');
    expect(answer.status).toBe(200);
    expect(answer.body.data!.searchVideos.link).toBe('/en/search/videos/travel/');
  });
});

describe('bad input gets a clean answer', () => {
  test('a 10 KB pattern', async () => {
    const pattern = 'garden '.repeat(1_500);
    const result = await globalSearch(t, token, pattern);
    expect(result.searchPattern.length).toBeLessThanOrEqual(100);
    const restAnswer = await rest(t, token, 'GET', `searchResult/search/en/${encodeURIComponent('x'.repeat(10_240))}`);
    expect(restAnswer.status).toBe(200);
    expect(restAnswer.body.result.actors.count).toBe(0);
  });

  test('patterns made of FTS operators', async () => {
    for (const pattern of [
      '"',
      '*',
      'NEAR(a b)',
      'a:* & !b | c',
      '{title}: x',
      'AND OR NOT',
      "'; drop table actors; --",
      '^"jon"*',
      '\\u0000',
      '-',
      '()',
    ]) {
      const result = await globalSearch(t, token, pattern);
      expect(result.searchPattern, pattern).toBeTypeOf('string');
      expect(await suggestions(t, token, pattern)).toBeInstanceOf(Array);
    }
    expect(
      (
        await t.server.db
          .selectFrom('actors')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ).toBeGreaterThan(0);
  });

  test('an empty pattern finds nothing', async () => {
    const result = await globalSearch(t, token, '   ');
    expect(result.actors.count + result.videos.count + result.blog.count).toBe(0);
  });

  test('bad paging and a missing pattern are refused', async () => {
    const badFirst = await vxql(t.baseUrl, token, 'query { searchVideos(pattern: "travel", first: 0) { count } }');
    expect(badFirst.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const missing = await vxql(t.baseUrl, token, 'query { globalSearch { searchPattern } }');
    expect(missing.status).toBe(400);
    const badLanguage = await rest(t, token, 'GET', 'searchResult/search/xx/travel');
    expect(badLanguage.status).toBe(400);
  });
});

describe('suggestions, stored patterns and tags', () => {
  test('suggestions start with actors whose names match, then tags', async () => {
    const list = await suggestions(t, token, 'asm');
    expect(list).toContainEqual({ text: 'asmr', kind: 'tag', id: null });
    const actors = await suggestions(t, token, 'Zed');
    expect(actors[0]).toMatchObject({ kind: 'actor' });
    expect(actors.filter((s) => s.kind === 'actor').every((s) => s.text.toLowerCase().startsWith('zed'))).toBe(true);
    expect(actors.length).toBeLessThanOrEqual(8);
  });

  test('a stored pattern is proposed once two searches used it; short or fruitless ones are not stored', async () => {
    const store = async (pattern: string, language = 'en') =>
      (await vxql(t.baseUrl, token, STORE_SEARCH_PATTERN_MUTATION, { pattern }, language)).body.data!.storeSearchPattern as boolean;
    expect(await store('Garden party')).toBe(true);
    expect((await suggestions(t, token, 'garden p')).some((s) => s.kind === 'search')).toBe(false);
    expect(await store('garden  PARTY')).toBe(true);
    expect(await suggestions(t, token, 'garden p')).toContainEqual({ text: 'garden party', kind: 'search', id: null });
    // another language does not see it
    expect((await suggestions(t, token, 'garden p', 'de')).some((s) => s.kind === 'search')).toBe(false);
    expect(await store('ab')).toBe(false);
    expect(await store('qqqzzzxxx')).toBe(false);
    const rows = await t.server.db.selectFrom('searchPatterns').select(['pattern', 'count']).execute();
    expect(rows).toEqual([{ pattern: 'garden party', count: 2 }]);
  });

  test('tag suggestion and popular tags', async () => {
    const tags = await vxql(t.baseUrl, token, 'query { tagSuggestion(pattern: "fit") popularTags(first: 3) { tag videoCount } }');
    expect(tags.body.data!.tagSuggestion).toContain('fitness');
    const popular = tags.body.data!.popularTags as { tag: string; videoCount: number }[];
    expect(popular).toHaveLength(3);
    expect(popular[0]!.videoCount).toBeGreaterThanOrEqual(popular[2]!.videoCount);
    const german = await vxql(t.baseUrl, token, 'query { tagSuggestion(pattern: "paa") }', {}, 'de');
    expect(german.body.data!.tagSuggestion).toContain('Paare');
  });
});

describe('the media library search', () => {
  test("narrows the guest's bought videos to what the pattern finds", async () => {
    const { token: guestToken, guestId } = await newGuest(t);
    const albums = await t.server.db
      .selectFrom('albums')
      .select(['id', 'title'])
      .where('type', '=', 'video')
      .where('publishedAt', '<=', Date.now())
      .orderBy('id')
      .limit(40)
      .execute();
    const target = albums.find((album) => album.title.startsWith('Travel diary'))!;
    const other = albums.find((album) => !album.title.toLowerCase().includes('travel'))!;
    for (const album of [target, other]) {
      await t.server.db
        .insertInto('albumPurchases')
        .values({ guestId, albumId: album.id, priceCents: 100, kind: 'bought', createdAt: Date.now() })
        .execute();
    }
    const found = await vxql(
      t.baseUrl,
      guestToken,
      'query { searchMediathek(pattern: "travel diary", type: bought) { total items { id } } }',
    );
    expect(found.body.data!.searchMediathek).toEqual({ total: 1, items: [{ id: target.id }] });
    const anonymous = await vxql(t.baseUrl, token, 'query { searchMediathek(pattern: "travel", type: bought) { total } }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });
});

describe('the index', () => {
  test('is built again when the content changed, and then finds the new content', async () => {
    const actor = await actorNamed('Iline');
    const { id } = await t.server.db
      .insertInto('blogPosts')
      .values({
        categoryId: 1,
        slug: 'quokka-day',
        title: 'Quokka appreciation day',
        teaser: 'Small and happy.',
        body: '<p>All about <b>quokkas</b>.</p>',
        publishedAt: Date.now() - 1000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await ensureSearchIndex(t.server.db, t.server.app.searcher.engine)).rebuilt).toBe(true);
    t.server.app.searcher.clear();
    expect((await ensureSearchIndex(t.server.db, t.server.app.searcher.engine)).rebuilt).toBe(false);
    const result = await globalSearch(t, token, 'quokka');
    expect(result.blog.items.map((item: { id: number }) => item.id)).toEqual([id]);
    expect(actor.id).toBeGreaterThan(0);
  });
});
