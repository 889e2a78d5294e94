import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { countLoginAttempt, slowdownDelayMs } from '../../server/domain/loginAttempts.ts';
import { LOGIN_SLOWDOWN, RATE_LIMITS } from '../../src/contract/checkoutRules.ts';

// The login limits of issue 19 on a real (in-memory) database with the `now` seam: the pair
// (e-mail, address) is locked, the e-mail across addresses only slowed down.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = connectDatabase({ dataDir: ':memory:' });
  await migrateToLatest(handle.db);
});
afterAll(async () => {
  await handle?.close();
});

/** Five failures of `email` from `ip` at `now` (attempts that never succeed). */
async function failFiveTimes(email: string, ip: string, now: number) {
  for (let i = 0; i < RATE_LIMITS.loginFailures.max; i++) await countLoginAttempt(handle.db, email, ip, now);
}

const refusal = (attempt: Promise<unknown>) =>
  attempt.then(
    () => null,
    (error: { code: string; details: { retryAfterMs: number } }) => error,
  );

describe('the slowdown of an e-mail past its limit', () => {
  test('the first wait is 30 s, doubling with each attempt past the limit, never over 15 minutes', () => {
    expect(LOGIN_SLOWDOWN).toEqual({ firstDelayMs: 30_000, maxDelayMs: 15 * 60_000 });
    expect(slowdownDelayMs(0)).toBe(0);
    expect(slowdownDelayMs(1)).toBe(30_000);
    expect(slowdownDelayMs(2)).toBe(60_000);
    expect(slowdownDelayMs(5)).toBe(8 * 60_000);
    expect(slowdownDelayMs(6)).toBe(15 * 60_000);
    expect(slowdownDelayMs(1_000)).toBe(15 * 60_000);
  });
});

describe('login attempts', () => {
  test('the pair of e-mail and address is locked after five failures until the window ends', async () => {
    const now = 1_000_000;
    await failFiveTimes('pair@example.com', '192.0.2.1', now);
    const refused = await refusal(countLoginAttempt(handle.db, 'pair@example.com', '192.0.2.1', now + 60_000));
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterMs: RATE_LIMITS.loginFailures.windowMs - 60_000 } });
    await expect(
      countLoginAttempt(handle.db, 'pair@example.com', '192.0.2.1', now + RATE_LIMITS.loginFailures.windowMs),
    ).resolves.toBeDefined();
  });

  test('five failures from elsewhere only slow the e-mail down: the guest waits 30 s, then 60 s', async () => {
    const now = 2_000_000;
    await failFiveTimes('slow@example.com', '192.0.2.2', now);
    const early = await refusal(countLoginAttempt(handle.db, 'slow@example.com', '198.51.100.9', now + 10_000));
    expect(early).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterMs: 20_000 } });
    await expect(countLoginAttempt(handle.db, 'slow@example.com', '198.51.100.9', now + 30_000)).resolves.toBeDefined();
    const next = await refusal(countLoginAttempt(handle.db, 'slow@example.com', '203.0.113.9', now + 60_000));
    expect(next).toMatchObject({ details: { retryAfterMs: 30_000 } });
    await expect(countLoginAttempt(handle.db, 'slow@example.com', '203.0.113.9', now + 90_000)).resolves.toBeDefined();
  });

  test('a success forgets the failures of the pair and the e-mail', async () => {
    const now = 3_000_000;
    for (let i = 0; i < 4; i++) await countLoginAttempt(handle.db, 'ok@example.com', '192.0.2.3', now);
    await (await countLoginAttempt(handle.db, 'ok@example.com', '192.0.2.3', now)).succeeded();
    await failFiveTimes('ok@example.com', '192.0.2.3', now);
    expect(await refusal(countLoginAttempt(handle.db, 'ok@example.com', '192.0.2.3', now))).toMatchObject({ code: 'RATE_LIMITED' });
  });

  test('a refused attempt is given back on every key: refusals do not fill the address', async () => {
    const now = 4_000_000;
    await failFiveTimes('spray@example.com', '192.0.2.4', now);
    for (let i = 0; i < 30; i++) await refusal(countLoginAttempt(handle.db, 'spray@example.com', '192.0.2.4', now));
    const address = await handle.db
      .selectFrom('rateLimits')
      .select('count')
      .where('key', '=', 'login:ip:192.0.2.4')
      .executeTakeFirstOrThrow();
    expect(address.count).toBe(5);
    await expect(countLoginAttempt(handle.db, 'other@example.com', '192.0.2.4', now)).resolves.toBeDefined();
  });

  test('attempts sent at once are each counted before any is checked: five pass, the rest are refused', async () => {
    const now = 5_000_000;
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () => refusal(countLoginAttempt(handle.db, 'burst@example.com', '192.0.2.5', now))),
    );
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(RATE_LIMITS.loginFailures.max);
  });
});
