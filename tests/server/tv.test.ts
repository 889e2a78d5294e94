// TV and the mediathek over real HTTP (issue 12; spec part 2 §7.8 tv/*): the premium livestream
// is refused to anonymous and non-premium guests and plays for VIP and TV-plan guests, premium
// episodes carry no stream address for others, the program answers 10 by default, and bad
// inputs are refused. On SQLite, and on PostgreSQL when DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_STREAM_PATH } from '../../src/contract/chat.ts';
import { DEFAULTS } from '../../src/contract/constants.ts';
import { tvHashId } from '../../src/contract/content.ts';
import { newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL TV tests skipped: DATABASE_URL is not set');

const databases = [{ name: 'SQLite', databaseUrl: undefined }, ...(url ? [{ name: 'PostgreSQL', databaseUrl: url }] : [])];

describe.each(databases)('TV on $name', ({ databaseUrl }) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ databaseUrl });
  });
  afterAll(async () => t?.close());

  const premiumEpisode = async () =>
    await t.server.db
      .selectFrom('tvEpisodes')
      .innerJoin('tvSeries', 'tvSeries.id', 'tvEpisodes.seriesId')
      .select(['tvEpisodes.id', 'tvSeries.key'])
      .where('tvSeries.isPremium', '=', 1)
      .orderBy('tvEpisodes.id')
      .executeTakeFirstOrThrow();

  test('the free livestream plays for everyone', async () => {
    const answer = await rest(t, await t.anonymousToken(), 'GET', 'tv/stream/free');
    expect(answer.status).toBe(200);
    expect(answer.body.stream.url).toBe(DEMO_STREAM_PATH);
    expect(answer.body.stream.isLive).toBe(true);
  });

  test('the premium livestream is refused to an anonymous and to a non-premium guest', async () => {
    const anonymous = await rest(t, await t.anonymousToken(), 'GET', 'tv/stream/premium');
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.error.code).toBe('SUBSCRIPTION_REQUIRED');
    const { token } = await newGuest(t, { balanceCents: 10_000 });
    const member = await rest(t, token, 'GET', 'tv/stream/premium');
    expect(member.status).toBe(403);
    expect(member.body.error.code).toBe('SUBSCRIPTION_REQUIRED');
    expect(member.body.stream).toBeUndefined();
  });

  test('the premium livestream plays for a VIP (plan days from a code) and for a TV subscriber', async () => {
    const vip = await newGuest(t);
    expect((await rest(t, vip.token, 'POST', 'guest/redeemBonus', { code: 'VIPWEEK' })).status).toBe(200);
    const forVip = await rest(t, vip.token, 'GET', 'tv/stream/premium');
    expect(forVip.status).toBe(200);
    expect(forVip.body.stream.url).toBe(DEMO_STREAM_PATH);
    const tv = await newGuest(t);
    expect((await rest(t, tv.token, 'POST', 'guest/redeemBonus', { code: 'TVWEEK' })).status).toBe(200);
    expect((await rest(t, tv.token, 'GET', 'tv/stream/premium')).status).toBe(200);
  });

  test('a premium episode has no stream address for a non-premium guest, and one for a VIP', async () => {
    const episode = await premiumEpisode();
    const plain = await newGuest(t);
    const forPlain = await rest(t, plain.token, 'GET', `tv/video/${episode.id}`);
    expect(forPlain.body.video).toMatchObject({ videoId: episode.id, isPremium: true, streamUrl: null, hashId: tvHashId(episode.id) });
    const vip = await newGuest(t, { isVip: 1 });
    expect((await rest(t, vip.token, 'GET', `tv/video/${episode.id}`)).body.video.streamUrl).toBe(DEMO_STREAM_PATH);
    const format = await rest(t, plain.token, 'GET', `tv/format/${episode.key}`);
    expect(format.body.format.isPremium).toBe(true);
    expect(format.body.format.videos.every((v: { streamUrl: string | null }) => v.streamUrl === null)).toBe(true);
  });

  test('the program answers 10 slots by default, the running one first, and as many as asked', async () => {
    const token = await t.anonymousToken();
    const program = await rest(t, token, 'GET', 'tv/program/premium');
    expect(program.body.program).toHaveLength(DEFAULTS.tvProgramInfo);
    expect(program.body.program[0].isRunning).toBe(true);
    expect(program.body.program.slice(1).every((slot: { isRunning: boolean }) => !slot.isRunning)).toBe(true);
    expect((await rest(t, token, 'GET', 'tv/program/free?size=3')).body.program).toHaveLength(3);
    const query = await vxql(t.baseUrl, token, '{ tvCurrentProgram(channel: free) { title isRunning } tvSeries { key premium } }');
    expect(query.body.data!.tvCurrentProgram).toHaveLength(DEFAULTS.tvProgramInfo);
    expect(query.body.data!.tvCurrentProgram[0].isRunning).toBe(true);
    expect(query.body.data!.tvSeries.length).toBeGreaterThan(0);
  });

  test('the query service lists mediathek episodes, newest first, narrowed to premium or free series; bad paging is refused', async () => {
    const token = await t.anonymousToken();
    const free = await vxql(
      t.baseUrl,
      token,
      '{ tvEpisodes(premium: false, first: 5) { total items { id premium published seriesKey } } }',
    );
    const items = free.body.data!.tvEpisodes.items as { premium: boolean; published: number }[];
    expect(items).toHaveLength(5);
    expect(items.every((item) => !item.premium)).toBe(true);
    expect(items.map((item) => item.published)).toEqual([...items.map((item) => item.published)].sort((a, b) => b - a));
    const all = await vxql(t.baseUrl, token, '{ tvEpisodes { total } premium: tvEpisodes(premium: true) { total } }');
    expect(all.body.data!.premium.total + free.body.data!.tvEpisodes.total).toBe(all.body.data!.tvEpisodes.total);
    for (const document of [
      '{ tvEpisodes(first: 0) { total } }',
      '{ tvCurrentProgram(first: 500) { title } }',
      '{ tvCurrentProgram(channel: vip) { title } }',
    ]) {
      const bad = await vxql(t.baseUrl, token, document);
      expect(bad.body.errors?.[0]?.extensions?.code, document).toBe('VALIDATION_FAILED');
    }
  });

  test('suggestions follow a video with the rest of its series; TV posts are the TV categories of the blog', async () => {
    const token = await t.anonymousToken();
    const episode = await premiumEpisode();
    const suggest = await rest(t, token, 'GET', `tv/suggest/${tvHashId(episode.id)}`);
    expect(suggest.status).toBe(200);
    expect(suggest.body.videos.length).toBeGreaterThan(0);
    expect(suggest.body.videos.map((v: { videoId: number }) => v.videoId)).not.toContain(episode.id);
    expect(suggest.body.videos[0].seriesKey).toBe(episode.key);
    const post = await t.server.db.selectFrom('blogPosts').select('slug').where('categoryId', '=', 40).executeTakeFirstOrThrow();
    const article = await rest(t, token, 'GET', `tv/article/${post.slug}`);
    expect(article.status).toBe(200);
    expect(article.body.article.text).toContain('<p>');
    const other = await t.server.db.selectFrom('blogPosts').select('slug').where('categoryId', '=', 1).executeTakeFirstOrThrow();
    expect((await rest(t, token, 'GET', `tv/article/${other.slug}`)).status).toBe(404);
    expect((await rest(t, token, 'GET', 'tv/updateMediathek')).body).toMatchObject({ success: true });
  });

  test('a TV post and a TV video are read in the language asked, and unknown ones are not found', async () => {
    const token = await t.anonymousToken();
    const post = await t.server.db
      .selectFrom('blogPosts')
      .select(['id', 'slug', 'title'])
      .where('categoryId', '=', 41)
      .where('publishedAt', '<=', Date.now())
      .executeTakeFirstOrThrow();
    const german = await t.server.db
      .selectFrom('contentTranslations')
      .select('text')
      .where('entity', '=', 'blogPost')
      .where('entityId', '=', post.id)
      .where('field', '=', 'title')
      .where('language', '=', 'de')
      .executeTakeFirstOrThrow();
    expect(german.text).not.toBe(post.title);
    const inEnglish = await rest(t, token, 'GET', `tv/article/${post.slug}`);
    expect(inEnglish.body.article).toMatchObject({ slug: post.slug, title: post.title });
    const inGerman = await rest(t, token, 'GET', `tv/article/${post.slug}?language=de`);
    expect(inGerman.body.article).toMatchObject({ slug: post.slug, title: german.text });
    expect((await rest(t, token, 'GET', 'tv/article/no-such-tv-post?language=de')).status).toBe(404);
    expect((await rest(t, token, 'GET', 'tv/article/Not%20A%20Slug')).status).toBe(400);

    const episode = await t.server.db
      .selectFrom('tvEpisodes')
      .select(['id', 'title'])
      .where('publishedAt', '<=', Date.now())
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const spanish = await t.server.db
      .selectFrom('contentTranslations')
      .select('text')
      .where('entity', '=', 'tvEpisode')
      .where('entityId', '=', episode.id)
      .where('field', '=', 'title')
      .where('language', '=', 'es')
      .executeTakeFirstOrThrow();
    expect((await rest(t, token, 'GET', `tv/video/${episode.id}`)).body.video).toMatchObject({ videoId: episode.id, title: episode.title });
    expect((await rest(t, token, 'GET', `tv/video/${episode.id}?language=es`)).body.video).toMatchObject({
      videoId: episode.id,
      title: spanish.text,
    });
    expect((await rest(t, token, 'GET', 'tv/video/99999999?language=es')).status).toBe(404);
  });

  test('the TV post and TV video pages have breadcrumbs through TV, and none for unknown ones', async () => {
    const token = await t.anonymousToken();
    const crumbs = (routeName: string, routeArgs: Record<string, string>) =>
      rest(t, token, 'POST', 'breadcrumb/tv?language=de', { routeName, routeArgs });
    const post = await t.server.db
      .selectFrom('blogPosts')
      .select('slug')
      .where('categoryId', '=', 40)
      .where('publishedAt', '<=', Date.now())
      .executeTakeFirstOrThrow();
    const postTrail = (await crumbs('tvPost', { slug: post.slug })).body.data.breadcrumb as { label: string; url: string }[];
    expect(postTrail.map((crumb) => crumb.url)).toEqual([
      '/de/',
      '/de/tv/media/serien/',
      '/de/tv/media/serien/',
      `/de/tv/beitraege/${post.slug}/`,
    ]);
    expect(postTrail[2]!.label).toBe('Beiträge');
    const blogOnly = await t.server.db.selectFrom('blogPosts').select('slug').where('categoryId', '=', 1).executeTakeFirstOrThrow();
    expect((await crumbs('tvPost', { slug: blogOnly.slug })).status).toBe(404);
    const videoTrail = (await crumbs('tvVideo', { videoId: '1' })).body.data.breadcrumb as { label: string; url: string }[];
    expect(videoTrail.at(-1)).toEqual({ label: 'Fitness Friday, Folge 1', url: '/de/tv/videos/1/' });
    expect((await crumbs('tvVideo', { videoId: '99999999' })).status).toBe(404);
    expect((await crumbs('tvVideo', { videoId: 'x' })).status).toBe(404);
  });

  test.each([
    ['an unknown channel', 'tv/stream/vip', 400],
    ['an unknown program channel', 'tv/program/other', 400],
    ['a program size of 0', 'tv/program/free?size=0', 400],
    ['a program size above the limit', 'tv/program/free?size=500', 400],
    ['a video id that is not a number', 'tv/video/abc', 400],
    ['an unknown video', 'tv/video/99999999', 404],
    ['a malformed hash id', 'tv/suggest/%3Cx%3E', 400],
    ['an unknown hash id', `tv/suggest/${tvHashId(99999999)}`, 404],
    ['an unknown series', 'tv/format/no-such-series', 404],
    ['a malformed series key', 'tv/format/Bad%20Key', 400],
  ])('%s is refused', async (_name, path, status) => {
    const answer = await rest(t, await t.anonymousToken(), 'GET', path);
    expect(answer.status).toBe(status);
    expect(answer.body.success).toBe(false);
  });
});
