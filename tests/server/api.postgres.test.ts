import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HOME_QUERY, homeVariables } from '../../src/contract/queries/home.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL API tests skipped: DATABASE_URL is not set');

describe.skipIf(!url)('the API on PostgreSQL', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ databaseUrl: url });
  });
  afterAll(async () => {
    await t?.close();
  });

  test('the health route names the database', async () => {
    expect(await (await fetch(`${t.baseUrl}/healthz`)).json()).toMatchObject({ database: 'postgres' });
  });

  test('the home query answers the same blocks as on SQLite', async () => {
    const token = await t.anonymousToken();
    const { status, body } = await vxql(t.baseUrl, token, HOME_QUERY, homeVariables(), 'es');
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    expect(body.data!.top.items.length).toBeGreaterThan(0);
    expect(body.data!.categories.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([3, 88]));
    expect(body.data!.contests.length).toBeGreaterThan(0);
  });

  test('models filter by name prefix and online state', async () => {
    const token = await t.anonymousToken();
    const { body } = await vxql(
      t.baseUrl,
      token,
      '{ models(filter: { name: "a" }, online: false, first: 5) { total items { name isOnline } } }',
    );
    expect(body.errors).toBeUndefined();
    for (const m of body.data!.models.items) {
      expect(m.name.toLowerCase().startsWith('a')).toBe(true);
      expect(m.isOnline).toBe(false);
    }
  });

  test('a bad token is refused and a request with a token is logged without it', async () => {
    const token = await t.anonymousToken();
    const response = await fetch(`${t.baseUrl}/api/v1/guest/getGuestBalance?token=${token}`, { headers: { authorization: 'Bearer nope' } });
    expect(response.status).toBe(401);
    expect(t.logs.join('')).not.toContain(token);
  });
});
