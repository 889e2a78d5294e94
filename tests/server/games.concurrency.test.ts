// Games under load, on SQLite and (when DATABASE_URL is set) on PostgreSQL: 20 spins at once
// with 3 tries left use exactly 3; an easter egg collected 10 times at once counts once; an
// event's last try and an advent door are won once; a reward redeemed 10 times at once applies once.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { holdings, payOnly, redeem, spin, wheel } from './gameHelpers.ts';
import { newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL game concurrency tests skipped: DATABASE_URL is not set');

const databases = [
  { name: 'SQLite', databaseUrl: undefined, skip: false },
  { name: 'PostgreSQL', databaseUrl: url, skip: !url },
];

describe.each(databases)('games on $name', ({ databaseUrl, skip }) => {
  let t: TestServer;
  beforeAll(async () => {
    if (!skip) t = await startTestServer({ databaseUrl });
  });
  afterAll(async () => {
    await t?.close();
  });

  test.skipIf(skip)('20 spins at once with 3 tries left use exactly 3', async () => {
    const { token, guestId } = await newGuest(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => spin(t, token)));
    expect(answers.filter((answer) => answer.success)).toHaveLength(3);
    expect(
      answers.filter((answer) => !answer.success).every((answer) => answer.errorCode === 'noAttemptsLeft' && answer.result === null),
    ).toBe(true);
    expect(await wheel(t, token)).toMatchObject({ creditsAvailable: 0, creditsTotal: 3 });
    expect(await t.server.db.selectFrom('gameRewards').select('id').where('guestId', '=', guestId).execute()).toHaveLength(3);
    // each attempt's points counted once per use
    expect((await holdings(t.server.db, guestId)).loyaltyPoints).toBe(3 * 5);
  });

  test.skipIf(skip)('an easter egg collected 10 times at once counts once', async () => {
    const { token, guestId } = await newGuest(t);
    const egg = (await rest(t, token, 'GET', 'special/getData/easter')).body.items[0];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => rest(t, token, 'POST', 'special/easter/collectEgg', { verificationToken: egg.verificationToken })),
    );
    expect(answers.every((answer) => answer.status === 200 && answer.body.eggsCollected === 1)).toBe(true);
    expect(answers.filter((answer) => answer.body.reward !== null)).toHaveLength(1);
    expect((await holdings(t.server.db, guestId)).loyaltyPoints).toBe(5);
  });

  test.skipIf(skip)(
    "10 getReward calls at once on the reward box (one try a day) win once; 10 openings of today's advent door open it once",
    async () => {
      const { token, guestId } = await newGuest(t);
      const plays = await Promise.all(Array.from({ length: 10 }, () => rest(t, token, 'GET', 'special/reward-box/getReward/13')));
      expect(plays.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(plays.filter((answer) => answer.status === 409).every((answer) => answer.body.error.code === 'LIMIT_REACHED')).toBe(true);
      const door = ((await rest(t, token, 'GET', 'special/adventcalendar')).body.days as { day: number; canOpen: boolean }[]).find(
        (d) => d.canOpen,
      )!;
      const opens = await Promise.all(
        Array.from({ length: 10 }, () => rest(t, token, 'POST', 'special/adventcalendar/open', { day: door.day })),
      );
      expect(opens.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(opens.filter((answer) => answer.status === 409)).toHaveLength(9);
      expect(await t.server.db.selectFrom('gameRewards').select('id').where('guestId', '=', guestId).execute()).toHaveLength(2);
    },
  );

  test.skipIf(skip)('a reward redeemed 10 times at once applies once', async () => {
    await payOnly(t.server.db, 1, { optionCode: 'wheel-voucher-once', type: 'voucher', value: 1, amount: 1 });
    const { token, guestId } = await newGuest(t);
    expect((await spin(t, token)).success).toBe(true);
    const answers = await Promise.all(Array.from({ length: 10 }, () => redeem(t, token, 'wheel-voucher-once')));
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    expect((await holdings(t.server.db, guestId)).vouchers).toEqual([{ type: 1, amount: 1 }]);
  });
});
