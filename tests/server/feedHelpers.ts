// Helpers of the feed tests (issue 12): calls to the feed service with a feed authorization token
// (null: the empty one of an anonymous guest), and seeded posts picked by kind and made ready
// for the test (rated 16 unless told, so the age check does not hide their media).
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
import { FEED_SERVICE_PATH } from '../../src/contract/feed.ts';

export interface FeedAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, checked by the assertions
  body: { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
}

export async function feedCall(
  baseUrl: string,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<FeedAnswer> {
  const response = await fetch(`${baseUrl}${FEED_SERVICE_PATH}?language=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as FeedAnswer['body'] };
}

export const POST_FIELDS =
  'id type feedType paidContent priceCoins fsk likes views isLocked needsAgeCheck commentCount tippingGoal { goalCoins tipsSumCoins progressPercent achieved } guestState { liked viewed following bought } clip { sources { src } avsRequired } photos { id url avsRequired } model { id name onlineState avatar }';

/**
 * A visible seeded post of the kind, set up for the test: a paid one at `priceCoins`, a goal one
 * with `goalCoins` and no tips yet. `skip` picks another one, so tests do not share posts.
 */
export async function feedPost(
  db: Kysely<Database>,
  kind: 'paidClip' | 'paidPhotos' | 'free' | 'goal',
  skip = 0,
  options: { priceCoins?: number; goalCoins?: number; fsk?: 16 | 18 } = {},
): Promise<{ id: number; actorId: number }> {
  let query = db.selectFrom('feedPosts').select(['id', 'actorId']).where('status', '=', 'published').where('published', '<=', Date.now());
  if (kind === 'paidClip') query = query.where('type', '=', 'clip').where('paidContent', '=', 1);
  if (kind === 'paidPhotos') query = query.where('type', '=', 'photos').where('paidContent', '=', 1);
  if (kind === 'free' || kind === 'goal') query = query.where('paidContent', '=', 0).where('type', '!=', 'text');
  const row = await query.orderBy('id').offset(skip).limit(1).executeTakeFirstOrThrow();
  await db
    .updateTable('feedPosts')
    .set({
      fsk: options.fsk ?? 16,
      ...(kind.startsWith('paid') ? { priceCoins: options.priceCoins ?? 40 } : {}),
      ...(kind === 'goal' ? { tippingGoalCoins: options.goalCoins ?? 100, tipsSumCoins: 0 } : {}),
    })
    .where('id', '=', row.id)
    .execute();
  return row;
}
