// Contests with media and votes, the top cam lists, feed posts and ticket shows.
import type { DbBool, FeedPostType, NewRow } from '../schema.ts';
import { albumTitle } from './albumTexts.ts';
import { generateFeedComments, pickFeedType } from './feedComments.ts';
import { type Localized, translationRows } from './localized.ts';
import { randomFor } from './random.ts';
import { CHAT_SHOW_TITLES, feedText } from './texts.ts';
import { DAY, HOUR, MINUTE } from './time.ts';

export interface EngagementSeed {
  contests: NewRow<'contests'>[];
  contestMedia: NewRow<'contestMedia'>[];
  topCams: NewRow<'topCams'>[];
  feedPosts: NewRow<'feedPosts'>[];
  feedPhotos: NewRow<'feedPhotos'>[];
  feedComments: NewRow<'feedComments'>[];
  chatShows: NewRow<'chatShows'>[];
  /** Feed posts and show titles in German, Dutch and Spanish. */
  translations: NewRow<'contentTranslations'>[];
}

interface ActorRef {
  id: number;
  rankPoints: number;
  priceVideo: number;
  isOnlineMobileVideocall: DbBool;
  isCurrentlyTicketShow: DbBool;
}
interface RatingRef {
  actorId: number;
  countRatings: number;
  satisfactionRate: number;
}
interface AlbumRef {
  id?: number;
  actorId: number;
  type: string;
  publishedAt: number;
}

// Five finished contests, two running, one upcoming (offsets in days from now).
const CONTESTS = [
  { title: 'Best holiday photo', startDay: -400, endDay: -370, needsAvs: 0 },
  { title: 'Summer colours', startDay: -300, endDay: -270, needsAvs: 0 },
  { title: 'Autumn walk', startDay: -200, endDay: -170, needsAvs: 0 },
  { title: 'Cosy winter evening', startDay: -120, endDay: -90, needsAvs: 1 },
  { title: 'Spring in the city', startDay: -60, endDay: -30, needsAvs: 0 },
  { title: 'Best workout video', startDay: -10, endDay: 20, needsAvs: 0 },
  { title: 'Kitchen challenge', startDay: -3, endDay: 11, needsAvs: 1 },
  { title: 'Pets and friends', startDay: 7, endDay: 37, needsAvs: 0 },
] as const;

const flag = (value: boolean): DbBool => (value ? 1 : 0);

export function generateEngagement(
  now: number,
  actors: readonly ActorRef[],
  ratings: readonly RatingRef[],
  albums: readonly AlbumRef[],
): EngagementSeed {
  const seed: EngagementSeed = {
    contests: [],
    contestMedia: [],
    topCams: [],
    feedPosts: [],
    feedPhotos: [],
    feedComments: [],
    chatShows: [],
    translations: [],
  };
  generateContests(now, albums, seed);
  generateTopCams(actors, ratings, seed);
  generateFeed(now, actors, seed);
  seed.feedComments = generateFeedComments(now, seed.feedPosts);
  generateChatShows(now, actors, seed);
  return seed;
}

function generateContests(now: number, albums: readonly AlbumRef[], seed: EngagementSeed): void {
  const random = randomFor('contests');
  const albumsByActor = new Map<number, AlbumRef[]>();
  for (const album of albums) {
    if (album.type === 'sedcard') continue;
    const list = albumsByActor.get(album.actorId) ?? [];
    list.push(album);
    albumsByActor.set(album.actorId, list);
  }
  const actorIds = [...albumsByActor.keys()].sort((a, b) => a - b);
  CONTESTS.forEach((contest, index) => {
    const id = index + 1;
    const startsAt = Math.floor((now + contest.startDay * DAY) / HOUR) * HOUR;
    const endsAt = Math.floor((now + contest.endDay * DAY) / HOUR) * HOUR;
    seed.contests.push({
      id,
      title: contest.title,
      description: `Show us your entry for "${contest.title}". Guests vote for their favourites; each guest has five votes per contest.`,
      needsAvs: contest.needsAvs,
      startsAt,
      endsAt,
    });
    // Votes grow with the share of the voting period already passed.
    const elapsed = Math.max(0, Math.min(1, (now - startsAt) / (endsAt - startsAt)));
    for (const actorId of random.sample(actorIds, random.int(15, 40))) {
      const candidates = (albumsByActor.get(actorId) ?? []).filter((a) => a.publishedAt < Math.min(endsAt, now));
      if (candidates.length === 0) continue;
      const album = random.pick(candidates);
      seed.contestMedia.push({
        id: seed.contestMedia.length + 1,
        contestId: id,
        actorId,
        albumId: album.id!,
        votes: Math.round(random.skewed(0, 2_000, 2) * elapsed),
        createdAt: Math.min(now - MINUTE, Math.max(album.publishedAt, startsAt - random.int(0, 7 * DAY))),
      });
    }
  });
}

function generateTopCams(actors: readonly ActorRef[], ratings: readonly RatingRef[], seed: EngagementSeed): void {
  const random = randomFor('topCams');
  const byId = new Map(actors.map((actor) => [actor.id, actor]));
  const push = (type: NewRow<'topCams'>['type'], actorIds: number[], points: (rank: number) => number) => {
    actorIds.forEach((actorId, index) => {
      seed.topCams.push({
        id: seed.topCams.length + 1,
        type,
        actorId,
        rank: index + 1,
        rankingPointsVideoCall: points(index + 1),
        videocallPrice: byId.get(actorId)?.priceVideo ?? 0,
      });
    });
  };
  const top100 = [...actors].sort((a, b) => b.rankPoints - a.rankPoints || a.id - b.id).slice(0, 100);
  push(
    'top100',
    top100.map((a) => a.id),
    () => 0,
  );
  const bestChats = ratings
    .filter((r) => r.countRatings >= 10)
    .sort((a, b) => b.satisfactionRate - a.satisfactionRate || b.countRatings - a.countRatings || a.actorId - b.actorId)
    .slice(0, 50);
  push(
    'bestChats',
    bestChats.map((r) => r.actorId),
    () => 0,
  );
  const videoCallers = [
    ...actors.filter((a) => a.isOnlineMobileVideocall === 1),
    ...random.sample(
      actors.filter((a) => a.isOnlineMobileVideocall === 0),
      25,
    ),
  ].slice(0, 40);
  const points = videoCallers.map(() => random.skewed(100, 20_000, 2)).sort((a, b) => b - a);
  push(
    'videoCall',
    random.shuffle(videoCallers).map((a) => a.id),
    (rank) => points[rank - 1] ?? 0,
  );
}

function generateFeed(now: number, actors: readonly ActorRef[], seed: EngagementSeed): void {
  const random = randomFor('feed');
  const typeRandom = randomFor('feedTypes');
  const drafts: (Omit<NewRow<'feedPosts'>, 'id'> & { texts: { title?: Localized; text: Localized } })[] = [];
  for (const actor of random.sample(actors, 150)) {
    for (let i = random.int(4, 16); i > 0; i--) {
      const type = random.weighted<FeedPostType>([
        ['clip', 40],
        ['photos', 35],
        ['text', 25],
      ]);
      const scheduled = random.chance(0.03);
      const published = scheduled ? now + random.int(HOUR, 5 * DAY) : now - random.int(MINUTE, 365 * DAY);
      const paid = type !== 'text' && random.chance(0.4);
      const hasGoal = random.chance(0.2);
      const goal = hasGoal ? random.pick([500, 1_000, 2_000, 5_000]) : 0;
      const views = scheduled ? 0 : random.skewed(0, 20_000);
      const vertical = random.chance(0.6);
      const pinned = flag(!scheduled && random.chance(0.04));
      const texts = { title: type === 'text' ? undefined : albumTitle(random), text: feedText(random) };
      drafts.push({
        texts,
        actorId: actor.id,
        type,
        feedType: pickFeedType(type, typeRandom),
        status: scheduled ? 'scheduled' : 'published',
        pinned,
        title: texts.title?.en ?? '',
        text: texts.text.en,
        views,
        likes: Math.floor(views * random.next() * 0.2),
        paidContent: flag(paid),
        fsk: random.chance(0.5) ? 16 : 18,
        priceCoins: paid ? random.pick([20, 40, 60, 100, 150, 200]) : 0,
        tippingGoalCoins: goal,
        tipsSumCoins: hasGoal && !scheduled ? random.int(0, Math.round(goal * 1.2)) : 0,
        clipLength: type === 'clip' ? random.int(10, 300) : 0,
        clipWidth: type === 'clip' ? (vertical ? 1080 : 1920) : 0,
        clipHeight: type === 'clip' ? (vertical ? 1920 : 1080) : 0,
        created: published - random.int(0, 2 * DAY),
        published,
      });
    }
  }
  drafts.sort((a, b) => a.published - b.published || a.actorId - b.actorId);
  drafts.forEach(({ texts, ...draft }, index) => {
    const id = index + 1;
    seed.feedPosts.push({ id, ...draft });
    seed.translations.push(...translationRows('feedPost', id, texts));
    if (draft.type !== 'photos') return;
    for (let position = 0, count = random.int(2, 8); position < count; position++) {
      const portrait = random.chance(0.6);
      seed.feedPhotos.push({
        id: seed.feedPhotos.length + 1,
        feedPostId: id,
        position,
        width: portrait ? 1080 : 1440,
        height: portrait ? 1440 : 1080,
      });
    }
  });
}

function generateChatShows(now: number, actors: readonly ActorRef[], seed: EngagementSeed): void {
  const random = randomFor('chatShows');
  const quarter = 15 * MINUTE;
  const drafts: (Omit<NewRow<'chatShows'>, 'id'> & { localizedTitle: Localized })[] = [];
  const show = (actorId: number, startsAt: number) => {
    const isFree = random.chance(0.12);
    const title = random.pick(CHAT_SHOW_TITLES);
    drafts.push({
      actorId,
      title: title.en,
      localizedTitle: title,
      price: isFree ? 0 : random.pick([299, 499, 799, 999]),
      currency: 'EUR',
      isFree: flag(isFree),
      startsAt,
      endsAt: startsAt + random.pick([30, 45, 60, 90]) * MINUTE,
    });
  };
  // Actors flagged in a ticket show right now have a show that is running.
  for (const actor of actors.filter((a) => a.isCurrentlyTicketShow === 1)) {
    show(actor.id, Math.floor((now - random.int(5, 25) * MINUTE) / quarter) * quarter);
  }
  // A few shows that just ended, and the coming week's program.
  for (const actor of random.sample(actors, 4)) {
    show(actor.id, Math.floor((now - random.int(3, 48) * HOUR) / quarter) * quarter);
  }
  for (const actor of random.sample(actors, 36)) {
    show(actor.id, Math.ceil((now + random.int(1, 7 * 24) * HOUR) / quarter) * quarter);
  }
  drafts.sort((a, b) => a.startsAt - b.startsAt || a.actorId - b.actorId);
  drafts.forEach(({ localizedTitle, ...draft }, index) => {
    seed.chatShows.push({ id: index + 1, ...draft });
    seed.translations.push(...translationRows('chatShow', index + 1, { title: localizedTitle }));
  });
}
