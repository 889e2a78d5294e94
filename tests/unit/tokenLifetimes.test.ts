import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_TOKEN_LIFETIMES, loadConfig } from '../../server/config.ts';
import { connectDatabase, type DatabaseHandle } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { isTokenExpired, sweepTokens, type TokenLifetimes } from '../../server/domain/accessTokens.ts';
import { ACCESS_TOKEN_TIMING_MS } from '../../src/contract/checkoutRules.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const lifetimes: TokenLifetimes = { anonymous: { idleMs: 10 * DAY, maxAgeMs: 100 * DAY }, login: { idleMs: DAY, maxAgeMs: 10 * DAY } };

describe('when a token has expired', () => {
  const now = 1_000 * DAY;
  test('an anonymous token ends once unused for its idle lifetime, not a moment before', () => {
    expect(isTokenExpired({ guestId: null, createdAt: now - 20 * DAY, lastSeenAt: now - 10 * DAY + 1 }, lifetimes, now)).toBe(false);
    expect(isTokenExpired({ guestId: null, createdAt: now - 20 * DAY, lastSeenAt: now - 10 * DAY }, lifetimes, now)).toBe(true);
  });

  test('a token ends at its absolute lifetime however recently it was used', () => {
    expect(isTokenExpired({ guestId: null, createdAt: now - 100 * DAY + 1, lastSeenAt: now }, lifetimes, now)).toBe(false);
    expect(isTokenExpired({ guestId: null, createdAt: now - 100 * DAY, lastSeenAt: now }, lifetimes, now)).toBe(true);
  });

  test("a logged-in guest's token follows the logged-in lifetimes", () => {
    expect(isTokenExpired({ guestId: 7, createdAt: now - 2 * DAY, lastSeenAt: now - DAY }, lifetimes, now)).toBe(true);
    expect(isTokenExpired({ guestId: 7, createdAt: now - 10 * DAY, lastSeenAt: now }, lifetimes, now)).toBe(true);
    expect(isTokenExpired({ guestId: 7, createdAt: now - 9 * DAY, lastSeenAt: now - DAY + 1 }, lifetimes, now)).toBe(false);
  });
});

describe('the token lifetime settings', () => {
  test('durations are read from the environment in s, m, h or d', () => {
    const config = loadConfig({
      ANONYMOUS_TOKEN_IDLE: '12h',
      ANONYMOUS_TOKEN_MAX_AGE: '90d',
      LOGIN_TOKEN_IDLE: '30m',
      LOGIN_TOKEN_MAX_AGE: '86400s',
    });
    expect(config.tokenLifetimes).toEqual({
      anonymous: { idleMs: 12 * HOUR, maxAgeMs: 90 * DAY },
      login: { idleMs: 30 * 60_000, maxAgeMs: DAY },
    });
  });

  test('unset, the defaults apply', () => {
    expect(loadConfig({}).tokenLifetimes).toEqual(DEFAULT_TOKEN_LIFETIMES);
  });

  test.each([
    [{ LOGIN_TOKEN_IDLE: '7 days' }, /LOGIN_TOKEN_IDLE must be a duration/],
    [{ LOGIN_TOKEN_IDLE: '-1d' }, /LOGIN_TOKEN_IDLE must be a duration/],
    [{ ANONYMOUS_TOKEN_IDLE: '4m' }, /ANONYMOUS_TOKEN_IDLE must be at least 5m/],
    [{ LOGIN_TOKEN_IDLE: '31d' }, /LOGIN_TOKEN_IDLE must not be longer than LOGIN_TOKEN_MAX_AGE/],
    [{ ANONYMOUS_TOKEN_MAX_AGE: '3651d' }, /ANONYMOUS_TOKEN_MAX_AGE must be at most 3650d/],
  ])('a bad setting %o stops the start with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('sweeping ended tokens', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = connectDatabase({ dataDir: ':memory:' });
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  test('expired rows and rows revoked over a day ago go, live and lately revoked ones stay; at most once an hour', async () => {
    expect(ACCESS_TOKEN_TIMING_MS).toEqual({ lastSeenStep: 60_000, sweepEvery: HOUR, keepRevoked: DAY });
    const now = 1_000 * DAY;
    const row = (tokenHash: string, fields: { lastSeenAt?: number; createdAt?: number; revokedAt?: number | null }) => ({
      tokenHash,
      guestId: null,
      createdAt: fields.createdAt ?? now - DAY,
      lastSeenAt: fields.lastSeenAt ?? now,
      revokedAt: fields.revokedAt ?? null,
    });
    await handle.db
      .insertInto('accessTokens')
      .values([
        row('live', {}),
        row('idle', { lastSeenAt: now - 10 * DAY }),
        row('old', { createdAt: now - 100 * DAY }),
        row('revoked-lately', { revokedAt: now - DAY + 1 }),
        row('revoked-long-ago', { revokedAt: now - DAY }),
      ])
      .execute();
    expect(await sweepTokens(handle.db, lifetimes, now)).toBe(3);
    const left = await handle.db.selectFrom('accessTokens').select('tokenHash').orderBy('tokenHash').execute();
    expect(left.map((r) => r.tokenHash)).toEqual(['live', 'revoked-lately']);

    await handle.db
      .insertInto('accessTokens')
      .values(row('idle-too', { lastSeenAt: now - 10 * DAY }))
      .execute();
    expect(await sweepTokens(handle.db, lifetimes, now + HOUR - 1)).toBe(0);
    // An hour later: the new idle row, and the revoked one now over a day old.
    expect(await sweepTokens(handle.db, lifetimes, now + HOUR)).toBe(2);
    expect((await handle.db.selectFrom('accessTokens').select('tokenHash').execute()).map((r) => r.tokenHash)).toEqual(['live']);
  });
});
