// What the search engine indexes, built from the content tables: actors (name; about text,
// categories in every language, city), videos and asmr videos (title; description; tag group
// and actor name), photo albums, TV episodes (with their series) and blog posts (text without
// markup). Each thing has a document with its English texts and one per language its texts are
// translated to (content_translations, issue 20), so a German guest finds a video by its German
// title; a search reads English and the guest's language. The index is built when the server
// starts and the content differs from what was indexed (a stamp of counts and highest ids in
// `meta`), in one transaction; on PostgreSQL an advisory lock keeps two starting processes from
// building it at once.
import { type Kysely, sql } from 'kysely';
import type { Language } from '../../src/contract/enums.ts';
import type { Database } from '../db/schema.ts';
import { localized } from '../domain/translations.ts';
import type { SearchDocument, SearchEngine, TermCounts } from './engine.ts';
import { wordsOf } from './text.ts';

/** Raise when what a document holds changes: every database is indexed anew at its next start. */
const SEARCH_INDEX_VERSION = 2;
const TRANSLATED_LANGUAGES = ['de', 'nl', 'es'] as const satisfies readonly Language[];
const STAMP_KEY = 'search.stamp';
const ADVISORY_LOCK = 7_402_201;

/** Markup out of a text (blog bodies may hold HTML): tags become spaces, entities stay words. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

async function contentStamp(db: Kysely<Database>): Promise<string> {
  const tables = ['actors', 'albums', 'tvEpisodes', 'tvSeries', 'blogPosts', 'categories'] as const;
  // Translations are seeded with their content; their count tells a database migrated to them apart.
  const translations = await db
    .selectFrom('contentTranslations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const parts = await Promise.all(
    tables.map((table) =>
      db
        .selectFrom(table)
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max<number>('id').as('maxId')])
        .executeTakeFirstOrThrow()
        .then((row) => `${table}:${Number(row.n)}:${Number(row.maxId ?? 0)}`),
    ),
  );
  return [`v${SEARCH_INDEX_VERSION}`, ...parts, `translations:${Number(translations.n)}`].join('|');
}

/** The indexed content as read from its tables, with English texts. */
async function readContent(db: Kysely<Database>) {
  const [actors, actorCategories, albums, episodes, series, posts, blogCategories] = await Promise.all([
    db.selectFrom('actors').select(['id', 'name', 'about', 'city', 'rankPoints']).orderBy('id').execute(),
    db
      .selectFrom('actorCategories')
      .innerJoin('categories', 'categories.id', 'actorCategories.categoryId')
      .select(['actorCategories.actorId', 'categories.nameEn', 'categories.nameDe', 'categories.nameNl', 'categories.nameEs'])
      .execute(),
    db
      .selectFrom('albums')
      .innerJoin('actors', 'actors.id', 'albums.actorId')
      .select([
        'albums.id',
        'albums.type',
        'albums.title',
        'albums.description',
        'albums.tagGroup',
        'albums.totalViews',
        'albums.publishedAt',
        'actors.name as actorName',
      ])
      .where('albums.type', 'in', ['video', 'photo_album'])
      .orderBy('albums.id')
      .execute(),
    db.selectFrom('tvEpisodes').select(['id', 'seriesId', 'title', 'description', 'publishedAt']).orderBy('id').execute(),
    db.selectFrom('tvSeries').select(['id', 'key', 'title', 'description']).orderBy('id').execute(),
    // English reads the body's paragraphs; a translation has the post page's HTML (the same paragraphs).
    db.selectFrom('blogPosts').select(['id', 'categoryId', 'title', 'teaser', 'body', 'html', 'publishedAt']).orderBy('id').execute(),
    db.selectFrom('blogCategories').select(['id', 'nameEn', 'nameDe', 'nameNl', 'nameEs']).execute(),
  ]);
  const categoriesOf = new Map<number, string[]>();
  for (const row of actorCategories) {
    const names = categoriesOf.get(row.actorId) ?? [];
    names.push(row.nameEn, row.nameDe, row.nameNl, row.nameEs);
    categoriesOf.set(row.actorId, names);
  }
  const blogCategoryNames = new Map(blogCategories.map((row) => [row.id, [row.nameEn, row.nameDe, row.nameNl, row.nameEs].join(' ')]));
  return { actors, categoriesOf, albums, episodes, series, posts: posts.map((post) => ({ ...post, text: post.body })), blogCategoryNames };
}

type Content = Awaited<ReturnType<typeof readContent>>;

/** The same content with its texts in a language (English where a text has no translation). */
async function contentIn(db: Kysely<Database>, content: Content, language: Language): Promise<Content> {
  const byId = (row: { id: number }) => row.id;
  const [actors, albums, episodes, series, posts] = await Promise.all([
    localized(db, 'actor', content.actors, byId, language),
    localized(db, 'album', content.albums, byId, language),
    localized(db, 'tvEpisode', content.episodes, byId, language),
    localized(db, 'tvSeries', content.series, byId, language),
    localized(db, 'blogPost', content.posts, byId, language),
  ]);
  return {
    ...content,
    actors,
    albums,
    episodes,
    series,
    posts: posts.map((post, index) => (post.html === content.posts[index]!.html ? post : { ...post, text: plainText(post.html) })),
  };
}

/** One document per actor, album, episode and post, in this order, with the content's texts. */
function documentsOf(content: Content, language: Language): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const actor of content.actors) {
    documents.push({
      kind: 'actor',
      refId: actor.id,
      language,
      title: actor.name,
      body: [actor.about, actor.city].join(' '),
      tags: [...new Set(content.categoriesOf.get(actor.id) ?? [])].join(' '),
      popularity: actor.rankPoints,
      visibleFrom: 0,
    });
  }
  for (const album of content.albums) {
    const kind = album.type === 'photo_album' ? 'photo' : album.tagGroup === 'asmr' ? 'asmr' : 'video';
    documents.push({
      kind,
      refId: album.id,
      language,
      title: album.title,
      body: album.description,
      tags: [album.tagGroup, album.actorName].join(' '),
      popularity: album.totalViews,
      visibleFrom: album.publishedAt,
    });
  }
  const seriesById = new Map(content.series.map((series) => [series.id, series]));
  for (const episode of content.episodes) {
    const series = seriesById.get(episode.seriesId)!;
    documents.push({
      kind: 'tv',
      refId: episode.id,
      language,
      title: episode.title,
      body: [episode.description, series.description].join(' '),
      tags: [series.title, series.key.replaceAll('-', ' ')].join(' '),
      popularity: episode.publishedAt / 1000,
      visibleFrom: episode.publishedAt,
    });
  }
  for (const post of content.posts) {
    documents.push({
      kind: 'blog',
      refId: post.id,
      language,
      title: post.title,
      body: plainText(`${post.teaser} ${post.text}`),
      tags: content.blogCategoryNames.get(post.categoryId) ?? '',
      popularity: post.publishedAt / 1000,
      visibleFrom: post.publishedAt,
    });
  }
  return documents;
}

/**
 * The English documents, and one per other language for each thing whose texts read differently
 * there (a thing that reads the same is found by its English document).
 */
async function buildDocuments(db: Kysely<Database>): Promise<SearchDocument[]> {
  const content = await readContent(db);
  const english = documentsOf(content, 'en');
  const documents = [...english];
  for (const language of TRANSLATED_LANGUAGES) {
    documentsOf(await contentIn(db, content, language), language).forEach((doc, index) => {
      const original = english[index]!;
      if (doc.title !== original.title || doc.body !== original.body) documents.push(doc);
    });
  }
  return documents;
}

/**
 * The words of names, titles and tags, per language of their documents, with how many documents
 * hold each: what a typo is corrected to (a guest's typo only by words of their language or English).
 */
export function termsOf(documents: readonly SearchDocument[]): TermCounts {
  const terms = new Map<string, Map<string, number>>();
  for (const doc of documents) {
    let counts = terms.get(doc.language);
    if (!counts) terms.set(doc.language, (counts = new Map()));
    for (const word of new Set(wordsOf(`${doc.title} ${doc.tags}`))) {
      if (word.length < 2 || word.length > 40) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return terms;
}

/** Indexes everything anew. */
export async function rebuildSearchIndex(db: Kysely<Database>, engine: SearchEngine): Promise<number> {
  const documents = await buildDocuments(db);
  await db.transaction().execute(async (trx) => {
    await engine.replaceAll(trx, documents, termsOf(documents));
    const stamp = await contentStamp(trx);
    await trx.deleteFrom('meta').where('key', '=', STAMP_KEY).execute();
    await trx.insertInto('meta').values({ key: STAMP_KEY, value: stamp }).execute();
  });
  engine.reset();
  return documents.length;
}

/** Builds the index when the content changed since it was built (or it never was). */
export async function ensureSearchIndex(db: Kysely<Database>, engine: SearchEngine): Promise<{ rebuilt: boolean; documents: number }> {
  const isCurrent = async (handle: Kysely<Database>) => {
    const stored = await handle.selectFrom('meta').select('value').where('key', '=', STAMP_KEY).executeTakeFirst();
    return stored?.value === (await contentStamp(handle));
  };
  if (await isCurrent(db)) return { rebuilt: false, documents: 0 };
  if (engine.name === 'sqlite') return { rebuilt: true, documents: await rebuildSearchIndex(db, engine) };
  // PostgreSQL: one process builds while the others wait on the lock, then find it current.
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${ADVISORY_LOCK})`.execute(connection);
    try {
      if (await isCurrent(connection)) return { rebuilt: false, documents: 0 };
      return { rebuilt: true, documents: await rebuildSearchIndex(connection, engine) };
    } finally {
      await sql`select pg_advisory_unlock(${ADVISORY_LOCK})`.execute(connection);
    }
  });
}
