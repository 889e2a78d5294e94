// What the search engine indexes, built from the content tables: actors (name; about text,
// categories in every language, city), videos and asmr videos (title; description; tag group
// and actor name), photo albums, TV episodes (with their series) and blog posts (text without
// markup). The index is built when the server starts and the content differs from what was
// indexed (a stamp of counts and highest ids in `meta`), in one transaction; on PostgreSQL an
// advisory lock keeps two starting processes from building it at once.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SearchDocument, SearchEngine } from './engine.ts';
import { wordsOf } from './text.ts';

/** Raise when what a document holds changes: every database is indexed anew at its next start. */
export const SEARCH_INDEX_VERSION = 1;
const STAMP_KEY = 'search.stamp';
const ADVISORY_LOCK = 7_402_201;

/** Markup out of a text (blog bodies may hold HTML): tags become spaces, entities stay words. */
export function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;|&#\d+;/gi, ' ').replace(/\s+/g, ' ').trim();
}

async function contentStamp(db: Kysely<Database>): Promise<string> {
  const tables = ['actors', 'albums', 'tvEpisodes', 'tvSeries', 'blogPosts', 'categories'] as const;
  const parts = await Promise.all(
    tables.map((table) =>
      db
        .selectFrom(table)
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max<number>('id').as('maxId')])
        .executeTakeFirstOrThrow()
        .then((row) => `${table}:${Number(row.n)}:${Number(row.maxId ?? 0)}`),
    ),
  );
  return [`v${SEARCH_INDEX_VERSION}`, ...parts].join('|');
}

export async function buildDocuments(db: Kysely<Database>): Promise<SearchDocument[]> {
  const [actors, actorCategories, albums, episodes, posts, blogCategories] = await Promise.all([
    db.selectFrom('actors').select(['id', 'name', 'about', 'city', 'rankPoints']).orderBy('id').execute(),
    db
      .selectFrom('actorCategories')
      .innerJoin('categories', 'categories.id', 'actorCategories.categoryId')
      .select(['actorCategories.actorId', 'categories.nameEn', 'categories.nameDe', 'categories.nameNl', 'categories.nameEs'])
      .execute(),
    db
      .selectFrom('albums')
      .innerJoin('actors', 'actors.id', 'albums.actorId')
      .select(['albums.id', 'albums.type', 'albums.title', 'albums.description', 'albums.tagGroup', 'albums.totalViews', 'albums.publishedAt', 'actors.name as actorName'])
      .where('albums.type', 'in', ['video', 'photo_album'])
      .orderBy('albums.id')
      .execute(),
    db
      .selectFrom('tvEpisodes')
      .innerJoin('tvSeries', 'tvSeries.id', 'tvEpisodes.seriesId')
      .select(['tvEpisodes.id', 'tvEpisodes.title', 'tvEpisodes.description', 'tvEpisodes.publishedAt', 'tvSeries.key', 'tvSeries.title as seriesTitle', 'tvSeries.description as seriesDescription'])
      .orderBy('tvEpisodes.id')
      .execute(),
    db.selectFrom('blogPosts').select(['id', 'categoryId', 'title', 'teaser', 'body', 'publishedAt']).orderBy('id').execute(),
    db.selectFrom('blogCategories').select(['id', 'nameEn', 'nameDe', 'nameNl', 'nameEs']).execute(),
  ]);
  const categoriesOf = new Map<number, string[]>();
  for (const row of actorCategories) {
    const names = categoriesOf.get(row.actorId) ?? [];
    names.push(row.nameEn, row.nameDe, row.nameNl, row.nameEs);
    categoriesOf.set(row.actorId, names);
  }
  const blogCategoryNames = new Map(blogCategories.map((row) => [row.id, [row.nameEn, row.nameDe, row.nameNl, row.nameEs].join(' ')]));

  const documents: SearchDocument[] = [];
  for (const actor of actors) {
    documents.push({
      kind: 'actor',
      refId: actor.id,
      language: 'en',
      title: actor.name,
      body: [actor.about, actor.city].join(' '),
      tags: [...new Set(categoriesOf.get(actor.id) ?? [])].join(' '),
      popularity: actor.rankPoints,
      visibleFrom: 0,
    });
  }
  for (const album of albums) {
    const kind = album.type === 'photo_album' ? 'photo' : album.tagGroup === 'asmr' ? 'asmr' : 'video';
    documents.push({
      kind,
      refId: album.id,
      language: 'en',
      title: album.title,
      body: album.description,
      tags: [album.tagGroup, album.actorName].join(' '),
      popularity: album.totalViews,
      visibleFrom: album.publishedAt,
    });
  }
  for (const episode of episodes) {
    documents.push({
      kind: 'tv',
      refId: episode.id,
      language: 'en',
      title: episode.title,
      body: [episode.description, episode.seriesDescription].join(' '),
      tags: [episode.seriesTitle, episode.key.replaceAll('-', ' ')].join(' '),
      popularity: episode.publishedAt / 1000,
      visibleFrom: episode.publishedAt,
    });
  }
  for (const post of posts) {
    documents.push({
      kind: 'blog',
      refId: post.id,
      language: 'en',
      title: post.title,
      body: plainText(`${post.teaser} ${post.body}`),
      tags: blogCategoryNames.get(post.categoryId) ?? '',
      popularity: post.publishedAt / 1000,
      visibleFrom: post.publishedAt,
    });
  }
  return documents;
}

/** The words of names, titles and tags, with how many documents hold each: what a typo is corrected to. */
export function termsOf(documents: readonly SearchDocument[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const doc of documents) {
    for (const word of new Set(wordsOf(`${doc.title} ${doc.tags}`))) {
      if (word.length < 2 || word.length > 40) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return counts;
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
