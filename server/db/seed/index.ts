// Fills a freshly migrated database with the deterministic demo content (ARCHITECTURE.md
// "Demo content"): the same `now` always gives the same rows, on SQLite and PostgreSQL alike.

import type { Kysely, Transaction } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import type { Database, NewRow, TableName } from '../schema.ts';
import { generateActors } from './actors.ts';
import { generateAlbums } from './albums.ts';
import { generateBonusCodes } from './bonusCodes.ts';
import { generateClashOfCams } from './clashOfCams.ts';
import { generateConversion } from './conversion.ts';
import { seedDemoAccount } from './demoAccount.ts';
import { generateEditorial } from './editorial.ts';
import { generateEngagement } from './engagement.ts';
import { generateGames } from './games.ts';
import { generateGifts } from './gifts.ts';
import { generateZips } from './zips.ts';

/** Bump when the generated content changes shape; a seeded database keeps its old content. */
const SEED_VERSION = '1';
const META_KEY = 'seed_version';

export interface SeedOptions {
  /** The moment every seeded timestamp is relative to; defaults to the current time. */
  now?: number;
}

export interface SeedResult {
  /** False when the database was already seeded and nothing was written. */
  seeded: boolean;
  durationMs: number;
  /** Rows written per table (empty when nothing was written). */
  counts: Partial<Record<TableName, number>>;
}

/** Every row of the demo content, in insertion order (parents before children). */
export type SeedRows = { [T in TableName]?: NewRow<T>[] };

/** Generates the demo content without touching a database (pure; used by seedDatabase). */
export function generateSeedRows(now: number): SeedRows {
  const actorSeed = generateActors(now);
  const albumSeed = generateAlbums(
    now,
    actorSeed.actors.map((a) => ({ id: a.id!, name: a.name, createdAt: a.createdAt })),
  );
  const giftSeed = generateGifts();
  const editorial = generateEditorial(
    now,
    actorSeed.actors.map((a) => ({ id: a.id!, name: a.name })),
  );
  const engagement = generateEngagement(
    now,
    actorSeed.actors.map((a) => ({
      id: a.id!,
      rankPoints: a.rankPoints,
      priceVideo: a.priceVideo,
      isOnlineMobileVideocall: a.isOnlineMobileVideocall,
      isCurrentlyTicketShow: a.isCurrentlyTicketShow,
    })),
    actorSeed.chatRatings,
    albumSeed.albums,
  );
  const games = generateGames(now, actorSeed.actors[0]!.id!);
  const bonusCodes = generateBonusCodes(now, actorSeed.actors[0]!.id!);
  const clashOfCams = generateClashOfCams(
    now,
    actorSeed.actors.map((a) => a.id!),
  );
  return {
    actors: actorSeed.actors,
    actorChatRatings: actorSeed.chatRatings,
    actorHeatMaps: actorSeed.heatMaps,
    interviews: actorSeed.interviews,
    categories: actorSeed.categories,
    actorCategories: actorSeed.actorCategories,
    albums: albumSeed.albums,
    pictures: albumSeed.pictures,
    albumComments: albumSeed.comments,
    giftCategories: giftSeed.giftCategories,
    gifts: giftSeed.gifts,
    giftTranslations: giftSeed.giftTranslations,
    toyControls: giftSeed.toyControls,
    dailyBonusOffers: giftSeed.dailyBonusOffers,
    blogCategories: editorial.blogCategories,
    blogPosts: editorial.blogPosts,
    blogPostActors: editorial.blogPostActors,
    tvSeries: editorial.tvSeries,
    tvEpisodes: editorial.tvEpisodes,
    tvProgram: editorial.tvProgram,
    contests: engagement.contests,
    contestMedia: engagement.contestMedia,
    topCams: engagement.topCams,
    feedPosts: engagement.feedPosts,
    feedPhotos: engagement.feedPhotos,
    feedComments: engagement.feedComments,
    chatShows: engagement.chatShows,
    bonusCodes: bonusCodes.bonusCodes,
    zipGeolocations: generateZips(),
    games: games.games,
    clashes: clashOfCams.clashes,
    clashActors: clashOfCams.clashActors,
    ...generateConversion(now),
    // Last: every text above in German, Dutch and Spanish (issue 20).
    contentTranslations: [
      ...actorSeed.translations,
      ...albumSeed.translations,
      ...giftSeed.translations,
      ...editorial.translations,
      ...engagement.translations,
      ...games.translations,
      ...bonusCodes.translations,
      ...clashOfCams.translations,
    ],
  };
}

/** True when the demo content is in the database. */
async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', META_KEY).executeTakeFirst();
  return row !== undefined;
}

/**
 * Seeds the demo content once: a database that already holds it is left alone. Everything is
 * written in one transaction, starting with the meta row, so a second process seeding the same
 * PostgreSQL database at the same moment waits on that row and then backs off.
 */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const done = (seeded: boolean, counts: SeedResult['counts'] = {}): SeedResult => ({
    seeded,
    durationMs: Math.round(performance.now() - started),
    counts,
  });
  if (await isSeeded(db)) return done(false);

  const now = options.now ?? Date.now();
  const rows = generateSeedRows(now);
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const counts: SeedResult['counts'] = {};
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('meta').values({ key: META_KEY, value: SEED_VERSION }).execute();
      for (const [table, tableRows] of Object.entries(rows) as [TableName, NewRow<TableName>[]][]) {
        await insertInBatches(trx, table, tableRows);
        counts[table] = tableRows.length;
      }
      await seedDemoAccount(trx, now);
      if (isPostgres) await advanceSequences(trx);
    });
  } catch (error) {
    // Lost the race against another process seeding the same database: its content stands.
    if (await isSeeded(db)) return done(false);
    throw new Error(`Seeding the database failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return done(true, counts);
}

// Both engines cap the number of bound parameters per statement (SQLite 32766, PostgreSQL
// 65535); batches stay well below either.
const MAX_PARAMETERS = 30_000;
const MAX_BATCH_ROWS = 1_000;

async function insertInBatches(trx: Transaction<Database>, table: TableName, rows: readonly NewRow<TableName>[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).length;
  const batchSize = Math.max(1, Math.min(MAX_BATCH_ROWS, Math.floor(MAX_PARAMETERS / columns)));
  for (let start = 0; start < rows.length; start += batchSize) {
    // The row type of one table is checked where the rows are generated; here every table
    // goes through the same loop, which TypeScript cannot relate back to `table`.
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + batchSize) as never)
      .execute();
  }
}

/**
 * Seeded rows carry explicit ids; move each pg sequence past them so new rows do not clash
 * (also after imports: server/domain/imports.ts). Answers how many sequences it moved.
 */
export async function advanceSequences(trx: Transaction<Database>): Promise<number> {
  // Every serial column of the current schema, so a table added by a later migration is
  // covered without being listed here.
  const { rows } = await sql<{ tableName: string; columnName: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and column_default like 'nextval(%'`.execute(trx);
  for (const { tableName, columnName } of rows) {
    await sql`select setval(pg_get_serial_sequence(${tableName}, ${columnName}), coalesce((select max(${sql.ref(columnName)}) from ${sql.table(tableName)}), 0) + 1, false)`.execute(
      trx,
    );
  }
  return rows.length;
}
