// The spin wheel over the real query service (spec part 1 §3 Reward / game, §4 Reward redeem;
// part 2 §7.10, §8): the game config, tries used up day by day with the refusal's errorMessage,
// wins redeemed once, every reward type landing in the account and told over the socket, and
// the loyalty points reward.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GAME_ERROR_MESSAGES, LOYALTY_POINTS_REWARD } from '../../src/contract/games.ts';
import { call, holdings, payOnly, REWARD, redeem, spin, wheel } from './gameHelpers.ts';
import { newGuest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { openSession } from './socketClient.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

const WHEEL_ID = 1;

describe('the spin wheel', () => {
  test('the config names the daily attempts, points and rewards of the six reward types; an anonymous guest sees full tries', async () => {
    const config = await wheel(t, await t.anonymousToken());
    expect(config).toMatchObject({
      gameId: WHEEL_ID,
      type: 'spinwheel',
      isActive: true,
      dailyAttempts: 3,
      points: 5,
      creditsAvailable: 3,
      creditsTotal: 3,
      rewardHistory: [],
    });
    expect(new Set(config.rewards.map((r: { type: string }) => r.type))).toEqual(
      new Set(['video', 'bonusCode', 'coins', 'voucher', 'spins', 'messengerGift']),
    );
  });

  test('three attempts a day: the fourth is refused with its errorMessage, a null result and nothing used', async () => {
    await payOnly(t.server.db, WHEEL_ID, { optionCode: 'wheel-coins-20', type: 'coins', value: null, amount: 20 });
    const { token } = await newGuest(t);
    for (const left of [2, 1, 0]) {
      expect(await spin(t, token)).toMatchObject({
        success: true,
        errorCode: null,
        errorMessage: null,
        result: { reward: { type: 'coins', optionCode: 'wheel-coins-20' } },
        creditsAvailable: left,
        creditsTotal: 3,
      });
    }
    expect(await spin(t, token, 'de')).toEqual({
      success: false,
      errorCode: 'noAttemptsLeft',
      errorMessage: GAME_ERROR_MESSAGES.de.noAttemptsLeft,
      result: null,
      creditsAvailable: 0,
      creditsTotal: 3,
    });
    const config = await wheel(t, token);
    expect(config.rewardHistory).toHaveLength(3);
    expect(config.rewardHistory.every((entry: { canRedeem: boolean }) => entry.canRedeem)).toBe(true);
  });

  test('anonymous guests cannot spin; bad variables are refused', async () => {
    expect((await call(t, await t.anonymousToken(), 'mutation { useGameAttempt { success } }')).errors[0].extensions.code).toBe(
      'UNAUTHORIZED',
    );
    const { token } = await newGuest(t);
    expect((await call(t, token, 'mutation { redeemGameReward(optionCode: "<b>") { success } }')).errors[0].extensions.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await call(t, token, '{ gameConfig(game: "nope") { gameId } }')).data.gameConfig).toBeNull();
  });

  test('a reward redeemed twice applies once: the last redeemable entry with the option code turns', async () => {
    await payOnly(t.server.db, WHEEL_ID, { optionCode: 'wheel-coins-20', type: 'coins', value: null, amount: 20 });
    const { token, guestId } = await newGuest(t);
    await spin(t, token);
    await spin(t, token);
    // Each attempt earns the wheel's 5 points; the wins wait.
    expect((await holdings(t.server.db, guestId)).loyaltyPoints).toBe(10);
    expect(await redeem(t, token, 'wheel-coins-20')).toMatchObject({ success: true, reward: { type: 'coins', amount: 20 } });
    const history = (await wheel(t, token)).rewardHistory;
    expect(history.map((entry: { canRedeem: boolean }) => entry.canRedeem)).toEqual([false, true]);
    await redeem(t, token, 'wheel-coins-20');
    expect(await redeem(t, token, 'wheel-coins-20')).toMatchObject({
      success: false,
      errorCode: 'notRedeemable',
      errorMessage: GAME_ERROR_MESSAGES.en.notRedeemable,
      reward: null,
    });
    expect((await holdings(t.server.db, guestId)).loyaltyPoints).toBe(10 + 2 * 20);
  });

  test('every reward type lands in the account: coins, voucher, spins, messenger gift, bonus code, video', async () => {
    const { token, guestId } = await newGuest(t);
    const socket = await openSession(t.baseUrl, token);
    const before = await holdings(t.server.db, guestId);
    const win = async (option: Parameters<typeof payOnly>[2]) => {
      await payOnly(t.server.db, WHEEL_ID, option);
      await t.server.db.deleteFrom('gameCredits').where('guestId', '=', guestId).execute();
      expect((await spin(t, token)).success).toBe(true);
      expect((await redeem(t, token, option.optionCode)).success).toBe(true);
      return holdings(t.server.db, guestId);
    };
    const coins = await win({ optionCode: 'c', type: 'coins', value: null, amount: 20 });
    expect(coins.loyaltyPoints).toBe(before.loyaltyPoints + 5 + 20);
    // the attempt's points, then the redeemed coins
    expect((await socket.next('loyalty.changed')).data.points).toBe(before.loyaltyPoints + 5);
    expect((await socket.next('loyalty.changed')).data.points).toBe(coins.loyaltyPoints);

    const voucher = await win({ optionCode: 'v', type: 'voucher', value: 4, amount: 2 });
    expect(voucher.vouchers).toEqual([{ type: 4, amount: 2 }]);
    expect((await socket.next('guest.balance')).data.vouchers).toEqual([{ type: 4, amount: 2, actorId: null }]);

    const gift = await win({ optionCode: 'g', type: 'messengerGift', value: 2, amount: 3 });
    expect(gift.gifts).toEqual([{ giftId: 2, quantity: 3 }]);

    const code = await win({ optionCode: 'b', type: 'bonusCode', value: 'SPIN2', amount: 1 });
    expect(code.balanceCents).toBe(before.balanceCents + 200);
    expect((await socket.next('guest.balance')).data.balance).toBe((before.balanceCents + 200) / 100);

    const video = await win({ optionCode: 'vid', type: 'video', value: null, amount: 1 });
    expect(video.albums).toHaveLength(1);
    expect(video.albums[0]!.kind).toBe('gift');

    await win({ optionCode: 's', type: 'spins', value: null, amount: 2 });
    // 3 daily tries, one used for this win, two added by it
    expect(await wheel(t, token)).toMatchObject({ creditsAvailable: 4, creditsTotal: 5 });
    await socket.close();
  });

  test('the loyalty points reward spends its points once and gives its reward', async () => {
    const { token, guestId } = await newGuest(t, { loyaltyPoints: LOYALTY_POINTS_REWARD.cost + 10 });
    const CLAIM = `mutation { claimLoyaltyPointsReward { success errorCode errorMessage reward { ${REWARD} } } }`;
    expect((await call(t, token, '{ loyaltyPointsReward { points cost canClaim reward { type } } }')).data.loyaltyPointsReward).toEqual({
      points: 110,
      cost: 100,
      canClaim: true,
      reward: { type: 'voucher' },
    });
    const answers = await Promise.all([call(t, token, CLAIM), call(t, token, CLAIM)]);
    expect(answers.filter((a) => a.data.claimLoyaltyPointsReward.success)).toHaveLength(1);
    expect(answers.find((a) => !a.data.claimLoyaltyPointsReward.success).data.claimLoyaltyPointsReward.errorCode).toBe('notEnoughPoints');
    expect(await holdings(t.server.db, guestId)).toMatchObject({ loyaltyPoints: 10, vouchers: [{ type: 1, amount: 1 }] });
  });
});
