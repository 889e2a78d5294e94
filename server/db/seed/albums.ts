// Albums of every actor (videos, photo albums and the sedcard), their pictures and comments.
import type { AlbumType, DbBool, NewRow } from '../schema.ts';
import { albumDescription, albumTitle } from './albumTexts.ts';
import { translationRows } from './localized.ts';
import { nickname } from './names.ts';
import type { Random } from './random.ts';
import { randomFor } from './random.ts';
import { commentText, TAG_GROUPS } from './texts.ts';
import { DAY, MINUTE } from './time.ts';

/** Albums are published over this window; older actors simply started before it. */
const PUBLISH_WINDOW_DAYS = 730;
/** An album published within this many days is flagged new at seed time. */
const NEW_ALBUM_DAYS = 30;
/** Older than this, an album may be a classic. */
const CLASSIC_AFTER_DAYS = 540;

export interface AlbumSeed {
  albums: NewRow<'albums'>[];
  pictures: NewRow<'pictures'>[];
  comments: NewRow<'albumComments'>[];
  /** Titles and descriptions in German, Dutch and Spanish. */
  translations: NewRow<'contentTranslations'>[];
}

interface ActorRef {
  id: number;
  name: string;
  createdAt: number;
}

interface AlbumDraft {
  actor: ActorRef;
  type: AlbumType;
  publishedAt: number;
  order: number;
}

/** An album row before its pictures and comments are counted. */
type AlbumBase = Omit<NewRow<'albums'>, 'pictureCount' | 'commentsTotal'>;

const flag = (value: boolean): DbBool => (value ? 1 : 0);

export function generateAlbums(now: number, actors: readonly ActorRef[]): AlbumSeed {
  const random = randomFor('albums');
  const drafts: AlbumDraft[] = [];
  for (const actor of actors) {
    const firstDay = Math.max(actor.createdAt, now - PUBLISH_WINDOW_DAYS * DAY);
    drafts.push({ actor, type: 'sedcard', publishedAt: actor.createdAt, order: drafts.length });
    const count = random.int(3, 19);
    for (let i = 0; i < count; i++) {
      // A few of everyone's albums are recent, so trends (last 8 days) and new lists fill up.
      const recentStart = Math.max(firstDay, now - 8 * DAY);
      const publishedAt = random.chance(0.05) ? random.int(recentStart, now - MINUTE) : random.int(firstDay, now - MINUTE);
      drafts.push({
        actor,
        type: random.chance(0.62) ? 'video' : 'photo_album',
        publishedAt,
        order: drafts.length,
      });
    }
  }
  // Ids grow with publication time, as they would on a live system.
  drafts.sort((a, b) => a.publishedAt - b.publishedAt || a.order - b.order);

  const seed: AlbumSeed = { albums: [], pictures: [], comments: [], translations: [] };
  drafts.forEach((draft, index) => {
    const id = index + 1;
    const album =
      draft.type === 'sedcard' ? sedcardAlbum(id, draft, seed.translations) : mediaAlbum(random, now, id, draft, seed.translations);
    const pictureCount = draft.type === 'photo_album' ? random.int(6, 14) : draft.type === 'video' ? random.int(3, 6) : random.int(4, 8);
    for (let position = 0; position < pictureCount; position++) {
      const portrait = draft.type === 'sedcard' || (draft.type === 'photo_album' && random.chance(0.5));
      seed.pictures.push({
        id: seed.pictures.length + 1,
        albumId: id,
        position,
        width: draft.type === 'video' ? 1280 : portrait ? 960 : 1280,
        height: draft.type === 'video' ? 720 : portrait ? 1280 : 960,
        likes: random.skewed(0, 300),
        dislikes: random.skewed(0, 20),
      });
    }
    const commentCount = draft.type === 'sedcard' || random.chance(0.35) ? 0 : random.int(1, 6);
    for (let i = 0; i < commentCount; i++) {
      seed.comments.push({
        id: seed.comments.length + 1,
        albumId: id,
        guestId: null,
        authorName: nickname(random),
        text: commentText(random),
        createdAt: random.int(draft.publishedAt, now),
      });
    }
    seed.albums.push({ ...album, pictureCount, commentsTotal: commentCount });
  });
  return seed;
}

function sedcardAlbum(id: number, draft: AlbumDraft, translations: NewRow<'contentTranslations'>[]): AlbumBase {
  const name = draft.actor.name;
  translations.push(
    ...translationRows('album', id, {
      title: { en: `${name}'s sedcard`, de: `Sedcard von ${name}`, nl: `Sedcard van ${name}`, es: `Sedcard de ${name}` },
    }),
  );
  return {
    id,
    actorId: draft.actor.id,
    type: 'sedcard',
    title: `${draft.actor.name}'s sedcard`,
    description: '',
    duration: 0,
    ageRating: 16,
    isVip: 0,
    isFree: 1,
    isNew: 0,
    isCamRecording: 0,
    isClassic: 0,
    price: 0,
    basePrice: 0,
    likes: 0,
    dislikes: 0,
    totalViews: 0,
    tagGroup: '',
    salesCount: 0,
    publishedAt: draft.publishedAt,
  };
}

function mediaAlbum(random: Random, now: number, id: number, draft: AlbumDraft, translations: NewRow<'contentTranslations'>[]): AlbumBase {
  const isVideo = draft.type === 'video';
  const isFree = isVideo && random.chance(0.08);
  const isVip = !isFree && random.chance(0.1);
  const basePrice = isFree
    ? 0
    : isVideo
      ? random.pick([199, 299, 399, 499, 599, 799, 999, 1499, 1999])
      : random.pick([99, 149, 199, 299, 399]);
  // Discounted albums: price below basePrice (the on-sale list).
  const price = !isFree && random.chance(0.12) ? Math.floor((basePrice * random.pick([0.5, 0.6, 0.7, 0.8])) / 10) * 10 + 9 : basePrice;
  const likes = random.skewed(0, 3_000);
  const ageDays = (now - draft.publishedAt) / DAY;
  const title = albumTitle(random);
  const description = albumDescription(random);
  translations.push(...translationRows('album', id, { title, description }));
  return {
    id,
    actorId: draft.actor.id,
    type: draft.type,
    title: title.en,
    description: description.en,
    duration: isVideo
      ? random.weighted([
          [random.int(60, 300), 3],
          [random.int(300, 900), 5],
          [random.int(900, 1800), 2],
        ])
      : 0,
    ageRating: random.chance(0.45) ? 16 : 18,
    isVip: flag(isVip),
    isFree: flag(isFree),
    isNew: flag(ageDays <= NEW_ALBUM_DAYS),
    isCamRecording: flag(isVideo && random.chance(0.12)),
    isClassic: flag(ageDays > CLASSIC_AFTER_DAYS && random.chance(0.3)),
    price: Math.min(price, basePrice),
    basePrice,
    likes,
    dislikes: Math.floor(likes * random.next() * 0.15),
    // Recent albums get a burst of views, so the trending list (last 8 days) has a clear order.
    totalViews: likes * random.int(8, 40) + random.int(0, 500) + (ageDays < 8 ? random.int(0, 2_000) : 0),
    tagGroup: random.pick(TAG_GROUPS),
    salesCount: isFree ? 0 : random.skewed(0, 800),
    publishedAt: draft.publishedAt,
  };
}
