// Special events over real HTTP (spec part 1 §2 special events; part 2 §7.7): which events run
// comes from their dates, an event not running refuses cleanly; each getReward game answers
// data.data.reward and guestData with its reward applied; easter eggs, advent doors and the
// actor gift calendar's days are collected once.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SPECIAL_EVENT_ID } from '../../src/contract/enums.ts';
import { gameDateOf, gameDayOf, REWARD_EVENT_TYPES } from '../../src/contract/games.ts';
import { call, holdings, REWARD } from './gameHelpers.ts';
import { newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

type Event = { id: number; type: string; isActive: boolean };
const events = async (token: string): Promise<Event[]> => (await rest(t, token, 'GET', 'special/get/events')).body.events;

describe('special events', () => {
  test('the events list carries the fixed ids 7, 22 and 30 and says which run now', async () => {
    const list = await events(await t.anonymousToken());
    const byType = new Map(list.map((event) => [event.type, event]));
    expect(byType.get('venus-attacks')).toMatchObject({ id: SPECIAL_EVENT_ID.venusAttacks, isActive: true });
    expect(byType.get('wiesn-shooting')).toMatchObject({ id: SPECIAL_EVENT_ID.wiesnShooting, isActive: false });
    expect(byType.get('wiesn-bude')).toMatchObject({ id: SPECIAL_EVENT_ID.wiesnBude, isActive: false });
    expect(list.some((event) => event.isActive)).toBe(true);
    expect(list.some((event) => event.type === 'spinwheel')).toBe(false);
  });

  test('each running getReward game answers data.data.reward and guestData, the reward applied at once', async () => {
    const { token, guestId } = await newGuest(t);
    const list = await events(token);
    for (const type of REWARD_EVENT_TYPES) {
      const event = list.find((each) => each.type === type && each.isActive);
      if (!event) continue;
      const answer = await rest(t, token, 'GET', `special/${type}/getReward/${event.id}`);
      expect(answer.status).toBe(200);
      const { reward, guestData } = answer.body.data.data;
      expect(reward.optionCode).toMatch(/^event-/);
      expect(guestData.tries.used).toBe(1);
      expect(guestData.tries.used).toBe(guestData.tries.total - guestData.tries.available);
      expect(guestData.rewardHistory[0]).toMatchObject({ optionCode: reward.optionCode, canRedeem: false });
    }
    const after = await holdings(t.server.db, guestId);
    expect(after.loyaltyPoints + after.vouchers.length + after.gifts.length).toBeGreaterThan(0);
  });

  test('an event that is not running, a wrong path and used-up tries are refused cleanly', async () => {
    const { token, guestId } = await newGuest(t);
    const before = await holdings(t.server.db, guestId);
    const ended = await rest(t, token, 'GET', `special/wiesn-shooting/getReward/${SPECIAL_EVENT_ID.wiesnShooting}`);
    expect(ended.status).toBe(409);
    expect(ended.body.error.details).toEqual({ errorCode: 'notActive' });
    expect((await rest(t, token, 'GET', `special/slotmachine/getReward/${SPECIAL_EVENT_ID.venusAttacks}`)).status).toBe(404);
    expect((await rest(t, token, 'GET', 'special/slotmachine/getReward/abc')).status).toBe(400);
    expect(await holdings(t.server.db, guestId)).toEqual(before);
    // the reward box gives one try a day
    expect((await rest(t, token, 'GET', 'special/reward-box/getReward/13')).status).toBe(200);
    const again = await rest(t, token, 'GET', 'special/reward-box/getReward/13');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('LIMIT_REACHED');
    expect((await rest(t, await t.anonymousToken(), 'GET', 'special/slotmachine/getReward/11')).status).toBe(401);
  });

  test('an easter egg collected twice counts once; a forged token and a future qmdate are refused', async () => {
    const { token, guestId } = await newGuest(t);
    const data = (await rest(t, token, 'GET', 'special/getData/easter')).body;
    expect(data.event).toMatchObject({ type: 'easter', isActive: true });
    expect(data.items).toHaveLength(5);
    const egg = data.items[0];
    const first = await rest(t, token, 'POST', 'special/easter/collectEgg', { verificationToken: egg.verificationToken });
    expect(first.body).toMatchObject({ success: true, eggsCollected: 1, reward: { type: 'coins', amount: 5 } });
    const second = await rest(t, token, 'POST', 'special/easter/collectEgg', {
      verificationToken: egg.verificationToken,
      qmdate: gameDateOf(gameDayOf(Date.now())),
    });
    expect(second.body).toMatchObject({ success: true, eggsCollected: 1, reward: null });
    expect((await holdings(t.server.db, guestId)).loyaltyPoints).toBe(5);
    const forged = await rest(t, token, 'POST', 'special/easter/collectEgg', { verificationToken: `2.${'x'.repeat(32)}` });
    expect(forged.status).toBe(400);
    // another guest cannot use this guest's egg
    const other = await newGuest(t);
    expect(
      (await rest(t, other.token, 'POST', 'special/easter/collectEgg', { verificationToken: data.items[1].verificationToken })).status,
    ).toBe(400);
    const future = await rest(t, token, 'POST', 'special/easter/collectEgg', {
      verificationToken: egg.verificationToken,
      qmdate: gameDateOf(gameDayOf(Date.now()) + 1),
    });
    expect(future.status).toBe(400);
    expect((await rest(t, token, 'GET', 'special/getData/easter')).body.items[0]).toMatchObject({ isCollected: true, canCollect: false });
  });

  test("the advent calendar opens today's door once; other doors stay shut", async () => {
    const { token, guestId } = await newGuest(t);
    const days = (await rest(t, token, 'GET', 'special/adventcalendar')).body.days as { day: number; canOpen: boolean; isOpen: boolean }[];
    expect(days).toHaveLength(24);
    const today = days.find((door) => door.canOpen)!;
    expect(days.filter((door) => door.canOpen)).toHaveLength(1);
    const opened = await rest(t, token, 'POST', 'special/adventcalendar/open', { day: today.day });
    expect(opened.status).toBe(200);
    expect(opened.body.reward.optionCode).toMatch(/^advent-/);
    const after = await holdings(t.server.db, guestId);
    const twice = await rest(t, token, 'POST', 'special/adventcalendar/open', { day: today.day });
    expect(twice.status).toBe(409);
    expect(twice.body.error.details).toEqual({ errorCode: 'alreadyCollected' });
    expect((await rest(t, token, 'POST', 'special/adventcalendar/open', { day: today.day + 1 })).status).toBe(409);
    expect((await rest(t, token, 'POST', 'special/adventcalendar/open', { day: 'x' })).status).toBe(400);
    expect(await holdings(t.server.db, guestId)).toEqual(after);
    expect((await rest(t, token, 'GET', 'special/adventcalendar')).body.days[today.day - 1]).toMatchObject({
      isOpen: true,
      canOpen: false,
      reward: opened.body.reward,
    });
  });

  test("the actor gift calendar gives today's video once", async () => {
    const { token, guestId } = await newGuest(t);
    const CLAIM = `mutation { claimActorGiftCalendar { success errorCode errorMessage reward { ${REWARD} } } }`;
    const first = (await call(t, token, CLAIM)).data.claimActorGiftCalendar;
    expect(first).toMatchObject({ success: true, reward: { type: 'video' } });
    expect((await call(t, token, CLAIM)).data.claimActorGiftCalendar).toMatchObject({
      success: false,
      errorCode: 'alreadyCollected',
      reward: null,
    });
    expect((await holdings(t.server.db, guestId)).albums).toEqual([{ albumId: first.reward.value, kind: 'gift' }]);
  });

  test('getData answers an unknown event type with a validation error and an inactive event with isActive false', async () => {
    const token = await t.anonymousToken();
    expect((await rest(t, token, 'GET', 'special/getData/nope')).status).toBe(400);
    expect((await rest(t, token, 'GET', 'special/getData/halloween')).body).toMatchObject({
      success: true,
      event: { type: 'halloween', isActive: false },
      items: [],
    });
  });
});
