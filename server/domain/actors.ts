// The actor as a guest sees it (spec part 1 §3 Actor, part 2 §7.2): the profile answer, its live
// state, the preview picture, generated SEO texts, the guest's private note, the sedcard rating
// and profile visit counts. Actor names are matched case-insensitively (routes use the
// lowercased name, actors.name_lower).
//
// The banned flag (spec part 1 §5) is only answered here: the chat and purchase issues refuse a
// banned guest's chats and purchases with the same isActorBanned rule.

import { type Kysely, sql } from 'kysely';
import { isActorBanned } from '../../src/contract/actorRules.ts';
import type { Actor as ActorEntity, ActorLivestream, ActorState, SeoContent } from '../../src/contract/entities/actor.ts';
import type { Picture } from '../../src/contract/entities/common.ts';
import type { Language } from '../../src/contract/enums.ts';
import { isIdText } from '../../src/contract/validation.ts';
import type { Actor as ActorRow, Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { seoContentOf } from './actorSeo.ts';
import { imageUrl } from './imageUrls.ts';
import { type Rating, ratingChange } from './ratings.ts';
import { hasRunningTicket } from './tickets.ts';
import { localizedOne } from './translations.ts';

/** actor/storeActorNote: the note is plain text of at most this many characters. */
export const ACTOR_NOTE_MAX_CHARS = 2000;

/** An actor's preview picture: portrait 3:4 in the two widths tiles and profiles use. */
export function actorPicture(actorId: number): Picture {
  return {
    src: imageUrl('actor', actorId, 'w320'),
    srcSet: `${imageUrl('actor', actorId, 'w320')} 320w, ${imageUrl('actor', actorId, 'w640')} 640w`,
    width: 320,
    height: 427,
  };
}

/** A picture (sedcard picture, video still) in 4:3. */
export function picturePicture(pictureId: number): Picture {
  return {
    src: imageUrl('picture', pictureId, 'w320'),
    srcSet: `${imageUrl('picture', pictureId, 'w320')} 320w, ${imageUrl('picture', pictureId, 'w640')} 640w`,
    width: 320,
    height: 240,
  };
}

/** An album cover (video preview) in 16:9. */
export function albumPicture(albumId: number): Picture {
  return {
    src: imageUrl('album', albumId, 'w320'),
    srcSet: `${imageUrl('album', albumId, 'w320')} 320w, ${imageUrl('album', albumId, 'w640')} 640w`,
    width: 320,
    height: 180,
  };
}

export function parseCodes(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** The actor by id (digits, up to MAX_ID) or by name, case-insensitively; NOT_FOUND otherwise. */
export async function findActor(db: Kysely<Database>, idOrName: string | number): Promise<ActorRow> {
  const key = String(idOrName);
  const query = db.selectFrom('actors').selectAll();
  const row = isIdText(key)
    ? await query.where('id', '=', Number(key)).executeTakeFirst()
    : await query.where('nameLower', '=', key.toLowerCase()).executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND', `There is no actor ${key}.`);
  return row;
}

export function actorState(row: ActorRow): ActorState {
  return {
    id: row.id,
    isOnline: row.isOnline === 1,
    freeChat: row.freeChat === 1,
    isOnlineMobileVideocall: row.isOnlineMobileVideocall === 1,
    isCurrentlyTicketShow: row.isCurrentlyTicketShow === 1,
    isVoyeurChatAvailable: row.isVoyeurChatAvailable === 1,
  };
}

export interface ActorViewer {
  guestId: number | null;
  /** From guestCountry(request); null when unknown. */
  country: string | null;
  language: Language;
}

/** The full guest-visible actor of actor/getActorDataByIdOrName. */
export async function actorEntity(db: Kysely<Database>, stored: ActorRow, viewer: ActorViewer): Promise<ActorEntity> {
  const row = await localizedOne(db, 'actor', stored, stored.id, viewer.language);
  const pinned =
    viewer.guestId === null
      ? undefined
      : await db
          .selectFrom('guestPins')
          .select('targetId')
          .where('guestId', '=', viewer.guestId)
          .where('kind', '=', 'actor')
          .where('targetId', '=', row.id)
          .executeTakeFirst();
  const bannedCountryCodes = parseCodes(row.bannedCountryCodes);
  const guestHasTicket = row.isCurrentlyTicketShow === 1 && (await hasRunningTicket(db, viewer.guestId, row.id));
  // Money is stored in cents; the guest's currency is EUR (the only balance currency so far).
  const euros = (cents: number) => cents / 100;
  return {
    ...actorState(row),
    name: row.name,
    gender: row.gender,
    type: row.actorType,
    age: row.age,
    bannedCountryCodes,
    isActorAvailableForConversionChat: row.isActorAvailableForConversionChat === 1,
    prices: {
      freeMessages: row.priceFreeMessages,
      message: euros(row.priceMessage),
      single: euros(row.priceSingle),
      singlec2c: euros(row.priceSinglec2c),
      video: euros(row.priceVideo),
      voucherChatMinutes: row.priceVoucherChatMinutes,
      voyeur: euros(row.priceVoyeur),
    },
    pricesCurrency: 'EUR',
    isLivePreviewEnabled: row.isLivePreviewEnabled === 1,
    isVoyeurInSingleChatAllowed: row.isVoyeurInSingleChatAllowed === 1,
    isDildocontrolAvailable: row.isDildocontrolAvailable === 1,
    // a ticket for the show this actor is giving now
    guestHasTicket,
    isFavoriteActorOfGuest: pinned !== undefined,
    previewImage: actorPicture(row.id),
    seoContent: seoContentOf(row, null, viewer.language),
    settings: {
      about: row.about,
      city: row.city,
      country: row.country,
      spokenLanguages: parseCodes(row.spokenLanguages),
      pinnedCount: row.pinnedCount,
    },
    isBanned: isActorBanned(bannedCountryCodes, viewer.country),
  };
}

/** seo/getActorSeoContent: the texts of one tag group of the actor's videos, the about text in the guest's language. */
export async function actorSeoContent(db: Kysely<Database>, stored: ActorRow, tagGroup: string, language: Language): Promise<SeoContent> {
  return seoContentOf(await localizedOne(db, 'actor', stored, stored.id, language), tagGroup, language);
}

/**
 * actor/getActorTVLivestreamDataById: null while the actor is offline; online, the stream a chat
 * with the actor plays (LIVE_STREAM_URL, `{actorId}` replaced: the generated demo clip by default;
 * a real media server would hand out per-chat addresses instead) and its poster.
 */
export function actorLivestream(row: ActorRow, streamUrlTemplate: string): ActorLivestream | null {
  if (row.isOnline !== 1) return null;
  return {
    actorId: row.id,
    isLive: true,
    streamUrl: streamUrlTemplate.replaceAll('{actorId}', String(row.id)),
    posterUrl: imageUrl('actor', row.id, 'w640'),
  };
}

/** actor/storeActorNote: one note per guest and actor, replaced on each store; an empty note is kept empty. */
export async function storeActorNote(db: Kysely<Database>, guestId: number, actorId: number, comment: string, now = Date.now()) {
  if (comment.length > ACTOR_NOTE_MAX_CHARS)
    throw new ApiError('VALIDATION_FAILED', `A note has at most ${ACTOR_NOTE_MAX_CHARS} characters.`);
  await findActor(db, actorId);
  await db
    .insertInto('actorNotes')
    .values({ guestId, actorId, comment, updatedAt: now })
    .onConflict((oc) => oc.columns(['guestId', 'actorId']).doUpdateSet({ comment, updatedAt: now }))
    .execute();
  return { actorId, comment };
}

export async function actorNote(db: Kysely<Database>, guestId: number, actorId: number) {
  const row = await db
    .selectFrom('actorNotes')
    .select(['actorId', 'comment'])
    .where('guestId', '=', guestId)
    .where('actorId', '=', actorId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * gallery/setSedcardsGuestRating: one rating per guest and actor. A new rating replaces the
 * guest's earlier one, and the sedcard album's likes and dislikes follow in the same transaction,
 * so a guest's vote counts once however often it is sent.
 */
export async function rateSedcards(db: Kysely<Database>, guestId: number, actorId: number, rating: -1 | 0 | 1, now = Date.now()) {
  await findActor(db, actorId);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('sedcardRatings')
      .select('rating')
      .where('guestId', '=', guestId)
      .where('actorId', '=', actorId)
      .executeTakeFirst();
    const previous = (before?.rating ?? 0) as Rating;
    if (previous === rating) return;
    await trx
      .insertInto('sedcardRatings')
      .values({ guestId, actorId, rating, createdAt: now })
      .onConflict((oc) => oc.columns(['guestId', 'actorId']).doUpdateSet({ rating, createdAt: now }))
      .execute();
    const { likes, dislikes } = ratingChange(previous, rating);
    await trx
      .updateTable('albums')
      .set({ likes: sql<number>`likes + ${likes}`, dislikes: sql<number>`dislikes + ${dislikes}` })
      .where('actorId', '=', actorId)
      .where('type', '=', 'sedcard')
      .execute();
  });
}

/** tracker/trackActorProfileVisit: one more visit for the actor; unknown names are ignored. */
export async function trackProfileVisit(db: Kysely<Database>, actorName: string, now = Date.now()): Promise<boolean> {
  const actor = await db.selectFrom('actors').select('id').where('nameLower', '=', actorName.toLowerCase()).executeTakeFirst();
  if (!actor) return false;
  await db
    .insertInto('actorProfileVisits')
    .values({ actorId: actor.id, visits: 1, lastVisitAt: now })
    .onConflict((oc) => oc.column('actorId').doUpdateSet({ visits: sql<number>`actor_profile_visits.visits + 1`, lastVisitAt: now }))
    .execute();
  return true;
}

/** How many actors are online now (monitoringActors/onlineActorsAmount). */
export async function countOnlineActors(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('actors')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('isOnline', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
