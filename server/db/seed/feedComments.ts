// The feed's seeded extras (issue 12): each post's feed type (one of the seven of spec part 1 §3,
// fitting its clip / photos / text type) and comments on about a third of the published posts,
// some answered by the creator (isCreator) and some from guests who tipped (tipped). Own random
// streams, so the posts themselves stay as they were.
import type { FeedPostType, FeedType, NewRow } from '../schema.ts';
import { type Random, randomFor } from './random.ts';
import { DAY, MINUTE } from './time.ts';

// biome-ignore format: data table, one row per line
const FEED_TYPES_OF: Record<FeedPostType, readonly (readonly [FeedType, number])[]> = {
  clip: [['clip', 70], ['hotClip', 30]],
  photos: [['photos', 50], ['photoGallery', 25], ['profileImage', 15], ['photoContest', 10]],
  text: [['text', 1]],
};

/** The seven feed types spread over the posts, by their type. */
export function pickFeedType(type: FeedPostType, random: Random): FeedType {
  return random.weighted(FEED_TYPES_OF[type]);
}

const COMMENTER_NAMES = [
  'SunnyWalker',
  'BlueHarbor',
  'QuietFox',
  'NightOwl77',
  'MapleLeaf',
  'CloudRider',
  'PaperPlane',
  'RiverStone',
  'LuckyClover',
  'GreenTea',
] as const;
// biome-ignore format: data table, one row per line
const COMMENT_TEXTS = [
  'Lovely post, thank you!', 'Can\'t wait for the next one.', 'Great colours in this one.',
  'Have a nice weekend!', 'This made my day.', 'Where was this taken?', 'Looking forward to your next show.',
  'Happy to support you.', 'So relaxing to watch.', 'Big fan of your style.',
] as const;
const CREATOR_REPLIES = [
  'Thank you so much!',
  'Glad you like it.',
  'More coming soon!',
  'You are the best, thanks for the tip!',
  'See you in the show tonight.',
] as const;

export function generateFeedComments(now: number, posts: readonly NewRow<'feedPosts'>[]): NewRow<'feedComments'>[] {
  const random = randomFor('feedComments');
  const comments: NewRow<'feedComments'>[] = [];
  for (const post of posts) {
    if (post.status !== 'published' || !random.chance(0.35)) continue;
    let at = post.published;
    for (let i = random.int(1, 4); i > 0; i--) {
      at = Math.min(now - MINUTE, at + random.int(MINUTE, DAY));
      const tipped = post.tippingGoalCoins > 0 && random.chance(0.3);
      const id = comments.length + 1;
      comments.push({
        id,
        postId: post.id!,
        parentId: null,
        guestId: null,
        actorId: null,
        authorName: random.pick(COMMENTER_NAMES),
        text: random.pick(COMMENT_TEXTS),
        tipped: tipped ? 1 : 0,
        createdAt: at,
      });
      if (random.chance(0.4)) {
        at = Math.min(now - MINUTE, at + random.int(MINUTE, 6 * 60 * MINUTE));
        comments.push({
          id: id + 1,
          postId: post.id!,
          parentId: id,
          guestId: null,
          actorId: post.actorId,
          authorName: '',
          text: random.pick(CREATOR_REPLIES),
          tipped: 0,
          createdAt: at,
        });
      }
    }
  }
  return comments;
}
