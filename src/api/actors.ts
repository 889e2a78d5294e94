// spec part 2 §7.2 (actors) and the actor parts of §7.4 (galleries) and §7.9 (tracker), plus the
// query-service operations the actor profile needs (§7.10). One typed function per call, all
// through the one ky instance (client.ts) or the query client (query.ts). Lazy: only the actor
// pages import this file.

import { DEFAULTS } from '../contract/constants.ts';
import type { ChatRatings, HeatMap } from '../contract/entities/actor.ts';
import type { ActorIdOrName } from '../contract/entities.ts';
import type { TopCamType } from '../contract/enums.ts';
import { type ModelTile, type Money, type Page, VIDEO_TILE_FIELDS, type VideoTile } from '../contract/queries/home.ts';
import { buildRestPath, type RestAnswer, type RestKey, type RestPayload } from '../contract/rest.ts';
import type { GuestRating } from '../contract/restCalls.ts';
import { getJson, sendJson } from './client.ts';
import { query } from './query.ts';

type Answer<K extends RestKey> = RestAnswer<K>;

// --- 7.2 actors ---

export const getActorDataByIdOrName = (actorIdOrName: ActorIdOrName) =>
  getJson<Answer<'actor/getActorDataByIdOrName/{actorIdOrName}'>>(
    buildRestPath('actor/getActorDataByIdOrName/{actorIdOrName}', { actorIdOrName }),
  );

export const getActorNoteById = (actorId: number) =>
  getJson<Answer<'actor/getActorNoteById/{actorId}'>>(buildRestPath('actor/getActorNoteById/{actorId}', { actorId }));

export const storeActorNote = (actorId: number, comment: string) =>
  sendJson<Answer<'actor/storeActorNote'>>('post', 'actor/storeActorNote', {
    actorId,
    comment,
  } satisfies RestPayload<'actor/storeActorNote'>);

export const getActorPreviewImage = (actorIdOrName: ActorIdOrName) =>
  getJson<Answer<'actor/getActorPreviewImage/{actorIdOrName}'>>(
    buildRestPath('actor/getActorPreviewImage/{actorIdOrName}', { actorIdOrName }),
  );

export const getActorTVLivestreamDataById = (actorId: number) =>
  getJson<Answer<'actor/getActorTVLivestreamDataById/{actorId}'>>(
    buildRestPath('actor/getActorTVLivestreamDataById/{actorId}', { actorId }),
  );

export const getActorSeoContent = (actorId: number, tagGroup: string) =>
  getJson<Answer<'seo/getActorSeoContent/{actorId}/{tagGroup}'>>(
    buildRestPath('seo/getActorSeoContent/{actorId}/{tagGroup}', { actorId, tagGroup }),
  );

// --- 7.4 galleries ---

/** The actor's sedcard pictures, at most `limit`, up to age rating `fsk`. */
export const getSedcards = (actorIdOrName: ActorIdOrName, limit: number, fsk: number = DEFAULTS.ageRating) =>
  getJson<Answer<'gallery/getsedcards/{actorIdOrName}/{payload}'>>(
    buildRestPath('gallery/getsedcards/{actorIdOrName}/{payload}', { actorIdOrName, payload: { limit, fsk } }),
  );

export const setSedcardsGuestRating = (actorId: number, guestRating: GuestRating) =>
  sendJson<Answer<'gallery/setSedcardsGuestRating/{actorId}'>>(
    'post',
    buildRestPath('gallery/setSedcardsGuestRating/{actorId}', { actorId }),
    { guestRating } satisfies RestPayload<'gallery/setSedcardsGuestRating/{actorId}'>,
  );

export const getPromotedVideo = (actorId: number) =>
  getJson<Answer<'gallery/getpromotedvideo/{actorId}'>>(buildRestPath('gallery/getpromotedvideo/{actorId}', { actorId }));

export const getTopVideos = (actorIdOrName: ActorIdOrName) =>
  getJson<Answer<'gallery/getTopVideos/{actorIdOrName}'>>(buildRestPath('gallery/getTopVideos/{actorIdOrName}', { actorIdOrName }));

export const openGallery = (albumId: number) =>
  getJson<Answer<'gallery/open'>>('gallery/open', { albumId } satisfies RestPayload<'gallery/open'>);

// --- 7.9 tracker ---

export const trackActorProfileVisit = (actorName: string) =>
  sendJson<Answer<'tracker/trackActorProfileVisit'>>('post', 'tracker/trackActorProfileVisit', {
    actorName,
  } satisfies RestPayload<'tracker/trackActorProfileVisit'>);

// --- 7.10 query service ---

export interface Interview {
  question: string;
  answer: string;
}
/** The query service answers the contract's shapes (src/contract/entities/actor.ts). */
export type ChatRatingsAnswer = ChatRatings;
export type HeatMapAnswer = HeatMap;
export interface TopCamTile {
  id: number;
  name: string;
  profileLink: string;
  online: boolean;
  onlineVideocall: boolean;
  age: number | null;
  previewPicture: { src: string; srcSet: string; width: number; height: number } | null;
  spokenLanguages: string[];
  pinnedCount: number;
  ratingCount: number;
  satisfactionRate: number;
  videocallPrice: Money | null;
}

const MODEL_TILE = 'id name age isOnline freeChat preview';
const VIDEO_TILE = `${VIDEO_TILE_FIELDS} classic`;

/** Actors like this one (spec part 1 §9: defaults 4 with age rating 16). */
export async function getRecommendedModels(
  actorId: number,
  first: number = DEFAULTS.recommendations,
  fsk: number = DEFAULTS.ageRating,
): Promise<ModelTile[]> {
  const data = await query<{ recommendedModels: ModelTile[] }>(
    `query Recommended($actorId: Int!, $first: Int!, $fsk: Int!) { recommendedModels(actorId: $actorId, first: $first, fsk: $fsk) { ${MODEL_TILE} } }`,
    { actorId, first, fsk },
  );
  return data.recommendedModels;
}

export async function getInterviews(actorId: number): Promise<Interview[]> {
  const data = await query<{ interviews: Interview[] }>(
    'query Interviews($actorId: Int!) { interviews(actorId: $actorId) { question answer } }',
    { actorId },
  );
  return data.interviews;
}

export async function getChatRatings(actorId: number): Promise<ChatRatingsAnswer | null> {
  const data = await query<{ chatRatings: ChatRatingsAnswer | null }>(
    'query ChatRatings($actorId: Int!) { chatRatings(actorId: $actorId) { lastNinetyDays { countRatings satisfactionRate } } }',
    { actorId },
  );
  return data.chatRatings;
}

export async function getHeatMap(actorId: number): Promise<HeatMapAnswer | null> {
  const data = await query<{ heatMap: HeatMapAnswer | null }>(
    'query HeatMap($actorId: Int!) { heatMap(actorId: $actorId) { heatMap hoursToBeOnline memo } }',
    { actorId },
  );
  return data.heatMap;
}

export async function getTopCams(type: Exclude<TopCamType, 'favorites'>, online?: boolean): Promise<TopCamTile[]> {
  const data = await query<{ topCams: TopCamTile[] }>(
    `query TopCams($type: TopCamType!, $online: Boolean) { topCams(type: $type, online: $online) {
      id name profileLink online onlineVideocall age previewPicture { src srcSet width height } spokenLanguages pinnedCount ratingCount
      satisfactionRate videocallPrice { value currency } } }`,
    { type, online },
  );
  return data.topCams;
}

/** The actor's videos, newest first by the category's default sort. */
export async function getActorVideos(actorId: number, first: number, offset = 0): Promise<Page<VideoTile & { classic: boolean }>> {
  const data = await query<{ videos: Page<VideoTile & { classic: boolean }> }>(
    `query ActorVideos($actorId: Int!, $first: Int!, $offset: Int!) { videos(category: allVideos, actorId: $actorId, first: $first, offset: $offset) { total items { ${VIDEO_TILE} } } }`,
    { actorId, first, offset },
  );
  return data.videos;
}
