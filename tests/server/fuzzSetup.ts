// The rows and tokens the fuzz test's samples point at (fuzzSamples.ts FuzzIds): seeded actors,
// albums, a running contest, blog, TV, an incentive and a survey, plus a channel of the fuzzing
// guest (an actor writes first, through the internal route) and an ended chat it may rate.
import { randomBytes } from 'node:crypto';
import { hashToken } from '../../server/domain/accessTokens.ts';
import { tvHashId } from '../../src/contract/content.ts';
import type { FuzzIds } from './fuzzSamples.ts';
import type { TestServer } from './harness.ts';
import { internal } from './socketClient.ts';

/** The internal token the fuzz test's server is started with. */
export const INTERNAL_TOKEN = 'fuzz-internal-token-0123456789abcdef';

/** The samples' ids for the guest (and the victim), from the seed and two rows made for the guest. */
export async function seedIds(
  t: TestServer,
  guestId: number,
  guestEmail: string,
  victimGuestId: number,
  victimToken: string,
): Promise<FuzzIds> {
  const db = t.server.db;
  const now = Date.now();
  const [actor, spare] = await db.selectFrom('actors').select(['id', 'name']).where('isOnline', '=', 0).orderBy('id').limit(2).execute();
  if (!actor || !spare) throw new Error('the seed has fewer than two offline actors');
  const album = (type: 'photo_album' | 'video') =>
    db
      .selectFrom('albums')
      .select('id')
      .where('type', '=', type)
      .where('isFree', '=', 0)
      .where('publishedAt', '<=', now)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  const [photo, video] = [await album('photo_album'), await album('video')];
  const picture = await db.selectFrom('pictures').select('id').where('albumId', '=', photo.id).orderBy('id').executeTakeFirstOrThrow();
  const contest = await db
    .selectFrom('contestMedia')
    .innerJoin('contests', 'contests.id', 'contestMedia.contestId')
    .select(['contestMedia.id', 'contestMedia.contestId', 'contestMedia.albumId', 'contestMedia.actorId'])
    .where('contests.startsAt', '<=', now)
    .where('contests.endsAt', '>', now)
    .orderBy('contestMedia.id')
    .executeTakeFirstOrThrow();
  const post = await db.selectFrom('blogPosts').select(['slug', 'categoryId']).orderBy('id').executeTakeFirstOrThrow();
  const series = await db.selectFrom('tvSeries').select('key').orderBy('id').executeTakeFirstOrThrow();
  const episode = await db.selectFrom('tvEpisodes').select('id').orderBy('id').executeTakeFirstOrThrow();
  const incentive = await db.selectFrom('incentives').select('id').orderBy('id').executeTakeFirstOrThrow();
  const survey = await db.selectFrom('surveys').select('id').orderBy('id').executeTakeFirstOrThrow();
  const clashActor = await db
    .selectFrom('clashActors')
    .select(['clashId', 'actorId'])
    .orderBy('clashId')
    .orderBy('position')
    .executeTakeFirstOrThrow();
  // A channel of the guest (the actor wrote first) and an ended chat the guest may rate.
  const message = await internal(t.baseUrl, INTERNAL_TOKEN, 'POST', `actors/${actor.id}/message`, { guestId, text: 'hello' });
  const chat = await db
    .insertInto('chatSessions')
    .values({ guestId, actorId: actor.id, kind: 'single', priceCents: 199, startedAt: now - 120_000, endedAt: now - 60_000, endCode: 100 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    guestId,
    guestEmail,
    victimGuestId,
    victimToken,
    actorId: actor.id,
    actorName: actor.name,
    spareActorId: spare.id,
    photoAlbumId: photo.id,
    videoId: video.id,
    pictureId: picture.id,
    channelId: message.body.channelId,
    contestId: contest.contestId,
    contestMediaId: contest.id,
    contestAlbumId: contest.albumId,
    contestActorId: contest.actorId,
    blogCategoryId: post.categoryId,
    blogSlug: post.slug,
    tvKey: series.key,
    tvVideoId: episode.id,
    tvHashId: tvHashId(episode.id),
    incentiveId: incentive.id,
    surveyId: survey.id,
    chatSessionId: chat.id,
    clashId: clashActor.clashId,
    clashActorId: clashActor.actorId,
  };
}

/** An access token of the guest written straight to the database (a login elsewhere). */
export async function extraToken(t: TestServer, guestId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await t.server.db
    .insertInto('accessTokens')
    .values({ tokenHash: hashToken(token), guestId, createdAt: now, lastSeenAt: now, revokedAt: null })
    .execute();
  return token;
}
