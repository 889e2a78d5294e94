// Seeded content in the request's language over real HTTP (issue 20): every kind of seeded text a
// guest reads (daily bonus offers, profile questions and answers, about texts, online memos,
// categories, contests, gifts, toys, TV, ticket shows, feed posts, videos, albums, blog posts and bonus codes) comes in
// German, Dutch and Spanish when the call asks for it, and in English when it asks for English or
// names no language (a code the platform does not have is refused by the validated REST calls,
// and reads English on the query service and the others: the album page below). The demo
// account's conversations and notifications too. On SQLite, and on PostgreSQL when DATABASE_URL
// is set.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ACCOUNT } from '../../server/db/seed/demoAccount.ts';
import { hashToken } from '../../server/domain/accessTokens.ts';
import { newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';
import { openSession } from './socketClient.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL seeded-language tests skipped: DATABASE_URL is not set');
const databases = [{ name: 'SQLite', databaseUrl: undefined }, ...(url ? [{ name: 'PostgreSQL', databaseUrl: url }] : [])];

const TRANSLATED = ['de', 'nl', 'es'] as const;

// Words that only English uses (none is a word of German, Dutch or Spanish): a text holding one
// of them on /de/, /nl/ or /es/ is English.
const ENGLISH_ONLY = ['the', 'and', 'with', 'your', 'you', 'my', 'for', 'what', 'which', 'every', 'this', 'from', 'free', 'day'];
// Hyphenated words count as one: German says "Free-TV".
const englishWordsIn = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-zà-ÿ-]+/)
    .filter((word) => ENGLISH_ONLY.includes(word));

/** The texts one kind of content answers with in one language (null: the call names none). */
type Reader = (t: TestServer, token: string, language: string | null) => Promise<string[]>;

const query =
  (document: string, pick: (data: Record<string, any>) => string[], variables: Record<string, unknown> = {}): Reader =>
  async (t, token, language) => {
    const response = await fetch(`${t.baseUrl}/api/vxql${language === null ? '' : `?language=${language}`}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: document, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, any>; errors?: unknown };
    expect(response.status, JSON.stringify(body.errors)).toBe(200);
    return pick(body.data!);
  };
const get =
  (path: string, pick: (body: any) => string[]): Reader =>
  async (t, token, language) => {
    const { status, body } = await rest(t, token, 'GET', language === null ? path : `${path}?language=${language}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return pick(body);
  };

/** An access token of a guest the seed made (the demo account). */
async function tokenFor(t: TestServer, guestId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await t.server.db
    .insertInto('accessTokens')
    .values({ tokenHash: hashToken(token), guestId, createdAt: Date.now(), lastSeenAt: Date.now(), revokedAt: null })
    .execute();
  return token;
}

/** An actor with interview answers (the seed gives most actors some). */
const ACTOR_ID = 2;

// Each kind of seeded content, how a guest's screen asks for it, and the texts that stay the same
// in every language (names: "Marathon" is a toy's name in German and Dutch too).
const KINDS: { kind: string; read: Reader; same?: readonly string[] }[] = [
  {
    kind: 'daily bonus offers',
    read: query('{ dailyBonus { offer conditions } }', (d) =>
      d.dailyBonus.flatMap((o: { offer: string; conditions: string }) => [o.offer, o.conditions]),
    ),
  },
  {
    kind: 'profile questions and answers',
    read: query(
      'query($id: Int!) { interviews(actorId: $id) { question answer } }',
      (d) => d.interviews.flatMap((i: { question: string; answer: string }) => [i.question, i.answer]),
      { id: ACTOR_ID },
    ),
  },
  { kind: 'online memo', read: query('query($id: Int!) { heatMap(actorId: $id) { memo } }', (d) => [d.heatMap.memo], { id: ACTOR_ID }) },
  { kind: 'about text', read: get(`actor/getActorDataByIdOrName/${ACTOR_ID}`, (b) => [b.actor.settings.about]) },
  {
    kind: 'categories',
    read: query('{ categories { name } }', (d) => d.categories.map((c: { name: string }) => c.name)),
    same: ['Voyeur', 'Fitness', 'Amateurs', 'Divers'],
  },
  {
    kind: 'contests',
    read: query('{ contests(first: 20) { title description } }', (d) =>
      d.contests.flatMap((c: { title: string; description: string }) => [c.title, c.description]),
    ),
  },
  {
    kind: 'toys',
    read: query('{ toyControls { displayName } }', (d) => d.toyControls.map((c: { displayName: string }) => c.displayName)),
    same: ['Marathon'],
  },
  {
    kind: 'TV series',
    read: query('{ tvSeries(first: 20) { description } }', (d) => d.tvSeries.map((s: { description: string }) => s.description)),
  },
  {
    kind: 'TV episodes',
    read: query('{ tvEpisodes(first: 16) { items { title } } }', (d) => d.tvEpisodes.items.map((e: { title: string }) => e.title)),
  },
  { kind: 'TV program', read: get('tv/program/free', (b) => b.program.map((p: { title: string }) => p.title)) },
  { kind: 'ticket shows', read: query('{ chatShows(first: 20) { title } }', (d) => d.chatShows.map((s: { title: string }) => s.title)) },
  {
    kind: 'feed posts',
    read: query('{ feed(first: 20) { title text } }', (d) =>
      d.feed.flatMap((p: { title: string; text: string }) => [p.title, p.text].filter(Boolean)),
    ),
  },
  {
    kind: 'video titles',
    read: query('{ videos(category: newVideos, first: 16) { items { title } } }', (d) =>
      d.videos.items.map((v: { title: string }) => v.title),
    ),
  },
  { kind: "an actor's top videos", read: get(`gallery/getTopVideos/${ACTOR_ID}`, (b) => b.videos.map((v: { title: string }) => v.title)) },
  {
    kind: 'bonus codes',
    read: query('{ remainingBonusCodes { benefit { text } } }', (d) =>
      d.remainingBonusCodes.map((c: { benefit: { text: string } }) => c.benefit.text),
    ),
    same: ['50 credits'],
  },
  {
    kind: 'blog posts',
    read: get(`blog/posts/0/${encodeURIComponent(JSON.stringify({ page: 1, pageSize: 12 }))}`, (b) =>
      b.posts.flatMap((p: { title: string; teaser: string }) => [p.title, p.teaser]),
    ),
  },
  { kind: 'press messages', read: get('blog/pm', (b) => b.posts.map((p: { title: string }) => p.title)) },
  {
    kind: "the video station's slides",
    read: get('video/jumbotron/config', (b) => b.config.slides.map((s: { title: string }) => s.title)),
  },
];

describe.each(databases)('seeded content in four languages on $name', ({ databaseUrl }) => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer({ databaseUrl });
    ({ token } = await newGuest(t));
  });
  afterAll(async () => t?.close());

  describe.each(KINDS)('$kind', ({ read, same = [] }) => {
    test.each(TRANSLATED)('come in %s, never in English', async (language) => {
      const english = await read(t, token, 'en');
      const translated = await read(t, token, language);
      expect(english.length).toBeGreaterThan(0);
      expect(translated).toHaveLength(english.length);
      const untranslated = translated.filter((text, index) => text === english[index] && !same.includes(text));
      expect(untranslated, `texts still in English on /${language}/`).toEqual([]);
      const englishWords = translated.filter((text) => englishWordsIn(text).length > 0);
      expect(englishWords, `texts with English words on /${language}/`).toEqual([]);
    });

    test('come in English for English and for a call that names no language', async () => {
      const english = await read(t, token, 'en');
      expect(english).not.toEqual(await read(t, token, 'de'));
      expect(await read(t, token, null)).toEqual(english);
    });
  });

  test("an album page names its album in the guest's language", async () => {
    const album = await t.server.db
      .selectFrom('albums')
      .select(['id', 'title'])
      .where('type', '=', 'video')
      .where('publishedAt', '<=', Date.now())
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const titleIn = async (language: string) =>
      (await rest(t, token, 'GET', `gallery/open?albumId=${album.id}&language=${language}`)).body.album.title as string;
    expect(await titleIn('en')).toBe(album.title);
    for (const language of TRANSLATED) expect(await titleIn(language)).not.toBe(album.title);
    expect(await titleIn('xx')).toBe(album.title);
  });

  test("a redeemed bonus code tells what it gave in the guest's language", async () => {
    const { token: redeemer } = await newGuest(t);
    const { status, body } = await rest(t, redeemer, 'POST', 'guest/redeemBonus?language=de', { code: 'COINS100' });
    expect(status).toBe(200);
    expect(body.bonus.text).toBe('100 Coins');
  });

  test("a blog post page reads in the guest's language, at the same address", async () => {
    const post = await t.server.db
      .selectFrom('blogPosts')
      .select(['slug', 'title'])
      .where('publishedAt', '<=', Date.now())
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const read = async (language: string) =>
      (await rest(t, token, 'GET', `blog/post/${post.slug}?language=${language}`)).body.post as { title: string; html: string };
    const english = await read('en');
    expect(english.title).toBe(post.title);
    for (const language of TRANSLATED) {
      const translated = await read(language);
      expect(translated.title).not.toBe(post.title);
      expect(englishWordsIn(translated.html.replace(/<[^>]+>/g, ' '))).toEqual([]);
    }
  });

  test("a toy sent in the messenger is named in the guest's language in the conversation", async () => {
    const { token: sender } = await newGuest(t, { balanceCents: 10_000 });
    const actor = await t.server.db.selectFrom('actors').select('id').orderBy('id').offset(20).limit(1).executeTakeFirstOrThrow();
    await t.server.db.updateTable('actors').set({ isDildocontrolAvailable: 1 }).where('id', '=', actor.id).execute();
    const socket = await openSession(t.baseUrl, sender);
    try {
      socket.send({
        type: 'message.send',
        data: { clientId: crypto.randomUUID(), actorId: actor.id, text: 'Hi', attachments: [], giftId: null, toyControlId: 2 },
      });
      const sent = await socket.next('message.new');
      expect(sent.data.message.toyControl?.displayName).toBe('Gentle wave');
      const content = async (language: string) =>
        (
          await vxql(
            t.baseUrl,
            sender,
            'query($id: Int!) { messengerContent(channelId: $id) { items { toyControl { displayName } } } }',
            { id: sent.data.channel.id },
            language,
          )
        ).body.data!.messengerContent.items[0].toyControl.displayName;
      expect(await content('de')).toBe('Sanfte Welle');
      expect(await content('es')).toBe('Ola suave');
      expect(await content('en')).toBe('Gentle wave');
    } finally {
      await socket.close();
    }
  });

  test("the demo account's conversations, their subjects and its notifications read in the guest's language", async () => {
    const demo = await tokenFor(t, DEMO_ACCOUNT.id);
    const conversations = async (language: string) => {
      const { body } = await vxql(t.baseUrl, demo, '{ messengerChannels { id subject } }', {}, language);
      const channels = body.data!.messengerChannels as { id: number; subject: string }[];
      const lines = await Promise.all(
        channels.map(async (channel) =>
          (
            await vxql(
              t.baseUrl,
              demo,
              'query($id: Int!) { messengerContent(channelId: $id) { items { text } } }',
              { id: channel.id },
              language,
            )
          ).body.data!.messengerContent.items.map((item: { text: string }) => item.text),
        ),
      );
      return { subjects: channels.map((channel) => channel.subject), lines: lines.flat() as string[] };
    };
    const notifications = async (language: string) => {
      const socket = await openSession(t.baseUrl, demo, `?language=${language}`);
      try {
        socket.send({ type: 'notifications.request', data: { kind: 'navbar', limit: 5 } });
        return (await socket.next('notifications')).data.items.map((item) => item.text);
      } finally {
        await socket.close();
      }
    };
    const english = { ...(await conversations('en')), notifications: await notifications('en') };
    expect(english.subjects.length).toBeGreaterThan(0);
    expect(english.notifications.length).toBeGreaterThan(0);
    for (const language of TRANSLATED) {
      const translated = { ...(await conversations(language)), notifications: await notifications(language) };
      for (const part of ['subjects', 'lines', 'notifications'] as const) {
        expect(translated[part], `${part} on /${language}/`).toHaveLength(english[part].length);
        expect(
          translated[part].filter((text, index) => text === english[part][index]),
          `${part} still in English on /${language}/`,
        ).toEqual([]);
        expect(
          translated[part].filter((text) => englishWordsIn(text).length > 0),
          `${part} with English words on /${language}/`,
        ).toEqual([]);
      }
    }
  });

  test('gifts carry their names in every language', async () => {
    const { body } = await vxql(t.baseUrl, token, '{ gifts { name translations { language name } } }', {}, 'de');
    for (const gift of body.data!.gifts as { translations: { language: string }[] }[]) {
      expect(gift.translations.map((entry) => entry.language).sort()).toEqual(['de', 'en', 'es', 'nl']);
    }
  });
});
