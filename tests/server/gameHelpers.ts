// Helpers of the game and special event tests: the query-service calls of the spin wheel, a
// game's rewards set to one option (so a test knows what it wins), and the guest's holdings.
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
import type { GameRewardOption } from '../../src/contract/games.ts';
import { type TestServer, vxql } from './harness.ts';

export const REWARD = 'type value optionCode amount';
const ATTEMPT = `success errorCode errorMessage result { reward { ${REWARD} } } creditsAvailable creditsTotal`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, checked by the assertions
export const call = async (
  t: TestServer,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
  language = 'en',
): Promise<any> => (await vxql(t.baseUrl, token, query, variables, language)).body;

export const spin = async (t: TestServer, token: string, language = 'en') =>
  (await call(t, token, `mutation { useGameAttempt { ${ATTEMPT} } }`, {}, language)).data.useGameAttempt;
export const redeem = async (t: TestServer, token: string, optionCode: string) =>
  (
    await call(
      t,
      token,
      `mutation($o: String!) { redeemGameReward(optionCode: $o) { success errorCode errorMessage reward { ${REWARD} } } }`,
      { o: optionCode },
    )
  ).data.redeemGameReward;
export const wheel = async (t: TestServer, token: string) =>
  (
    await call(
      t,
      token,
      `{ gameConfig { gameId type isActive dailyAttempts points rewards { ${REWARD} } creditsAvailable creditsTotal rewardHistory { optionCode canRedeem created reward { ${REWARD} } } } }`,
    )
  ).data.gameConfig;

/** Makes a game pay only this option. */
export async function payOnly(db: Kysely<Database>, gameId: number, option: GameRewardOption): Promise<void> {
  await db
    .updateTable('games')
    .set({ rewards: JSON.stringify([{ ...option, weight: 1 }]) })
    .where('id', '=', gameId)
    .execute();
}

export async function holdings(db: Kysely<Database>, guestId: number) {
  const guest = await db.selectFrom('guests').select(['balanceCents', 'loyaltyPoints']).where('id', '=', guestId).executeTakeFirstOrThrow();
  const vouchers = await db.selectFrom('vouchers').select(['type', 'amount']).where('guestId', '=', guestId).orderBy('id').execute();
  const gifts = await db.selectFrom('guestGifts').select(['giftId', 'quantity']).where('guestId', '=', guestId).execute();
  const albums = await db.selectFrom('albumPurchases').select(['albumId', 'kind']).where('guestId', '=', guestId).execute();
  return { ...guest, vouchers, gifts, albums };
}
