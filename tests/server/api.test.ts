import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HOME_QUERY, homeVariables } from '../../src/contract/queries/home.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('access tokens and errors', () => {
  test('the health route answers ok', async () => {
    const response = await fetch(`${t.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'sqlite' });
  });

  test('every visitor gets an anonymous access token', async () => {
    const token = await t.anonymousToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await t.anonymousToken()).not.toBe(token);
  });

  test('a REST call with a bad token gets a clear error', async () => {
    const response = await fetch(`${t.baseUrl}/api/v1/guest/getGuestBalance`, { headers: { authorization: 'Bearer not-a-real-token' } });
    expect(response.status).toBe(401);
    const body = (await response.json()) as { success: boolean; error: { code: string; message: string } };
    expect(body.success).toBe(false);
    expect(body.error.code).toBe('INVALID_TOKEN');
    expect(body.error.message).toMatch(/access token/i);
  });

  test('a REST call without a token is refused with MISSING_TOKEN', async () => {
    const response = await fetch(`${t.baseUrl}/api/v1/guest/getGuestBalance`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('MISSING_TOKEN');
  });

  test('an unknown API route answers a JSON 404, not the app shell', async () => {
    const token = await t.anonymousToken();
    const response = await fetch(`${t.baseUrl}/api/v1/no/such/route`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  test('the logs of a request carrying a token do not contain it', async () => {
    const token = await t.anonymousToken();
    const before = t.logs.length;
    await fetch(`${t.baseUrl}/api/v1/no/such/route?token=${token}&language=en`, { headers: { authorization: `Bearer ${token}` } });
    await vxql(t.baseUrl, token, '{ categories { id } }');
    const lines = t.logs.slice(before).join('');
    expect(lines).toContain('/api/v1/no/such/route');
    expect(lines).toContain('[redacted]');
    expect(lines).not.toContain(token);
    expect(t.logs.join('')).not.toContain(token);
  });
});

describe('query service', () => {
  test('a call without token answers "Missing Vxql-Token"', async () => {
    const { status, body } = await vxql(t.baseUrl, null, '{ categories { id } }');
    expect(status).toBe(401);
    expect(body.errors?.[0]?.message).toBe('Missing Vxql-Token');
  });

  test('a call with an unknown token is refused', async () => {
    const { status, body } = await vxql(t.baseUrl, 'x'.repeat(43), '{ categories { id } }');
    expect(status).toBe(401);
    expect(body.errors?.[0]?.extensions?.code).toBe('INVALID_TOKEN');
  });

  test('bad variables and malformed queries get a clear error', async () => {
    const token = await t.anonymousToken();
    const wrongType = await vxql(t.baseUrl, token, 'query($n: Int!) { models(first: $n) { total } }', { n: 'ten' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors?.[0]?.message).toMatch(/\$n/);
    const syntax = await vxql(t.baseUrl, token, '{ models(');
    expect(syntax.status).toBe(400);
    const tooMany = await vxql(t.baseUrl, token, '{ models(first: 500) { total } }');
    expect(tooMany.body.errors?.[0]?.message).toBe('first must be between 1 and 100');
    // a language the app does not have reads English (spec: English is the fallback), not an error
    const otherLanguage = await vxql(t.baseUrl, token, '{ categories { id } }', {}, 'fr');
    expect(otherLanguage.status).toBe(200);
    expect(otherLanguage.body.data).toEqual((await vxql(t.baseUrl, token, '{ categories { id } }', {}, 'en')).body.data);
  });

  test('models lists filter, order, page and filter by online state', async () => {
    const token = await t.anonymousToken();
    const q = `query($order: ModelOrder, $online: Boolean, $first: Int, $offset: Int, $filter: ModelFilter) {
      models(order: $order, online: $online, first: $first, offset: $offset, filter: $filter) { total items { id name isOnline gender } } }`;
    const all = await vxql(t.baseUrl, token, q, { first: 100 });
    expect(all.body.data?.models.total).toBeGreaterThanOrEqual(300);
    const online = await vxql(t.baseUrl, token, q, { online: true, first: 100 });
    expect(online.body.data?.models.total).toBeGreaterThan(0);
    expect(online.body.data?.models.total).toBeLessThan(all.body.data?.models.total);
    expect(online.body.data?.models.items.every((m: { isOnline: boolean }) => m.isOnline)).toBe(true);
    const byName = await vxql(t.baseUrl, token, q, { order: 'NAME', first: 20 });
    const names = byName.body.data?.models.items.map((m: { name: string }) => m.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const page1 = await vxql(t.baseUrl, token, q, { order: 'NAME', first: 10, offset: 0 });
    const page2 = await vxql(t.baseUrl, token, q, { order: 'NAME', first: 10, offset: 10 });
    expect(page2.body.data?.models.items[0].name).toBe(names[10] && byName.body.data?.models.items[10].name);
    expect(page1.body.data?.models.items.map((m: { id: number }) => m.id)).not.toContain(page2.body.data?.models.items[0].id);
    const women = await vxql(t.baseUrl, token, q, { filter: { gender: 'F' }, first: 50 });
    expect(women.body.data?.models.items.every((m: { gender: string }) => m.gender === 'F')).toBe(true);
    // the total is the whole list's on every page, past the last page and for an empty filter too
    const total = all.body.data?.models.total;
    const last = await vxql(t.baseUrl, token, q, { first: 7, offset: total - 3 });
    expect(last.body.data?.models).toMatchObject({ total, items: expect.any(Array) });
    expect(last.body.data?.models.items).toHaveLength(3);
    const past = await vxql(t.baseUrl, token, q, { first: 10, offset: total + 5 });
    expect(past.body.data?.models).toEqual({ total, items: [] });
    const none = await vxql(t.baseUrl, token, q, { first: 10, filter: { name: 'zzzzqq' } });
    expect(none.body.data?.models).toEqual({ total: 0, items: [] });
  });

  test('the home query answers every timeline block from the seed', async () => {
    const token = await t.anonymousToken();
    const { status, body } = await vxql(t.baseUrl, token, HOME_QUERY, homeVariables(), 'de');
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    const data = body.data!;
    expect(data.top.items.length).toBeGreaterThan(0);
    expect(data.top.items.every((m: { isOnline: boolean }) => m.isOnline)).toBe(true);
    expect(data.newModels.items.length).toBeGreaterThan(0);
    expect(data.favorite.items).toEqual([]);
    for (const block of ['vip30', 'trends', 'videoStation', 'welcomeClips']) expect(data[block].items.length).toBeGreaterThan(0);
    expect(data.vip30.items.every((v: { vip: boolean }) => v.vip)).toBe(true);
    expect(data.welcomeClips.items.every((v: { free: boolean }) => v.free)).toBe(true);
    expect(data.dailyBonus.map((d: { day: number }) => d.day)).toEqual(expect.arrayContaining([-1, 0, 1]));
    expect(data.blog).toHaveLength(3);
    for (const block of ['camShows', 'contests', 'categories', 'tv']) expect(data[block].length).toBeGreaterThan(0);
    expect(data.categories.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([3, 88]));
  });
});
