import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { PASSWORD_LOST_PER_ADDRESS } from '../../server/domain/accountLinks.ts';
import { LOGIN_FAILURES_PER_ADDRESS } from '../../server/domain/loginAttempts.ts';
import { giveBack, hit, reset } from '../../server/domain/rateLimit.ts';
import { RATE_LIMITS } from '../../src/contract/checkoutRules.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = connectDatabase({ dataDir: ':memory:' });
  await migrateToLatest(handle.db);
});
afterAll(async () => {
  await handle?.close();
});

const limit = { max: 3, windowMs: 60_000 };

describe('the rate limiter', () => {
  test('attempts up to the limit are allowed and the next one is refused until the window ends', async () => {
    const now = 1_000_000;
    for (let i = 1; i <= 3; i++) expect((await hit(handle.db, 'a', limit, now + i)).allowed).toBe(true);
    const refused = await hit(handle.db, 'a', limit, now + 10_000);
    expect(refused.allowed).toBe(false);
    // The window started with the first attempt at now + 1.
    expect(refused.retryAfterMs).toBe(60_000 + 1 - 10_000);
  });

  test('a new window starts once the old one has ended', async () => {
    const now = 2_000_000;
    for (let i = 0; i < 4; i++) await hit(handle.db, 'b', limit, now);
    expect((await hit(handle.db, 'b', limit, now + 59_999)).allowed).toBe(false);
    const fresh = await hit(handle.db, 'b', limit, now + 60_000);
    expect(fresh).toEqual({ allowed: true, retryAfterMs: 0, count: 1, windowStart: now + 60_000 });
  });

  test('keys are counted apart', async () => {
    const now = 3_000_000;
    for (let i = 0; i < 4; i++) await hit(handle.db, 'c', limit, now);
    expect((await hit(handle.db, 'd', limit, now)).allowed).toBe(true);
  });

  test('an attempt given back frees its place in the window it was counted in', async () => {
    const now = 4_000_000;
    const decisions = [];
    for (let i = 0; i < 3; i++) decisions.push(await hit(handle.db, 'e', limit, now));
    await giveBack(handle.db, 'e', decisions[2]!.windowStart);
    expect((await hit(handle.db, 'e', limit, now + 1_000)).count).toBe(3);
  });

  test('an attempt given back after its window ended leaves the new window alone', async () => {
    const now = 4_500_000;
    const old = await hit(handle.db, 'e2', limit, now);
    await hit(handle.db, 'e2', limit, now + 60_000);
    await giveBack(handle.db, 'e2', old.windowStart);
    expect((await hit(handle.db, 'e2', limit, now + 60_001)).count).toBe(2);
  });

  test('a reset forgets the window', async () => {
    const now = 5_000_000;
    for (let i = 0; i < 4; i++) await hit(handle.db, 'f', limit, now);
    await reset(handle.db, 'f');
    expect((await hit(handle.db, 'f', limit, now)).allowed).toBe(true);
  });

  test('parallel attempts are each counted once', async () => {
    const now = 6_000_000;
    const decisions = await Promise.all(Array.from({ length: 10 }, () => hit(handle.db, 'g', { max: 5, windowMs: 60_000 }, now)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    expect(decisions.map((d) => d.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('the chosen limits', () => {
  test('five failed logins per e-mail in 15 minutes, twenty per address', () => {
    expect(RATE_LIMITS.loginFailures).toEqual({ max: 5, windowMs: 15 * 60_000 });
    expect(LOGIN_FAILURES_PER_ADDRESS).toEqual({ max: 20, windowMs: 15 * 60_000 });
  });

  test('ten code attempts per guest an hour, three password-lost mails per e-mail an hour and twelve per address', () => {
    expect(RATE_LIMITS.codeAttempts).toEqual({ max: 10, windowMs: 60 * 60_000 });
    expect(RATE_LIMITS.passwordLost).toEqual({ max: 3, windowMs: 60 * 60_000 });
    expect(PASSWORD_LOST_PER_ADDRESS).toEqual({ max: 12, windowMs: 60 * 60_000 });
  });
});
