// The internal import and maintenance routes of spec part 2 §7.9 (regenerate_auto_incrementor,
// actor_import_full, album_import; what they do is not shown: chosen, docs/decisions.md issue
// 21). An import is an upsert by the producer's id in one transaction: a new id inserts, a known
// id updates what the body names and keeps the guest-made data (pins, ratings, comments, views,
// purchases). English texts live in the row, the other languages in contentTranslations.
import { type Kysely, PostgresAdapter, type Transaction } from 'kysely';
import type { ActorImport, AlbumImport, ImportResult } from '../../src/contract/internalCalls.ts';

export type { ActorImport, AlbumImport };

import type { Database, DbBool } from '../db/schema.ts';
import type { TranslatedEntity } from '../db/schemaTranslations.ts';
import { advanceSequences } from '../db/seed/index.ts';
import { imageSeed, paletteFor, paletteIndexFor } from '../db/seed/palette.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { ApiError } from '../errors.ts';

type OtherLanguage = (typeof IMPORT_LANGUAGES)[number];
const IMPORT_LANGUAGES = ['de', 'nl', 'es'] as const;

const flag = (value: boolean | undefined): DbBool => (value ? 1 : 0);

async function replaceTranslations(
  trx: Transaction<Database>,
  entity: TranslatedEntity,
  entityId: number,
  field: string,
  texts: Partial<Record<OtherLanguage, string>> | undefined,
): Promise<void> {
  if (!texts) return;
  await trx
    .deleteFrom('contentTranslations')
    .where('entity', '=', entity)
    .where('entityId', '=', entityId)
    .where('field', '=', field)
    .execute();
  const rows = IMPORT_LANGUAGES.flatMap((language) =>
    texts[language] ? [{ entity, entityId, field, language, text: texts[language] }] : [],
  );
  if (rows.length > 0) await trx.insertInto('contentTranslations').values(rows).execute();
}

/** actor_import_full: the actor's profile, prices, categories and about texts, as the producer has them. */
export async function importActor(db: Kysely<Database>, body: ActorImport, now = Date.now()): Promise<ImportResult> {
  if (body.categoryIds?.length) {
    const known = await db.selectFrom('categories').select('id').where('id', 'in', body.categoryIds).execute();
    if (known.length !== new Set(body.categoryIds).size)
      throw new ApiError('VALIDATION_FAILED', 'categoryIds names a category that does not exist.');
  }
  const profile = {
    name: body.name,
    nameLower: body.name.toLowerCase(),
    gender: body.gender,
    actorType: body.actorType,
    age: body.age,
    country: body.country,
    ...(body.city !== undefined && { city: body.city }),
    ...(body.zip !== undefined && { zip: body.zip }),
    ...(body.latitude !== undefined && { latitude: body.latitude }),
    ...(body.longitude !== undefined && { longitude: body.longitude }),
    ...(body.spokenLanguages && { spokenLanguages: JSON.stringify(body.spokenLanguages) }),
    ...(body.about !== undefined && { about: body.about }),
    ...(body.bannedCountryCodes && { bannedCountryCodes: JSON.stringify(body.bannedCountryCodes) }),
    ...(body.prices?.message !== undefined && { priceMessage: body.prices.message }),
    ...(body.prices?.single !== undefined && { priceSingle: body.prices.single, priceSinglec2c: body.prices.single }),
    ...(body.prices?.video !== undefined && { priceVideo: body.prices.video }),
    ...(body.prices?.voyeur !== undefined && { priceVoyeur: body.prices.voyeur }),
  };
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('actors').select('id').where('id', '=', body.id).executeTakeFirst();
      if (existing) await trx.updateTable('actors').set(profile).where('id', '=', body.id).execute();
      else {
        const single = body.prices?.single ?? 199;
        await trx
          .insertInto('actors')
          .values({
            id: body.id,
            city: '',
            zip: '',
            latitude: 0,
            longitude: 0,
            spokenLanguages: '[]',
            about: '',
            bannedCountryCodes: '[]',
            isOnline: 0,
            isOnlineMobileVideocall: 0,
            lastOnlineAt: null,
            freeChat: 0,
            isActorAvailableForConversionChat: 0,
            isCurrentlyTicketShow: 0,
            priceFreeMessages: 0,
            priceMessage: 149,
            priceSingle: single,
            priceSinglec2c: single,
            priceVideo: single,
            priceVoucherChatMinutes: 0,
            priceVoyeur: 99,
            isLivePreviewEnabled: 0,
            isVoyeurChatAvailable: 0,
            isVoyeurInSingleChatAllowed: 0,
            isDildocontrolAvailable: 0,
            pinnedCount: 0,
            rankPoints: 0,
            previewSeed: imageSeed('actor', body.id),
            previewPalette: paletteIndexFor('actor', body.id),
            previewColor: paletteFor('actor', body.id)[0],
            createdAt: now,
            ...profile,
          })
          .execute();
      }
      if (body.categoryIds) {
        await trx.deleteFrom('actorCategories').where('actorId', '=', body.id).execute();
        const rows = [...new Set(body.categoryIds)].map((categoryId) => ({ actorId: body.id, categoryId }));
        if (rows.length > 0) await trx.insertInto('actorCategories').values(rows).execute();
      }
      await replaceTranslations(trx, 'actor', body.id, 'about', body.aboutTranslations);
      return { id: body.id, created: !existing };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('CONFLICT', `Another actor is named ${body.name} already.`);
    throw error;
  }
}

/** album_import: a video or photo album of a known actor, its pictures and translated titles. */
export async function importAlbum(db: Kysely<Database>, body: AlbumImport, now = Date.now()): Promise<ImportResult> {
  const basePrice = body.basePrice ?? body.price;
  if (body.isFree && body.isVip) throw new ApiError('VALIDATION_FAILED', 'An album is free or VIP, not both.');
  if (basePrice < body.price) throw new ApiError('VALIDATION_FAILED', 'basePrice is at least price (a discount lowers price).');
  if (body.type === 'video' && !body.duration) throw new ApiError('VALIDATION_FAILED', 'A video needs its duration in seconds.');
  if (body.type === 'photo_album' && body.duration) throw new ApiError('VALIDATION_FAILED', 'A photo album has no duration.');
  const actor = await db.selectFrom('actors').select('id').where('id', '=', body.actorId).executeTakeFirst();
  if (!actor) throw new ApiError('NOT_FOUND', `No actor ${body.actorId}: import the actor first.`);
  const fields = {
    actorId: body.actorId,
    type: body.type,
    title: body.title,
    ...(body.description !== undefined && { description: body.description }),
    duration: body.duration ?? 0,
    ageRating: body.ageRating,
    isVip: flag(body.isVip),
    isFree: flag(body.isFree),
    price: body.isFree ? 0 : body.price,
    basePrice: body.isFree ? 0 : basePrice,
    ...(body.tagGroup !== undefined && { tagGroup: body.tagGroup }),
    ...(body.publishedAt !== undefined && { publishedAt: body.publishedAt }),
  };
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('albums').select(['type', 'pictureCount']).where('id', '=', body.id).executeTakeFirst();
    if (existing && existing.type !== body.type)
      throw new ApiError('CONFLICT', `Album ${body.id} is a ${existing.type}; an import does not change its type.`);
    if (existing && body.pictureCount < existing.pictureCount)
      throw new ApiError('CONFLICT', `Album ${body.id} has ${existing.pictureCount} pictures; an import does not remove any.`);
    if (existing)
      await trx
        .updateTable('albums')
        .set({ ...fields, pictureCount: body.pictureCount })
        .where('id', '=', body.id)
        .execute();
    else {
      await trx
        .insertInto('albums')
        .values({
          id: body.id,
          description: '',
          tagGroup: '',
          publishedAt: now,
          isNew: 1,
          isCamRecording: 0,
          isClassic: 0,
          likes: 0,
          dislikes: 0,
          totalViews: 0,
          commentsTotal: 0,
          salesCount: 0,
          pictureCount: body.pictureCount,
          ...fields,
        })
        .execute();
    }
    const from = existing?.pictureCount ?? 0;
    const size = body.type === 'video' ? { width: 1280, height: 720 } : { width: 960, height: 1280 };
    const added = Array.from({ length: body.pictureCount - from }, (_, index) => ({
      albumId: body.id,
      position: from + index,
      ...size,
      likes: 0,
      dislikes: 0,
    }));
    if (added.length > 0) await trx.insertInto('pictures').values(added).execute();
    await replaceTranslations(trx, 'album', body.id, 'title', body.titleTranslations);
    return { id: body.id, created: !existing };
  });
}

/**
 * regenerate_auto_incrementor: moves every PostgreSQL id sequence past the largest id its table
 * holds (imports write the producer's ids, so the next own row would clash). SQLite takes the
 * next id from the table itself: nothing to do there.
 */
export async function regenerateAutoIncrementors(db: Kysely<Database>): Promise<{ database: 'sqlite' | 'postgres'; sequences: number }> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return { database: 'sqlite', sequences: 0 };
  return { database: 'postgres', sequences: await db.transaction().execute((trx) => advanceSequences(trx)) };
}
